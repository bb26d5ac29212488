import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { cachedPublic } from "@/lib/cache/public-data";
import { db } from "@/lib/db/client";
import { contentOrder, type ModuleSummary } from "@/lib/courses/shapes";
import type { Locale } from "@/lib/i18n/locales";
import { localizedText } from "@/lib/i18n/localized-text";
import { courseVisibilitySelect, isPublicCourse } from "./course-access";

/**
 * The module titles of a course with their lesson counts. Public for active courses (issue 3:
 * module titles may be public); a draft or archived course's only for its students and admins.
 * The memory keeps both languages; the titles are given in `locale`.
 */
export async function findModules(input: { caller: Caller | null; locale: Locale; courseId: string }): Promise<ModuleSummary[]> {
  // Kept in memory until a course, module or lesson changes (lib/cache/public-data.ts); an
  // unknown course is not kept, so random ids cannot fill the memory.
  const course = await cachedPublic("courses", `courses:modules:${input.courseId}`, () => readOutline(input.courseId), (found) => found !== null);
  if (!course) throw new AppError("course_not_found");
  if (!isPublicCourse(course) && input.caller?.role !== "admin") {
    const enrolled = input.caller
      ? await db().enrollment.count({ where: { userId: input.caller.id, courseId: course.id } })
      : 0;
    if (!enrolled) throw new AppError("course_not_found");
  }
  return course.modules.map((m) => ({ id: m.id, title: localizedText(input.locale, m.title, m.titleRu), order: m.order, lessonsCount: m._count.lessons }));
}

function readOutline(courseId: string) {
  return db().course.findUnique({
    where: { id: courseId },
    select: {
      ...courseVisibilitySelect,
      modules: {
        orderBy: contentOrder,
        select: { id: true, title: true, titleRu: true, order: true, _count: { select: { lessons: true } } },
      },
    },
  });
}
