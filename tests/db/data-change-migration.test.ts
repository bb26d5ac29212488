import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { withDatabase } from "@/lib/db/database-url";
import { applyMigrations, applyMigrationsReporting } from "@/lib/db/migrate";
import { MIGRATIONS_DIR } from "@/lib/db/schema-engine";
import { serverUrl } from "../support/database";

// Issue 24: the rounding fix of course durations is a migration of its own, named to run before
// 20261123013000_course_level_weeks, and start-up reports each course it changed.
const FIX = "20261123012900_round_course_durations_data_change";

/** A fresh database migrated with the folder's migrations that `keep` accepts. */
async function databaseMigratedWith(keep: (name: string) => boolean): Promise<string> {
  const name = `data_change_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const dir = await mkdtemp(path.join(tmpdir(), "qadam-migrations-"));
  for (const entry of await readdir(MIGRATIONS_DIR)) if (!/^\d{14}_/.test(entry) || keep(entry)) await cp(path.join(MIGRATIONS_DIR, entry), path.join(dir, entry), { recursive: true });
  const url = withDatabase(serverUrl, name);
  await applyMigrations(url, dir);
  await rm(dir, { recursive: true, force: true });
  return url;
}

describe("data-changing migrations", () => {
  it("round '45 kun' and '1,5 oy' to the nearest week on upgrade, and report each changed course", async () => {
    const url = await databaseMigratedWith((name) => name < FIX);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    for (const [id, duration] of [["go", "45 kun"], ["rust", "1,5 oy"], ["html", "6 hafta"], ["css", "3 oy"]]) {
      await client.query(`INSERT INTO "Course" (id, title, description, instructor, price, duration, "updatedAt") VALUES ($1, $1, 'd', 'i', 1, $2, now())`, [id, duration]);
    }
    const { applied, durations } = await applyMigrationsReporting(url);
    expect(applied.slice(0, 2)).toEqual([FIX, "20261123013000_course_level_weeks"]);
    expect(durations).toEqual([
      { courseId: "css", title: "css", from: "3 oy", weeks: 12 },
      { courseId: "go", title: "go", from: "45 kun", weeks: 6 },
      { courseId: "rust", title: "rust", from: "1,5 oy", weeks: 7 },
    ]);
    const weeks = await client.query(`SELECT id, "durationWeeks" FROM "Course" ORDER BY id`);
    expect(weeks.rows).toEqual([
      { id: "css", durationWeeks: 12 },
      { id: "go", durationWeeks: 6 },
      { id: "html", durationWeeks: 6 },
      { id: "rust", durationWeeks: 7 },
    ]);
    await client.end();
  });

  it("are applied, as nothing, to a database already past the migration they fix", async () => {
    const url = await databaseMigratedWith((name) => name !== FIX);
    expect(await applyMigrationsReporting(url)).toEqual({ applied: [FIX], durations: [] });
  });
});
