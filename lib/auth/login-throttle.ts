import "server-only";
import { db, type Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { logError } from "@/lib/log/logger";
import { tooManyAttempts } from "./rate-limit";

/**
 * Growing waits after wrong passwords (issue 25 item 5; docs/decisions.md "Login: growing waits,
 * not a flat lock"). Each key lets `free` wrong passwords through; after that an attempt is let
 * in only when the wait since the key's last wrong password has passed: a minute, then 2, 4, 8,
 * up to RATE_LIMIT_WINDOW_MINUTES. A wrong password after the wait makes the next wait longer;
 * a right one goes in. Counts live in PostgreSQL ("LoginThrottle"), so every instance shares them.
 *
 * The password is checked first and its outcome admitted after, under the keys' row locks
 * (issue 46 item 5; docs/decisions.md "Login: the check first, the verdict after"): an attempt's
 * answer says its outcome only when the keys let it in, so no more than `free` wrong passwords
 * are answered however many run at once, and a right one never waits for the others' checks.
 */
export type ThrottleScope = "phone" | "phone-address" | "address" | "device";
export type ThrottleKey = { key: string; scope: ThrottleScope; free: number; phone: string | null; address: string | null };

/** The first wait, doubled after each further wrong password. */
export const FIRST_WAIT_SECONDS = 60;
// The version before issue 46 marked rows with checks under way ("pending", "pendingAt") and
// took a mark older than this for lost; while such an instance may still run (a rolling
// upgrade), a prune leaves its marked rows alone as it did.
const PENDING_STALE_SECONDS = 60;

const memorySeconds = () => env().RATE_LIMIT_LOGIN_MEMORY_HOURS * 3600;

// The keys as a table (key, scope, phone, address, free), for joins and inserts.
const keyTable = (keys: readonly ThrottleKey[]) =>
  Prisma.sql`unnest(${keys.map((k) => k.key)}::text[], ${keys.map((k) => k.scope)}::text[], ${keys.map((k) => k.phone)}::text[], ${keys.map((k) => k.address)}::text[], ${keys.map((k) => k.free)}::int[]) AS k("key", "scope", "phone", "address", "free")`;

/** Wrong passwords of row `t` still remembered: older ones are forgotten. */
const failuresOf = () => Prisma.sql`(CASE WHEN t."lastFailureAt" > now() - make_interval(secs => ${memorySeconds()}) THEN t."failures" ELSE 0 END)`;

/**
 * The rule, once, in SQL over a row `t` and its key's `k."free"`, by the database's clock:
 * `kind` is 'in' (an attempt may be answered) or 'wait' (`seconds` until the wait after the
 * last wrong password passes).
 */
const verdictColumns = (free: Prisma.Sql = Prisma.sql`k."free"`) => {
  const failures = failuresOf();
  const wait = Prisma.sql`LEAST(${env().RATE_LIMIT_WINDOW_MINUTES * 60}::float8, ${FIRST_WAIT_SECONDS}::float8 * power(2, LEAST(${failures} - ${free}, 30)))`;
  const left = Prisma.sql`(CASE WHEN ${failures} >= ${free} THEN EXTRACT(EPOCH FROM (t."lastFailureAt" - now()))::float8 + ${wait} ELSE 0 END)`;
  return Prisma.sql`
    CASE WHEN ${left} > 0 THEN 'wait' ELSE 'in' END AS "kind",
    GREATEST(0, CEIL(${left}))::int AS "seconds"`;
};

type Verdict = { kind: "in" } | { kind: "wait"; seconds: number };

/** The longest wait among the keys' verdicts, else in. */
function combine(verdicts: readonly { kind: string; seconds: number }[]): Verdict {
  const waits = verdicts.flatMap((v) => (v.kind === "wait" ? [v.seconds] : []));
  return waits.length ? { kind: "wait", seconds: Math.max(...waits) } : { kind: "in" };
}

/** What the keys say now, read without locking (a key without a row lets in). */
async function peek(keys: readonly ThrottleKey[]): Promise<Verdict> {
  return combine(await db().$queryRaw<{ kind: string; seconds: number }[]>`
    SELECT ${verdictColumns()} FROM "LoginThrottle" t JOIN ${keyTable(keys)} ON k."key" = t."key"`);
}

/**
 * Admits a checked outcome under every key, or under none, in one statement: its first part
 * locks the rows (in key order, so two attempts never deadlock) and judges them as they are once
 * locked; the update applies the outcome only when no key said 'wait'. A wrong password adds a
 * failure and restarts the wait; a right one clears the requester's own counts. For a wrong one,
 * missing rows are made first, in a statement of their own, so parallel first attempts lock the
 * same rows; a right one has nothing to write to a key without a row, which lets it in.
 */
async function admit(keys: readonly ThrottleKey[], outcome: "right" | "wrong"): Promise<Verdict> {
  // The phone's and the address's counts are not cleared by a right password: a guesser who
  // owns one account would otherwise wipe his address's count by signing in to it.
  const own = outcome === "right" ? keys.filter((k) => k.scope === "phone-address" || k.scope === "device").map((k) => k.key) : [];
  const failures = failuresOf();
  for (;;) {
    // A right password adds nothing to a key without a row (it has no count to clear and no wait
    // to keep), so it judges and updates the rows there are (issue 46 item 6: a login wave of
    // right passwords wrote three rows a login, for a prune to delete again).
    if (outcome === "wrong") {
      await db().$executeRaw`
        INSERT INTO "LoginThrottle" ("key", "scope", "phone", "address")
        SELECT k."key", k."scope", k."phone", k."address" FROM ${keyTable(keys)} ORDER BY 1
        ON CONFLICT ("key") DO NOTHING`;
    }
    const judged = await db().$queryRaw<{ kind: string; seconds: number }[]>`
      WITH judged AS MATERIALIZED (
        SELECT t."key", ${verdictColumns()} FROM "LoginThrottle" t JOIN ${keyTable(keys)} ON k."key" = t."key"
        ORDER BY t."key" FOR UPDATE OF t
      ), admitted AS (
        SELECT count(*) FILTER (WHERE "kind" <> 'in') = 0 AS "all" FROM judged
      ), applied AS (
        UPDATE "LoginThrottle" AS t SET
          "failures" = CASE WHEN ${outcome} = 'wrong' THEN ${failures} + 1 WHEN t."key" = ANY(${own}::text[]) THEN 0 ELSE ${failures} END,
          "lastFailureAt" = CASE WHEN ${outcome} = 'wrong' THEN now() WHEN t."key" = ANY(${own}::text[]) THEN NULL ELSE t."lastFailureAt" END
        FROM admitted WHERE admitted."all" AND t."key" IN (SELECT "key" FROM judged)
        RETURNING t."key"
      )
      SELECT "kind", "seconds" FROM judged`;
    // A prune between the two statements took a row that held nothing: make it again.
    if (outcome === "right" || judged.length === keys.length) return combine(judged);
  }
}

/**
 * Runs a password check under the keys' waits. An attempt a key refuses now gets 429 with the
 * wait at once, without a check; the others are checked, and each outcome is then admitted
 * under the keys as they are by then: a wrong password the keys refuse by then is answered 429
 * as a right one would be, so of 30 parallel wrong ones exactly `free` are answered 401 (issue 8),
 * and 60 parallel right ones all go in, however long the checks take (issue 46 item 5).
 */
export async function throttled<T>(keys: readonly ThrottleKey[], check: () => Promise<T | null>): Promise<T | null> {
  const before = await peek(keys);
  if (before.kind === "wait") throw tooManyAttempts(before.seconds);
  await pruneNowAndThen();
  const result = await check();
  const verdict = await admit(keys, result === null ? "wrong" : "right");
  if (verdict.kind === "wait") throw tooManyAttempts(verdict.seconds);
  return result;
}

/**
 * Deletes the rows that hold nothing any more: no remembered failure and no check under way.
 * A row locked by an attempt is left for a later prune: waiting for it could deadlock.
 */
export async function pruneThrottles(): Promise<number> {
  return db().$executeRaw`
    DELETE FROM "LoginThrottle" WHERE "key" IN (
      SELECT "key" FROM "LoginThrottle"
      WHERE ("failures" = 0 OR "lastFailureAt" IS NULL OR "lastFailureAt" < now() - make_interval(secs => ${memorySeconds()}))
        AND ("pendingAt" IS NULL OR "pendingAt" < now() - make_interval(secs => ${PENDING_STALE_SECONDS}))
      FOR UPDATE SKIP LOCKED)`;
}

// Every PRUNE_EVERY-th attempt in a process prunes.
export const PRUNE_EVERY = 100;
let sincePrune = 0;

async function pruneNowAndThen(): Promise<void> {
  if (++sincePrune < PRUNE_EVERY) return;
  sincePrune = 0;
  await pruneThrottles().catch((error: unknown) =>
    logError("login_throttle_prune_failed", { message: error instanceof Error ? error.message.slice(0, 200) : "unknown" }),
  );
}

export type LockEntry = { scope: ThrottleScope; address: string | null; failures: number; retryAfterSeconds: number };
export type LoginLock = { locked: boolean; retryAfterSeconds: number; entries: LockEntry[] };

/**
 * What stands between the owner of `phone` and signing in: each key naming the phone with
 * remembered failures, and its wait now. `locked`: the phone's own count makes every new
 * device wait (a known device and an address with its own count aside).
 */
export async function findLoginLock(phone: string, free: (scope: ThrottleScope) => number): Promise<LoginLock> {
  const scopes: ThrottleScope[] = ["phone", "phone-address", "address", "device"];
  const freeOf = Prisma.sql`(CASE t."scope" ${Prisma.join(scopes.map((scope) => Prisma.sql`WHEN ${scope} THEN ${free(scope)}::int`), " ")} END)`;
  const rows = await db().$queryRaw<{ scope: ThrottleScope; address: string | null; failures: number; seconds: number }[]>`
    SELECT t."scope", t."address", t."failures", ${verdictColumns(freeOf)} FROM "LoginThrottle" t
    WHERE t."phone" = ${phone} AND t."failures" > 0 AND t."lastFailureAt" > now() - make_interval(secs => ${memorySeconds()})
    ORDER BY t."lastFailureAt" DESC, t."key"`;
  const entries = rows.map(({ scope, address, failures, seconds }) => ({ scope, address, failures, retryAfterSeconds: seconds }));
  const phoneWait = entries.find((entry) => entry.scope === "phone")?.retryAfterSeconds ?? 0;
  return { locked: phoneWait > 0, retryAfterSeconds: phoneWait, entries };
}

/** Forgets every count that names `phone`: the phone's, each address's for it, each device's. */
export async function clearLoginLock(phone: string, tx?: Tx): Promise<number> {
  return (tx ?? db()).$executeRaw`DELETE FROM "LoginThrottle" WHERE "phone" = ${phone}`;
}
