import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { logError } from "@/lib/log/logger";
import { BoundedWorkerPool } from "@/lib/workers/bounded-pool";
import { workerFile } from "@/lib/workers/worker-files";

// bcryptjs is pure JavaScript: a cost-11 hash blocks the thread running it for ~150 ms, so 60
// logins at once froze every other request for 10 s. Hashes run in a small pool of worker
// threads instead (lib/workers/bounded-pool.ts), at a lower CPU priority than the main thread:
// a login waits a little longer when the cores are busy, every other request does not.
// The worker's body is lib/auth/bcrypt-worker.ts (lib/workers/worker-files.ts finds it); it
// imports bcryptjs, a server external package (next.config.mjs), from node_modules.
export { WORKER_NICE } from "@/lib/workers/bounded-pool";

/** The workers cannot load bcryptjs or cannot be found (started from another folder): the caller hashes in-thread. */
export class BcryptUnavailableError extends Error {}

export type BcryptJob = { op: "hash"; password: string; cost: number } | { op: "compare"; password: string; hash: string };

export type BcryptAnswer = { result?: string | boolean; error?: string; unavailable?: boolean };

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
  private readonly pool: BoundedWorkerPool<BcryptJob, BcryptAnswer> | null;
  private readonly size: number;

  constructor(size: number) {
    const worker = workerFile("bcrypt");
    this.size = size;
    this.pool = worker && new BoundedWorkerPool<BcryptJob, BcryptAnswer>({ name: "bcrypt", worker, size, maxQueue: MAX_QUEUE, lost: (reason) => new Error(`bcrypt worker failed: ${reason}`) });
  }

  async run(job: BcryptJob): Promise<string | boolean> {
    if (!this.pool) throw new BcryptUnavailableError(`no bcrypt worker under ${process.cwd()}`);
    const answer = await this.pool.run(job);
    if (answer.unavailable) throw new BcryptUnavailableError(answer.error);
    if (answer.error !== undefined) throw new Error(answer.error);
    return answer.result!;
  }

  get stats() {
    if (!this.pool) return { size: this.size, workers: 0, busy: 0, queued: 0 };
    const { size, workers, busy, queued } = this.pool.stats;
    return { size, workers, busy, queued };
  }

  async close(): Promise<void> {
    await this.pool?.close();
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
