import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { AppError } from "@/lib/api/errors";
import { logError } from "@/lib/log/logger";
import { JS_MEMORY_LIMIT_BYTES, JS_TIME_LIMIT_MS, type JsProgram, type JsRun } from "../js-program";
import { MAX_CONSOLE_CHARS } from "../contract";

// Student JavaScript runs on the server only here: QuickJS compiled to WebAssembly
// (quickjs-emscripten), one fresh runtime per run with a memory limit, a stack limit and an
// interrupt handler that stops it after JS_TIME_LIMIT_MS or once its console output passes the
// limit (QuickJS makes an interrupt uncatchable). The realm has only the language's own globals:
// no process, require, fetch, timers or files exist in it.
//
// Runs happen in a bounded pool of worker threads at a lower CPU priority, so a student's
// infinite loop costs a worker a second and never the thread that answers requests. The worker
// is eval'd code (like lib/auth/bcrypt-pool.ts): route handlers are bundled by Next and the
// container runs a compiled server.js, so no source path is stable; it imports the engine from
// node_modules of the working directory (next.config.mjs traces those packages into the
// standalone output). The single-file variant carries its .wasm inside the module, so there is
// no file to locate at run time.

export const WORKER_NICE = 10;
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
const RETRY_AFTER = { "retry-after": "5" };
const STACK_BYTES = 256 * 1024;

const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
try {
  const tid = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
  require("node:os").setPriority(tid, ${WORKER_NICE});
} catch {}
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

function run(module, job) {
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

parentPort.on("message", (job) => {
  loaded.then(
    (module) => {
      let result;
      parentPort.postMessage({ id: job.id, started: true });
      try { result = run(module, job); }
      catch (error) { result = { stopped: "crashed", sourceError: null, report: null, console: "", failure: String(error && error.message).slice(0, 200) }; }
      parentPort.postMessage({ id: job.id, result, retiring });
      if (retiring) process.exit(0);
    },
    (error) => parentPort.postMessage({ id: job.id, unavailable: String(error && error.message).slice(0, 200) }),
  );
});
`;

type Job = JsProgram & { id: number };
type Pending = { job: Job; resolve: (run: JsRun) => void; reject: (error: Error) => void; timer?: NodeJS.Timeout };
type Slot = { worker: Worker; busy: Pending | null };
type WorkerAnswer = { id: number; started?: boolean; result?: JsRun & { failure?: string }; unavailable?: string; retiring?: boolean };

/**
 * One worker per core but one: the thread that answers requests keeps a core of its own while
 * every worker spins on an infinite loop (measured on 2 cores with a worker a core: /api/health
 * p99 passed 700 ms during 50 parallel loops).
 */
export function practicePoolSize(cores = availableParallelism()): number {
  return Math.max(1, cores - 1);
}

export class JsSandboxPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;

  constructor(
    private readonly size: number,
    private readonly maxQueue = size * QUEUE_PER_WORKER,
  ) {}

  run(program: JsProgram): Promise<JsRun> {
    if (this.queue.length >= this.maxQueue) return Promise.reject(new AppError("server_busy", undefined, undefined, RETRY_AFTER));
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { ...program, id: this.nextId++ }, resolve, reject });
      this.pump();
    });
  }

  get stats() {
    return { size: this.size, maxQueue: this.maxQueue, workers: this.slots.length, busy: this.slots.filter((slot) => slot.busy).length, queued: this.queue.length };
  }

  async close(): Promise<void> {
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private pump(): void {
    while (this.queue.length) {
      const slot = this.slots.find((candidate) => !candidate.busy) ?? (this.slots.length < this.size ? this.spawn() : null);
      if (!slot) return;
      const pending = this.queue.shift()!;
      slot.busy = pending;
      slot.worker.ref();
      // Until the worker says it started the run (a new worker loads the engine first), only a
      // generous start-up limit applies.
      pending.timer = setTimeout(() => this.kill(slot, { stopped: "crashed", sourceError: null, report: null, console: "" }), START_LIMIT_MS);
      slot.worker.postMessage(pending.job);
    }
  }

  /** Answers the slot's job with `run` and replaces its worker. */
  private kill(slot: Slot, run: JsRun): void {
    const pending = slot.busy;
    this.remove(slot);
    void slot.worker.terminate();
    if (pending) {
      clearTimeout(pending.timer);
      pending.resolve(run);
    }
    this.pump();
  }

  private remove(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_SOURCE, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 96, stackSizeMb: 8 } });
    const slot: Slot = { worker, busy: null };
    worker.unref();
    worker.on("message", (message: WorkerAnswer) => {
      const pending = slot.busy;
      if (!pending || pending.job.id !== message.id) return;
      clearTimeout(pending.timer);
      if (message.started) {
        pending.timer = setTimeout(() => this.kill(slot, { stopped: "memory", sourceError: null, report: null, console: "" }), HARD_LIMIT_MS);
        return;
      }
      slot.busy = null;
      worker.unref();
      // A worker whose runtime ran out of memory exits after this answer: it takes no more jobs.
      if (message.retiring) this.remove(slot);
      if (message.unavailable !== undefined) {
        logError("practice_sandbox_unavailable", { cwd: process.cwd(), reason: message.unavailable });
        pending.reject(new AppError("server_busy", undefined, undefined, RETRY_AFTER));
      } else {
        const { failure, ...run } = message.result!;
        if (failure) logError("practice_sandbox_failed", { reason: failure });
        pending.resolve(run);
      }
      this.pump();
    });
    const gone = (reason: string) => {
      if (!this.slots.includes(slot)) return;
      const pending = slot.busy;
      this.remove(slot);
      if (pending) {
        clearTimeout(pending.timer);
        logError("practice_worker_failed", { reason: reason.slice(0, 200) });
        pending.resolve({ stopped: "crashed", sourceError: null, report: null, console: "" });
      }
      this.pump();
    };
    worker.on("error", (error) => gone(error.message));
    worker.on("exit", (code) => gone(`exit ${code}`));
    this.slots.push(slot);
    return slot;
  }
}

// Next bundles each route apart: the pool is kept on globalThis, one per process.
const holder = globalThis as typeof globalThis & { qadamJsSandbox?: JsSandboxPool };

/** Runs a program in the process's sandbox pool. */
export function runInSandbox(program: JsProgram): Promise<JsRun> {
  holder.qadamJsSandbox ??= new JsSandboxPool(practicePoolSize());
  return holder.qadamJsSandbox.run(program);
}

/** Stops the workers (shutdown, tests); the next run starts a new pool. */
export async function closeSandbox(): Promise<void> {
  const pool = holder.qadamJsSandbox;
  holder.qadamJsSandbox = undefined;
  await pool?.close();
}
