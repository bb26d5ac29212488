import "server-only";
import { randomUUID } from "node:crypto";
import type { Caller } from "@/lib/auth/session";
import { getCourseOrThrow } from "@/lib/courses/get-course";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import type { Locale } from "@/lib/i18n/locales";
import { mayRateCourse } from "./rating-rule";
import type { RateCourseBody } from "./schemas";

/** Roles that learn online courses and so may rate them. */
const RATING_ROLES: ReadonlySet<Caller["role"]> = new Set(["student", "student_offline"]);

export type OwnRating = { id: string; stars: number; review: string; updatedAt: Date };

/**
 * The caller rates a course they have done at least half of (issue 42), or changes their
 * rating: one row per student and course, written by one INSERT … ON CONFLICT, so two requests
 * at once leave one row (the later one's words).
 */
export async function rateCourse(input: { caller: Caller; locale: Locale; courseId: string; rating: RateCourseBody }): Promise<OwnRating> {
  if (!RATING_ROLES.has(input.caller.role)) throw new AppError("forbidden", "api.problems.ratingStudentsOnly");
  const course = await getCourseOrThrow({ caller: input.caller, locale: input.locale, courseId: input.courseId });
  if (!course.enrolled) throw new AppError("forbidden", "api.problems.enrollFirst");
  if (!mayRateCourse(course)) throw new AppError("rating_locked");
  const review = input.rating.review ?? "";
  const [row] = await db().$queryRaw<OwnRating[]>`
    INSERT INTO "CourseRating" (id, "userId", "courseId", stars, review)
    VALUES (${randomUUID()}, ${input.caller.id}, ${course.id}, ${input.rating.stars}, ${review})
    ON CONFLICT ("userId", "courseId") DO UPDATE SET stars = EXCLUDED.stars, review = EXCLUDED.review, "updatedAt" = CURRENT_TIMESTAMP,
      -- New words are not the words reported or hidden: they are shown again until reported.
      "hiddenAt" = CASE WHEN "CourseRating".review = EXCLUDED.review THEN "CourseRating"."hiddenAt" END
    RETURNING id, stars, review, "updatedAt"`;
  return row!;
}

/** The caller's own rating of a course, or null. */
export async function findOwnRating(input: { userId: string; courseId: string }): Promise<OwnRating | null> {
  return db().courseRating.findUnique({
    where: { userId_courseId: { userId: input.userId, courseId: input.courseId } },
    select: { id: true, stars: true, review: true, updatedAt: true },
  });
}
