import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { contentOrder } from "../shapes";
import { adminLessonSelect, liveCourse, toAdminLesson } from "./shapes";

/** A module's lessons in order. */
export async function findLessons({ moduleId, locale }: { moduleId: string; locale: Locale }) {
  const found = await db().module.findFirst({
    where: { id: moduleId, course: liveCourse },
    select: { lessons: { select: adminLessonSelect, orderBy: contentOrder } },
  });
  if (!found) throw new AppError("module_not_found");
  return found.lessons.map((row) => toAdminLesson(locale, row));
}
