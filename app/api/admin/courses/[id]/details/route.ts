import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { getCourseDetails } from "@/lib/courses/admin/get-course-details";

// GET /api/admin/courses/{id}/details — the course with its modules and lessons
export const GET = route({ auth: "admin", params: idParams }, async ({ params, locale }) => ({ course: await getCourseDetails({ courseId: params.id, locale }) }));
