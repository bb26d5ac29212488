import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { adminCourseSelect, liveCourse, toAdminCourse, type AdminCourse } from "./shapes";

export const courseStatusBody = z.object({
  status: z.enum(["active", "draft"], { error: "api.validation.courseStatus" }),
});

/** Publishes (active) or hides (draft) a course. */
export async function setCourseStatus({ courseId, status, locale }: { courseId: string; status: "active" | "draft"; locale: Locale }): Promise<AdminCourse> {
  const { count } = await db().course.updateMany({ where: { id: courseId, ...liveCourse }, data: { status } });
  if (count === 0) throw new AppError("course_not_found");
  const row = await db().course.findUniqueOrThrow({ where: { id: courseId }, select: adminCourseSelect });
  return toAdminCourse(locale, row);
}
