import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { pointsOf, type PointParts } from "./points";

export type StudentPoints = PointParts & { points: number };

/**
 * The point parts of each of `userIds`, in one statement. A lesson is finished by the course
 * cards' rule (lib/courses/course-facts.ts): opened when it has no published exercise, else
 * every published exercise passed. Quizzes are exercises of kind `quiz` (issue 40).
 */
export async function findStudentPoints(userIds: readonly string[]): Promise<Map<string, StudentPoints>> {
  if (userIds.length === 0) return new Map();
  const rows = await db().$queryRaw<({ userId: string } & PointParts)[]>`
    SELECT u.id AS "userId",
      (SELECT count(*) FROM "ExercisePass" ep JOIN "Exercise" x ON x.id = ep."exerciseId" WHERE ep."userId" = u.id AND x.published AND x.kind::text <> 'quiz')::int AS "passedExercises",
      (SELECT count(*) FROM "ExercisePass" ep JOIN "Exercise" x ON x.id = ep."exerciseId" WHERE ep."userId" = u.id AND x.published AND x.kind::text = 'quiz')::int AS "passedQuizzes",
      (SELECT count(*) FROM "Lesson" l
        WHERE l.id IN (
          SELECT lp."lessonId" FROM "LessonProgress" lp WHERE lp."userId" = u.id
          UNION SELECT x."lessonId" FROM "ExercisePass" ep JOIN "Exercise" x ON x.id = ep."exerciseId" WHERE ep."userId" = u.id)
        AND CASE WHEN EXISTS (SELECT 1 FROM "Exercise" x WHERE x."lessonId" = l.id AND x.published)
          THEN NOT EXISTS (SELECT 1 FROM "Exercise" x WHERE x."lessonId" = l.id AND x.published
            AND NOT EXISTS (SELECT 1 FROM "ExercisePass" ep WHERE ep."exerciseId" = x.id AND ep."userId" = u.id))
          ELSE EXISTS (SELECT 1 FROM "LessonProgress" lp WHERE lp."lessonId" = l.id AND lp."userId" = u.id) END)::int AS "finishedLessons",
      (SELECT coalesce(sum(s.score), 0) FROM "DailyScore" s WHERE s."userId" = u.id)::int AS "dailyScoreTotal"
    FROM "User" u
    WHERE u.id IN (${Prisma.join(userIds)})`;
  return new Map(rows.map(({ userId, ...parts }) => [userId, { ...parts, points: pointsOf(parts) }]));
}
