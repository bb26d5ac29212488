import { countDroppedRequest } from "@/lib/request/dropped";
import { AppError } from "@/lib/errors/app-error";
import { ClientGoneError } from "./client-gone";

/**
 * Admin handlers run a few at a time, each instance on its own, and the rest wait their turn
 * without taking the CPU (issue 27: 64 dashboards at once left the visitors' pages a fifth of
 * their rate). A student or visitor request never waits here. Two at a time, not one: an
 * admin's slow action (a big CSV page, a course image) does not stop the others.
 *
 * Each admin waits behind their own requests only (issue 46 item 2: one admin's 400 dashboards
 * held another admin for minutes): every admin has a queue, and a free place takes the head of
 * the next admin's queue in turn. An admin's queue is bounded on its own, so a flood is refused
 * to the flooder alone.
 *
 * A flood (more than ADMIN_FLOOD of one admin's requests waiting, never a page load) rests that
 * admin's queue ADMIN_REST_FACTOR times as long as their last handler took, but only while
 * requests that are not an admin's API calls are in flight (issue 46 item 3: resting with
 * nobody to make room for only slowed the admin's own burst). So the places are busy with a
 * flooder at most a twentieth of the time while the school needs the CPU; the admin requests'
 * own passage through Next, before the lane, costs about as much again. docs/decisions.md has
 * the figures, and why this lives in route() rather than in the server.
 */
export const ADMIN_CONCURRENCY = 2;
/** One admin's requests waiting beyond this many are refused with 503 server_busy and Retry-After. */
export const ADMIN_WAITING = 64;
/** One admin's waiting requests beyond which their queue rests between handlers. */
export const ADMIN_FLOOD = 8;
const ADMIN_REST_FACTOR = 20;
const RETRY_AFTER = { "retry-after": "5" };
/**
 * An admin request that waited for its turn longer than this is answered 503 server_busy with
 * Retry-After instead of being run late (issue 46 item 8): by then its admin has reloaded or
 * given up, and running it would only push the next ones further back.
 */
export const ADMIN_WAIT_BUDGET_MS = 60_000;

/** One admin's waiting work, and until when their flood rests (performance.now()). */
type AdminQueue = { jobs: (() => Promise<void>)[]; restUntil: number };
type Lane = {
  running: number;
  queues: Map<string, AdminQueue>;
  /** The admins with work waiting, in the order their next turns come. */
  turns: string[];
  wake?: ReturnType<typeof setTimeout>;
  /** Requests in flight that are not an admin's API call (countSchoolRequest). */
  school: number;
};

// One lane per process: Next may load this module once per route bundle, and server.ts too.
const holder = globalThis as typeof globalThis & { qadamAdminLane?: Lane };

function lane(): Lane {
  holder.qadamAdminLane ??= { running: 0, queues: new Map(), turns: [], school: 0 };
  return holder.qadamAdminLane;
}

/** Admin handlers running, and waiting for their turn, on this instance (/metrics). */
export function adminLaneStats(): { running: number; waiting: number } {
  const state = holder.qadamAdminLane;
  let waiting = 0;
  for (const queue of state?.queues.values() ?? []) waiting += queue.jobs.length;
  return { running: state?.running ?? 0, waiting };
}

/**
 * Counts a request that is not an admin's API call as in flight until the returned function is
 * called (server.ts calls it when the response closes): while any is, a flooding admin rests.
 */
export function countSchoolRequest(): () => void {
  const state = lane();
  state.school++;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    state.school--;
  };
}

/** Starts waiting work in the free places, each admin in turn, skipping a resting flooder. */
function startTurns(state: Lane): void {
  while (state.running < ADMIN_CONCURRENCY) {
    const now = performance.now();
    const next = state.turns.findIndex((key) => state.queues.get(key)!.restUntil <= now);
    if (next < 0) {
      // Every admin with work waiting rests: come back when the first rest ends.
      if (state.turns.length > 0 && !state.wake) {
        const soonest = Math.min(...state.turns.map((key) => state.queues.get(key)!.restUntil));
        state.wake = setTimeout(() => {
          state.wake = undefined;
          startTurns(state);
        }, soonest - now);
      }
      return;
    }
    const key = state.turns.splice(next, 1)[0]!;
    const queue = state.queues.get(key)!;
    const job = queue.jobs.shift()!;
    if (queue.jobs.length > 0) state.turns.push(key);
    else state.queues.delete(key);
    state.running++;
    void job().finally(() => {
      state.running--;
      startTurns(state);
    });
  }
}

/**
 * Runs an admin handler's work in the admin lane, in `admin`'s turn (the caller's user id), or
 * refuses it at once when too many of theirs wait. The answer goes out as soon as the work ends;
 * a rest after it only delays that admin's next one. When its turn comes, work whose client has
 * gone (`signal`) is not run, and work that had to queue for longer than `budgetMs` is answered
 * 503 instead.
 */
export function inAdminLane<T>(
  work: () => Promise<T>,
  { admin, signal, budgetMs = ADMIN_WAIT_BUDGET_MS }: { admin: string; signal?: AbortSignal; budgetMs?: number },
): Promise<T> {
  const state = lane();
  const queue = state.queues.get(admin) ?? { jobs: [], restUntil: 0 };
  if (queue.jobs.length >= ADMIN_WAITING) return Promise.reject(new AppError("server_busy", undefined, undefined, RETRY_AFTER));
  // Only work that found every place taken, or its admin resting, waited: one let in at once is never late.
  const queued = state.running >= ADMIN_CONCURRENCY || queue.jobs.length > 0 || queue.restUntil > performance.now();
  const enqueuedAt = performance.now();
  return new Promise<T>((resolve, reject) => {
    queue.jobs.push(async () => {
      if (signal?.aborted) {
        countDroppedRequest("client_gone");
        return reject(new ClientGoneError());
      }
      if (queued && performance.now() - enqueuedAt > budgetMs) {
        countDroppedRequest("queue_budget");
        return reject(new AppError("server_busy", undefined, undefined, RETRY_AFTER));
      }
      const started = performance.now();
      await work().then(resolve, reject);
      const mine = state.queues.get(admin);
      if (mine && mine.jobs.length > ADMIN_FLOOD && state.school > 0) {
        mine.restUntil = Math.max(mine.restUntil, performance.now() + (performance.now() - started) * ADMIN_REST_FACTOR);
      }
    });
    if (!state.queues.has(admin)) {
      state.queues.set(admin, queue);
      state.turns.push(admin);
    }
    startTurns(state);
  });
}
