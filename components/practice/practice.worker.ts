import { checkWeb } from "@/lib/practice/check-web";
import { isJsCheck, isWebCheck, type Check, type ExerciseKind, type PracticeFile } from "@/lib/practice/contract";
import { evaluateJsProgram, jsProgram, judgeJs } from "@/lib/practice/js-program";

// The learning page's run of the shared checker (lib/practice), off the main thread. The
// student's JavaScript is evaluated here: next.config.mjs serves this worker's script with a
// policy of its own that allows eval and forbids every request, and the page terminates the
// worker when a run passes the time limit (runner.ts).

export type WorkerJob = { kind: ExerciseKind; files: PracticeFile[]; checks: Check[] };
export type WorkerMessage = { type: "started" } | { type: "report"; report: ReturnType<typeof judgeJs> };

const post = (message: WorkerMessage) => postMessage(message);

addEventListener("message", (event: MessageEvent<WorkerJob>) => {
  const job = event.data;
  if (job.kind === "web") {
    post({ type: "report", report: checkWeb(job.files, job.checks.filter(isWebCheck)) });
    return;
  }
  const checks = job.checks.filter(isJsCheck);
  const program = jsProgram(job.files, checks);
  // The clock starts here, once the worker's own code has loaded.
  post({ type: "started" });
  // Indirect eval: the student's code runs as a global script, as QuickJS runs it on the server.
  const run = evaluateJsProgram(program, (code) => (0, eval)(code));
  post({ type: "report", report: judgeJs(checks, run) });
});
