import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { GET as courses } from "@/app/api/courses/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { db, disconnectDb } from "@/lib/db/client";
import { withDatabase } from "@/lib/db/database-url";
import { applyMigrations } from "@/lib/db/migrate";
import { refuseNewerSchema, shippedMigrations } from "@/lib/db/migration-status";
import { MIGRATIONS_DIR } from "@/lib/db/schema-engine";
import { resetEnvCache } from "@/lib/env";
import { call } from "../support/call";
import { createCourse } from "../support/course-factory";
import { onServer, serverUrl } from "../support/database";

// Issue 45 item 2: a newer version's migration that keeps this version working (it says so on
// its first line) leaves this version's instances ready and startable; any other one does not.
// "The newer version" is this version's migrations folder plus the migrations below, applied
// by this version's runner, as the next release's runner will apply them.
const fileDatabaseUrl = process.env.DATABASE_URL!;
const newest = (await shippedMigrations()).at(-1)!;
const EXPAND = "29991230000000_newer_adds_a_column";
const EXPAND_SQL = `-- compatible with: ${newest}\nALTER TABLE "Course" ADD COLUMN "newerNote" TEXT;\n`;
const CONTRACT = "29991231000000_newer_drops_a_column";
const CONTRACT_SQL = `ALTER TABLE "Course" DROP COLUMN "newerNote";\n`;

const cleanups: (() => Promise<void>)[] = [];

async function useDatabase(url: string): Promise<void> {
  await disconnectDb();
  process.env.DATABASE_URL = url;
  resetEnvCache();
}

/** A database as this version's migrations left it, which the app (`db()`) then uses. */
async function databaseOfThisVersion(): Promise<string> {
  const name = `expand_${randomBytes(4).toString("hex")}`;
  await onServer(`CREATE DATABASE "${name}" TEMPLATE "qadam_template"`);
  cleanups.push(() => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  const url = withDatabase(serverUrl, name);
  await useDatabase(url);
  return url;
}

/** The newer version's migrations folder: this version's and `extra`. */
async function newerFolder(extra: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "qadam-newer-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  for (const [name, sql] of Object.entries(extra)) {
    await mkdir(path.join(dir, name));
    await writeFile(path.join(dir, name, "migration.sql"), sql);
  }
  return dir;
}

const refusalOf = (url: string) => refuseNewerSchema(url).then(() => null, (error: Error) => error.message);

afterEach(async () => {
  await useDatabase(fileDatabaseUrl);
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

afterAll(() => useDatabase(fileDatabaseUrl));

describe("a newer version's migrations and this version's instances", () => {
  it("stay ready, start and migrate nothing when every newer migration keeps them working", async () => {
    const url = await databaseOfThisVersion();
    expect(await applyMigrations(url, await newerFolder({ [EXPAND]: EXPAND_SQL }))).toEqual([EXPAND]);

    expect(await call(ready)).toMatchObject({ status: 200, body: { status: "ready" } });
    await expect(refuseNewerSchema(url)).resolves.toBeUndefined();
    // Start-up's next step, with this version's folder, leaves the newer schema as it is.
    expect(await applyMigrations(url)).toEqual([]);
    expect(await call(ready)).toMatchObject({ status: 200, body: { status: "ready" } });
    await expect(db().course.count()).resolves.toBeGreaterThanOrEqual(0);
  }, 60_000);

  it("stay ready and answer while the newer version migrates, and write and read after it", async () => {
    const url = await databaseOfThisVersion();
    const migrating = applyMigrations(url, await newerFolder({ [EXPAND]: EXPAND_SQL }));
    let migrated = false;
    void migrating.then(() => (migrated = true), () => (migrated = true));
    const statuses = new Set<number>();
    do statuses.add((await call(ready)).status);
    while (!migrated);
    expect(await migrating).toEqual([EXPAND]);
    statuses.add((await call(ready)).status);
    expect([...statuses]).toEqual([200]);

    // This version's client on the expanded table: it writes rows without the new column and reads them.
    const course = await createCourse({ title: "Kengaytirilgan jadval" });
    const answer = await call(courses, { path: "/api/courses" });
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).toContain(course.id);
  }, 60_000);

  it("are 503 schema_newer, and start-up refuses naming only the migrations without the promise", async () => {
    const url = await databaseOfThisVersion();
    await applyMigrations(url, await newerFolder({ [EXPAND]: EXPAND_SQL, [CONTRACT]: CONTRACT_SQL }));

    expect(await call(ready)).toMatchObject({ status: 503, body: { status: "schema_newer" } });
    const refusal = await refusalOf(url);
    expect(refusal).toContain(`migrations this version does not have: ${CONTRACT})`);
    expect(refusal).not.toContain(EXPAND);
  }, 60_000);

  it("are 503 when a newer migration keeps only the release in between working", async () => {
    const url = await databaseOfThisVersion();
    const later = "29991231000000_later_adds_a_table";
    await applyMigrations(url, await newerFolder({ [EXPAND]: EXPAND_SQL, [later]: `-- compatible with: ${EXPAND}\nCREATE TABLE "LaterThing" (id TEXT PRIMARY KEY);\n` }));

    expect(await call(ready)).toMatchObject({ status: 503, body: { status: "schema_newer" } });
    const refusal = await refusalOf(url);
    expect(refusal).toContain(later);
    expect(refusal).not.toContain(EXPAND);
  }, 60_000);

  it("the runner refuses a promise naming no earlier migration, and applies nothing", async () => {
    const url = await databaseOfThisVersion();
    const folder = await newerFolder({ [EXPAND]: `-- compatible with: 29991231999999_not_there\nALTER TABLE "Course" ADD COLUMN "newerNote" TEXT;\n` });
    await expect(applyMigrations(url, folder)).rejects.toThrow(`migration ${EXPAND} says it is compatible with 29991231999999_not_there, which is not an earlier migration`);
    await expect(refuseNewerSchema(url)).resolves.toBeUndefined();
    expect(await call(ready)).toMatchObject({ status: 200, body: { status: "ready" } });
  }, 60_000);
});
