import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { isTouchedLessonDone, touchedLesson, touchedLessonsSql } from "@/lib/progress/touched-lessons";
import { pointsOf, type PointParts } from "./points";

const touchedLessons = z.array(touchedLesson);

export type StudentPoints = PointParts & { points: number };

/**
 * The point parts of each of `userIds`, in one statement. A lesson is finished by the one done
 * rule (lib/progress/lesson-done.ts), read from the same rows as the course cards
 * (lib/progress/touched-lessons.ts): its video watched to the course's threshold, or opened when
 * it has none, and its practice passed. Quizzes are exercises of kind `quiz` (issue 40).
 */
export async function findStudentPoints(userIds: readonly string[]): Promise<Map<string, StudentPoints>> {
  if (userIds.length === 0) return new Map();
  const rows = await db().$queryRaw<({ userId: string; lessons: unknown } & Omit<PointParts, "finishedLessons">)[]>`
    SELECT u.id AS "userId",
      (SELECT count(*) FROM "ExercisePass" ep JOIN "Exercise" x ON x.id = ep."exerciseId" WHERE ep."userId" = u.id AND x.published AND x.kind::text <> 'quiz')::int AS "passedExercises",
      (SELECT count(*) FROM "ExercisePass" ep JOIN "Exercise" x ON x.id = ep."exerciseId" WHERE ep."userId" = u.id AND x.published AND x.kind::text = 'quiz')::int AS "passedQuizzes",
      (SELECT coalesce(json_agg(t), '[]'::json) FROM (${touchedLessonsSql(Prisma.sql`u.id`)}) t) AS lessons,
      (SELECT coalesce(sum(s.score), 0) FROM "DailyScore" s WHERE s."userId" = u.id)::int AS "dailyScoreTotal"
    FROM "User" u
    WHERE u.id IN (${Prisma.join(userIds)})`;
  return new Map(
    rows.map(({ userId, lessons, ...counts }) => {
      const parts: PointParts = { ...counts, finishedLessons: touchedLessons.parse(lessons).filter(isTouchedLessonDone).length };
      return [userId, { ...parts, points: pointsOf(parts) }];
    }),
  );
}
