import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { AppError } from "@/lib/api/errors";
import { logError } from "@/lib/log/logger";

// bcryptjs is pure JavaScript: a cost-11 hash blocks the thread running it for ~150 ms, so 60
// logins at once froze every other request for 10 s. Hashes run in a small pool of worker
// threads instead, at a lower CPU priority than the main thread (WORKER_NICE). The worker is
// eval'd code, not a file: route handlers are bundled by Next and the container runs a compiled
// server.js, so no source path is stable. bcryptjs is a server external package
// (next.config.mjs), so it sits in node_modules wherever the app runs (Next's standalone trace
// keeps its ESM entry); an eval'd worker's import() resolves from the working directory, which
// is the app's folder in every way the app is started.
export const WORKER_NICE = 10;

const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
// Linux gives each thread its own nice value: hashing yields the CPU to request handling when
// the cores are busy (a login waits a little longer; every other request does not).
try {
  const tid = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
  require("node:os").setPriority(tid, ${WORKER_NICE});
} catch {}
const loaded = import("bcryptjs").then((module) => module.default ?? module);
loaded.catch(() => {}); // answered per job below; unhandled, it would end the worker
parentPort.on("message", (job) => {
  loaded
    .then(
      (bcrypt) => (job.op === "hash" ? bcrypt.hash(job.password, job.cost) : bcrypt.compare(job.password, job.hash)),
      (error) => Promise.reject(Object.assign(new Error(String(error && error.message)), { unavailable: true })),
    )
    .then(
      (result) => parentPort.postMessage({ id: job.id, result }),
      (error) => parentPort.postMessage({ id: job.id, error: String((error && error.message) || error), unavailable: Boolean(error && error.unavailable) }),
    );
});
`;

/** The workers cannot load bcryptjs (started from another folder): the caller hashes in-thread. */
export class BcryptUnavailableError extends Error {}

export type BcryptJob = { op: "hash"; password: string; cost: number } | { op: "compare"; password: string; hash: string };

type Pending = { job: BcryptJob & { id: number }; resolve: (value: string | boolean) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; busy: Pending | null };

/** Jobs waiting for a free worker beyond this many are refused with 503 rather than queued for minutes. */
export const MAX_QUEUE = 500;

/** The cores a cgroup v2 quota ("cpu.max": '<quota> <period>' or 'max <period>') allows, rounded up; null without a quota. */
export function quotaCores(cpuMax: string): number | null {
  const [quota, period] = cpuMax.trim().split(/\s+/).map(Number);
  return quota && period && quota > 0 && period > 0 ? Math.max(1, Math.ceil(quota / period)) : null;
}

/**
 * The cores this process may run on: those it is scheduled on (availableParallelism), fewer when
 * its container's CPU quota allows fewer (docker --cpus, a Kubernetes limit).
 */
export function serverCores(): number {
  let quota: number | null = null;
  try {
    quota = quotaCores(readFileSync("/sys/fs/cgroup/cpu.max", "utf8"));
  } catch {
    // No cgroup v2 (macOS, an older kernel): the scheduler's count alone.
  }
  return Math.max(1, Math.min(availableParallelism(), quota ?? Infinity));
}

/**
 * BCRYPT_WORKERS, or one worker per core left to the server. Every core, not one fewer: the
 * workers run at a lower priority (WORKER_NICE), so request handling and PostgreSQL take a core
 * back whenever they need it, and a login wave uses whatever they leave idle (issue 27: one
 * worker on 2 cores capped logins near 6 per second).
 */
export function defaultPoolSize(configured: number, cores: number = serverCores()): number {
  return configured > 0 ? configured : Math.max(1, cores);
}

class BcryptPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;

  constructor(private readonly size: number) {}

  run(job: BcryptJob): Promise<string | boolean> {
    if (this.queue.length >= MAX_QUEUE) return Promise.reject(new AppError("server_busy", undefined, undefined, { "retry-after": "5" }));
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { ...job, id: this.nextId++ }, resolve, reject });
      this.pump();
    });
  }

  get stats() {
    return { size: this.size, workers: this.slots.length, busy: this.slots.filter((slot) => slot.busy).length, queued: this.queue.length };
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
      // A busy worker keeps the process alive until it answers; an idle one never does.
      slot.worker.ref();
      slot.worker.postMessage(pending.job);
    }
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    const slot: Slot = { worker, busy: null };
    worker.unref();
    worker.on("message", (message: { id: number; result?: string | boolean; error?: string; unavailable?: boolean }) => {
      const pending = slot.busy;
      if (!pending || pending.job.id !== message.id) return;
      slot.busy = null;
      worker.unref();
      if (message.unavailable) pending.reject(new BcryptUnavailableError(message.error));
      else if (message.error !== undefined) pending.reject(new Error(message.error));
      else pending.resolve(message.result!);
      this.pump();
    });
    const fail = (error: Error) => {
      const index = this.slots.indexOf(slot);
      if (index < 0) return;
      this.slots.splice(index, 1);
      logError("bcrypt_worker_failed", { message: error.message.slice(0, 200) });
      slot.busy?.reject(error);
      slot.busy = null;
      this.pump();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`bcrypt worker exited with code ${code}`)));
    this.slots.push(slot);
    return slot;
  }
}

// Next bundles each route apart, so each bundle has its own copy of this module: the pool is
// kept on globalThis, one per process.
const holder = globalThis as typeof globalThis & { qadamBcryptPool?: BcryptPool | null };

/** The process's pool, or null once its workers could not load bcryptjs (then hashing stays in-thread). */
export function bcryptPool(size: number): BcryptPool | null {
  if (holder.qadamBcryptPool === undefined) holder.qadamBcryptPool = new BcryptPool(defaultPoolSize(size));
  return holder.qadamBcryptPool;
}

/** Gives up on the workers for this process, saying so once in the log. */
export function disableBcryptPool(reason: string): void {
  if (holder.qadamBcryptPool === null) return;
  logError("bcrypt_worker_unavailable", { cwd: process.cwd(), reason: reason.slice(0, 200) });
  const pool = holder.qadamBcryptPool;
  holder.qadamBcryptPool = null;
  void pool?.close();
}

/** Stops the workers (shutdown, tests); the next hash starts a new pool. */
export async function closeBcryptPool(): Promise<void> {
  const pool = holder.qadamBcryptPool;
  holder.qadamBcryptPool = undefined;
  await pool?.close();
}
