import { isJsCheck, type CheckReport, type JsCheck } from "@/lib/practice/contract";
import { CALL_RESERVE_MS, callBudget, JS_TIME_LIMIT_MS, joinReport, jsProgram, judgeJs, stoppedCall, type JsError, type JsRun } from "@/lib/practice/js-program";
import { judgePage } from "@/lib/practice/page-script";
import type { ConsoleChunk, WorkerJob, WorkerMessage } from "./practice.worker";

/** How long the worker may take to load before the run is given up (a slow phone on 3G). */
const LOAD_LIMIT_MS = 30_000;
/** How long past its budget a call may take to answer before its worker is stopped: its answer's way to the page. */
const STOP_GRACE_MS = 250;

const stoppedRun = (stopped: JsRun["stopped"], console: string | null = null): JsRun => ({ stopped, sourceError: null, report: null, console });

const startWorker = () => new Worker(new URL("./practice.worker.ts", import.meta.url));

/**
 * One run of the shared checker in a fresh Web Worker (issue 20: the browser answers at once).
 * `js`, and a `web` page's scripts, get the server's time limit, counted from the moment the
 * student's code starts. A `web` page's worker still busy then (`while (true) {}`) is terminated
 * and the run is a timeout; `js` is timed step by step (runJs).
 */
export function runInWorker(job: WorkerJob): Promise<CheckReport> {
  if (job.kind === "js") return runJs(job, job.checks.filter(isJsCheck));
  return new Promise((resolve) => {
    const worker = startWorker();
    let timer = setTimeout(() => finish(judgeJs([], stoppedRun("crashed"))), LOAD_LIMIT_MS);
    function finish(report: CheckReport) {
      clearTimeout(timer);
      worker.terminate();
      resolve(report);
    }
    // `web`: the checks' report, judged again if the page's scripts never finish.
    let webReport: CheckReport | null = null;
    worker.addEventListener("message", (event: MessageEvent<WorkerMessage>) => {
      if (event.data.type === "web") webReport = event.data.report;
      else if (event.data.type === "started") {
        clearTimeout(timer);
        timer = setTimeout(() => finish(webReport ? judgePage(webReport, stoppedRun("timeout")) : judgeJs([], stoppedRun("timeout"))), JS_TIME_LIMIT_MS);
      } else if (event.data.type === "report") finish(event.data.report);
    });
    worker.addEventListener("error", (event) => {
      event.preventDefault();
      finish(judgeJs([], stoppedRun("crashed")));
    });
    worker.postMessage(job);
  });
}

/**
 * A `js` run with each checked call isolated, as the server's sandbox isolates them (issue 40):
 * the student's script gets the whole second (past it every check fails, `timeout`); each call
 * then gets what is left of the second but CALL_RESERVE_MS for every call after it (callBudget,
 * the server's rule). A step's time is the worker's own measure of it, as the server counts its
 * thread's CPU time: the messages' way between worker and page, and a fresh worker's start, are
 * not the student's (on a loaded machine they took a call's whole 50 ms reserve, and a call
 * that returns at once was shown failed). A call that answers past its budget fails; one still
 * running STOP_GRACE_MS after it is stopped by terminating the worker: that call fails alone
 * (`practice.check.callTimeout`), and a fresh worker runs the student's script again (its
 * console not counted twice) and goes on from the next call. The console is joined from the
 * steps; what a stopped call wrote is lost with it.
 */
function runJs(job: WorkerJob, checks: JsCheck[]): Promise<CheckReport> {
  const count = jsProgram(job.files, checks).count ?? 0;
  const answers: string[] = Array.from({ length: count }, () => stoppedCall("crashed"));
  const chunks: ConsoleChunk[] = [];
  const consoleText = () =>
    chunks
      .filter((chunk) => chunk.lines > 0)
      .map((chunk) => chunk.text)
      .join("\n");
  let sourceError: JsError | null = null;
  // Time the student's code has used of the second, step by step, and the current call's share.
  let spent = 0;
  let budget = 0;
  return new Promise((resolve) => {
    let worker: Worker | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    function done(run: JsRun) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker?.terminate();
      resolve(judgeJs(checks, run, job.files));
    }
    function arm(ms: number, late: () => void) {
      clearTimeout(timer);
      timer = setTimeout(late, Math.max(0, ms));
    }
    function start(from: number) {
      const first = from === 0;
      const current = startWorker();
      worker = current;
      arm(LOAD_LIMIT_MS, () => done(stoppedRun("crashed", consoleText())));
      // After the script (index -1) or call `index`: time the next call, or the console's read.
      const next = (index: number) => {
        const call = index + 1;
        if (call >= count) return arm(JS_TIME_LIMIT_MS, () => done(stoppedRun("timeout", consoleText())));
        budget = callBudget(JS_TIME_LIMIT_MS - spent, count - call - 1, CALL_RESERVE_MS);
        arm(budget + STOP_GRACE_MS, () => {
          if (worker !== current || settled) return;
          spent += budget;
          answers[call] = stoppedCall("timeout");
          current.terminate();
          if (call + 1 >= count) done({ stopped: null, sourceError, report: joinReport('{"console":"","overflow":false}', answers), console: consoleText() });
          else start(call + 1);
        });
      };
      current.addEventListener("message", (event: MessageEvent<WorkerMessage>) => {
        if (worker !== current || settled) return;
        const message = event.data;
        if (message.type === "started") arm(JS_TIME_LIMIT_MS, () => done(stoppedRun("timeout", consoleText())));
        else if (message.type === "overflow") done(stoppedRun("output", consoleText()));
        else if (message.type === "step") {
          // A fresh worker's run of the script again: its console and its time were counted the first time.
          if (message.index === -1 && first) {
            spent += message.ms;
            sourceError = message.sourceError;
            chunks.push(message.console);
          } else if (message.index >= 0) {
            spent += message.ms;
            answers[message.index] = message.ms > budget ? stoppedCall("timeout") : (message.answer ?? stoppedCall("crashed"));
            chunks.push(message.console);
          }
          next(message.index === -1 ? from - 1 : message.index);
        } else if (message.type === "end") {
          const run = message.run;
          if (run.stopped !== null || run.report === null) done({ ...run, sourceError: run.sourceError ?? sourceError, console: consoleText() });
          else done({ stopped: null, sourceError, report: joinReport('{"console":"","overflow":false}', answers), console: consoleText() });
        }
      });
      current.addEventListener("error", (event) => {
        event.preventDefault();
        if (worker === current) done(stoppedRun("crashed", consoleText()));
      });
      current.postMessage({ ...job, from });
    }
    start(0);
  });
}
