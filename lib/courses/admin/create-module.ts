import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import type { ModuleCreateInput } from "./module-form";
import { adminModuleSelect, liveCourse, toAdminModule } from "./shapes";

/** Adds a module at the end of the course. */
export async function createModule({ courseId, input, locale }: { courseId: string; input: ModuleCreateInput; locale: Locale }) {
  const row = await db().$transaction(async (tx) => {
    const course = await tx.course.findFirst({ where: { id: courseId, ...liveCourse }, select: { id: true } });
    if (!course) throw new AppError("course_not_found");
    const last = await tx.module.aggregate({ where: { courseId }, _max: { order: true } });
    return tx.module.create({
      data: { courseId, ...input, order: (last._max.order ?? -1) + 1 },
      select: adminModuleSelect,
    });
  });
  return toAdminModule(locale, row);
}
