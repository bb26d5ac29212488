import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/locales";
import type { PracticeFile } from "./contract";
import { getPracticeExerciseOrThrow } from "./exercise-access";
import { renderReport } from "./practice-text";
import { countTry, statusAfterTry, storeTry } from "./record-try";
import { runChecks } from "./run-checks";
import type { SubmissionAnswer } from "./shapes";

/**
 * POST /api/exercises/{id}/submissions: the server runs the checks itself (whatever the client
 * says it saw) and keeps the submission with its verdict; the first pass is recorded once
 * (record-try.ts). An admin's try is answered and not stored.
 */
export async function submitExercise(input: { caller: Caller; exerciseId: string; files: PracticeFile[]; locale: Locale }): Promise<SubmissionAnswer> {
  const { exercise, enrolled } = await getPracticeExerciseOrThrow({ caller: input.caller, exerciseId: input.exerciseId });
  // A quiz is answered, not coded: files sent to it would pass no check and must not count as a pass.
  if (exercise.kind === "quiz") throw new AppError("invalid_input", "api.validation.quizNotCode");
  if (enrolled) await countTry(input.caller.id);
  const report = await runChecks({ kind: exercise.kind, files: input.files, checks: exercise.checks, caller: input.caller.id });
  const submission = enrolled
    ? await storeTry({ userId: input.caller.id, exerciseId: exercise.id, files: input.files, passed: report.passed, verdict: report.verdict, results: report.results })
    : null;
  return { ...renderReport(input.locale, report), submission, ...(await statusAfterTry(input.caller.id, exercise)) };
}
