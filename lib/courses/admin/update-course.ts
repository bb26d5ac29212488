import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { checkPrerequisite } from "./check-prerequisite";
import { courseColumns, type CourseForm } from "./course-form";
import { readCourseImage } from "./read-course-image";
import { adminCourseSelect, liveCourse, toAdminCourse, type AdminCourse } from "./shapes";

/** Edits a course; no file keeps the image, a file replaces it, removeImage drops it. */
export async function updateCourse({ courseId, input, locale }: { courseId: string; input: CourseForm; locale: Locale }): Promise<AdminCourse> {
  const image = input.image ? await readCourseImage(input.image) : null;
  const row = await db().$transaction(async (tx) => {
    const current = await tx.course.findFirst({ where: { id: courseId, ...liveCourse }, select: { imageId: true } });
    if (!current) throw new AppError("course_not_found");
    if (input.prerequisiteId) await checkPrerequisite(tx, { courseId, prerequisiteId: input.prerequisiteId });
    let imageId = current.imageId;
    if (image) imageId = (await tx.courseImage.create({ data: image, select: { id: true } })).id;
    else if (input.removeImage) imageId = null;
    const updated = await tx.course.update({
      where: { id: courseId },
      data: { ...courseColumns(input), imageId, prerequisiteId: input.prerequisiteId },
      select: adminCourseSelect,
    });
    if (current.imageId && current.imageId !== imageId) await tx.courseImage.delete({ where: { id: current.imageId } });
    return updated;
  });
  return toAdminCourse(locale, row);
}
