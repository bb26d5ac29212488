import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { contentOrder } from "../shapes";
import { adminLessonSelect, liveCourse } from "./shapes";

/** A module's lessons in order. */
export async function findLessons({ moduleId }: { moduleId: string }) {
  const found = await db().module.findFirst({
    where: { id: moduleId, course: liveCourse },
    select: { lessons: { select: adminLessonSelect, orderBy: contentOrder } },
  });
  if (!found) throw new AppError("module_not_found");
  return found.lessons;
}
