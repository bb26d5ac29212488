import { readFileSync } from "node:fs";
import { AppError } from "@/lib/errors/app-error";
import { serverCores } from "@/lib/auth/bcrypt-pool";
import { env } from "@/lib/env";
import { logError } from "@/lib/log/logger";
import { BoundedWorkerPool, type JobControl } from "@/lib/workers/bounded-pool";
import { workerFile } from "@/lib/workers/worker-files";
import { judgePage, pageProgram } from "../page-script";
import { JS_TIME_LIMIT_MS, JS_WALL_LIMIT_MS, type JsProgram, type JsRun } from "../js-program";
import type { CheckReport, PracticeFile, WebCheck } from "../contract";

export { JS_WALL_LIMIT_MS } from "../js-program";

// Student JavaScript runs on the server only here: QuickJS compiled to WebAssembly
// (quickjs-emscripten), one fresh runtime per run with a memory limit, a stack limit and an
// interrupt handler that stops it after JS_TIME_LIMIT_MS of CPU time or once its console output
// passes the limit (QuickJS makes an interrupt uncatchable). The realm has only the language's
// own globals: no process, require, fetch, timers or files exist in it.
//
// Runs happen in a bounded pool of worker threads at a lower CPU priority
// (lib/workers/bounded-pool.ts), so a student's infinite loop costs a worker a second and never
// the thread that answers requests. That priority is why the limit counts CPU time, not wall
// time: while the cores are busy a worker gets a few percent of one, and a program needing 300 ms
// of CPU was told "vaqt tugadi". The CPU time is the worker thread's own, from the kernel's
// /proc/<pid>/task/<tid>/schedstat (its first field: nanoseconds on a CPU), which the worker reads
// for its interrupt handler and the pool for its kill. process.threadCpuUsage() reads only the
// calling thread, so the pool could not time its kill on it, and Node 20 (engines, the image)
// lacks it. Where the file cannot be read (not Linux), both count wall time, as before.
//
// The same workers run `web` checks: parsing the largest submission takes linkedom and postcss
// ~650 ms, which on the request thread held every other request that long. The worker's body is
// lib/practice/sandbox/practice-worker.ts (lib/workers/worker-files.ts finds it): it imports the
// engine and the parsers (server external packages, next.config.mjs) from node_modules, and the
// checker itself (createWebChecker, the function the learning page runs; createPageScripts,
// which lists the page's scripts: they then run as a `js` job, lib/practice/page-script.ts).
// The engine's single-file variant
// carries its .wasm inside the module, so there is no file to locate at run time.
/** How long past a limit the pool waits for the worker's own answer before it kills the worker. */
const KILL_GRACE_MS = 600;
/**
 * A worker that has run this much CPU time (wall time where that cannot be read) into a run
 * without answering is terminated and the run's verdict is `memory`: the interrupt handler is
 * polled between bytecodes, not inside QuickJS's allocator and collector, and an allocation bomb
 * near the 32 MB limit spends its time there (measured: a loop pushing arrays passed its 1 s
 * deadline by 15 s without one poll). A plain loop is stopped at 1 s of CPU.
 */
export const HARD_LIMIT_MS = JS_TIME_LIMIT_MS + KILL_GRACE_MS;
/** A worker that has not answered this long (wall time) into a run is terminated, verdict `timeout`. */
const WALL_KILL_MS = JS_WALL_LIMIT_MS + KILL_GRACE_MS;
/** Least wall time between two readings of a worker's CPU time by the pool (the worker's own: practice-worker.ts). */
const POOL_CPU_POLL_MS = 50;
const START_LIMIT_MS = 30_000;
/**
 * Runs waiting for a worker, per worker, beyond which a run is refused with 503 and Retry-After
 * rather than queued: ~50 s of waiting behind hostile runs (1 s of CPU each) on a worker that
 * has a core, well inside the server's request timeout (a worker starved the whole time stretches
 * that up to WALL_KILL_MS a run), and a bounded amount of memory (each waiting run holds at most
 * 100,000 characters of source).
 */
export const QUEUE_PER_WORKER = 50;
/**
 * One student's runs waiting beyond this many are refused with 429 too_many_runs and Retry-After:
 * their verdicts come in order anyway, and the runs of a student who floods the pool wait behind
 * their own (the queue is served one student in turn), never in front of anyone else's.
 */
export const QUEUE_PER_STUDENT = 5;
/** The most workers a pool gets by default: each holds a QuickJS engine (~100 MB at most). */
export const MAX_DEFAULT_WORKERS = 8;
/** A `web` check that has not answered by then is stopped (verdict `crashed`); the largest takes ~650 ms. */
const WEB_LIMIT_MS = 10_000;
const RETRY_AFTER = { "retry-after": "5" };
/** A job for the worker (lib/practice/sandbox/practice-worker.ts). */
export type PracticeJob = { kind: "js"; program: JsProgram } | { kind: "web"; files: PracticeFile[]; checks: WebCheck[] };
/** A worker's word that it started a run: the thread whose CPU time the limit counts (null: the wall clock does), and that time then. */
type RunStarted = { thread: number | null; cpuMs: number | null };
/** A worker's answer. */
export type PracticeAnswer = { run?: JsRun & { failure?: string }; report?: CheckReport; scripts?: string[]; failure?: string; unavailable?: string; lost?: string };

/**
 * PRACTICE_WORKERS, or one worker per core left to the server (its CPU quota, if any) but one,
 * at most MAX_DEFAULT_WORKERS: the thread that answers requests keeps a core of its own while
 * every worker spins on an infinite loop (measured on 2 cores with a worker a core: /api/health
 * p99 passed 700 ms during 50 parallel loops).
 */
export function practicePoolSize(configured = 0, cores = serverCores()): number {
  return configured > 0 ? configured : Math.min(MAX_DEFAULT_WORKERS, Math.max(1, cores - 1));
}

const crashedRun = (): JsRun => ({ stopped: "crashed", sourceError: null, report: null, console: "" });

/** The CPU time of a thread of this process in ms (as the worker reads its own), or null. */
function threadCpuMs(thread: number): number | null {
  try {
    const ms = Number(readFileSync(`/proc/self/task/${thread}/schedstat`, "latin1").split(" ")[0]) / 1e6;
    return Number.isFinite(ms) ? ms : null;
  } catch {
    return null;
  }
}

/**
 * From a worker's word that it started a run: kills the worker once the run has had
 * HARD_LIMIT_MS of CPU (wall time where the worker counts wall time) without an answer, or
 * WALL_KILL_MS of wall time. Its CPU time is read only once the wall clock allows the limit to
 * have been reached, then at most every POOL_CPU_POLL_MS.
 */
function armKill(started: RunStarted, control: JobControl<PracticeAnswer>): void {
  const at = Date.now();
  const check = () => {
    const wall = Date.now() - at;
    if (wall >= WALL_KILL_MS) return control.kill({ run: { ...crashedRun(), stopped: "timeout", failure: `starved: no answer ${wall} ms into a run` } });
    const cpu = started.thread === null ? null : threadCpuMs(started.thread);
    const used = started.thread === null ? wall : cpu === null || started.cpuMs === null ? null : cpu - started.cpuMs;
    if (used !== null && used >= HARD_LIMIT_MS) return control.kill({ run: { ...crashedRun(), stopped: "memory" } });
    const cpuLeft = used === null ? Infinity : Math.max(HARD_LIMIT_MS - used, POOL_CPU_POLL_MS);
    control.setTimer(Math.min(cpuLeft, WALL_KILL_MS - wall), check);
  };
  control.setTimer(HARD_LIMIT_MS, check);
}

/** The report of a `web` check that could not finish: every check failed, verdict `crashed`. */
function crashedReport(checks: WebCheck[]): CheckReport {
  const text = { key: "practice.verdict.crashed" };
  return { passed: false, verdict: "crashed", verdictText: text, results: checks.map((_, check) => ({ check, passed: false, message: text })), console: "" };
}

export class PracticePool {
  private readonly pool: BoundedWorkerPool<PracticeJob, PracticeAnswer> | null;
  private readonly size: number;
  private readonly maxQueue: number;

  constructor(size: number, maxQueue = size * QUEUE_PER_WORKER, perStudent = QUEUE_PER_STUDENT) {
    const worker = workerFile("practice");
    this.size = size;
    this.maxQueue = maxQueue;
    this.pool = worker && new BoundedWorkerPool<PracticeJob, PracticeAnswer>({
      name: "practice",
      worker,
      size,
      maxQueue,
      resourceLimits: { maxOldGenerationSizeMb: 96, stackSizeMb: 8 },
      lost: (reason) => ({ lost: reason }),
      perKey: { max: perStudent, refuse: () => new AppError("too_many_runs", undefined, undefined, RETRY_AFTER) },
    });
  }

  /** Runs a `js` program in QuickJS, in the turn of `student` (the caller's id). */
  async runJs(program: JsProgram, student: string): Promise<JsRun> {
    const answer = await this.running().run(
      { kind: "js", program },
      {
        // Until the worker says it started the run (a new worker loads the engine first), only a
        // generous start-up limit applies.
        dispatched: (control) => control.setTimer(START_LIMIT_MS, () => control.kill({ run: crashedRun() })),
        event: (started, control: JobControl<PracticeAnswer>) => armKill(started as RunStarted, control),
      },
      student,
    );
    this.unavailable(answer);
    if (answer.lost !== undefined) return crashedRun();
    const { failure, ...run } = answer.run!;
    if (failure) logError("practice_sandbox_failed", { reason: failure });
    return run;
  }

  /** Runs `web` checks over the files (parsed), then the page's scripts: one that does not finish fails the page. In the turn of `student` (the caller's id). */
  async checkWeb(files: PracticeFile[], checks: WebCheck[], student: string): Promise<CheckReport> {
    const answer = await this.running().run(
      { kind: "web", files, checks },
      { dispatched: (control) => control.setTimer(WEB_LIMIT_MS, () => control.kill({ lost: "web check over its time limit" })) },
      student,
    );
    this.unavailable(answer);
    if (answer.failure !== undefined) logError("practice_sandbox_failed", { reason: answer.failure });
    if (!answer.report) return crashedReport(checks);
    if (!answer.scripts?.length) return answer.report;
    return judgePage(answer.report, await this.runJs(pageProgram(answer.scripts), student));
  }

  get stats() {
    return this.pool?.stats ?? { size: this.size, maxQueue: this.maxQueue, workers: 0, busy: 0, queued: 0 };
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }

  /** The pool, or 503 when its worker's body is not where the server looks (lib/workers/worker-files.ts). */
  private running(): BoundedWorkerPool<PracticeJob, PracticeAnswer> {
    if (this.pool) return this.pool;
    this.unavailable({ unavailable: "no practice worker" });
    throw new AppError("server_busy", undefined, undefined, RETRY_AFTER);
  }

  private unavailable(answer: PracticeAnswer): void {
    if (answer.unavailable === undefined) return;
    logError("practice_sandbox_unavailable", { cwd: process.cwd(), reason: answer.unavailable });
    throw new AppError("server_busy", undefined, undefined, RETRY_AFTER);
  }
}

// Next bundles each route apart: the pool is kept on globalThis, one per process.
const holder = globalThis as typeof globalThis & { qadamJsSandbox?: PracticePool };

/** The process's pool. */
export function practicePool(): PracticePool {
  holder.qadamJsSandbox ??= new PracticePool(practicePoolSize(env().PRACTICE_WORKERS));
  return holder.qadamJsSandbox;
}

/** Stops the workers (shutdown, tests); the next run starts a new pool. */
export async function closeSandbox(): Promise<void> {
  const pool = holder.qadamJsSandbox;
  holder.qadamJsSandbox = undefined;
  await pool?.close();
}
