import { z } from "zod";
import { Prisma } from "@/lib/db/generated/client";
import { toPlayerSource } from "@/lib/video/to-player-source";
import { isLessonDone } from "./lesson-done";

/**
 * One lesson a student touched (opened, watched or passed something in), with what the done rule
 * (lib/progress/lesson-done.ts, issue 42) reads. The course cards, my courses, the parent's view
 * (lib/courses/course-facts.ts) and the points for finished lessons (lib/streaks/points-sql.ts)
 * all read these rows and apply the rule in TypeScript, so "lesson finished" means one thing.
 */
export const touchedLesson = z.object({
  courseId: z.string(),
  videoUrl: z.string(),
  videoSeconds: z.number().nullable(),
  watchedSeconds: z.number(),
  threshold: z.number(),
  opened: z.boolean(),
  total: z.number(),
  passed: z.number(),
});
export type TouchedLesson = z.infer<typeof touchedLesson>;

export function isTouchedLessonDone(lesson: Omit<TouchedLesson, "courseId">): boolean {
  return isLessonDone({
    hasVideo: toPlayerSource(lesson.videoUrl) !== null,
    videoSeconds: lesson.videoSeconds,
    watchedSeconds: lesson.watchedSeconds,
    threshold: lesson.threshold,
    opened: lesson.opened,
    exercisesTotal: lesson.total,
    exercisesPassed: lesson.passed,
  });
}

/**
 * The rows of touchedLesson for the student `user` (a parameter, or a column such as u.id for a
 * correlated subquery). Reads the (userId, …) keys of LessonProgress and ExercisePass.
 */
export function touchedLessonsSql(user: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`SELECT m."courseId", l."videoUrl", l."videoSeconds", coalesce(lp."watchedSeconds", 0) AS "watchedSeconds",
      c."watchThreshold" AS threshold, lp."lessonId" IS NOT NULL AS opened,
      (SELECT count(*) FROM "Exercise" x WHERE x."lessonId" = l.id AND x.published)::int AS total,
      (SELECT count(*) FROM "ExercisePass" ep JOIN "Exercise" x ON x.id = ep."exerciseId" WHERE ep."userId" = ${user} AND x."lessonId" = l.id AND x.published)::int AS passed
    FROM "Lesson" l
    JOIN "Module" m ON m.id = l."moduleId"
    JOIN "Course" c ON c.id = m."courseId"
    LEFT JOIN "LessonProgress" lp ON lp."userId" = ${user} AND lp."lessonId" = l.id
    WHERE l.id IN (
      SELECT lp2."lessonId" FROM "LessonProgress" lp2 WHERE lp2."userId" = ${user}
      UNION SELECT x."lessonId" FROM "ExercisePass" ep JOIN "Exercise" x ON x.id = ep."exerciseId" WHERE ep."userId" = ${user})`;
}
