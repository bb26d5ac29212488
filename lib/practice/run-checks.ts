import "server-only";
import { isJsCheck, isWebCheck, type Check, type CheckReport, type ExerciseKind, type PracticeFile } from "./contract";
import { judgeJs, jsProgram } from "./js-program";
import { practicePool } from "./sandbox/practice-pool";

/**
 * The server's run of an exercise's checks over some files: the verdict that counts. Both kinds
 * run in the practice pool's worker threads: `web` parses the files (and runs the page's scripts
 * in QuickJS only to know that they finish), `js` runs them in QuickJS.
 */
export async function runChecks(input: { kind: ExerciseKind; files: PracticeFile[]; checks: Check[] }): Promise<CheckReport> {
  if (input.kind === "web") return practicePool().checkWeb(input.files, input.checks.filter(isWebCheck));
  const checks = input.checks.filter(isJsCheck);
  const run = await practicePool().runJs(jsProgram(input.files, checks));
  return judgeJs(checks, run);
}
