import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import type { ModuleCreateInput } from "./module-form";
import { adminModuleSelect, liveCourse } from "./shapes";

/** Adds a module at the end of the course. */
export async function createModule({ courseId, input }: { courseId: string; input: ModuleCreateInput }) {
  return db().$transaction(async (tx) => {
    const course = await tx.course.findFirst({ where: { id: courseId, ...liveCourse }, select: { id: true } });
    if (!course) throw new AppError("course_not_found");
    const last = await tx.module.aggregate({ where: { courseId }, _max: { order: true } });
    return tx.module.create({
      data: { courseId, title: input.title, description: input.description, order: (last._max.order ?? -1) + 1 },
      select: adminModuleSelect,
    });
  });
}
