import { availableParallelism } from "node:os";
import { AppError } from "@/lib/api/errors";
import { logError } from "@/lib/log/logger";
import { BoundedWorkerPool, workerSource, type JobControl } from "@/lib/workers/bounded-pool";
import { createWebChecker } from "../check-web";
import { JS_MEMORY_LIMIT_BYTES, JS_TIME_LIMIT_MS, type JsProgram, type JsRun } from "../js-program";
import { MAX_CONSOLE_CHARS, type CheckReport, type PracticeFile, type WebCheck } from "../contract";

// Student JavaScript runs on the server only here: QuickJS compiled to WebAssembly
// (quickjs-emscripten), one fresh runtime per run with a memory limit, a stack limit and an
// interrupt handler that stops it after JS_TIME_LIMIT_MS or once its console output passes the
// limit (QuickJS makes an interrupt uncatchable). The realm has only the language's own globals:
// no process, require, fetch, timers or files exist in it.
//
// Runs happen in a bounded pool of worker threads at a lower CPU priority
// (lib/workers/bounded-pool.ts), so a student's infinite loop costs a worker a second and never
// the thread that answers requests. The same workers run `web` checks: parsing the largest
// submission takes linkedom and postcss ~650 ms, which on the request thread held every other
// request that long. The worker imports the engine and the parsers by name from node_modules of
// the working directory (next.config.mjs traces those packages into the standalone output) and
// gets the checker as source text (createWebChecker, the function the learning page runs). The
// engine's single-file variant carries its .wasm inside the module, so there is no file to
// locate at run time.
/**
 * A worker that has not answered by then is terminated and the run's verdict is `memory`: the
 * interrupt handler is polled between bytecodes, not inside QuickJS's allocator and collector,
 * and an allocation bomb near the 32 MB limit spends its time there (measured: a loop pushing
 * arrays passed its 1 s deadline by 15 s without one poll). A plain loop is stopped at 1 s.
 */
export const HARD_LIMIT_MS = JS_TIME_LIMIT_MS + 600;
const START_LIMIT_MS = 30_000;
/**
 * Runs waiting for a worker, per worker, beyond which a run is refused with 503 and Retry-After
 * rather than queued: at most ~80 s of waiting behind hostile runs (1.6 s each at worst), well
 * inside the server's request timeout, and a bounded amount of memory (each waiting run holds
 * at most 100,000 characters of source).
 */
export const QUEUE_PER_WORKER = 50;
/** A `web` check that has not answered by then is stopped (verdict `crashed`); the largest takes ~650 ms. */
const WEB_LIMIT_MS = 10_000;
const RETRY_AFTER = { "retry-after": "5" };
const STACK_BYTES = 256 * 1024;

const WORKER_SOURCE = workerSource(`
const loaded = Promise.all([import("quickjs-emscripten-core"), import("@jitl/quickjs-singlefile-cjs-release-sync")]).then(([core, variant]) =>
  core.newQuickJSWASMModuleFromVariant(variant.default ?? variant),
);
loaded.catch(() => {});

function errorOf(vm, handle) {
  try {
    const name = vm.getProp(handle, "name").consume((h) => vm.typeof(h) === "string" ? vm.getString(h) : "Error");
    const message = vm.getProp(handle, "message").consume((h) => vm.typeof(h) === "string" ? vm.getString(h) : "");
    return { name, message };
  } catch {
    return { name: "Error", message: "" };
  } finally {
    handle.dispose();
  }
}

function runJs(module, job) {
  const runtime = module.newRuntime();
  runtime.setMemoryLimit(${JS_MEMORY_LIMIT_BYTES});
  runtime.setMaxStackSize(${STACK_BYTES});
  const deadline = Date.now() + ${JS_TIME_LIMIT_MS};
  let output = "";
  let overflow = false;
  runtime.setInterruptHandler(() => overflow || Date.now() > deadline);
  const vm = runtime.newContext();
  let stopped = null;
  let poisoned = false;
  const evaluate = (code, name) => {
    const result = vm.evalCode(code, name);
    if (!result.error) {
      const value = vm.typeof(result.value) === "string" ? vm.getString(result.value) : null;
      result.value.dispose();
      return { value };
    }
    const error = errorOf(vm, result.error);
    if (error.message === "interrupted") stopped = overflow ? "output" : "timeout";
    else if (/out of memory/.test(error.message)) { stopped = "memory"; poisoned = true; }
    return { error };
  };
  try {
    const sink = vm.newFunction("sink", (line) => {
      if (overflow) return;
      const text = vm.typeof(line) === "string" ? vm.getString(line) : "";
      if (output.length + text.length + 1 > ${MAX_CONSOLE_CHARS}) { overflow = true; return; }
      output += (output ? "\\n" : "") + text;
    });
    vm.setProp(vm.global, "__qadamSink", sink);
    sink.dispose();
    const prelude = evaluate(job.prelude, "prelude.js");
    if (prelude.error) return { stopped: stopped ?? "crashed", sourceError: null, report: null, console: output };
    const source = evaluate(job.source, "main.js");
    if (stopped) return { stopped, sourceError: null, report: null, console: output };
    const finish = evaluate(job.finish, "checks.js");
    if (stopped) return { stopped, sourceError: source.error ?? null, report: null, console: output };
    return { stopped: finish.error ? "crashed" : null, sourceError: source.error ?? null, report: finish.value ?? null, console: output };
  } finally {
    // A runtime that ran out of memory may not free cleanly; the worker is replaced instead.
    if (!poisoned) {
      try { vm.dispose(); runtime.dispose(); } catch { poisoned = true; }
    }
    if (poisoned) retiring = true;
  }
}

let retiring = false;
let webChecker = null;
const failure = (error) => String(error && error.message).slice(0, 200);

function checkWeb(job) {
  webChecker ??= Promise.all([import("linkedom"), import("postcss")]).then(([linkedom, postcss]) =>
    (${createWebChecker.toString()})({ parseHTML: linkedom.parseHTML, postcss: postcss.default ?? postcss }),
  );
  webChecker.then(
    (check) => {
      try { port.postMessage({ id: job.id, answer: { report: check(job.files, job.checks) } }); }
      catch (error) { port.postMessage({ id: job.id, answer: { failure: failure(error) } }); }
    },
    (error) => port.postMessage({ id: job.id, answer: { unavailable: failure(error) } }),
  );
}

parentPort.on("message", ({ id, job }) => {
  if (job.kind === "web") return checkWeb({ id, ...job });
  loaded.then(
    (module) => {
      let run;
      port.postMessage({ id, event: "started" });
      try { run = runJs(module, job.program); }
      catch (error) { run = { stopped: "crashed", sourceError: null, report: null, console: "", failure: failure(error) }; }
      port.postMessage({ id, answer: { run }, retiring });
      if (retiring) process.exit(0);
    },
    (error) => port.postMessage({ id, answer: { unavailable: failure(error) } }),
  );
});
`);

type Job = { kind: "js"; program: JsProgram } | { kind: "web"; files: PracticeFile[]; checks: WebCheck[] };
type Answer = { run?: JsRun & { failure?: string }; report?: CheckReport; failure?: string; unavailable?: string; lost?: string };

/**
 * One worker per core but one: the thread that answers requests keeps a core of its own while
 * every worker spins on an infinite loop (measured on 2 cores with a worker a core: /api/health
 * p99 passed 700 ms during 50 parallel loops).
 */
export function practicePoolSize(cores = availableParallelism()): number {
  return Math.max(1, cores - 1);
}

const crashedRun = (): JsRun => ({ stopped: "crashed", sourceError: null, report: null, console: "" });

/** The report of a `web` check that could not finish: every check failed, verdict `crashed`. */
function crashedReport(checks: WebCheck[]): CheckReport {
  const text = { key: "practice.verdict.crashed" };
  return { passed: false, verdict: "crashed", verdictText: text, results: checks.map((_, check) => ({ check, passed: false, message: text })), console: "" };
}

export class PracticePool {
  private readonly pool: BoundedWorkerPool<Job, Answer>;

  constructor(size: number, maxQueue = size * QUEUE_PER_WORKER) {
    this.pool = new BoundedWorkerPool<Job, Answer>({
      name: "practice",
      source: WORKER_SOURCE,
      size,
      maxQueue,
      resourceLimits: { maxOldGenerationSizeMb: 96, stackSizeMb: 8 },
      lost: (reason) => ({ lost: reason }),
    });
  }

  /** Runs a `js` program in QuickJS. */
  async runJs(program: JsProgram): Promise<JsRun> {
    const answer = await this.pool.run(
      { kind: "js", program },
      {
        // Until the worker says it started the run (a new worker loads the engine first), only a
        // generous start-up limit applies.
        dispatched: (control) => control.setTimer(START_LIMIT_MS, () => control.kill({ run: crashedRun() })),
        event: (_started, control: JobControl<Answer>) => control.setTimer(HARD_LIMIT_MS, () => control.kill({ run: { ...crashedRun(), stopped: "memory" } })),
      },
    );
    this.unavailable(answer);
    if (answer.lost !== undefined) return crashedRun();
    const { failure, ...run } = answer.run!;
    if (failure) logError("practice_sandbox_failed", { reason: failure });
    return run;
  }

  /** Runs `web` checks over the files: parsed, never run. */
  async checkWeb(files: PracticeFile[], checks: WebCheck[]): Promise<CheckReport> {
    const answer = await this.pool.run(
      { kind: "web", files, checks },
      { dispatched: (control) => control.setTimer(WEB_LIMIT_MS, () => control.kill({ lost: "web check over its time limit" })) },
    );
    this.unavailable(answer);
    if (answer.failure !== undefined) logError("practice_sandbox_failed", { reason: answer.failure });
    return answer.report ?? crashedReport(checks);
  }

  get stats() {
    return this.pool.stats;
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  private unavailable(answer: Answer): void {
    if (answer.unavailable === undefined) return;
    logError("practice_sandbox_unavailable", { cwd: process.cwd(), reason: answer.unavailable });
    throw new AppError("server_busy", undefined, undefined, RETRY_AFTER);
  }
}

// Next bundles each route apart: the pool is kept on globalThis, one per process.
const holder = globalThis as typeof globalThis & { qadamJsSandbox?: PracticePool };

/** The process's pool. */
export function practicePool(): PracticePool {
  holder.qadamJsSandbox ??= new PracticePool(practicePoolSize());
  return holder.qadamJsSandbox;
}

/** Stops the workers (shutdown, tests); the next run starts a new pool. */
export async function closeSandbox(): Promise<void> {
  const pool = holder.qadamJsSandbox;
  holder.qadamJsSandbox = undefined;
  await pool?.close();
}
