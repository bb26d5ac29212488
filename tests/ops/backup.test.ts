import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chown, cp, mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupDatabase, countTables, findPgTool, pgToolDirs, restoreDatabase, serverMajor } from "@/lib/db/backup";
import { db, disconnectDb } from "@/lib/db/client";
import { startEmbeddedPostgres } from "@/lib/db/embedded-postgres";
import { withDatabase } from "@/lib/db/database-url";
import { applyMigrations } from "@/lib/db/migrate";
import { compareMigrations, readCompatibility, refuseNewerSchema, shippedMigrations } from "@/lib/db/migration-status";
import { resetEnvCache } from "@/lib/env";
import { creditBalance, debitBalance } from "@/lib/payments/ledger";
import { serverUrl as testServerUrl } from "../support/database";
import { createUser, ledgerAndBalance } from "../support/factories";
import { migrationsOf, packageVersion, readReleases } from "../support/releases";

const exec = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const testDatabaseUrl = process.env.DATABASE_URL!;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * pg_dump reads only servers of its own major or older. When the machine has none new
 * enough for the test server (a DATABASE_URL server newer than the machine's tools), the backup
 * round trip runs on a throwaway cluster of Debian's own PostgreSQL server instead.
 */
async function serverForBackups(): Promise<{ url: string; stop(): Promise<void> }> {
  const dirs = await pgToolDirs(undefined, process.env.PATH);
  const newEnough = await findPgTool("pg_dump", await serverMajor(testServerUrl), dirs).then(() => true, () => false);
  if (newEnough) return { url: testServerUrl, stop: async () => {} };

  const bin = dirs.find((dir) => ["initdb", "pg_ctl", "postgres"].every((name) => existsSync(path.join(dir, name))));
  if (!bin) throw new Error("no pg_dump for the test server and no PostgreSQL server to stand in (apt-get install postgresql)");
  const dir = await mkdtemp(path.join(os.tmpdir(), "qadam-backup-pg-"));
  const asPostgres = process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--"] : [];
  if (asPostgres.length) {
    const { stdout } = await exec("id", ["-u", "postgres"]);
    const { stdout: group } = await exec("id", ["-g", "postgres"]);
    await chown(dir, Number(stdout), Number(group));
  }
  const sh = (file: string, args: string[]) => (asPostgres.length ? exec(asPostgres[0]!, [...asPostgres.slice(1), file, ...args]) : exec(file, args));
  const data = path.join(dir, "data");
  const port = await freePort();
  await sh(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  await sh(path.join(bin, "pg_ctl"), ["-D", data, "-l", path.join(dir, "log"), "-w", "-o", `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`, "start"]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await sh(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "stop"]).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  return withDatabase(serverUrl, name);
}

async function useDatabase(url: string): Promise<void> {
  await disconnectDb();
  process.env.DATABASE_URL = url;
  resetEnvCache();
}

function commandEnv(target: { databaseUrl: string } | { dataDir: string }): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  // The commands say what they did in log lines, which the tests' own setting silences.
  const env: NodeJS.ProcessEnv = { ...inherited, LOG_LEVEL: "info" };
  return "databaseUrl" in target ? { ...env, DATABASE_URL: target.databaseUrl } : { ...env, DATA_DIR: target.dataDir };
}

/** `npm run db:backup` / `db:restore` as an operator runs them: against DATABASE_URL, or in demo mode (DATA_DIR). */
async function npmScript(script: "db-backup" | "db-restore", target: { databaseUrl: string } | { dataDir: string }, args: string[]) {
  return exec(process.execPath, ["--import", "./scripts/server-only-hook.mjs", "--import", "tsx", `scripts/${script}.ts`, ...args], { cwd: root, env: commandEnv(target) });
}

/** `node server.js …` of the compiled server: server.ts from source, as scripts/build-server.mjs compiles it. */
async function serverCommand(target: { databaseUrl: string }, args: string[]) {
  return exec(process.execPath, ["--import", "./scripts/server-only-hook.mjs", "--import", "tsx", "server.ts", ...args], { cwd: root, env: commandEnv(target) });
}

const events = (stdout: string) => stdout.split("\n").filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as Record<string, unknown>);
const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

let server: Awaited<ReturnType<typeof serverForBackups>>;
let work: string;

beforeAll(async () => {
  server = await serverForBackups();
  work = await mkdtemp(path.join(os.tmpdir(), "qadam-backup-"));
}, 120_000);

afterAll(async () => {
  await useDatabase(testDatabaseUrl);
  await server?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("npm run db:backup / db:restore", () => {
  it("a backup restored into a fresh database has every balance equal to its ledger", async () => {
    const suffix = randomBytes(4).toString("hex");
    const sourceUrl = await createDatabase(server.url, `backup_source_${suffix}`);
    await applyMigrations(sourceUrl);
    await useDatabase(sourceUrl);
    const rich = await createUser({ balance: 250_000 });
    const spender = await createUser({ balance: 90_000 });
    await db().$transaction(async (tx) => {
      await creditBalance(tx, { userId: rich.id, amount: 40_000, reason: "topup_approved" });
      await debitBalance(tx, { userId: spender.id, amount: 35_000, reason: "enrollment" });
    });
    const before = { rich: await ledgerAndBalance(rich.id), spender: await ledgerAndBalance(spender.id) };
    expect(before).toEqual({ rich: { balance: 290_000, ledger: 290_000 }, spender: { balance: 55_000, ledger: 55_000 } });

    const file = path.join(work, "qadam.dump");
    const backup = await npmScript("db-backup", { databaseUrl: sourceUrl }, [file]);
    expect(events(backup.stdout)).toContainEqual(expect.objectContaining({ event: "backup_written", file }));
    // Phones and password hashes: the owner's alone.
    expect(await modeOf(file)).toBe(0o600);

    const targetUrl = await createDatabase(server.url, `backup_target_${suffix}`);
    const restore = await npmScript("db-restore", { databaseUrl: targetUrl }, [file]);
    expect(events(restore.stdout)).toContainEqual(expect.objectContaining({ event: "restored", file }));

    await useDatabase(targetUrl);
    expect({ rich: await ledgerAndBalance(rich.id), spender: await ledgerAndBalance(spender.id) }).toEqual(before);
    const mismatched = await db().$queryRaw<{ id: string }[]>`
      SELECT u.id FROM "User" u LEFT JOIN "LedgerEntry" l ON l."userId" = u.id
      GROUP BY u.id, u.balance HAVING u.balance <> COALESCE(SUM(l.amount), 0)`;
    expect(mismatched).toEqual([]);
    // The migrations history came along: the restored database is up to date.
    expect(await applyMigrations(targetUrl)).toEqual([]);

    // A second restore into the now full database is refused unless --clean replaces it.
    const refused = await npmScript("db-restore", { databaseUrl: targetUrl }, [file]).then(() => null, (error: { code: number; stderr: string }) => error);
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain("already has");
    expect(refused?.stderr).toContain('"event":"restore_failed"');
    await npmScript("db-restore", { databaseUrl: targetUrl }, [file, "--clean"]);
    await useDatabase(targetUrl);
    expect(await ledgerAndBalance(rich.id)).toEqual(before.rich);
  }, 120_000);

  it("in demo mode backs up the running embedded database and leaves it running", async () => {
    // The demo app's database, as `npm start` leaves it running: DATA_DIR/postgres, database qadam.
    const dataDir = path.join(work, "demo");
    const demo = await startEmbeddedPostgres(path.join(dataDir, "postgres"), { unsafeNoFsync: true, ownProcessGroup: false });
    try {
      const demoUrl = await createDatabase(demo.serverUrl, "qadam");
      await applyMigrations(demoUrl);
      await useDatabase(demoUrl);
      const student = await createUser({ balance: 120_000 });
      const postmaster = demo.pid();

      const file = path.join(work, "demo.dump");
      const backup = await npmScript("db-backup", { dataDir }, [file]);
      expect(events(backup.stdout)).toContainEqual(expect.objectContaining({ event: "backup_written", file }));
      // The script used the running server and did not stop it.
      expect(demo.pid()).toBe(postmaster);
      await expect(db().user.count()).resolves.toBeGreaterThan(0);

      const targetUrl = await createDatabase(server.url, `demo_target_${randomBytes(4).toString("hex")}`);
      await npmScript("db-restore", { databaseUrl: targetUrl }, [file]);
      await useDatabase(targetUrl);
      expect(await ledgerAndBalance(student.id)).toEqual({ balance: 120_000, ledger: 120_000 });
    } finally {
      await useDatabase(testDatabaseUrl);
      await demo.stop();
    }
  }, 180_000);
});

describe("node server.js backup / restore", () => {
  it("writes a 0600 dump and restores it into a new database, saying first which version runs", async () => {
    const suffix = randomBytes(4).toString("hex");
    const sourceUrl = await createDatabase(server.url, `server_backup_${suffix}`);
    await applyMigrations(sourceUrl);
    await useDatabase(sourceUrl);
    const student = await createUser({ balance: 70_000 });

    const file = path.join(work, `server-${suffix}.dump`);
    const backup = await serverCommand({ databaseUrl: sourceUrl }, ["backup", file]);
    const lines = events(backup.stdout);
    expect(lines[0]).toMatchObject({ event: "starting", version: packageVersion() });
    expect(lines).toContainEqual(expect.objectContaining({ event: "backup_written", file }));
    expect(await modeOf(file)).toBe(0o600);

    const targetUrl = await createDatabase(server.url, `server_restore_${suffix}`);
    const restore = await serverCommand({ databaseUrl: targetUrl }, ["restore", file]);
    expect(events(restore.stdout)).toContainEqual(expect.objectContaining({ event: "restored", file, replaced: false }));
    await useDatabase(targetUrl);
    expect(await ledgerAndBalance(student.id)).toEqual({ balance: 70_000, ledger: 70_000 });
  }, 120_000);

  it("restore without a file says how it is used and exits 2", async () => {
    const refused = await serverCommand({ databaseUrl: testDatabaseUrl }, ["restore"]).then(() => null, (error: { code: number; stderr: string }) => error);
    expect(refused?.code).toBe(2);
    expect(refused?.stderr).toContain("restore FILE [--clean]");
  }, 60_000);
});

/** What a version leaves in the public schema: tables, indexes, functions and enums. */
async function schemaObjects(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`
      SELECT 'table ' || tablename AS name FROM pg_tables WHERE schemaname = 'public'
      UNION ALL SELECT 'index ' || indexname FROM pg_indexes WHERE schemaname = 'public'
      UNION ALL SELECT 'function ' || p.proname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'
      UNION ALL SELECT 'type ' || t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public' AND t.typtype = 'e'
      ORDER BY 1`);
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/** An older version's prisma/migrations: the folders CHANGELOG.md says it shipped. */
async function migrationsFolderOf(version: string): Promise<{ dir: string; names: string[] }> {
  const names = migrationsOf(readReleases(), version);
  const dir = path.join(work, `migrations-${version}-${randomBytes(4).toString("hex")}`);
  await mkdir(dir);
  await cp(path.join(root, "prisma/migrations/migration_lock.toml"), path.join(dir, "migration_lock.toml"));
  for (const name of names) await cp(path.join(root, "prisma/migrations", name), path.join(dir, name), { recursive: true });
  return { dir, names };
}

// docs/operations.md, "Upgrades and rollback", end to end (issue 45 item 1): the backup of the
// release before this one, the upgrade, the rollback by restoring over the same database, and
// the upgrade again.
/** compose's `backup restore FILE`: deploy/backup.sh with the pg tools that fit the server. */
async function composeRestore(url: string, file: string): Promise<void> {
  const target = new URL(url);
  const pgRestore = await findPgTool("pg_restore", await serverMajor(url), await pgToolDirs(undefined, process.env.PATH));
  await exec("sh", [path.join(root, "deploy/backup.sh"), "restore", file], {
    env: {
      ...process.env,
      PATH: `${path.dirname(pgRestore.path)}:${process.env.PATH}`,
      PGHOST: target.hostname,
      PGPORT: target.port,
      PGUSER: decodeURIComponent(target.username),
      PGPASSWORD: decodeURIComponent(target.password),
      PGDATABASE: target.pathname.slice(1),
    },
  });
}

const restorers: [string, (url: string, file: string) => Promise<unknown>][] = [
  ["node server.js restore --clean", async (url, file) => restoreDatabase({ databaseUrl: url, file, clean: true, toolDirs: await pgToolDirs(undefined, process.env.PATH) })],
  ["compose's backup restore", composeRestore],
];

describe("upgrade, roll back by restoring, upgrade again", () => {
  it.each(restorers)("with %s leaves nothing of the newer version behind, and the next upgrade applies", async (_how, restore) => {
    const releases = readReleases();
    const previous = releases[1]!.version;
    const current = releases[0]!;
    const older = await migrationsFolderOf(previous);
    const url = await createDatabase(server.url, `rollback_${randomBytes(4).toString("hex")}`);
    const toolDirs = await pgToolDirs(undefined, process.env.PATH);

    expect(await applyMigrations(url, older.dir)).toEqual(older.names);
    const before = await schemaObjects(url);
    const file = path.join(work, "before-upgrade.dump");
    await backupDatabase({ databaseUrl: url, file, toolDirs });

    // The upgrade applies this release's migrations; the older version then refuses the
    // database, naming them (CHANGELOG.md: it "refuses to start against a database … migrated").
    // The refusal is lib/db/migration-status.ts as every release since 0.2.0 has it, here given
    // the older release's migrations folder.
    expect((await applyMigrations(url)).sort()).toEqual([...current.migrations].sort());
    const refusal = await refuseNewerSchema(url, older.dir).then(() => null, (error: Error) => error.message);
    // A migration that promises to keep the older release working (`-- compatible with:` one of
    // its migrations) is not held against it; every other one is named.
    const promises = new Map((await readCompatibility()).map(({ name, compatibleWith }) => [name, compatibleWith]));
    for (const name of current.migrations) {
      const kept = older.names.includes(promises.get(name) ?? "");
      if (kept) expect(refusal, name).not.toContain(name);
      else expect(refusal, name).toContain(name);
    }

    await restore(url, file);
    expect(await schemaObjects(url)).toEqual(before);
    await expect(refuseNewerSchema(url, older.dir)).resolves.toBeUndefined();

    // The second upgrade finds none of the first one's functions, tables or indexes in its way.
    expect((await applyMigrations(url)).sort()).toEqual([...current.migrations].sort());
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ migration_name: string }>("SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL");
    await client.end();
    expect(compareMigrations(await shippedMigrations(), rows.map((row) => row.migration_name))).toEqual({ pending: [], unknown: [] });
  }, 180_000);

  it.each(restorers)("with %s, a restore that fails leaves the database as it was", async (_how, restore) => {
    const url = await createDatabase(server.url, `rollback_broken_${randomBytes(4).toString("hex")}`);
    await applyMigrations(url);
    const before = await schemaObjects(url);
    const broken = path.join(work, "broken.dump");
    await writeFile(broken, "PGDMP not really a dump");
    await expect(restore(url, broken)).rejects.toThrow(/pg_restore/);
    expect(await schemaObjects(url)).toEqual(before);
    expect(await countTables(url)).toBeGreaterThan(10);
  }, 120_000);
});
