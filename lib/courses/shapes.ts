import type { Prisma } from "@/lib/db/generated/client";
import type { CourseLevel } from "@/lib/db/generated/enums";
import type { Locale } from "@/lib/i18n/locales";
import { localizedText } from "@/lib/i18n/localized-text";
import type { SpecLevel } from "./labels";
import type { RequiredCourse } from "./prerequisites";

/** A course as every list and page of the student side shows it (the shared contract). */
export type CourseCard = {
  id: string;
  title: string;
  description: string;
  instructor: string;
  price: number;
  /** The spec's text ('8 hafta') and its number of weeks (lib/courses/labels.ts). */
  duration: string;
  durationWeeks: number;
  /** The spec's word (Boshlang'ich | O'rta | Yuqori) and the enum value pages translate. */
  level: SpecLevel;
  levelKey: CourseLevel;
  category: string;
  tags: string[];
  imageUrl: string | null;
  enrolledStudents: number;
  rating: number;
  totalRatings: number;
  status: "active" | "draft";
  modulesCount: number;
  access: "open" | "locked";
  /** The course whose enrolment would open a locked course; null when open. */
  requiredCourse: RequiredCourse | null;
  enrolled: boolean;
  /** Every lesson done by the rule (lib/progress/lesson-done.ts, issue 42). */
  completed: boolean;
  /** The student said "Kursni tugatdim" (spec §4); the course page offers it until then, as it earns the certificate. */
  claimed: boolean;
  /**
   * Lessons of the course the caller has done: opened, or for a lesson with published exercises,
   * every one of them passed (issue 20).
   */
  completedLessons: number;
  totalLessons: number;
  /** Published exercises of the course, and how many of them the caller has passed. */
  passedExercises: number;
  totalExercises: number;
  lastLessonId: string | null;
};

/** A module as the public module list shows it: titles only, no lesson content. */
export type ModuleSummary = { id: string; title: string; order: number; lessonsCount: number };

export type LessonView = {
  id: string;
  title: string;
  description: string;
  videoUrl: string;
  codeSourceUrl: string;
  order: number;
};

/** Modules and lessons in the admin's order; equal orders by creation. */
export const contentOrder = [{ order: "asc" }, { createdAt: "asc" }] satisfies Prisma.ModuleOrderByWithRelationInput[];

export const lessonSelect = {
  id: true,
  title: true,
  titleRu: true,
  description: true,
  descriptionRu: true,
  videoUrl: true,
  codeSourceUrl: true,
  order: true,
} as const;

type LessonRow = Prisma.LessonGetPayload<{ select: typeof lessonSelect }>;

/** A lesson as its students read it, its texts in `locale`. */
export function lessonView(locale: Locale, row: LessonRow): LessonView {
  return {
    id: row.id,
    title: localizedText(locale, row.title, row.titleRu),
    description: localizedText(locale, row.description, row.descriptionRu),
    videoUrl: row.videoUrl,
    codeSourceUrl: row.codeSourceUrl,
    order: row.order,
  };
}

/** The app serves course images itself (GET /api/course-images/{id}); ids are never reused. */
export function courseImageUrl(imageId: string | null): string | null {
  return imageId ? `/api/course-images/${imageId}` : null;
}
