import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import type { LessonCreateInput } from "./lesson-form";
import { adminLessonSelect, liveCourse, toAdminLesson } from "./shapes";

/** Adds a lesson at the end of the module. */
export async function createLesson({ moduleId, input, locale }: { moduleId: string; input: LessonCreateInput; locale: Locale }) {
  const row = await db().$transaction(async (tx) => {
    const parent = await tx.module.findFirst({ where: { id: moduleId, course: liveCourse }, select: { id: true } });
    if (!parent) throw new AppError("module_not_found");
    const last = await tx.lesson.aggregate({ where: { moduleId }, _max: { order: true } });
    return tx.lesson.create({ data: { moduleId, ...input, order: (last._max.order ?? -1) + 1 }, select: adminLessonSelect });
  });
  return toAdminLesson(locale, row);
}
