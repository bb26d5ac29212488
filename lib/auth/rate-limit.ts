import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { env } from "@/lib/env";
import { logError } from "@/lib/log/logger";

export type Limit = { key: string; max: number; windowMinutes: number };
export type Attempt = { count: number; retryAfterSeconds: number };

// Fixed windows counted in PostgreSQL, so every instance behind a load balancer shares them.
// An attempt is counted before the work it guards (one INSERT … ON CONFLICT … RETURNING, atomic
// under any number of parallel requests), never checked first and counted after: 30 parallel
// wrong passwords used to pass a limit of 10 because all of them read the counter before any wrote.

/**
 * Counts one attempt for each key (one statement, however many keys), opening a new window
 * where the old one has passed. Keys are written in sorted order, so two requests counting the
 * same keys lock their rows in the same order and never deadlock.
 */
export async function recordAttempts(keys: readonly string[], windowMinutes: number): Promise<Map<string, Attempt>> {
  const sorted = [...new Set(keys)].sort();
  const rows = await db().$queryRaw<{ key: string; count: number; retryAfter: number }[]>`
    INSERT INTO "RateLimitCounter" ("key", "count", "windowStart")
    SELECT k, 1, now() FROM unnest(${sorted}::text[]) WITH ORDINALITY AS t(k, n) ORDER BY n
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitCounter"."windowStart" <= now() - make_interval(mins => ${windowMinutes}::int)
                     THEN 1 ELSE "RateLimitCounter"."count" + 1 END,
      "windowStart" = CASE WHEN "RateLimitCounter"."windowStart" <= now() - make_interval(mins => ${windowMinutes}::int)
                     THEN now() ELSE "RateLimitCounter"."windowStart" END
    RETURNING "key", "count",
      GREATEST(1, CEIL(EXTRACT(EPOCH FROM ("windowStart" + make_interval(mins => ${windowMinutes}::int) - now()))))::int AS "retryAfter"`;
  await pruneNowAndThen();
  return new Map(rows.map((row) => [row.key, { count: row.count, retryAfterSeconds: row.retryAfter }]));
}

/** Counts one attempt, opening a new window when the old one has passed. */
export async function recordAttempt({ key, windowMinutes }: Omit<Limit, "max">): Promise<Attempt> {
  const attempts = await recordAttempts([key], windowMinutes);
  return attempts.get(key) ?? { count: 1, retryAfterSeconds: windowMinutes * 60 };
}

function byWindow(limits: readonly Omit<Limit, "max">[]): Map<number, string[]> {
  const groups = new Map<number, string[]>();
  for (const { key, windowMinutes } of limits) groups.set(windowMinutes, [...(groups.get(windowMinutes) ?? []), key]);
  return groups;
}

/** The 429 for a used-up window: the message and `Retry-After` say when to come back. */
export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError("too_many_attempts", { key: "api.problems.tooManyAttemptsMinutes", values: { minutes } }, {
    retryAfterSeconds,
    retryAfterMinutes: minutes,
  }, { "retry-after": String(retryAfterSeconds) });
}

/**
 * Counts one attempt against every limit, all before the guarded work. The limits it went past
 * (none when it may go on); the latest window to reopen among them decides Retry-After.
 */
export async function countAttempts(limits: readonly Limit[]): Promise<{ limit: Limit; attempt: Attempt }[]> {
  const counted = new Map<string, Attempt>();
  for (const [windowMinutes, keys] of byWindow(limits)) {
    for (const [key, attempt] of await recordAttempts(keys, windowMinutes)) counted.set(key, attempt);
  }
  return limits.flatMap((limit) => {
    const attempt = counted.get(limit.key);
    return attempt && attempt.count > limit.max ? [{ limit, attempt }] : [];
  });
}

/** The 429 for the limits an attempt went past: the latest window to reopen decides Retry-After. */
export function tooManyFor(over: readonly { attempt: Attempt }[]): AppError {
  return tooManyAttempts(Math.max(...over.map(({ attempt }) => attempt.retryAfterSeconds)));
}

/** Counts one attempt against every limit, before the guarded work, and throws 429 when any went past its maximum. */
export async function consumeAttempts(limits: readonly Limit[]): Promise<void> {
  const over = await countAttempts(limits);
  if (over.length) throw tooManyFor(over);
}

export async function consumeAttempt(limit: Limit): Promise<void> {
  await consumeAttempts([limit]);
}

/**
 * Gives back one counted attempt per key, for limits that count only failures: the attempt is
 * counted before the work (so parallel tries cannot pass the limit together) and given back
 * when the work succeeded. Keys are updated one by one in sorted order, as recordAttempts takes them.
 */
export async function refundAttempts(keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await db().$executeRaw`UPDATE "RateLimitCounter" SET "count" = GREATEST("count" - 1, 0) WHERE "key" = ${key}`;
  }
}

/** Windows long past are of no use; pruneNowAndThen calls this so the table stays small. */
export async function pruneRateLimits(olderThanMinutes: number): Promise<number> {
  return db().$executeRaw`DELETE FROM "RateLimitCounter" WHERE "windowStart" < now() - make_interval(mins => ${olderThanMinutes}::int)`;
}

// Every PRUNE_EVERY-th attempt in a process also deletes windows older than a day, or than the
// longest window when one is set longer (login 15 min and registration 60 min by default).
export const PRUNE_EVERY = 100;
let attemptsSincePrune = 0;

async function pruneNowAndThen(): Promise<void> {
  if (++attemptsSincePrune < PRUNE_EVERY) return;
  attemptsSincePrune = 0;
  await pruneRateLimits(Math.max(24 * 60, env().RATE_LIMIT_WINDOW_MINUTES, 60)).catch((error: unknown) =>
    logError("rate_limit_prune_failed", { message: error instanceof Error ? error.message.slice(0, 200) : "unknown" }),
  );
}
