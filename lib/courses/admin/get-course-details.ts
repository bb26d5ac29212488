import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { contentOrder } from "../shapes";
import { adminCourseSelect, adminModuleSelect, liveCourse, toAdminCourse } from "./shapes";

/** The course detail modal: the course with its modules and their lessons, in order. */
export async function getCourseDetails({ courseId }: { courseId: string }) {
  const row = await db().course.findFirst({
    where: { id: courseId, ...liveCourse },
    select: { ...adminCourseSelect, modules: { select: adminModuleSelect, orderBy: contentOrder } },
  });
  if (!row) throw new AppError("course_not_found");
  const { modules, ...course } = row;
  return { ...toAdminCourse(course), modules };
}

export type AdminCourseDetails = Awaited<ReturnType<typeof getCourseDetails>>;
