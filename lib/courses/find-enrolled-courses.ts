import type { Caller } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/locales";
import { queryCourseCards } from "./query-course-cards";
import type { CourseCard } from "./shapes";

/** The caller's courses, newest enrolment first; archived or drafted ones stay (DESIGN: students keep access). */
export async function findEnrolledCourses(input: { caller: Caller; locale: Locale }): Promise<CourseCard[]> {
  const rows = await queryCourseCards({ caller: input.caller, locale: input.locale, filter: "enrolled" });
  return rows.map((row) => row.card);
}
