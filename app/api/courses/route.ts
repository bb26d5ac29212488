import { route } from "@/lib/api/route";
import { courseFactsAlongCaller } from "@/lib/courses/course-facts";
import { findCoursePage, findCourses } from "@/lib/courses/find-courses";
import { courseListQuery } from "@/lib/courses/params";

// GET /api/courses (?limit=3) — the public catalogue, with access and progress for the caller;
// with ?page= one page of it, with the total
export const GET = route({ auth: "optional", query: courseListQuery, alongCaller: courseFactsAlongCaller }, async ({ caller, alongCaller: facts, query, locale }) => {
  if (query.page === undefined) return { courses: await findCourses({ caller, locale, facts, limit: query.limit }) };
  return findCoursePage({ caller, locale, facts, page: query.page, pageSize: query.limit });
});
