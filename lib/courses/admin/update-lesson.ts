import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import type { LessonUpdateInput } from "./lesson-form";
import { adminLessonSelect, liveCourse, toAdminLesson } from "./shapes";

/** Edits a lesson of the given module; a lesson of another module is 404. */
export async function updateLesson({ moduleId, lessonId, input, locale }: { moduleId: string; lessonId: string; input: LessonUpdateInput; locale: Locale }) {
  const { order, ...fields } = input;
  const { count } = await db().lesson.updateMany({
    where: { id: lessonId, moduleId, module: { course: liveCourse } },
    data: { ...fields, ...(order === undefined ? {} : { order }) },
  });
  if (count === 0) throw new AppError("lesson_not_found");
  return toAdminLesson(locale, await db().lesson.findUniqueOrThrow({ where: { id: lessonId }, select: adminLessonSelect }));
}
