import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { contentOrder } from "../shapes";
import { adminCourseSelect, adminModuleSelect, liveCourse, toAdminCourse, toAdminModule } from "./shapes";

/** The course detail modal: the course with its modules and their lessons, in order. */
export async function getCourseDetails({ courseId, locale }: { courseId: string; locale: Locale }) {
  const row = await db().course.findFirst({
    where: { id: courseId, ...liveCourse },
    select: { ...adminCourseSelect, modules: { select: adminModuleSelect, orderBy: contentOrder } },
  });
  if (!row) throw new AppError("course_not_found");
  const { modules, ...course } = row;
  return { ...toAdminCourse(locale, course), modules: modules.map((row) => toAdminModule(locale, row)) };
}

export type AdminCourseDetails = Awaited<ReturnType<typeof getCourseDetails>>;
