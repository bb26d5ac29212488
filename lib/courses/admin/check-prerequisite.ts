import { AppError } from "@/lib/errors/app-error";
import type { Tx } from "@/lib/db/client";
import { makesCycle } from "../prerequisites";

/**
 * A prerequisite the course form may set: an existing live course, not the course itself and
 * not one that already needs this course up its own chain (both would be locked forever).
 */
export async function checkPrerequisite(tx: Tx, input: { courseId: string | null; prerequisiteId: string }): Promise<void> {
  const courses = await tx.course.findMany({ where: { archivedAt: null }, select: { id: true, prerequisiteId: true } });
  if (!courses.some((course) => course.id === input.prerequisiteId)) throw new AppError("invalid_input", "api.validation.prerequisiteNotFound");
  const prerequisiteOf = new Map(courses.map((course) => [course.id, course.prerequisiteId]));
  if (input.courseId !== null && makesCycle({ courseId: input.courseId, prerequisiteId: input.prerequisiteId, prerequisiteOf })) {
    throw new AppError("invalid_input", "api.validation.prerequisiteLater");
  }
}
