import pLimit, { type LimitFunction } from "p-limit";
import { AppError } from "./errors";

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
 * answer goes out as soon as the work ends; a rest after it only delays the next one.
 */
export function inAdminLane<T>(work: () => Promise<T>): Promise<T> {
  const limit = lane();
  if (limit.pendingCount >= ADMIN_WAITING) return Promise.reject(new AppError("server_busy", undefined, undefined, RETRY_AFTER));
  return new Promise<T>((resolve, reject) => {
    void limit(async () => {
      const started = performance.now();
      await work().then(resolve, reject);
      if (limit.pendingCount > ADMIN_FLOOD) await new Promise((rest) => setTimeout(rest, (performance.now() - started) * ADMIN_REST_FACTOR));
    });
  });
}
