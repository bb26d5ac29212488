import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { FILE_NAME, MAX_SOURCE_CHARS, type Check, type CheckReport, type CodeKind } from "@/lib/practice/contract";
import { runChecks } from "@/lib/practice/run-checks";
import type { ProjectFile } from "./contract";

/**
 * A project's automatic checks over an iteration's files, before anything is stored: the
 * practice checker itself, in its sandbox (worker threads, QuickJS for scripts, the same CPU,
 * memory, output and queue limits as an exercise, and the same source bound: 413 past it).
 * Only the files the checker reads take part (.html, .css, .js by practice's names); a README
 * or package.json beside them is the mentor's to read.
 */
export async function runProjectChecks(input: { kind: CodeKind; checks: Check[]; optional: number[]; files: ProjectFile[]; caller: string }): Promise<ProjectCheckRecord> {
  const files = input.files.filter((file) => FILE_NAME.test(file.name));
  if (files.reduce((sum, file) => sum + file.content.length, 0) > MAX_SOURCE_CHARS) throw new AppError("payload_too_large", "api.validation.practiceSourceTooLong");
  const report = await runChecks({ kind: input.kind, files, checks: input.checks, caller: input.caller });
  return withHold(report, input.optional);
}

/**
 * What an iteration stores (ProjectSubmission.checkReport): the checker's report, which checks
 * only advised when it ran, and whether a required one failed, which holds it back from the queue.
 */
export type ProjectCheckRecord = CheckReport & { optional: number[]; held: boolean };

export function withHold(report: CheckReport, optional: number[]): ProjectCheckRecord {
  const advisory = new Set(optional);
  return { ...report, optional, held: report.results.some((result) => !result.passed && !advisory.has(result.check)) };
}
