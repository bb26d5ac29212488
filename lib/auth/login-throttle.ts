import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { logError } from "@/lib/log/logger";
import { tooManyAttempts } from "./rate-limit";

/**
 * Growing waits after wrong passwords (issue 25 item 5; docs/decisions.md "Login: growing waits,
 * not a flat lock"). Each key lets `free` wrong passwords through; after that an attempt is let
 * in only when the wait since the key's last wrong password has passed: a minute, then 2, 4, 8,
 * up to RATE_LIMIT_WINDOW_MINUTES. A wrong password after the wait makes the next wait longer;
 * a right one goes in. Counters live in PostgreSQL ("LoginThrottle"), so every instance shares them.
 */
export type ThrottleScope = "phone" | "phone-address" | "address" | "device";
export type ThrottleKey = { key: string; scope: ThrottleScope; free: number; phone: string | null; address: string | null };

/** The first wait, doubled after each further wrong password. */
export const FIRST_WAIT_SECONDS = 60;
// A check under way for longer than this is taken for lost (its process died) and counts no more.
const PENDING_STALE_SECONDS = 60;
// How often, and how long at most, an attempt waits for checks under way to end.
const POLL_MS = 50;
const POLL_GIVE_UP_MS = 15_000;

const memorySeconds = () => env().RATE_LIMIT_LOGIN_MEMORY_HOURS * 3600;

// The keys as a table (key, scope, phone, address, free), for joins and inserts.
const keyTable = (keys: readonly ThrottleKey[]) =>
  Prisma.sql`unnest(${keys.map((k) => k.key)}::text[], ${keys.map((k) => k.scope)}::text[], ${keys.map((k) => k.phone)}::text[], ${keys.map((k) => k.address)}::text[], ${keys.map((k) => k.free)}::int[]) AS k("key", "scope", "phone", "address", "free")`;

/**
 * The rule, once, in SQL over a row `t` and its key's `k."free"`, by the database's clock:
 * `kind` is 'in' (an attempt may take a place), 'busy' (the places are held by checks under
 * way: their outcome decides) or 'wait' (`seconds` until the wait after the last wrong password
 * passes). Failures older than the memory are forgotten; a check under way for longer than
 * PENDING_STALE_SECONDS is taken for lost (its process died).
 */
const verdictColumns = (free: Prisma.Sql = Prisma.sql`k."free"`) => {
  const failures = Prisma.sql`(CASE WHEN t."lastFailureAt" > now() - make_interval(secs => ${memorySeconds()}) THEN t."failures" ELSE 0 END)`;
  const pending = Prisma.sql`(CASE WHEN t."pendingAt" > now() - make_interval(secs => ${PENDING_STALE_SECONDS}) THEN t."pending" ELSE 0 END)`;
  const wait = Prisma.sql`LEAST(${env().RATE_LIMIT_WINDOW_MINUTES * 60}::float8, ${FIRST_WAIT_SECONDS}::float8 * power(2, LEAST(${failures} - ${free}, 30)))`;
  const left = Prisma.sql`(CASE WHEN ${failures} >= ${free} THEN EXTRACT(EPOCH FROM (t."lastFailureAt" - now()))::float8 + ${wait} ELSE 0 END)`;
  return Prisma.sql`
    CASE WHEN ${failures} + ${pending} < ${free} THEN 'in' WHEN ${failures} < ${free} THEN 'busy'
         WHEN ${left} > 0 THEN 'wait' WHEN ${pending} > 0 THEN 'busy' ELSE 'in' END AS "kind",
    GREATEST(0, CEIL(${left}))::int AS "seconds"`;
};

type Verdict = { kind: "in" } | { kind: "busy" } | { kind: "wait"; seconds: number };

/** The longest wait among the keys' verdicts, else busy when any is, else in. */
function combine(verdicts: readonly { kind: string; seconds: number }[]): Verdict {
  const waits = verdicts.flatMap((v) => (v.kind === "wait" ? [v.seconds] : []));
  if (waits.length) return { kind: "wait", seconds: Math.max(...waits) };
  return verdicts.some((v) => v.kind === "busy") ? { kind: "busy" } : { kind: "in" };
}

/** What the keys say now, read without taking a place (a key without a row lets in). */
async function peek(keys: readonly ThrottleKey[]): Promise<Verdict> {
  return combine(await db().$queryRaw<{ kind: string; seconds: number }[]>`
    SELECT ${verdictColumns()} FROM "LoginThrottle" t JOIN ${keyTable(keys)} ON k."key" = t."key"`);
}

/**
 * Takes a place under every key, or under none, in one statement: its first part locks the
 * rows (in key order, so two attempts never deadlock) and judges them as they are once locked;
 * the update counts the attempt as under way only when every key said 'in'. Missing rows are
 * made first, in a statement of their own, so parallel first attempts lock the same rows.
 */
async function enter(keys: readonly ThrottleKey[]): Promise<Verdict> {
  // A new row is stamped as if a check were under way (with none counted), so a prune between
  // this statement and the next cannot take it away and let the attempt in uncounted.
  await db().$executeRaw`
    INSERT INTO "LoginThrottle" ("key", "scope", "phone", "address", "pendingAt")
    SELECT k."key", k."scope", k."phone", k."address", now() FROM ${keyTable(keys)} ORDER BY 1
    ON CONFLICT ("key") DO NOTHING`;
  const taken = await db().$queryRaw<{ key: string }[]>`
    WITH judged AS MATERIALIZED (
      SELECT t."key", ${verdictColumns()} FROM "LoginThrottle" t JOIN ${keyTable(keys)} ON k."key" = t."key"
      ORDER BY t."key" FOR UPDATE OF t
    )
    UPDATE "LoginThrottle" AS t SET
      "failures" = CASE WHEN t."lastFailureAt" > now() - make_interval(secs => ${memorySeconds()}) THEN t."failures" ELSE 0 END,
      "pending" = CASE WHEN t."pendingAt" > now() - make_interval(secs => ${PENDING_STALE_SECONDS}) THEN t."pending" + 1 ELSE 1 END,
      "pendingAt" = now()
    FROM (SELECT count(*) FILTER (WHERE "kind" = 'in') AS "in" FROM judged) AS v
    WHERE v."in" = ${keys.length} AND t."key" IN (SELECT "key" FROM judged)
    RETURNING t."key"`;
  return taken.length === keys.length ? { kind: "in" } : peek(keys);
}

/** Ends a check: a wrong password adds a failure and restarts the wait; a right one clears the requester's own keys. */
async function leave(keys: readonly ThrottleKey[], outcome: "right" | "wrong" | "error"): Promise<void> {
  const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : 1));
  if (outcome === "wrong") {
    await db().$executeRaw`
      INSERT INTO "LoginThrottle" AS t ("key", "scope", "phone", "address", "failures", "lastFailureAt")
      SELECT k."key", k."scope", k."phone", k."address", 1, now() FROM ${keyTable(sorted)} ORDER BY 1
      ON CONFLICT ("key") DO UPDATE SET
        "pending" = GREATEST(0, t."pending" - 1),
        "failures" = CASE WHEN t."lastFailureAt" > now() - make_interval(secs => ${memorySeconds()}) THEN t."failures" + 1 ELSE 1 END,
        "lastFailureAt" = now()`;
    return;
  }
  // The phone's and the address's counts are not cleared by a right password: a guesser who
  // owns one account would otherwise wipe his address's count by signing in to it.
  const own = outcome === "right" ? sorted.filter((k) => k.scope === "phone-address" || k.scope === "device").map((k) => k.key) : [];
  // The rows are locked in key order first: an UPDATE alone takes them in the order they lie on
  // disk, and deadlocked with an attempt locking the same rows in key order (CI of stop 32).
  await db().$executeRaw`
    WITH locked AS MATERIALIZED (
      SELECT "key" FROM "LoginThrottle" WHERE "key" = ANY(${sorted.map((k) => k.key)}::text[]) ORDER BY "key" FOR UPDATE
    )
    UPDATE "LoginThrottle" AS t SET "pending" = GREATEST(0, t."pending" - 1),
      "failures" = CASE WHEN t."key" = ANY(${own}::text[]) THEN 0 ELSE t."failures" END,
      "lastFailureAt" = CASE WHEN t."key" = ANY(${own}::text[]) THEN NULL ELSE t."lastFailureAt" END
    FROM locked WHERE t."key" = locked."key"`;
}

/**
 * Runs a password check under the keys' waits. An attempt a key refuses gets 429 with the wait
 * at once; one that finds the free places taken by checks under way waits for their outcome, so
 * 60 parallel right passwords all get in (issue 25 item 6) while of 30 parallel wrong ones
 * exactly `free` reach the check (issue 8).
 */
export async function throttled<T>(keys: readonly ThrottleKey[], check: () => Promise<T | null>): Promise<T | null> {
  const giveUpAt = Date.now() + POLL_GIVE_UP_MS;
  let verdict = await enter(keys);
  while (verdict.kind !== "in") {
    if (verdict.kind === "wait") throw tooManyAttempts(verdict.seconds);
    if (Date.now() >= giveUpAt) throw tooManyAttempts(1);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * (1 + Math.random())));
    // Waiting reads without locking, so waiting attempts do not hold up the checks they wait for;
    // only when a place looks free does it try to take one.
    const seen = await peek(keys);
    verdict = seen.kind === "in" ? await enter(keys) : seen;
  }
  await pruneNowAndThen();
  const result = await check().catch(async (error: unknown) => {
    await leave(keys, "error");
    throw error;
  });
  await leave(keys, result === null ? "wrong" : "right");
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
export async function clearLoginLock(phone: string): Promise<number> {
  return db().$executeRaw`DELETE FROM "LoginThrottle" WHERE "phone" = ${phone}`;
}
