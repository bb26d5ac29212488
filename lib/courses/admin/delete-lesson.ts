import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import { liveCourse } from "./shapes";

/** Deletes a lesson of the given module. */
export async function deleteLesson({ moduleId, lessonId }: { moduleId: string; lessonId: string }): Promise<void> {
  const { count } = await db().lesson.deleteMany({ where: { id: lessonId, moduleId, module: { course: liveCourse } } });
  if (count === 0) throw new AppError("lesson_not_found");
}
