import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as live } from "@/app/api/health/live/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { markShuttingDown } from "@/lib/lifecycle/readiness";
import { db } from "@/lib/db/client";
import { refuseNewerSchema } from "@/lib/db/migration-status";
import { env } from "@/lib/env";
import { call } from "../support/call";

// Liveness apart from readiness (issue 24, item 8).
const NEWER = "29991231000000_from_a_newer_version";
const { version } = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8")) as { version: string };
const lifecycle = (globalThis as { qadamLifecycle?: { shuttingDown: boolean } }).qadamLifecycle;

afterEach(async () => {
  if (lifecycle) lifecycle.shuttingDown = false;
  await db().$executeRawUnsafe(`DELETE FROM _prisma_migrations WHERE migration_name = '${NEWER}'`);
});

async function newestApplied() {
  const [row] = await db().$queryRawUnsafe<{ id: string; migration_name: string }[]>(
    `SELECT id, migration_name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1`,
  );
  return row!;
}

describe("GET /api/health/ready", () => {
  it("is 200 when the database holds exactly this version's migrations", async () => {
    expect(await call(ready)).toMatchObject({ status: 200, body: { status: "ready", version } });
    expect(await call(live)).toMatchObject({ status: 200, body: { status: "ok" } });
  });

  it("is 503 with Retry-After from the moment shutdown starts, while live and /api/health stay 200", async () => {
    markShuttingDown();
    const answer = await call(ready);
    // The version is said when not ready too: a rollout stuck on one version shows it.
    expect(answer).toMatchObject({ status: 503, body: { status: "shutting_down", version } });
    expect(answer.headers.get("retry-after")).toBe("5");
    expect((await call(live)).status).toBe(200);
    expect((await call(health)).status).toBe(200);
  });

  it("is 503 when a migration of this version is not applied", async () => {
    const row = await newestApplied();
    await db().$executeRawUnsafe(`UPDATE _prisma_migrations SET rolled_back_at = now() WHERE id = '${row.id}'`);
    try {
      expect(await call(ready)).toMatchObject({ status: 503, body: { status: "migrations_pending" } });
    } finally {
      await db().$executeRawUnsafe(`UPDATE _prisma_migrations SET rolled_back_at = NULL WHERE id = '${row.id}'`);
    }
  });

  it("is 503 when a newer version migrated the database, and start-up refuses it, saying what to do", async () => {
    await db().$executeRawUnsafe(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, finished_at, applied_steps_count) VALUES (gen_random_uuid()::text, 'x', '${NEWER}', now(), now(), 1)`,
    );
    expect(await call(ready)).toMatchObject({ status: 503, body: { status: "schema_newer" } });
    await expect(refuseNewerSchema(env().DATABASE_URL!)).rejects.toThrow(
      new RegExp(`migrated by a newer version of Qadam .*${NEWER}.*restoring the backup taken before the upgrade`),
    );
  });

  it("start-up accepts the database this version migrated", async () => {
    await expect(refuseNewerSchema(env().DATABASE_URL!)).resolves.toBeUndefined();
  });
});
