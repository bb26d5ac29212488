import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPgTool, pgToolDirs, serverMajor } from "@/lib/db/backup";
import { db } from "@/lib/db/client";
import { creditBalance } from "@/lib/payments/ledger";
import { createUser } from "../support/factories";

// compose's backup service runs deploy/backup.sh in the PostgreSQL image; here it runs with the
// machine's pg_dump of the test server's major against this file's database (issue 24, item 4).
const exec = promisify(execFile);
const SCRIPT = path.resolve(import.meta.dirname, "../../deploy/backup.sh");
let dir: string;
let offsite: string;
let scriptEnv: NodeJS.ProcessEnv;

const run = (...args: string[]) => exec("sh", [SCRIPT, ...args], { env: scriptEnv });
const dumps = async (folder: string) => (await readdir(folder)).filter((name) => /^qadam-.*\.dump$/.test(name)).sort();

beforeAll(async () => {
  const url = new URL(process.env.DATABASE_URL!);
  const pgDump = await findPgTool("pg_dump", await serverMajor(url.toString()), await pgToolDirs(process.env.PG_BIN, process.env.PATH));
  dir = await mkdtemp(path.join(os.tmpdir(), "qadam-backups-"));
  offsite = await mkdtemp(path.join(os.tmpdir(), "qadam-offsite-"));
  scriptEnv = {
    ...process.env,
    PATH: `${path.dirname(pgDump.path)}:${process.env.PATH}`,
    PGHOST: url.hostname,
    PGPORT: url.port,
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: url.pathname.slice(1),
    BACKUP_DIR: dir,
    BACKUP_KEEP: "3",
    BACKUP_MAX_AGE_DAYS: "30",
    BACKUP_OFFSITE_COMMAND: `cp "$1" ${offsite}/`,
  };
  const student = await createUser({ role: "student" });
  await db().$transaction((tx) => creditBalance(tx, { userId: student.id, amount: 50_000, reason: "topup_approved" }));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(offsite, { recursive: true, force: true });
});

describe("deploy/backup.sh", () => {
  it("writes a 0600 custom-format dump, copies it off-site, and keeps only the newest BACKUP_KEEP within BACKUP_MAX_AGE_DAYS", async () => {
    // A folder of its own (the other tests write backups too). Older backups: two beyond the
    // age limit, two recent; with the new one, five.
    const folder = await mkdtemp(path.join(os.tmpdir(), "qadam-retention-"));
    const copies = await mkdtemp(path.join(os.tmpdir(), "qadam-offsite-"));
    const day = 24 * 3600;
    const now = Date.now() / 1000;
    for (const [name, ageDays] of [["20200101T000000Z", 60], ["20200102T000000Z", 40], ["20991230T000000Z", 2], ["20991231T000000Z", 1]] as const) {
      const file = path.join(folder, `qadam-${name}.dump`);
      await writeFile(file, "old");
      await utimes(file, now - ageDays * day, now - ageDays * day);
    }
    const { stdout } = await exec("sh", [SCRIPT, "now"], { env: { ...scriptEnv, BACKUP_DIR: folder, BACKUP_OFFSITE_COMMAND: `cp "$1" ${copies}/` } });
    expect(stdout).toContain('"event":"backup_written"');
    const kept = await dumps(folder);
    // The count keeps the three newest names; the age removes the two old ones either way.
    expect(kept).toHaveLength(3);
    expect(kept).not.toContain("qadam-20200101T000000Z.dump");
    expect(kept).not.toContain("qadam-20200102T000000Z.dump");
    const written = kept.find((name) => !name.startsWith("qadam-2099"))!;
    expect((await stat(path.join(folder, written))).mode & 0o777).toBe(0o600);
    expect(await readdir(copies)).toEqual([written]);
    // No partial file is left behind.
    expect((await readdir(folder)).filter((name) => name.endsWith(".partial"))).toEqual([]);
    await rm(folder, { recursive: true, force: true });
    await rm(copies, { recursive: true, force: true });
  });

  it("a failed off-site copy fails the run and is logged, and the local backup is kept", async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), "qadam-offsite-fails-"));
    try {
      // The target folder does not exist: cp exits 1, as an unreachable remote would.
      const env = { ...scriptEnv, BACKUP_DIR: folder, BACKUP_OFFSITE_COMMAND: `cp "$1" ${folder}/missing/` };
      const failed = await exec("sh", [SCRIPT, "now"], { env }).then(
        () => null,
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('"event":"backup_offsite_failed"') });
      expect(failed!.stdout).toContain('"event":"backup_written"');
      expect(failed!.stdout).not.toContain('"event":"backup_copied_offsite"');
      expect(await dumps(folder)).toHaveLength(1);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("the restore drill restores the newest backup into a scratch database, checks it and drops it", async () => {
    await run("now");
    const { stdout } = await run("drill");
    expect(stdout).toMatch(/"event":"drill_passed".*"users":[1-9]/);
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const scratch = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE 'qadam_restore_drill_%'`);
    await client.end();
    expect(scratch.rows).toEqual([]);
  });

  it("the drill fails on a backup whose balances do not match their ledgers", async () => {
    const broken = await createUser({ role: "student" });
    await db().$executeRaw`UPDATE "User" SET balance = 12345 WHERE id = ${broken.id}`;
    try {
      await run("now");
      await expect(run("drill")).rejects.toMatchObject({ stderr: expect.stringContaining("balance is not their ledger's sum") });
    } finally {
      await db().$executeRaw`UPDATE "User" SET balance = 0 WHERE id = ${broken.id}`;
    }
  });

  it("refuses an unknown command", async () => {
    await expect(run(`oops-${randomBytes(2).toString("hex")}`)).rejects.toMatchObject({ code: 2 });
  });
});
