import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { contentOrder } from "../shapes";
import { adminModuleSelect, liveCourse, toAdminModule } from "./shapes";

/** A course's modules with their lessons, in order. */
export async function findModules({ courseId, locale }: { courseId: string; locale: Locale }) {
  const course = await db().course.findFirst({
    where: { id: courseId, ...liveCourse },
    select: { modules: { select: adminModuleSelect, orderBy: contentOrder } },
  });
  if (!course) throw new AppError("course_not_found");
  return course.modules.map((row) => toAdminModule(locale, row));
}
