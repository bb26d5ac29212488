import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { withDatabase } from "@/lib/db/database-url";
import { shippedMigrations } from "@/lib/db/migration-status";
import { PRISMA_DIR } from "@/lib/db/schema-engine";
import { onServer, serverUrl } from "../support/database";

// Issue 45 item 2, with processes: a rolling update across an expand migration, two versions
// running against one database. "This version" is this checkout; "the next version" is this
// checkout with one more migration that keeps this version working (`-- compatible with:`, as
// tests/api/expand-migrations.test.ts defines it), which its start-up applies, slowly. Each
// instance is its own process (tests/support/rolling-server.ts: server.ts's start-up and drain
// around the app's route handlers), its version being its working folder's prisma/migrations.
// A balancer in the test sends the course list round the instances in rotation, and probes
// their readiness, from the first old instance's start to the last one's exit: no request may
// fail, and no old instance may leave rotation before it is stopped.
const root = path.resolve(import.meta.dirname, "../..");
const newest = (await shippedMigrations()).at(-1)!;
const EXPAND = "29991230000000_next_adds_a_column";
// pg_sleep: the migration lasts long enough for requests to arrive while it runs.
const EXPAND_SQL = `-- compatible with: ${newest}\nALTER TABLE "Course" ADD COLUMN "nextNote" TEXT;\nSELECT pg_sleep(2);\n`;

const work = await mkdtemp(path.join(tmpdir(), "qadam-rolling-"));
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  await rm(work, { recursive: true, force: true });
});

/** A version's folder: this checkout's prisma folder, with `extra` migrations. */
async function versionFolder(name: string, extra: Record<string, string>): Promise<string> {
  const dir = path.join(work, name);
  await cp(PRISMA_DIR, path.join(dir, "prisma"), { recursive: true });
  for (const [migration, sql] of Object.entries(extra)) {
    await mkdir(path.join(dir, "prisma/migrations", migration));
    await writeFile(path.join(dir, "prisma/migrations", migration, "migration.sql"), sql);
  }
  return dir;
}

type Instance = { name: string; port: number; child: ChildProcess; log: () => string; exited: Promise<number | null> };

async function start(name: string, folder: string, databaseUrl: string): Promise<Instance> {
  const child = spawn(process.execPath, ["--import", path.join(root, "scripts/server-only-hook.mjs"), "--import", path.join(root, "node_modules/tsx/dist/loader.mjs"), path.join(root, "tests/support/rolling-server.ts")], {
    cwd: folder,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TSX_TSCONFIG_PATH: path.join(root, "tsconfig.json"),
      NODE_ENV: "test",
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(work, `${name}-data`),
      JWT_SECRET: randomBytes(48).toString("base64"),
      BCRYPT_COST: "4",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const look = () => {
      const line = output.split("\n").find((each) => each.includes('"event":"listening"'));
      if (line) return resolve((JSON.parse(line) as { port: number }).port);
      if (child.exitCode !== null) return reject(new Error(`${name} exited ${child.exitCode} before listening:\n${output}`));
      setTimeout(look, 50);
    };
    look();
  });
  return { name, port, child, log: () => output, exited };
}

describe("a rolling update across an expand migration, two versions on one database", () => {
  it("loses no request, and keeps the old instances ready while the next version migrates", { timeout: 300_000 }, async () => {
    const name = `rolling_${randomBytes(4).toString("hex")}`;
    await onServer(`CREATE DATABASE "${name}" TEMPLATE "qadam_template"`);
    const databaseUrl = withDatabase(serverUrl, name);
    const owner = new pg.Client({ connectionString: databaseUrl });
    await owner.connect();
    await owner.query(`INSERT INTO "Course" (id, title, description, instructor, price, status, "updatedAt") VALUES ('rolling-course', 'Rolling', 'A course', 'Teacher', 1000, 'active', now())`);

    const thisVersion = await versionFolder("this", {});
    const nextVersion = await versionFolder("next", { [EXPAND]: EXPAND_SQL });

    const rotation: Instance[] = [];
    const answers: { to: string; status: number | string }[] = [];
    const probes: { of: string; status: number | string; during: boolean }[] = [];
    // Stopped instances rightly answer readiness 503 shutting_down (a request already sent still gets its answer).
    const stopping = new Set<string>();
    // Whether the next version's migration is running at this moment, as the database sees it.
    const watcher = new pg.Client({ connectionString: databaseUrl });
    await watcher.connect();
    const migrationRunning = async () =>
      (await watcher.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%pg_sleep(2)%' AND datname = current_database() AND pid <> pg_backend_pid()`)).rows[0]!.n > 0;
    let running = true;
    let turn = 0;
    const ask = (instance: Instance, pathname: string) =>
      fetch(`http://127.0.0.1:${instance.port}${pathname}`).then(
        async (answer) => (await answer.arrayBuffer(), answer.status),
        (error: Error) => `${error.name}: ${(error.cause as Error | undefined)?.message ?? error.message}`,
      );
    const balancer = (async () => {
      while (running) {
        const instances = [...rotation];
        if (instances.length === 0) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        const target = instances[turn++ % instances.length]!;
        answers.push({ to: target.name, status: await ask(target, "/api/courses") });
        if (turn % 4 === 0) {
          const during = await migrationRunning();
          for (const each of instances) {
            const status = await ask(each, "/api/health/ready");
            if (!stopping.has(each.name)) probes.push({ of: each.name, status, during });
          }
        }
      }
    })();

    const old1 = await start("this-1", thisVersion, databaseUrl);
    rotation.push(old1);
    const old2 = await start("this-2", thisVersion, databaseUrl);
    rotation.push(old2);

    // The next version's first instance starts and migrates while the old ones serve.
    const next1 = await start("next-1", nextVersion, databaseUrl);
    expect(next1.log()).toMatch(new RegExp(`"event":"migrations_applied".*"names":"${EXPAND}"`));
    rotation.push(next1);

    // Out of rotation first (as a balancer does on readiness 503), then SIGTERM: the drain.
    const stop = async (instance: Instance) => {
      rotation.splice(rotation.indexOf(instance), 1);
      stopping.add(instance.name);
      instance.child.kill("SIGTERM");
      return instance.exited;
    };
    expect(await stop(old1)).toBe(0);
    const next2 = await start("next-2", nextVersion, databaseUrl);
    expect(next2.log()).toMatch(/"event":"migrations_applied".*"count":0/);
    rotation.push(next2);
    expect(await stop(old2)).toBe(0);
    const last = answers.length;
    while (answers.length < last + 10) await new Promise((resolve) => setTimeout(resolve, 20));
    running = false;
    await balancer;
    await watcher.end();
    for (const instance of [next1, next2]) expect(await stop(instance)).toBe(0);

    const { rows } = await owner.query<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = 'Course' AND column_name = 'nextNote'`);
    await owner.end();
    expect(rows).toHaveLength(1);

    // Every request of the whole update answered 200, by both versions.
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.to))).toEqual(new Set(["this-1", "this-2", "next-1", "next-2"]));
    // The old instances stayed ready all the while, and were asked while the next version migrated.
    expect(probes.filter((probe) => probe.status !== 200)).toEqual([]);
    expect(probes.filter((probe) => probe.during && probe.of.startsWith("this-")).length).toBeGreaterThan(0);
  });
});
