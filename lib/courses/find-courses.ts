import { pageOf, type Page } from "@/lib/admin/paging";
import type { Caller } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/locales";
import type { CourseFacts } from "./course-facts";
import { CATALOGUE_PAGE_SIZE } from "./params";
import { countCatalogueCourses, queryCourseCards } from "./query-course-cards";
import type { CourseCard } from "./shapes";

export type CoursePage = Page & { courses: CourseCard[] };

/** The public catalogue: active, non-archived courses in `position` order, seen by the caller. */
export async function findCourses(input: { caller: Caller | null; locale: Locale; facts?: CourseFacts; limit?: number }): Promise<CourseCard[]> {
  const rows = await queryCourseCards({ ...input, filter: "catalogue" });
  return rows.map((row) => row.card);
}

/**
 * One page of the catalogue (issue 27: a page costs the same at any number of courses), with the
 * number of every listed course. A page past the end answers the last one.
 */
export async function findCoursePage(input: { caller: Caller | null; locale: Locale; facts?: CourseFacts; page: number; pageSize?: number }): Promise<CoursePage> {
  const page = pageOf(input.page, input.pageSize ?? CATALOGUE_PAGE_SIZE, await countCatalogueCourses());
  const rows = await queryCourseCards({ caller: input.caller, locale: input.locale, facts: input.facts, filter: "catalogue", skip: (page.page - 1) * page.pageSize, limit: page.pageSize });
  return { ...page, courses: rows.map((row) => row.card) };
}
