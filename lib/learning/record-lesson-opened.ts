import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { assertCanLearn, courseVisibilitySelect } from "./course-access";

/**
 * Records that the caller opened a lesson: its LessonProgress row (counted as completed on the
 * course cards) and the enrolment's lastLessonId, where 'Davom etish' resumes. An admin reading
 * a course without an enrolment leaves no trace.
 */
export async function recordLessonOpened(input: { caller: Caller; lessonId: string }): Promise<void> {
  const lesson = await db().lesson.findUnique({
    where: { id: input.lessonId },
    select: { id: true, module: { select: { course: { select: courseVisibilitySelect } } } },
  });
  if (!lesson) throw new AppError("lesson_not_found");
  const course = lesson.module.course;
  const { enrolled } = await assertCanLearn({ caller: input.caller, course, notFound: "lesson_not_found" });
  if (!enrolled) return;
  await db().$transaction([
    db().$executeRaw`
      INSERT INTO "LessonProgress" ("userId", "lessonId", "openedAt") VALUES (${input.caller.id}, ${lesson.id}, now())
      ON CONFLICT ("userId", "lessonId") DO UPDATE SET "openedAt" = now()`,
    db().enrollment.update({
      where: { userId_courseId: { userId: input.caller.id, courseId: course.id } },
      data: { lastLessonId: lesson.id },
    }),
  ]);
}
