import { db } from "@/lib/db/client";
import { AppError } from "@/lib/api/errors";

export type Limit = { key: string; max: number; windowMinutes: number };

// Fixed windows counted in PostgreSQL, so every instance behind a load balancer shares them.

/** Throws 429 when the key has already used its window. */
export async function assertUnderLimit({ key, max, windowMinutes }: Limit): Promise<void> {
  const rows = await db().$queryRaw<{ count: number }[]>`
    SELECT "count" FROM "RateLimitCounter"
    WHERE "key" = ${key} AND "windowStart" > now() - make_interval(mins => ${windowMinutes}::int)`;
  if ((rows[0]?.count ?? 0) >= max) throw new AppError("too_many_attempts");
}

/** Counts one attempt, opening a new window when the old one has passed; returns the count. */
export async function recordAttempt({ key, windowMinutes }: Omit<Limit, "max">): Promise<number> {
  const rows = await db().$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitCounter" ("key", "count", "windowStart") VALUES (${key}, 1, now())
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitCounter"."windowStart" <= now() - make_interval(mins => ${windowMinutes}::int)
                     THEN 1 ELSE "RateLimitCounter"."count" + 1 END,
      "windowStart" = CASE WHEN "RateLimitCounter"."windowStart" <= now() - make_interval(mins => ${windowMinutes}::int)
                     THEN now() ELSE "RateLimitCounter"."windowStart" END
    RETURNING "count"`;
  return rows[0]?.count ?? 1;
}

/** Counts the attempt and throws 429 once it goes past the limit. */
export async function consumeAttempt(limit: Limit): Promise<void> {
  if ((await recordAttempt(limit)) > limit.max) throw new AppError("too_many_attempts");
}

/** Windows long past are of no use; called now and then so the table stays small. */
export async function pruneRateLimits(olderThanMinutes: number): Promise<void> {
  await db().$executeRaw`DELETE FROM "RateLimitCounter" WHERE "windowStart" < now() - make_interval(mins => ${olderThanMinutes}::int)`;
}
