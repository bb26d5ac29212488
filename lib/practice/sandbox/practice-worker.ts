import { readFileSync } from "node:fs";
import type { QuickJSContext, QuickJSHandle, QuickJSSyncVariant, QuickJSWASMModule, VmCallResult } from "quickjs-emscripten-core";
import { workerThread } from "@/lib/workers/worker-thread";
import { MAX_CONSOLE_CHARS, type PracticeFile, type WebCheck } from "../contract";
import { CALL_RESERVE_MS, callBudget, JS_MEMORY_LIMIT_BYTES, JS_TIME_LIMIT_MS, JS_WALL_LIMIT_MS, joinReport, stoppedCall, type JsError, type JsProgram, type JsRun } from "../js-program";
import type { PracticeAnswer, PracticeJob } from "./practice-pool";

// The practice pool's worker (lib/practice/sandbox/practice-pool.ts says what it does and why).
// QuickJS, linkedom and postcss are imported when first needed, not statically: a worker that
// cannot load them answers `unavailable` (503 for the student) instead of dying on every start.

/** Least wall time between two readings of this thread's CPU time, in the interrupt handler. */
const WORKER_CPU_POLL_MS = 10;
const STACK_BYTES = 256 * 1024;

const { port, linuxTid, onJob } = workerThread<PracticeJob>();

const loaded: Promise<QuickJSWASMModule> = Promise.all([import("quickjs-emscripten-core"), import("@jitl/quickjs-singlefile-cjs-release-sync")]).then(([core, variant]) =>
  core.newQuickJSWASMModuleFromVariant((variant as { default?: QuickJSSyncVariant }).default ?? (variant as unknown as QuickJSSyncVariant)),
);
loaded.catch(() => {}); // answered per job below

// Issue 40: linkedom bundled for the realm (lib/practice/sandbox/dom-entry.ts), read once, when a
// program first reads a page: the compiled worker's workers/dom.js beside it (the server build
// writes it), or bundled from source by esbuild (named through a variable, so that the server
// build's tracer does not ship esbuild).
const BUNDLER = "esbuild";
let domSource: Promise<string> | null = null;
function loadDomSource(): Promise<string> {
  domSource ??= import.meta.url.endsWith(".ts")
    ? Promise.all([import(/* turbopackIgnore: true */ BUNDLER), import("./dom-bundle")]).then(([esbuild, { DOM_BUILD }]) =>
        (esbuild as typeof import("esbuild")).build({ ...DOM_BUILD, entryPoints: [...DOM_BUILD.entryPoints] }).then((result) => result.outputFiles[0]!.text),
      )
    : Promise.resolve(readFileSync(new URL("./dom.js", import.meta.url), "utf8"));
  return domSource;
}

const failure = (error: unknown) => String((error as Error | null)?.message).slice(0, 200);

function errorOf(vm: QuickJSContext, handle: QuickJSHandle): JsError {
  try {
    const name = vm.getProp(handle, "name").consume((h) => (vm.typeof(h) === "string" ? vm.getString(h) : "Error"));
    const message = vm.getProp(handle, "message").consume((h) => (vm.typeof(h) === "string" ? vm.getString(h) : ""));
    return { name, message };
  } catch {
    return { name: "Error", message: "" };
  } finally {
    handle.dispose();
  }
}

/** This thread's CPU time in ms (the pool parses the same file the same way), or null. */
function threadCpuMs(): number | null {
  try {
    const ms = Number(readFileSync("/proc/thread-self/schedstat", "latin1").split(" ")[0]) / 1e6;
    return Number.isFinite(ms) ? ms : null;
  } catch {
    return null;
  }
}

type Run = JsRun & { failure?: string };

/** What each checked call after the current one is sure to get of the wall time (JS_WALL_LIMIT_MS) while the worker is starved of CPU. */
const CALL_WALL_RESERVE_MS = 150;
type Late = { reason: "timeout" } | { reason: "starved"; cpu: number; wall: number };
let retiring = false;

type Start = { wall: number; cpu: number | null };

/**
 * begin: starts the run's clock and answers the wall clock and this thread's CPU time (null:
 * count wall time); called once the realm is ready, after a page's DOM (`dom`, linkedom's
 * bundle) was evaluated in it, so that loading linkedom is not the student's time.
 */
function runJs(module: QuickJSWASMModule, job: JsProgram, dom: string | null, begin: () => Start): Run {
  const runtime = module.newRuntime();
  runtime.setMemoryLimit(JS_MEMORY_LIMIT_BYTES);
  runtime.setMaxStackSize(STACK_BYTES);
  const vm = runtime.newContext();
  if (dom !== null) {
    const loadedDom = vm.evalCode(dom, "dom.js");
    const broken = loadedDom.error !== undefined;
    loadedDom.dispose();
    if (broken) {
      vm.dispose();
      runtime.dispose();
      return { stopped: "crashed", sourceError: null, report: null, console: "", failure: "the DOM bundle did not load" };
    }
  }
  const start = begin();
  const wallLimit = start.wall + JS_WALL_LIMIT_MS;
  // Where the wall clock stops the current step (a starved run): as clockEnd, with a larger reserve.
  let wallEnd = wallLimit;
  // The run's clock: this thread's CPU time, or the wall clock where that cannot be read.
  const clock = (): number => (start.cpu === null ? Date.now() : (threadCpuMs() ?? Date.now()));
  const clockStart = start.cpu ?? start.wall;
  // Where the clock stops the current step: the whole second for the top level; each checked
  // call then gets what is left but CALL_RESERVE_MS for every call after it (callBudget).
  let clockEnd = clockStart + JS_TIME_LIMIT_MS;
  // A thread cannot have run longer than the wall clock: until the wall clock has passed the CPU
  // time left, the (costlier) CPU counter is not read.
  let nextRead = start.wall + JS_TIME_LIMIT_MS;
  let late: Late | null = null;
  // A checked call stopped while starved: the run's answer says so for the log (ended).
  let starvedBy: Late | null = null;
  let output = "";
  let lines = 0;
  let overflow = false;
  runtime.setInterruptHandler(() => {
    if (overflow || late) return true;
    const now = Date.now();
    if (now < nextRead) return false;
    const used = clock();
    const left = clockEnd - used;
    if (left <= 0) late = { reason: "timeout" };
    else if (now >= wallEnd) late = { reason: "starved", cpu: Math.round(used - clockStart), wall: now - start.wall };
    else nextRead = Math.min(now + Math.max(left, WORKER_CPU_POLL_MS), wallEnd);
    return late !== null;
  });
  let stopped: JsRun["stopped"] = null;
  let poisoned = false;
  // Settles an evaluation or a call: a string answer is read; an error says whether the run was stopped.
  function settle(result: VmCallResult<QuickJSHandle>, keep: true): { handle?: QuickJSHandle; error?: JsError };
  function settle(result: VmCallResult<QuickJSHandle>): { value?: string | null; error?: JsError };
  function settle(result: VmCallResult<QuickJSHandle>, keep = false): { handle?: QuickJSHandle; value?: string | null; error?: JsError } {
    if (!result.error) {
      if (keep) return { handle: result.value };
      const value = vm.typeof(result.value) === "string" ? vm.getString(result.value) : null;
      result.value.dispose();
      return { value };
    }
    const error = errorOf(vm, result.error);
    // Only the handler's interrupt: a student's own Error("interrupted") is theirs.
    if (error.message === "interrupted" && (overflow || late)) stopped = overflow ? "output" : "timeout";
    else if (/out of memory/.test(error.message)) {
      stopped = "memory";
      poisoned = true;
    }
    return { error };
  }
  // A starved run's answer says so, for the log (the pool's practice_sandbox_failed).
  const ended = (run: Run): Run => {
    const starved = (late as Late | null)?.reason === "starved" ? late : starvedBy;
    return starved?.reason === "starved" ? { ...run, failure: `starved: ${starved.cpu} ms of CPU in ${starved.wall} ms` } : run;
  };
  let finishFn: QuickJSHandle | undefined;
  try {
    const sink = vm.newFunction("sink", (line) => {
      if (overflow) return;
      const text = vm.typeof(line) === "string" ? vm.getString(line) : "";
      if (output.length + text.length + 1 > MAX_CONSOLE_CHARS) {
        overflow = true;
        return;
      }
      // Counted, not read off the output: an empty first line is a line too (the browser's realm writes it).
      output += (lines++ ? "\n" : "") + text;
    });
    vm.setProp(vm.global, "__qadamSink", sink);
    sink.dispose();
    // The prelude's value is the finish function: held here, never by a name the student's code could reach.
    const prelude = settle(vm.evalCode(job.prelude, "prelude.js"), true);
    if (prelude.error || !prelude.handle) return ended({ stopped: stopped ?? "crashed", sourceError: null, report: null, console: output });
    finishFn = prelude.handle;
    if (vm.typeof(finishFn) !== "function") return ended({ stopped: "crashed", sourceError: null, report: null, console: output });
    const source = settle(vm.evalCode(job.source, "main.js"));
    if (stopped) return ended({ stopped, sourceError: null, report: null, console: output });
    const fn = finishFn;
    if (job.count === undefined) {
      const finish = vm.newString(job.calls).consume((calls) => settle(vm.callFunction(fn, vm.undefined, calls)));
      if (stopped) return ended({ stopped, sourceError: source.error ?? null, report: null, console: output });
      // Output past the limit was dropped by the sink; a run that ended before the handler's next poll still overflowed.
      if (overflow) return { stopped: "output", sourceError: source.error ?? null, report: null, console: output };
      return { stopped: finish.error ? "crashed" : null, sourceError: source.error ?? null, report: finish.value ?? null, console: output };
    }
    // Each checked call on its own: one stopped by its time (or out of memory) fails alone.
    const answers: string[] = [];
    const calls = vm.newString(job.calls);
    try {
      for (let index = 0; index < job.count; index++) {
        if (stopped === "memory") {
          answers.push(stoppedCall("memory"));
          continue;
        }
        const now = clock();
        clockEnd = now + callBudget(clockStart + JS_TIME_LIMIT_MS - now, job.count - index - 1, CALL_RESERVE_MS);
        wallEnd = Date.now() + callBudget(wallLimit - Date.now(), job.count - index - 1, CALL_WALL_RESERVE_MS);
        nextRead = Date.now() + Math.max(0, clockEnd - now);
        if (late) starvedBy ??= late;
        late = null;
        stopped = null;
        const answer = vm.newNumber(index).consume((at) => settle(vm.callFunction(fn, vm.undefined, calls, at)));
        if (overflow) return { stopped: "output", sourceError: source.error ?? null, report: null, console: output };
        const reason = stopped as JsRun["stopped"];
        if (reason === "timeout" || reason === "memory") answers.push(stoppedCall(reason));
        else answers.push(answer.error || typeof answer.value !== "string" ? stoppedCall("crashed") : answer.value);
      }
      if (stopped === "memory") return ended({ stopped: null, sourceError: source.error ?? null, report: joinReport(`{"console":${JSON.stringify(output)},"overflow":false}`, answers), console: output });
      if (late) starvedBy ??= late;
      late = null;
      clockEnd = Math.max(clockEnd, clock() + CALL_RESERVE_MS);
      wallEnd = Math.max(wallEnd, Date.now() + CALL_WALL_RESERVE_MS);
      nextRead = Date.now() + CALL_RESERVE_MS;
      const head = vm.newNumber(-1).consume((at) => settle(vm.callFunction(fn, vm.undefined, calls, at)));
      if (overflow) return { stopped: "output", sourceError: source.error ?? null, report: null, console: output };
      const report = typeof head.value === "string" ? joinReport(head.value, answers) : null;
      return ended({ stopped: report === null ? "crashed" : null, sourceError: source.error ?? null, report, console: output });
    } finally {
      if (!poisoned) calls.dispose();
    }
  } finally {
    // A runtime that ran out of memory may not free cleanly; the worker is replaced instead.
    if (!poisoned) {
      try {
        finishFn?.dispose();
        vm.dispose();
        runtime.dispose();
      } catch {
        poisoned = true;
      }
    }
    if (poisoned) retiring = true;
  }
}

type WebChecker = { check: (files: PracticeFile[], checks: WebCheck[]) => PracticeAnswer["report"]; scripts: (files: PracticeFile[]) => string[] };
let webChecker: Promise<WebChecker> | null = null;

function checkWeb(id: number, files: PracticeFile[], checks: WebCheck[]): void {
  webChecker ??= import("../check-web").then(({ createWebChecker, createPageScripts }) =>
    Promise.all([import("linkedom"), import("postcss")]).then(([linkedom, postcss]) => ({
      check: createWebChecker({ parseHTML: linkedom.parseHTML, postcss: postcss.default ?? postcss }),
      scripts: createPageScripts({ parseHTML: linkedom.parseHTML }),
    })),
  );
  webChecker.then(
    ({ check, scripts }) => {
      try {
        port.postMessage({ id, answer: { report: check(files, checks), scripts: scripts(files) } satisfies PracticeAnswer });
      } catch (error) {
        port.postMessage({ id, answer: { failure: failure(error) } satisfies PracticeAnswer });
      }
    },
    (error: unknown) => port.postMessage({ id, answer: { unavailable: failure(error) } satisfies PracticeAnswer }),
  );
}

onJob((id, job) => {
  if (job.kind === "web") return checkWeb(id, job.files, job.checks);
  Promise.all([loaded, job.program.dom ? loadDomSource() : null]).then(
    ([module, dom]) => {
      let run: Run;
      const begin = (): Start => {
        const start = { wall: Date.now(), cpu: linuxTid === null ? null : threadCpuMs() };
        // The pool times its kill on the same clock: this thread's CPU time, or the wall clock.
        port.postMessage({ id, event: { thread: start.cpu === null ? null : linuxTid, cpuMs: start.cpu } });
        return start;
      };
      try {
        run = runJs(module, job.program, dom, begin);
      } catch (error) {
        run = { stopped: "crashed", sourceError: null, report: null, console: "", failure: failure(error) };
      }
      port.postMessage({ id, answer: { run } satisfies PracticeAnswer, retiring });
      if (retiring) process.exit(0);
    },
    (error: unknown) => port.postMessage({ id, answer: { unavailable: failure(error) } satisfies PracticeAnswer }),
  );
});
