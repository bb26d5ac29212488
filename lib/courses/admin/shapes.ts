import type { Prisma } from "@/lib/db/generated/client";
import { specCourseFields } from "../labels";
import { contentOrder, courseImageUrl } from "../shapes";

export const adminCourseSelect = {
  id: true,
  title: true,
  description: true,
  instructor: true,
  price: true,
  durationWeeks: true,
  level: true,
  category: true,
  tags: true,
  imageId: true,
  prerequisiteId: true,
  status: true,
  position: true,
  createdAt: true,
  _count: { select: { modules: true, enrollments: true } },
} satisfies Prisma.CourseSelect;

type AdminCourseRow = Prisma.CourseGetPayload<{ select: typeof adminCourseSelect }>;

/** A course as the CMS shows it (contract: GET /api/admin/courses). */
export function toAdminCourse(row: AdminCourseRow) {
  const { imageId, _count, level, durationWeeks, ...rest } = row;
  return {
    ...rest,
    ...specCourseFields({ level, durationWeeks }),
    imageUrl: courseImageUrl(imageId),
    modulesCount: _count.modules,
    enrollmentsCount: _count.enrollments,
  };
}

export type AdminCourse = ReturnType<typeof toAdminCourse>;

export const adminLessonSelect = {
  id: true,
  moduleId: true,
  title: true,
  description: true,
  videoUrl: true,
  codeSourceUrl: true,
  order: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.LessonSelect;

export const adminModuleSelect = {
  id: true,
  courseId: true,
  title: true,
  description: true,
  order: true,
  createdAt: true,
  updatedAt: true,
  lessons: { select: adminLessonSelect, orderBy: contentOrder },
} satisfies Prisma.ModuleSelect;

/** Courses the CMS manages: archived ones (deleted with enrolments) are out of it. */
export const liveCourse = { archivedAt: null } satisfies Prisma.CourseWhereInput;
