import "server-only";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { checkPrerequisite } from "./check-prerequisite";
import { courseColumns, type CourseForm } from "./course-form";
import { readCourseImage } from "./read-course-image";
import { adminCourseSelect, toAdminCourse, type AdminCourse } from "./shapes";

/** A new course starts as a draft at the end of the order, with its image if one was sent. */
export async function createCourse({ input, locale }: { input: CourseForm; locale: Locale }): Promise<AdminCourse> {
  const image = input.image ? await readCourseImage(input.image) : null;
  const row = await db().$transaction(async (tx) => {
    if (input.prerequisiteId) await checkPrerequisite(tx, { courseId: null, prerequisiteId: input.prerequisiteId });
    const last = await tx.course.aggregate({ _max: { position: true } });
    const stored = image ? await tx.courseImage.create({ data: image, select: { id: true } }) : null;
    return tx.course.create({
      data: {
        ...courseColumns(input),
        status: "draft",
        position: (last._max.position ?? -1) + 1,
        imageId: stored?.id ?? null,
        prerequisiteId: input.prerequisiteId ?? null,
      },
      select: adminCourseSelect,
    });
  });
  return toAdminCourse(locale, row);
}
