import { route } from "@/lib/api/route";
import { getCourseOrThrow } from "@/lib/courses/get-course";
import { courseIdParams } from "@/lib/courses/params";
import { findCourseReviews } from "@/lib/ratings/find-course-reviews";

// GET /api/courses/{id}/reviews — the course's latest shown reviews, newest first, with first names only
export const GET = route({ auth: "optional", params: courseIdParams }, async ({ caller, params, locale }) => {
  const course = await getCourseOrThrow({ caller, locale, courseId: params.id });
  return { reviews: await findCourseReviews({ courseId: course.id }) };
});
