import { AppError } from "@/lib/errors/app-error";
import { isRecordId } from "@/lib/api/record-id";
import type { Caller } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/locales";
import { queryCourseCards } from "./query-course-cards";
import type { CourseCard } from "./shapes";

/** One course card; a draft or archived course exists only for its students and admins. */
export async function getCourseOrThrow(input: { caller: Caller | null; locale: Locale; courseId: string }): Promise<CourseCard> {
  // Pages pass their path segment as it came: something that is no id is simply no course.
  if (!isRecordId(input.courseId)) throw new AppError("course_not_found");
  const [row] = await queryCourseCards({ caller: input.caller, locale: input.locale, filter: { courseId: input.courseId } });
  if (!row) throw new AppError("course_not_found");
  if (row.hidden && !row.card.enrolled && input.caller?.role !== "admin") throw new AppError("course_not_found");
  return row.card;
}
