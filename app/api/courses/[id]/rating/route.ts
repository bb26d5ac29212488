import { route } from "@/lib/api/route";
import { courseIdParams } from "@/lib/courses/params";
import { rateCourse } from "@/lib/ratings/rate-course";
import { rateCourseBody } from "@/lib/ratings/schemas";

// PUT /api/courses/{id}/rating — { stars, review? }: rate a course half done or more; one rating per student, changeable
export const PUT = route({ auth: "user", params: courseIdParams, body: rateCourseBody }, async ({ caller, params, body, locale, t }) => {
  const rating = await rateCourse({ caller, locale, courseId: params.id, rating: body });
  return { message: t("api.success.courseRated"), rating };
});
