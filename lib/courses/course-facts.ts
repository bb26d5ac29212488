import "server-only";
import { z } from "zod";
import type { CallerRead } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { isTouchedLessonDone, touchedLesson, touchedLessonsSql } from "@/lib/progress/touched-lessons";

/** The caller's own facts about one course: an enrolment (`enrolledAt` in ms), the lessons done in it and the exercises passed. */
const courseFact = z
  .object({
    courseId: z.string(),
    enrolled: z.boolean(),
    enrolledAt: z.number().nullable(),
    /** The student said "Kursni tugatdim" (spec §4); whether the course is finished is the rule's. */
    claimed: z.boolean(),
    lastLessonId: z.string().nullable(),
    lessons: z.array(touchedLesson).nullable(),
  })
  .transform(({ lessons, ...fact }) => ({
    ...fact,
    completedLessons: (lessons ?? []).filter(isTouchedLessonDone).length,
    passedExercises: (lessons ?? []).reduce((sum, lesson) => sum + lesson.passed, 0),
  }));
export type CourseFact = z.infer<typeof courseFact>;
export type CourseFacts = Map<string, CourseFact>;

/**
 * The caller's enrolments and the lessons they touched, per course, as one JSON array: a scalar
 * expression, so it can ride in the caller's own statement (courseFactsAlongCaller). It reads
 * the (userId, …) keys of Enrollment, LessonProgress and ExercisePass; each lesson carries what
 * the done rule (lib/progress/lesson-done.ts, issue 42) reads (lib/progress/touched-lessons.ts), and the rule is applied in
 * readCourseFacts, so the cards, my courses and the parent's view count alike.
 */
function courseFactsSql(userId: string): Prisma.Sql {
  return Prisma.sql`(SELECT coalesce(json_agg(f), '[]'::json) FROM (
    SELECT coalesce(e."courseId", p."courseId") AS "courseId", e.id IS NOT NULL AS enrolled,
      floor(extract(epoch FROM e."createdAt") * 1000)::float8 AS "enrolledAt", e."completedAt" IS NOT NULL AS claimed,
      (SELECT l.id FROM "Lesson" l WHERE l.id = e."lastLessonId") AS "lastLessonId",
      p.lessons
    FROM (SELECT * FROM "Enrollment" WHERE "userId" = ${userId}) e
    FULL JOIN (
      SELECT t."courseId", json_agg(t) AS lessons FROM (${touchedLessonsSql(Prisma.sql`${userId}`)}) t GROUP BY t."courseId"
    ) p ON p."courseId" = e."courseId"
  ) f)`;
}

function readCourseFacts(value: unknown): CourseFacts {
  return new Map(z.array(courseFact).parse(value).map((fact) => [fact.courseId, fact]));
}

/** The caller's course facts, read in the caller's own statement (lib/auth/session.ts callerWith). */
export const courseFactsAlongCaller: CallerRead<CourseFacts> = { sql: courseFactsSql, read: readCourseFacts };

/** The course facts of a caller already known. */
export async function findCourseFacts(userId: string): Promise<CourseFacts> {
  const [row] = await db().$queryRaw<{ facts: unknown }[]>`SELECT ${courseFactsSql(userId)} AS facts`;
  return readCourseFacts(row?.facts ?? []);
}
