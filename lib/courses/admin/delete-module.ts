import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import { liveCourse } from "./shapes";

/** Deletes a module with its lessons (and the lessons' progress rows). */
export async function deleteModule({ courseId, moduleId }: { courseId: string; moduleId: string }): Promise<void> {
  const { count } = await db().module.deleteMany({ where: { id: moduleId, courseId, course: liveCourse } });
  if (count === 0) throw new AppError("module_not_found");
}
