import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort, workerData, type MessagePort } from "node:worker_threads";

// What every worker body of a BoundedWorkerPool starts with (lib/workers/bounded-pool.ts has the
// protocol): jobs come on `parentPort` as `{id, job}`, answers go on `port` (workerData) as
// `{id, event}` any number of times, then `{id, answer}` (plus `retiring: true` before it exits).

/** Worker threads run at a lower CPU priority than the thread that answers requests (Linux). */
export const WORKER_NICE = 10;

export type WorkerThread<J> = {
  /** Where answers go. */
  port: MessagePort;
  /** The thread's id on Linux (/proc/self/task/<linuxTid> describes it), null elsewhere. */
  linuxTid: number | null;
  /** Calls `handle` with each job the pool posts. */
  onJob(handle: (id: number, job: J) => void): void;
};

/** Starts a worker body: lowers the thread's CPU priority and hands over its ports. */
export function workerThread<J>(): WorkerThread<J> {
  if (!parentPort) throw new Error("a worker body runs in a worker thread");
  const jobs = parentPort;
  const port = (workerData as { port: MessagePort }).port;
  let linuxTid: number | null = null;
  // Linux gives each thread its own nice value: the work yields the CPU to request handling when
  // the cores are busy.
  try {
    linuxTid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    setPriority(linuxTid, WORKER_NICE);
  } catch {
    // Not Linux: one priority for the process.
  }
  return { port, linuxTid, onJob: (handle) => jobs.on("message", ({ id, job }: { id: number; job: J }) => handle(id, job)) };
}
