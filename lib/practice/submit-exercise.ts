import "server-only";
import { consumeAttempt } from "@/lib/auth/rate-limit";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { Locale } from "@/lib/i18n/locales";
import type { PracticeFile } from "./contract";
import { getPracticeExerciseOrThrow } from "./exercise-access";
import { exerciseStatuses } from "./find-lesson-exercises";
import { renderReport } from "./practice-text";
import { runChecks } from "./run-checks";
import type { SubmissionAnswer } from "./shapes";

/** Submissions a student may make in a minute, across instances (each runs code on the server). */
export const SUBMISSIONS_PER_MINUTE = 20;

/** Whether every published exercise of the lesson has the user's pass. */
export async function isLessonDone(userId: string, lessonId: string): Promise<boolean> {
  const [total, passed] = await Promise.all([
    db().exercise.count({ where: { lessonId, published: true } }),
    db().exercisePass.count({ where: { userId, exercise: { lessonId, published: true } } }),
  ]);
  return total > 0 && passed === total;
}

/**
 * POST /api/exercises/{id}/submissions: the server runs the checks itself (whatever the client
 * says it saw) and keeps the submission with its verdict; the first pass is recorded once
 * (ON CONFLICT: two passing submissions at once make one pass). An admin's try is answered and
 * not stored.
 */
export async function submitExercise(input: { caller: Caller; exerciseId: string; files: PracticeFile[]; locale: Locale }): Promise<SubmissionAnswer> {
  const { exercise, enrolled } = await getPracticeExerciseOrThrow({ caller: input.caller, exerciseId: input.exerciseId });
  // A quiz is answered, not coded: files sent to it would pass no check and must not count as a pass.
  if (exercise.kind === "quiz") throw new AppError("invalid_input", "api.validation.quizNotCode");
  if (enrolled) await consumeAttempt({ key: `practice:${input.caller.id}`, max: SUBMISSIONS_PER_MINUTE, windowMinutes: 1 });
  const report = await runChecks({ kind: exercise.kind, files: input.files, checks: exercise.checks, caller: input.caller.id });
  let submission: SubmissionAnswer["submission"] = null;
  if (enrolled) {
    submission = await db().$transaction(async (tx) => {
      const row = await tx.submission.create({
        data: {
          userId: input.caller.id,
          exerciseId: exercise.id,
          files: input.files as unknown as Prisma.InputJsonValue,
          passed: report.passed,
          verdict: report.verdict,
          results: report.results as unknown as Prisma.InputJsonValue,
        },
        select: { id: true, createdAt: true },
      });
      if (report.passed) {
        await tx.$executeRaw`
          INSERT INTO "ExercisePass" ("userId", "exerciseId", "submissionId", "passedAt") VALUES (${input.caller.id}, ${exercise.id}, ${row.id}, now())
          ON CONFLICT ("userId", "exerciseId") DO NOTHING`;
      }
      return row;
    });
  }
  const [statuses, lessonDone] = await Promise.all([exerciseStatuses(input.caller.id, [exercise.id]), isLessonDone(input.caller.id, exercise.lessonId)]);
  return { ...renderReport(input.locale, report), submission, status: statuses.get(exercise.id)!, lessonDone };
}
