import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { pruneThrottles, throttled } from "@/lib/auth/login-throttle";
import { db } from "@/lib/db/client";
import { loginLimits } from "@/lib/users/login-user";
import { randomPhone } from "../support/factories";

// A CI run (stop 32) answered one of 60 parallel right logins with 500: PostgreSQL found a
// deadlock between two of them. Every statement of the throttle must take its row locks in key
// order, whatever order the rows lie in on disk, and a prune must never wait for a row in use.

const clients: pg.Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.end()));
});

/** A connection of its own, for a transaction that holds a row while the app works. */
async function otherConnection(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL, statement_timeout: 5000 });
  await client.connect();
  clients.push(client);
  return client;
}

/** Resolves when some other connection waits for a row lock. */
async function someoneWaitsForALock(): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const [row] = await db().$queryRaw<{ waiting: number }[]>`
      SELECT count(*)::int AS "waiting" FROM pg_stat_activity WHERE "datname" = current_database() AND "wait_event_type" = 'Lock'`;
    if ((row?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("nobody waited for a lock");
}

describe("the login throttle's row locks", () => {
  it("admits a check in key order: a transaction holding the first key and then taking the last does not deadlock it", async () => {
    const { throttle } = loginLimits(randomPhone(), "203.0.113.7");
    const [first, last] = [throttle.map((k) => k.key).sort().at(0)!, throttle.map((k) => k.key).sort().at(-1)!];
    // The last key's row made first (the phone's, by a login from elsewhere) lies before the others on disk.
    await db().$executeRaw`INSERT INTO "LoginThrottle" ("key", "scope") VALUES (${last}, 'phone')`;
    await db().$executeRaw`INSERT INTO "LoginThrottle" ("key", "scope") SELECT unnest(${throttle.map((k) => k.key).filter((key) => key !== last)}::text[]), 'phone'`;
    const holder = await otherConnection();
    const ending = throttled(throttle, async () => {
      await holder.query("BEGIN");
      await holder.query(`SELECT 1 FROM "LoginThrottle" WHERE "key" = $1 FOR UPDATE`, [first]);
      return "right";
    }).catch((error: unknown) => error);
    await someoneWaitsForALock();
    // The check's admission now waits for the first key. Had it locked the last one already, this would deadlock.
    await expect(holder.query(`SELECT 1 FROM "LoginThrottle" WHERE "key" = $1 FOR UPDATE`, [last])).resolves.toMatchObject({ rowCount: 1 });
    await holder.query("COMMIT");
    await expect(ending).resolves.toBe("right");
    const rows = await db().loginThrottle.findMany({ where: { key: { in: throttle.map((k) => k.key) } } });
    expect(rows.map((row) => row.failures)).toEqual([0, 0, 0]);
  });

  it("prunes around rows in use instead of waiting for them", async () => {
    const { throttle } = loginLimits(randomPhone(), "203.0.113.8");
    await db().$executeRaw`INSERT INTO "LoginThrottle" ("key", "scope") SELECT unnest(${throttle.map((k) => k.key)}::text[]), 'phone'`;
    const holder = await otherConnection();
    await holder.query("BEGIN");
    await holder.query(`SELECT 1 FROM "LoginThrottle" WHERE "key" = $1 FOR UPDATE`, [throttle.map((k) => k.key)[0]]);
    const left = () => db().loginThrottle.count({ where: { key: { in: throttle.map((k) => k.key) } } });
    // Two rows hold nothing and go; the held one stays for a later prune (other tests' rows may go too).
    await expect(pruneThrottles()).resolves.toBeGreaterThanOrEqual(2);
    expect(await left()).toBe(1);
    await holder.query("COMMIT");
    await expect(pruneThrottles()).resolves.toBeGreaterThanOrEqual(1);
    expect(await left()).toBe(0);
  });
});
