import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { contentOrder } from "../shapes";
import { adminModuleSelect, liveCourse } from "./shapes";

/** A course's modules with their lessons, in order. */
export async function findModules({ courseId }: { courseId: string }) {
  const course = await db().course.findFirst({
    where: { id: courseId, ...liveCourse },
    select: { modules: { select: adminModuleSelect, orderBy: contentOrder } },
  });
  if (!course) throw new AppError("course_not_found");
  return course.modules;
}
