import "server-only";
import { db } from "@/lib/db/client";

export type CourseCompletion = {
  completed: boolean;
  lessonsDone: number;
  lessonsTotal: number;
  /** The lessons not done yet, in the course's order. */
  missing: { lessonId: string; title: string }[];
};

/**
 * Whether a student finished a course: every lesson of it done, by the rule the progress
 * figures count (lib/courses/course-facts.ts): a lesson without published exercises when opened,
 * one with them when every one is passed. A course without lessons is never finished.
 * (Issue 42: progress42 replaces this rule with watched video; the name and shape stay.)
 */
export async function findCourseCompletion({ userId, courseId }: { userId: string; courseId: string }): Promise<CourseCompletion> {
  const lessons = await db().$queryRaw<{ lessonId: string; title: string; done: boolean }[]>`
    SELECT l.id AS "lessonId", l.title,
      CASE WHEN t.total = 0 THEN EXISTS (SELECT 1 FROM "LessonProgress" lp WHERE lp."userId" = ${userId} AND lp."lessonId" = l.id)
        ELSE t.passed = t.total END AS done
    FROM "Lesson" l
    JOIN "Module" m ON m.id = l."moduleId"
    CROSS JOIN LATERAL (SELECT
      (SELECT count(*) FROM "Exercise" x WHERE x."lessonId" = l.id AND x.published) AS total,
      (SELECT count(*) FROM "ExercisePass" ep JOIN "Exercise" x ON x.id = ep."exerciseId"
        WHERE ep."userId" = ${userId} AND x."lessonId" = l.id AND x.published) AS passed) t
    WHERE m."courseId" = ${courseId}
    ORDER BY m."order", m.id, l."order", l.id`;
  const missing = lessons.filter((lesson) => !lesson.done).map(({ lessonId, title }) => ({ lessonId, title }));
  return { completed: lessons.length > 0 && missing.length === 0, lessonsDone: lessons.length - missing.length, lessonsTotal: lessons.length, missing };
}
