import { route } from "@/lib/api/route";
import { getCourseOrThrow } from "@/lib/courses/get-course";
import { courseIdParams } from "@/lib/courses/params";

// GET /api/courses/{id} — one course card, for a client refresh after enrolling
export const GET = route({ auth: "optional", params: courseIdParams }, async ({ caller, params, locale }) => ({
  course: await getCourseOrThrow({ caller, locale, courseId: params.id }),
}));
