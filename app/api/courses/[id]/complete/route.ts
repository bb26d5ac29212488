import { route } from "@/lib/api/route";
import { completeCourse } from "@/lib/courses/complete-course";
import { courseIdParams } from "@/lib/courses/params";

// POST /api/courses/{id}/complete — mark the caller's course finished
export const POST = route({ auth: "user", params: courseIdParams }, async ({ caller, params, t }) => {
  await completeCourse({ caller, courseId: params.id });
  return { message: t("api.success.courseCompleted") };
});
