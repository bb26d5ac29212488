import { checkWeb, pageScripts } from "@/lib/practice/check-web";
import { isJsCheck, isWebCheck, type Check, type CheckReport, type ExerciseKind, type PracticeFile } from "@/lib/practice/contract";
import { evaluateJsProgram, jsProgram, judgeJs } from "@/lib/practice/js-program";
import { judgePage, pageProgram } from "@/lib/practice/page-script";

// The learning page's run of the shared checker (lib/practice), off the main thread. The
// student's JavaScript is evaluated here: next.config.mjs serves this worker's script with a
// policy of its own that allows eval and forbids every request, and the page terminates the
// worker when a run passes the time limit (runner.ts).

export type WorkerJob = { kind: ExerciseKind; files: PracticeFile[]; checks: Check[] };
/** `web`: the checks' report before the page's scripts run, for the page to judge them by if they never finish. */
export type WorkerMessage = { type: "started" } | { type: "web"; report: CheckReport } | { type: "report"; report: CheckReport };

// Taken before any student code runs: it may replace the global postMessage.
const send = globalThis.postMessage.bind(globalThis);
const post = (message: WorkerMessage) => send(message);
// Indirect eval: the student's code runs as a global script, as QuickJS runs it on the server.
const evalScript = (code: string) => (0, eval)(code);

addEventListener("message", (event: MessageEvent<WorkerJob>) => {
  const job = event.data;
  if (job.kind === "web") {
    const report = checkWeb(job.files, job.checks.filter(isWebCheck));
    const scripts = pageScripts(job.files);
    if (scripts.length === 0) return post({ type: "report", report });
    post({ type: "web", report });
    post({ type: "started" });
    post({ type: "report", report: judgePage(report, evaluateJsProgram(pageProgram(scripts), evalScript)) });
    return;
  }
  const checks = job.checks.filter(isJsCheck);
  const program = jsProgram(job.files, checks);
  // The clock starts here, once the worker's own code has loaded.
  post({ type: "started" });
  post({ type: "report", report: judgeJs(checks, evaluateJsProgram(program, evalScript), job.files) });
});
