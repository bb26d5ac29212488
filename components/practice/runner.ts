import { isJsCheck, type CheckReport } from "@/lib/practice/contract";
import { JS_TIME_LIMIT_MS, judgeJs, type JsRun } from "@/lib/practice/js-program";
import { judgePage } from "@/lib/practice/page-script";
import type { WorkerJob, WorkerMessage } from "./practice.worker";

/** How long the worker may take to load before the run is given up (a slow phone on 3G). */
const LOAD_LIMIT_MS = 30_000;

const stoppedRun = (stopped: JsRun["stopped"]): JsRun => ({ stopped, sourceError: null, report: null, console: null });

/**
 * One run of the shared checker in a fresh Web Worker (issue 20: the browser answers at once).
 * `js`, and a `web` page's scripts, get the server's time limit, counted from the moment the
 * student's code starts; a worker still busy then (`while (true) {}`) is terminated and the run
 * is a timeout.
 */
export function runInWorker(job: WorkerJob): Promise<CheckReport> {
  const jsChecks = job.checks.filter(isJsCheck);
  return new Promise((resolve) => {
    const worker = new Worker(new URL("./practice.worker.ts", import.meta.url));
    let timer = setTimeout(() => finish(judgeJs(jsChecks, stoppedRun("crashed"), job.files)), LOAD_LIMIT_MS);
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
        timer = setTimeout(() => finish(webReport ? judgePage(webReport, stoppedRun("timeout")) : judgeJs(jsChecks, stoppedRun("timeout"), job.files)), JS_TIME_LIMIT_MS);
      } else finish(event.data.report);
    });
    worker.addEventListener("error", (event) => {
      event.preventDefault();
      finish(judgeJs(jsChecks, stoppedRun("crashed"), job.files));
    });
    worker.postMessage(job);
  });
}
