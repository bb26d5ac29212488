import type { Caller } from "@/lib/auth/session";
import { queryCourseCards } from "./query-course-cards";
import type { CourseCard } from "./shapes";

/** The public catalogue: active, non-archived courses in `position` order, seen by the caller. */
export async function findCourses(input: { caller: Caller | null; limit?: number }): Promise<CourseCard[]> {
  const rows = await queryCourseCards({ caller: input.caller, filter: "catalogue", limit: input.limit });
  return rows.map((row) => row.card);
}
