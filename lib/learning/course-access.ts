import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";

/** The course fields the access rules below read; every learning query selects them. */
export const courseVisibilitySelect = { id: true, title: true, status: true, archivedAt: true } satisfies Prisma.CourseSelect;

export type CourseVisibility = { id: string; title: string; status: "active" | "draft"; archivedAt: Date | null };

export function isPublicCourse(course: CourseVisibility): boolean {
  return course.status === "active" && course.archivedAt === null;
}

/**
 * Lessons are for a course's enrolled students and for admins (issue 3). Anyone else gets 403
 * 'Kirish cheklangan' for a public course, and 404 for a draft or archived one, whose very
 * existence is not public. Returns whether the caller is enrolled (admins may not be).
 */
export async function assertCanLearn(input: { caller: Caller; course: CourseVisibility; notFound: "course_not_found" | "module_not_found" | "lesson_not_found" | "exercise_not_found" }): Promise<{ enrolled: boolean; lastLessonId: string | null }> {
  const enrolment = await db().enrollment.findUnique({
    where: { userId_courseId: { userId: input.caller.id, courseId: input.course.id } },
    select: { lastLessonId: true },
  });
  if (enrolment) return { enrolled: true, lastLessonId: enrolment.lastLessonId };
  if (input.caller.role === "admin") return { enrolled: false, lastLessonId: null };
  if (!isPublicCourse(input.course)) throw new AppError(input.notFound);
  throw new AppError("forbidden", "api.errors.prerequisite_missing");
}
