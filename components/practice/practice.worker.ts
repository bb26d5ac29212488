import { checkWeb, pageScripts } from "@/lib/practice/check-web";
import { isJsCheck, isWebCheck, MAX_CONSOLE_CHARS, type Check, type CheckReport, type ExerciseKind, type PracticeFile } from "@/lib/practice/contract";
import { parseHTML } from "linkedom";
import { DOM_PARSER_GLOBAL, evaluateJsProgram, jsProgram, type JsError, type JsRun } from "@/lib/practice/js-program";
import { judgePage, pageProgram } from "@/lib/practice/page-script";

// The learning page's run of the shared checker (lib/practice), off the main thread. The
// student's JavaScript is evaluated here: next.config.mjs serves this worker's script with a
// policy of its own that allows eval and forbids every request, and the page terminates the
// worker when a step passes its time (runner.ts).

/** `from` (js): the first checked call to make; the page starts a worker again after a call that ran out of time. */
export type WorkerJob = { kind: ExerciseKind; files: PracticeFile[]; checks: Check[]; from?: number };
/** Console lines written since the previous step: `text` holds `lines` lines joined by "\n". */
export type ConsoleChunk = { text: string; lines: number };
/**
 * `web`: the checks' report before the page's scripts run, for the page to judge them by if they
 * never finish, then the report. `js`: `step` when the student's script has run (index -1) and
 * when each checked call answered, with the console written meanwhile and the step's time in the
 * worker (`ms`: not the messages' way to the page); `overflow` at once when
 * the console passes its limit; `end` with the run (its console is the page's to join).
 */
export type WorkerMessage =
  | { type: "started" }
  | { type: "web"; report: CheckReport }
  | { type: "report"; report: CheckReport }
  | { type: "step"; index: number; answer: string | null; sourceError: JsError | null; console: ConsoleChunk; ms: number }
  | { type: "overflow" }
  | { type: "end"; run: JsRun };

// Taken before any student code runs: it may replace the global postMessage.
const send = globalThis.postMessage.bind(globalThis);
const now = performance.now.bind(performance);
const post = (message: WorkerMessage) => send(message);
// Indirect eval: the student's code runs as a global script, as QuickJS runs it on the server.
const evalScript = (code: string) => (0, eval)(code);
const LimitError = RangeError;

/** The console as the server's sandbox keeps it: a sink outside the student's reach (strings only), cut at the limit. */
function consoleSink() {
  let text = "";
  let lines = 0;
  let size = 0;
  let overflow = false;
  return {
    write(line: string) {
      if (overflow) throw new LimitError("console output limit");
      if (size + line.length + 1 > MAX_CONSOLE_CHARS) {
        overflow = true;
        post({ type: "overflow" });
        throw new LimitError("console output limit");
      }
      size += line.length + 1;
      text += (lines++ ? "\n" : "") + line;
    },
    /** What was written since the last take. */
    take(): ConsoleChunk {
      const chunk = { text, lines };
      text = "";
      lines = 0;
      return chunk;
    },
  };
}

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
  const sink = consoleSink();
  // The prelude takes the sink and deletes the name before the student's code runs.
  (globalThis as { __qadamSink?: (line: string) => void }).__qadamSink = sink.write;
  // Issue 40: a page for a DOM exercise, parsed by the same linkedom as the server's realm; the prelude takes it and deletes the name.
  if (program.dom) (globalThis as Record<string, unknown>)[DOM_PARSER_GLOBAL] = parseHTML;
  // The clock starts here, once the worker's own code has loaded.
  post({ type: "started" });
  let stepStart = now();
  const run = evaluateJsProgram(program, evalScript, {
    callStopped: undefined,
    from: job.from ?? 0,
    onStep: (index, answer, sourceError) => {
      post({ type: "step", index, answer, sourceError, console: sink.take(), ms: now() - stepStart });
      stepStart = now();
    },
  });
  post({ type: "end", run: { ...run, console: null } });
});
