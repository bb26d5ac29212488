import { route } from "@/lib/api/route";
import { issueCourseCertificate } from "@/lib/certificates/issue-course-certificate";
import { completeCourse } from "@/lib/courses/complete-course";
import { courseIdParams } from "@/lib/courses/params";

// POST /api/courses/{id}/complete — mark the caller's course finished; a finished one earns its certificate
export const POST = route({ auth: "user", params: courseIdParams }, async ({ caller, params, t }) => {
  await completeCourse({ caller, courseId: params.id });
  const certificate = await issueCourseCertificate({ userId: caller.id, courseId: params.id });
  return { message: t("api.success.courseCompleted"), certificate: certificate && { code: certificate.code } };
});
