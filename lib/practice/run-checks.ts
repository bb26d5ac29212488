import "server-only";
import { checkWeb } from "./check-web";
import { isJsCheck, isWebCheck, type Check, type CheckReport, type ExerciseKind, type PracticeFile } from "./contract";
import { judgeJs, jsProgram } from "./js-program";
import { runInSandbox } from "./sandbox/js-pool";

/**
 * The server's run of an exercise's checks over some files: the verdict that counts. `web`
 * parses (never runs) the files; `js` runs them in the sandbox pool.
 */
export async function runChecks(input: { kind: ExerciseKind; files: PracticeFile[]; checks: Check[] }): Promise<CheckReport> {
  if (input.kind === "web") return checkWeb(input.files, input.checks.filter(isWebCheck));
  const checks = input.checks.filter(isJsCheck);
  const run = await runInSandbox(jsProgram(input.files, checks));
  return judgeJs(checks, run);
}
