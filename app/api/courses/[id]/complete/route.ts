import { route } from "@/lib/api/route";
import { issueCourseCertificate } from "@/lib/certificates/issue-course-certificate";
import { completeCourse } from "@/lib/courses/complete-course";
import { courseIdParams } from "@/lib/courses/params";

// POST /api/courses/{id}/complete — record the caller's "Kursni tugatdim"; the message says whether the course is finished or what is left, and a finished one earns its certificate
export const POST = route({ auth: "user", params: courseIdParams }, async ({ caller, params, t, locale }) => {
  const { message } = await completeCourse({ caller, courseId: params.id, locale });
  const certificate = await issueCourseCertificate({ userId: caller.id, courseId: params.id });
  return { message: t(message.key, message.values), certificate: certificate && { code: certificate.code } };
});
