import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import type { ApiText } from "@/lib/i18n/api-text";
import type { Locale } from "@/lib/i18n/locales";
import { localizedText } from "@/lib/i18n/localized-text";
import { findCourseCompletion, type CourseCompletion } from "./course-completion";

/**
 * "Kursni tugatdim" (spec §4: enrolled → completed). It records the student's claim (the first
 * claim's time; repeating it changes nothing) and answers what the lesson-done rule says (issue
 * 42): the course counts as finished, for certificates too, only when every lesson is done, and
 * `message` names what is left, in `locale`.
 */
export async function completeCourse(input: { caller: Caller; courseId: string; locale?: Locale }): Promise<{ completedAt: Date; completion: CourseCompletion; message: ApiText }> {
  const enrolment = await db().enrollment.findUnique({
    where: { userId_courseId: { userId: input.caller.id, courseId: input.courseId } },
    select: { id: true, completedAt: true },
  });
  if (!enrolment) {
    const exists = await db().course.count({ where: { id: input.courseId, status: "active", archivedAt: null } });
    if (!exists) throw new AppError("course_not_found");
    throw new AppError("forbidden", "api.problems.enrollFirst");
  }
  const completion = await findCourseCompletion({ userId: input.caller.id, courseId: input.courseId });
  const message = completionMessage(completion, input.locale ?? "uz");
  if (enrolment.completedAt) return { completedAt: enrolment.completedAt, completion, message };
  const completedAt = new Date();
  // The condition keeps the first claim's time when two requests race.
  await db().enrollment.updateMany({ where: { id: enrolment.id, completedAt: null }, data: { completedAt } });
  const saved = await db().enrollment.findUniqueOrThrow({ where: { id: enrolment.id }, select: { completedAt: true } });
  return { completedAt: saved.completedAt ?? completedAt, completion, message };
}

/** 'Kurs tugallandi', or how many lessons are left and what the first of them still needs. */
export function completionMessage(completion: CourseCompletion, locale: Locale): ApiText {
  const next = completion.missing[0];
  if (completion.completed || !next) return { key: completion.completed ? "api.success.courseFinished" : "api.success.courseCompleted" };
  const title = localizedText(locale, next.title, next.titleRu);
  const need = next.watch && next.practice ? "watchAndPractice" : next.watch ? "watch" : next.practice ? "practice" : "open";
  return {
    key: "api.success.courseNotFinished",
    values: {
      left: completion.missing.length,
      next: { key: `api.success.lessonNeeds.${need}`, values: { title, percent: next.watchedPercent, threshold: completion.threshold } },
    },
  };
}
