import { route } from "@/lib/api/route";
import { findCourses } from "@/lib/courses/find-courses";
import { courseListQuery } from "@/lib/courses/params";

// GET /api/courses (?limit=3) — the public catalogue, with access and progress for the caller
export const GET = route({ auth: "optional", query: courseListQuery }, async ({ caller, query }) => ({
  courses: await findCourses({ caller, limit: query.limit }),
}));
