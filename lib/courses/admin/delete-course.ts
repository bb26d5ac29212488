import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import { liveCourse } from "./shapes";

export type DeleteCourseResult = { outcome: "deleted" | "archived" };

/**
 * A course nobody enrolled in is deleted with its modules, lessons and image. A course with
 * enrolments is archived instead: gone from the catalogue and the CMS, while its students keep
 * their paid access in /my-courses and /learning.
 */
export async function deleteCourse({ courseId }: { courseId: string }): Promise<DeleteCourseResult> {
  return db().$transaction(async (tx) => {
    // Lock the row so an enrolment cannot slip in between the count and the delete.
    const locked = await tx.$queryRaw<{ imageId: string | null }[]>`
      SELECT "imageId" FROM "Course" WHERE id = ${courseId} AND "archivedAt" IS NULL FOR UPDATE`;
    const current = locked[0];
    if (!current) throw new AppError("course_not_found");
    const enrollments = await tx.enrollment.count({ where: { courseId } });
    if (enrollments > 0) {
      await tx.course.update({ where: { id: courseId, ...liveCourse }, data: { archivedAt: new Date() } });
      return { outcome: "archived" };
    }
    await tx.course.delete({ where: { id: courseId } });
    if (current.imageId) await tx.courseImage.delete({ where: { id: current.imageId } });
    return { outcome: "deleted" };
  });
}
