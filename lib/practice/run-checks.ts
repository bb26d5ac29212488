import "server-only";
import { isJsCheck, isWebCheck, type Check, type CheckReport, type CodeKind, type PracticeFile } from "./contract";
import { judgeJs, jsProgram } from "./js-program";
import { practicePool } from "./sandbox/practice-pool";

/**
 * The server's run of an exercise's checks over some files: the verdict that counts. Both kinds
 * run in the practice pool's worker threads: `web` parses the files (and runs the page's scripts
 * in QuickJS only to know that they finish), `js` runs them in QuickJS. `caller` is whose run it
 * is: each waits behind the same caller's runs only (429 too_many_runs past QUEUE_PER_STUDENT).
 */
export async function runChecks(input: { kind: CodeKind; files: PracticeFile[]; checks: Check[]; caller: string }): Promise<CheckReport> {
  if (input.kind === "web") return practicePool().checkWeb(input.files, input.checks.filter(isWebCheck), input.caller);
  const checks = input.checks.filter(isJsCheck);
  const run = await practicePool().runJs(jsProgram(input.files, checks), input.caller);
  return judgeJs(checks, run, input.files);
}
