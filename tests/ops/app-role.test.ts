import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPgTool, pgToolDirs } from "@/lib/db/backup";
import { db, disconnectDb } from "@/lib/db/client";
import { withDatabase } from "@/lib/db/database-url";
import { applyMigrations, applyPendingMigrations } from "@/lib/db/migrate";
import { refuseNewerSchema } from "@/lib/db/migration-status";
import { resetEnvCache } from "@/lib/env";
import { creditBalance } from "@/lib/payments/ledger";
import { serverUrl } from "../support/database";
import { createUser, ledgerAndBalance } from "../support/factories";

// compose's apps connect as their own role (issue 45 item 10): deploy/postgres/app-role.sql,
// run by the owner as compose's migrate service runs it, on a real PostgreSQL; then what the
// role can do (the app's work, start-up included) and what it cannot (change the schema, make
// roles, write the migration records).
const exec = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const testDatabaseUrl = process.env.DATABASE_URL!;
const APP_ROLE = "qadam_app";
const appPassword = randomBytes(24).toString("base64");
let ownerUrl: string;
let appUrl: string;
let work: string;

/** The file as compose's migrate service runs it: psql as the owner, the password from the environment. */
async function runRoleScript(url: string, password: string | undefined) {
  // \getenv needs psql 15 or later.
  const psql = await findPgTool("psql", 15, await pgToolDirs(process.env.PG_BIN, process.env.PATH));
  const { PATH, HOME } = process.env;
  return exec(psql.path, ["--no-psqlrc", "--quiet", "-v", "ON_ERROR_STOP=1", "-f", path.join(root, "deploy/postgres/app-role.sql"), url], {
    env: { PATH, HOME, NODE_ENV: "test", ...(password === undefined ? {} : { POSTGRES_APP_PASSWORD: password }) },
  });
}

async function useDatabase(url: string): Promise<void> {
  await disconnectDb();
  process.env.DATABASE_URL = url;
  resetEnvCache();
}

async function asApp<T>(work: (client: pg.Client) => Promise<T>, url = appUrl): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const refusal = (sql: string, url = appUrl) => asApp((client) => client.query(sql).then(() => "allowed", (error: { code?: string }) => error.code), url);

/** A migrated database of its own, with the role made by the owner as compose's migrate service makes it. */
async function preparedDatabase(): Promise<{ ownerUrl: string; appUrl: string }> {
  const name = `app_role_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const owner = withDatabase(serverUrl, name);
  // The order of compose's migrate service: the migrations, then the role. Twice, as every `up`
  // runs it (the second with a changed password, which must win).
  await applyMigrations(owner);
  await runRoleScript(owner, "an-older-password-of-this-role-0123456789");
  await runRoleScript(owner, appPassword);
  const url = new URL(owner);
  url.username = APP_ROLE;
  url.password = encodeURIComponent(appPassword);
  return { ownerUrl: owner, appUrl: url.toString() };
}

beforeAll(async () => {
  ({ ownerUrl, appUrl } = await preparedDatabase());
  work = await mkdtemp(path.join(os.tmpdir(), "qadam-app-role-"));
}, 120_000);

afterAll(async () => {
  await useDatabase(testDatabaseUrl);
  if (work) await rm(work, { recursive: true, force: true });
});

describe("deploy/postgres/app-role.sql", () => {
  it("makes a login role that is no superuser and can make no role or database", async () => {
    const role = await asApp(async (client) => (await client.query("SELECT rolsuper, rolcreaterole, rolcreatedb, rolbypassrls, rolreplication FROM pg_roles WHERE rolname = current_user")).rows[0]);
    expect(role).toEqual({ rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolbypassrls: false, rolreplication: false });
  });

  it("refuses to run without POSTGRES_APP_PASSWORD, saying what to set", async () => {
    const run = await runRoleScript(ownerUrl, undefined).then(() => null, (error: { stderr: string }) => error.stderr);
    expect(run).toMatch(/POSTGRES_APP_PASSWORD is not set/);
  });

  it("lets the app do its work: start-up's schema check, rows, the ledger, sequences and triggers", async () => {
    await expect(refuseNewerSchema(appUrl)).resolves.toBeUndefined();
    await expect(applyPendingMigrations(appUrl)).resolves.toEqual({ applied: [], durations: [] });
    await useDatabase(appUrl);
    const student = await createUser({ balance: 10_000 });
    await db().$transaction((tx) => creditBalance(tx, { userId: student.id, amount: 5_000, reason: "topup_approved" }));
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 15_000, ledger: 15_000 });
    // accountNumber comes from a sequence; the user lists' counts from triggers.
    const [row] = await db().$queryRaw<{ accountNumber: number; counted: bigint }[]>`
      SELECT u."accountNumber", (SELECT sum(rows) FROM "ListCount" WHERE list = 'User') AS counted FROM "User" u WHERE u.id = ${student.id}`;
    expect(row!.accountNumber).toBeGreaterThan(0);
    expect(Number(row!.counted)).toBeGreaterThan(0);
    await useDatabase(testDatabaseUrl);
  });

  it.each([
    ["drop the schema", "DROP SCHEMA public CASCADE"],
    ["drop a table", 'DROP TABLE "LedgerEntry"'],
    ["alter a table", 'ALTER TABLE "User" ADD COLUMN "isRoot" boolean'],
    ["truncate a table", 'TRUNCATE "LedgerEntry"'],
    ["create a table", "CREATE TABLE backdoor (id int)"],
    ["create a function", "CREATE FUNCTION backdoor() RETURNS int LANGUAGE sql AS 'SELECT 1'"],
    ["create a role", "CREATE ROLE intruder LOGIN SUPERUSER"],
    ["make itself a superuser", `ALTER ROLE ${APP_ROLE} SUPERUSER`],
    ["create a database", "CREATE DATABASE intruder"],
    ["write the migration records", "INSERT INTO _prisma_migrations (id, checksum, migration_name, applied_steps_count) VALUES ('x', 'x', 'x', 1)"],
    ["delete the compatibility promises", "DELETE FROM _qadam_migration_compat"],
  ])("does not let the app %s", async (_what, sql) => {
    expect(await refusal(sql)).toBe("42501");
  });

  it("start-up as the app role refuses a pending migration in one sentence; the owner applies it and the app uses the new table at once", { timeout: 120_000 }, async () => {
    const dir = path.join(work, "migrations");
    await cp(path.join(root, "prisma/migrations"), dir, { recursive: true });
    const probe = path.join(dir, "29991231000000_app_role_probe");
    await mkdir(probe);
    await writeFile(path.join(probe, "migration.sql"), 'CREATE TABLE "AppRoleProbe" ("id" INTEGER PRIMARY KEY, "note" TEXT NOT NULL);\n');
    // A database of its own: the probe migration must not reach the other tests' database.
    const { ownerUrl, appUrl } = await preparedDatabase();

    const refused = await applyPendingMigrations(appUrl, dir).then(() => null, (error: Error) => error.message);
    expect(refused).toMatch(/^1 migration\(s\) pending \(29991231000000_app_role_probe\), and the database role qadam_app may not apply them \(.*permission denied.*\): run `node server\.js migrate` as the schema's owner first/);

    await expect(applyPendingMigrations(ownerUrl, dir)).resolves.toMatchObject({ applied: ["29991231000000_app_role_probe"] });
    // Before app-role.sql runs again: the owner's default privileges.
    expect(await refusal(`INSERT INTO "AppRoleProbe" VALUES (1, 'written by the app')`, appUrl)).toBe("allowed");
    expect(await refusal(`UPDATE "AppRoleProbe" SET note = 'changed'`, appUrl)).toBe("allowed");
    expect(await refusal(`DROP TABLE "AppRoleProbe"`, appUrl)).toBe("42501");
    await expect(applyPendingMigrations(appUrl, dir)).resolves.toEqual({ applied: [], durations: [] });
  });

  it("`node server.js migrate` runs with the owner's database settings alone (no JWT_SECRET or admin)", async () => {
    const { PATH, HOME } = process.env;
    const run = await exec(process.execPath, ["--import", "./scripts/server-only-hook.mjs", "--import", "tsx", "server.ts", "migrate"], {
      cwd: root,
      env: { PATH, HOME, NODE_ENV: "production", DATABASE_URL: ownerUrl, LOG_LEVEL: "info" },
    }).then(
      (done) => ({ code: 0, out: done.stdout + done.stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: error.stdout + error.stderr }),
    );
    expect(run.out).toContain('"event":"migrations_applied"');
    expect(run.code).toBe(0);
  }, 120_000);
});
