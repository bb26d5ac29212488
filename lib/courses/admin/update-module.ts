import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import type { ModuleUpdateInput } from "./module-form";
import { adminModuleSelect, liveCourse } from "./shapes";

/** Edits a module of the given course; a module of another course is 404. */
export async function updateModule({ courseId, moduleId, input }: { courseId: string; moduleId: string; input: ModuleUpdateInput }) {
  const where = { id: moduleId, courseId, course: liveCourse };
  const { count } = await db().module.updateMany({
    where,
    data: { title: input.title, description: input.description, ...(input.order === undefined ? {} : { order: input.order }) },
  });
  if (count === 0) throw new AppError("module_not_found");
  return db().module.findUniqueOrThrow({ where: { id: moduleId }, select: adminModuleSelect });
}
