import pLimit, { type LimitFunction } from "p-limit";
import { countDroppedRequest } from "@/lib/metrics/dropped";
import { AppError } from "./errors";
import { ClientGoneError } from "./client-gone";

/**
 * Admin handlers run a few at a time, each instance on its own, and the rest wait their turn
 * without taking the CPU (issue 27: 64 dashboards at once left the visitors' pages a fifth of
 * their rate). A student or visitor request never waits here. Two at a time, not one: an
 * admin's slow action (a big CSV page, a course image) does not stop the others.
 *
 * A flood (more than ADMIN_FLOOD waiting, never one admin's page load) also rests each place
 * ADMIN_REST_FACTOR times as long as its last handler took before it takes the next, so the two
 * places are busy at most a tenth of the time and the school has the rest: the admin requests'
 * own passage through Next, before the lane, costs about as much again. docs/decisions.md has
 * the figures, and why this lives in route() rather than in the server.
 */
export const ADMIN_CONCURRENCY = 2;
/** Admin requests waiting beyond this many are refused with 503 server_busy and Retry-After. */
export const ADMIN_WAITING = 256;
/** Waiting admin requests beyond which the places rest between handlers. */
export const ADMIN_FLOOD = 8;
const ADMIN_REST_FACTOR = 20;
const RETRY_AFTER = { "retry-after": "5" };
/**
 * An admin request that waited for its turn longer than this is answered 503 server_busy with
 * Retry-After instead of being run late (issue 46 item 8): by then its admin has reloaded or
 * given up, and running it would only push the next ones further back.
 */
export const ADMIN_WAIT_BUDGET_MS = 60_000;

// One lane per process: Next may load this module once per route bundle.
const holder = globalThis as typeof globalThis & { qadamAdminLane?: LimitFunction };

function lane(): LimitFunction {
  holder.qadamAdminLane ??= pLimit(ADMIN_CONCURRENCY);
  return holder.qadamAdminLane;
}

/** Admin handlers running, and waiting for their turn, on this instance (/metrics). */
export function adminLaneStats(): { running: number; waiting: number } {
  const limit = holder.qadamAdminLane;
  return { running: limit?.activeCount ?? 0, waiting: limit?.pendingCount ?? 0 };
}

/**
 * Runs an admin handler's work in the admin lane, or refuses it at once when too many wait. The
 * answer goes out as soon as the work ends; a rest after it only delays the next one. When its
 * turn comes, work whose client has gone (`signal`) is not run, and work that had to queue for
 * longer than `budgetMs` is answered 503 instead.
 */
export function inAdminLane<T>(work: () => Promise<T>, { signal, budgetMs = ADMIN_WAIT_BUDGET_MS }: { signal?: AbortSignal; budgetMs?: number } = {}): Promise<T> {
  const limit = lane();
  if (limit.pendingCount >= ADMIN_WAITING) return Promise.reject(new AppError("server_busy", undefined, undefined, RETRY_AFTER));
  // Only work that found every place taken waited: one let in at once is never late.
  const queued = limit.activeCount + limit.pendingCount >= ADMIN_CONCURRENCY;
  const enqueuedAt = performance.now();
  return new Promise<T>((resolve, reject) => {
    void limit(async () => {
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
      if (limit.pendingCount > ADMIN_FLOOD) await new Promise((rest) => setTimeout(rest, (performance.now() - started) * ADMIN_REST_FACTOR));
    });
  });
}
