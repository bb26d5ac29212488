import "server-only";
import { z } from "zod";
import type { CallerRead } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";

/** The caller's own facts about one course: an enrolment (`enrolledAt` in ms), the lessons done in it and the exercises passed. */
const courseFact = z.object({
  courseId: z.string(),
  enrolled: z.boolean(),
  enrolledAt: z.number().nullable(),
  completed: z.boolean(),
  lastLessonId: z.string().nullable(),
  completedLessons: z.number(),
  passedExercises: z.number(),
});
export type CourseFact = z.infer<typeof courseFact>;
export type CourseFacts = Map<string, CourseFact>;

/**
 * The caller's enrolments, done lessons and passed exercises, per course, as one JSON array: a
 * scalar expression, so it can ride in the caller's own statement (courseFactsAlongCaller). It
 * reads the (userId, …) keys of Enrollment, LessonProgress and ExercisePass. A lesson is done
 * when it was opened and has no published exercise, or when every published exercise of it is
 * passed (issue 20); only lessons the caller opened or passed something in are looked at.
 */
function courseFactsSql(userId: string): Prisma.Sql {
  return Prisma.sql`(SELECT coalesce(json_agg(f), '[]'::json) FROM (
    SELECT coalesce(e."courseId", p."courseId") AS "courseId", e.id IS NOT NULL AS enrolled,
      floor(extract(epoch FROM e."createdAt") * 1000)::float8 AS "enrolledAt", e."completedAt" IS NOT NULL AS completed,
      (SELECT l.id FROM "Lesson" l WHERE l.id = e."lastLessonId") AS "lastLessonId",
      coalesce(p.done, 0)::int AS "completedLessons", coalesce(p.passed, 0)::int AS "passedExercises"
    FROM (SELECT * FROM "Enrollment" WHERE "userId" = ${userId}) e
    FULL JOIN (
      SELECT m."courseId", count(*) FILTER (WHERE (t.total = 0 AND t.opened) OR (t.total > 0 AND t.passed = t.total)) AS done, sum(t.passed) AS passed
      FROM (
        SELECT l.id, l."moduleId",
          (SELECT count(*) FROM "Exercise" x WHERE x."lessonId" = l.id AND x.published) AS total,
          (SELECT count(*) FROM "ExercisePass" ep JOIN "Exercise" x ON x.id = ep."exerciseId" WHERE ep."userId" = ${userId} AND x."lessonId" = l.id AND x.published) AS passed,
          EXISTS (SELECT 1 FROM "LessonProgress" lp WHERE lp."userId" = ${userId} AND lp."lessonId" = l.id) AS opened
        FROM "Lesson" l
        WHERE l.id IN (
          SELECT "lessonId" FROM "LessonProgress" WHERE "userId" = ${userId}
          UNION SELECT x."lessonId" FROM "ExercisePass" ep JOIN "Exercise" x ON x.id = ep."exerciseId" WHERE ep."userId" = ${userId})
      ) t JOIN "Module" m ON m.id = t."moduleId"
      GROUP BY m."courseId"
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
