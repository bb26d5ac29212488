import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import type { ModuleUpdateInput } from "./module-form";
import { adminModuleSelect, liveCourse, toAdminModule } from "./shapes";

/** Edits a module of the given course; a module of another course is 404. */
export async function updateModule({ courseId, moduleId, input, locale }: { courseId: string; moduleId: string; input: ModuleUpdateInput; locale: Locale }) {
  const where = { id: moduleId, courseId, course: liveCourse };
  const { count } = await db().module.updateMany({
    where,
    data: {
      title: input.title,
      titleRu: input.titleRu,
      description: input.description,
      descriptionRu: input.descriptionRu,
      ...(input.order === undefined ? {} : { order: input.order }),
    },
  });
  if (count === 0) throw new AppError("module_not_found");
  return toAdminModule(locale, await db().module.findUniqueOrThrow({ where: { id: moduleId }, select: adminModuleSelect }));
}
