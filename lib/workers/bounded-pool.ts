import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort, type ResourceLimits } from "node:worker_threads";
import { ClientGoneError } from "@/lib/api/client-gone";
import { AppError } from "@/lib/errors/app-error";
import { logError } from "@/lib/log/logger";
import { countDroppedRequest } from "@/lib/request/dropped";
import { clientLeftCheck } from "@/lib/request/presence";
import { FairQueue } from "./fair-queue";
import { workerStart } from "./worker-files";

// The bounded pool of worker threads that keeps slow work off the thread answering requests
// (bcrypt hashes, lib/auth/bcrypt-pool.ts; the practice checker, lib/practice/sandbox). It owns
// the bookkeeping both need: a queue with a bound (503 and Retry-After past it), at most `size`
// workers started on demand, one job a worker, a worker replaced when it dies or is killed.
// Jobs may name whose they are (a key): the queue is then a queue per key served in turn
// (FairQueue), each key's bounded on its own, so one student's runs wait behind their own only.
//
// A worker's body is a module of its own (lib/workers/worker-files.ts says where it is; it starts
// with workerThread(), lib/workers/worker-thread.ts).
//
// Protocol: the pool posts `{id, job}` to the worker; the worker answers on `port` (workerData)
// with `{id, event}` any number of times, then `{id, answer}`, adding `retiring: true` when it
// exits after that answer. Answers come on a channel of their own so that a timer about to end a
// job can first take an answer already sent (receiveMessageOnPort): when this thread's event loop
// is held up (a long synchronous task, a starved CPU), an expired timer runs before the messages
// waiting for it, and a run that had answered in time was killed.

export { WORKER_NICE } from "./worker-thread";
const RETRY_AFTER = { "retry-after": "5" };
/**
 * A job that waited for a worker longer than this is refused with 503 and Retry-After when its
 * turn comes, instead of being run late for a client that has given up (issue 46 item 8).
 */
export const QUEUE_WAIT_BUDGET_MS = 60_000;

export type JobControl<A> = {
  /** Sets the job's one timer, replacing the previous one; it is cleared when the job ends. */
  setTimer(ms: number, then: () => void): void;
  /** Ends the job with `answer` and terminates its worker (a new one takes its place), unless the worker has answered already. */
  kill(answer: A): void;
};

export type JobHooks<A> = {
  /** The job was posted to a worker. */
  dispatched?(control: JobControl<A>): void;
  /** The worker said something about the job before answering. */
  event?(event: unknown, control: JobControl<A>): void;
};

type Message<A> = { id: number; event?: unknown; answer?: A; retiring?: boolean };
type Pending<J, A> = {
  id: number;
  job: J;
  hooks: JobHooks<A>;
  resolve: (answer: A) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
  /** Posted to a worker: one posted as it came never queued, whichever key's turn it was. */
  dispatched?: boolean;
  /** Set once the job had to queue: when, and whether its request's client has left since. */
  queued?: { at: number; clientLeft: () => boolean };
};
type Slot<J, A> = { worker: Worker; port: MessagePort; busy: Pending<J, A> | null };

export type PoolOptions<A> = {
  /** Names the pool in the log (`<name>_worker_failed`). */
  name: string;
  /** The worker's body (workerFile, lib/workers/worker-files.ts): a compiled .js file, or a .ts file run under tsx. */
  worker: URL;
  size: number;
  /** Jobs waiting for a worker beyond this many are refused with 503 server_busy and Retry-After. */
  maxQueue: number;
  /** One key's jobs waiting beyond `max` are refused with `refuse()`; unbounded but by maxQueue unless said. */
  perKey?: { max: number; refuse: () => Error };
  /** A job that waited for a worker longer than this is refused with 503 server_busy and Retry-After at its turn; QUEUE_WAIT_BUDGET_MS unless said. */
  maxWaitMs?: number;
  resourceLimits?: ResourceLimits;
  /** What a job answers when its worker dies under it: an answer, or an Error to reject with. */
  lost: (reason: string) => A | Error;
};

export class BoundedWorkerPool<J, A> {
  private readonly slots: Slot<J, A>[] = [];
  private readonly queue = new FairQueue<Pending<J, A>>();
  private nextId = 1;

  constructor(private readonly options: PoolOptions<A>) {}

  /** Runs `job` in a worker, after the jobs queued before it under the same `key` and in turn with the other keys'. */
  run(job: J, hooks: JobHooks<A> = {}, key = ""): Promise<A> {
    if (this.queue.size >= this.options.maxQueue) return Promise.reject(new AppError("server_busy", undefined, undefined, RETRY_AFTER));
    const perKey = this.options.perKey;
    if (perKey && this.queue.sizeOf(key) >= perKey.max) return Promise.reject(perKey.refuse());
    return new Promise((resolve, reject) => {
      const pending: Pending<J, A> = { id: this.nextId++, job, hooks, resolve, reject };
      this.queue.push(key, pending);
      this.pump();
      if (!pending.dispatched) pending.queued = { at: performance.now(), clientLeft: clientLeftCheck() };
    });
  }

  get stats() {
    return { size: this.options.size, maxQueue: this.options.maxQueue, workers: this.slots.length, busy: this.slots.filter((slot) => slot.busy).length, queued: this.queue.size };
  }

  async close(): Promise<void> {
    const slots = this.slots.splice(0);
    for (const slot of slots) slot.port.close();
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private pump(): void {
    while (this.queue.size) {
      const slot = this.slots.find((candidate) => !candidate.busy) ?? (this.slots.length < this.options.size ? this.spawn() : null);
      if (!slot) return;
      const pending = this.queue.shift()!;
      if (this.refusedAtTurn(pending)) continue;
      pending.dispatched = true;
      slot.busy = pending;
      // A busy worker keeps the process alive until it answers; an idle one never does.
      slot.worker.ref();
      slot.port.ref();
      slot.worker.postMessage({ id: pending.id, job: pending.job });
      pending.hooks.dispatched?.(this.control(slot, pending));
    }
  }

  /** A queued job whose request's client has left is dropped; one that waited past the budget is refused with 503. */
  private refusedAtTurn(pending: Pending<J, A>): boolean {
    if (!pending.queued) return false;
    if (pending.queued.clientLeft()) {
      countDroppedRequest("client_gone");
      pending.reject(new ClientGoneError());
      return true;
    }
    if (performance.now() - pending.queued.at <= (this.options.maxWaitMs ?? QUEUE_WAIT_BUDGET_MS)) return false;
    countDroppedRequest("queue_budget");
    pending.reject(new AppError("server_busy", undefined, undefined, RETRY_AFTER));
    return true;
  }

  private control(slot: Slot<J, A>, pending: Pending<J, A>): JobControl<A> {
    return {
      setTimer: (ms, then) => {
        clearTimeout(pending.timer);
        pending.timer = setTimeout(() => {
          // An answer already sent wins over a timer that ran late.
          this.drain(slot);
          if (slot.busy === pending) then();
        }, ms);
      },
      kill: (answer) => {
        this.drain(slot);
        if (slot.busy !== pending) return;
        this.remove(slot);
        void slot.worker.terminate();
        this.settle(pending, answer);
        this.pump();
      },
    };
  }

  /** Handles the answers the worker has sent that this thread has not read yet. */
  private drain(slot: Slot<J, A>): void {
    for (let entry = receiveMessageOnPort(slot.port); entry; entry = receiveMessageOnPort(slot.port)) this.receive(slot, entry.message as Message<A>);
  }

  private receive(slot: Slot<J, A>, message: Message<A>): void {
    const pending = slot.busy;
    if (!pending || pending.id !== message.id) return;
    if (!("answer" in message)) {
      pending.hooks.event?.(message.event, this.control(slot, pending));
      return;
    }
    slot.busy = null;
    slot.worker.unref();
    slot.port.unref();
    // A retiring worker exits after this answer: it takes no more jobs.
    if (message.retiring) this.remove(slot);
    this.settle(pending, message.answer as A);
    this.pump();
  }

  private settle(pending: Pending<J, A>, answer: A | Error): void {
    clearTimeout(pending.timer);
    if (answer instanceof Error) pending.reject(answer);
    else pending.resolve(answer);
  }

  private remove(slot: Slot<J, A>): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    slot.port.close();
  }

  private spawn(): Slot<J, A> {
    const channel = new MessageChannel();
    const start = workerStart(this.options.worker);
    const worker = new Worker(start.entry, { workerData: { ...start.workerData, port: channel.port2 }, transferList: [channel.port2], resourceLimits: this.options.resourceLimits });
    const slot: Slot<J, A> = { worker, port: channel.port1, busy: null };
    slot.port.on("message", (message: Message<A>) => this.receive(slot, message));
    worker.unref();
    slot.port.unref();
    const gone = (reason: string) => {
      if (!this.slots.includes(slot)) return;
      // Answers it sent before it went still count.
      this.drain(slot);
      const pending = slot.busy;
      this.remove(slot);
      if (pending) {
        logError(`${this.options.name}_worker_failed`, { reason: reason.slice(0, 200) });
        this.settle(pending, this.options.lost(reason));
      }
      this.pump();
    };
    worker.on("error", (error) => gone(error.message));
    worker.on("exit", (code) => gone(`exit ${code}`));
    this.slots.push(slot);
    return slot;
  }
}
