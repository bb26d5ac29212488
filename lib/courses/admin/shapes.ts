import type { Prisma } from "@/lib/db/generated/client";
import type { Locale } from "@/lib/i18n/locales";
import { withTextPairs } from "@/lib/i18n/localized-text";
import { specCourseFields } from "../labels";
import { contentOrder, courseImageUrl } from "../shapes";

export const adminCourseSelect = {
  id: true,
  title: true,
  titleRu: true,
  description: true,
  descriptionRu: true,
  instructor: true,
  price: true,
  durationWeeks: true,
  level: true,
  category: true,
  tags: true,
  imageId: true,
  prerequisiteId: true,
  prerequisiteRule: true,
  watchThreshold: true,
  hours: true,
  status: true,
  position: true,
  createdAt: true,
  _count: { select: { modules: true, enrollments: true } },
} satisfies Prisma.CourseSelect;

type AdminCourseRow = Prisma.CourseGetPayload<{ select: typeof adminCourseSelect }>;

/**
 * A course as the CMS shows it (contract: GET /api/admin/courses): title and description in the
 * caller's language, and the stored pair the form edits (titleUz/titleRu, descriptionUz/descriptionRu).
 */
export function toAdminCourse(locale: Locale, row: AdminCourseRow) {
  const { imageId, _count, level, durationWeeks, ...rest } = row;
  return {
    ...withTextPairs(locale, rest),
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
  titleRu: true,
  description: true,
  descriptionRu: true,
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
  titleRu: true,
  description: true,
  descriptionRu: true,
  order: true,
  createdAt: true,
  updatedAt: true,
  lessons: { select: adminLessonSelect, orderBy: contentOrder },
} satisfies Prisma.ModuleSelect;

type AdminLessonRow = Prisma.LessonGetPayload<{ select: typeof adminLessonSelect }>;
type AdminModuleRow = Prisma.ModuleGetPayload<{ select: typeof adminModuleSelect }>;

/** A lesson as the CMS shows it: its texts as toAdminCourse gives a course's. */
export function toAdminLesson(locale: Locale, row: AdminLessonRow) {
  return withTextPairs(locale, row);
}

/** A module with its lessons as the CMS shows them: texts as toAdminCourse gives a course's. */
export function toAdminModule(locale: Locale, row: AdminModuleRow) {
  return { ...withTextPairs(locale, row), lessons: row.lessons.map((lesson) => toAdminLesson(locale, lesson)) };
}

/** Courses the CMS manages: archived ones (deleted with enrolments) are out of it. */
export const liveCourse = { archivedAt: null } satisfies Prisma.CourseWhereInput;
