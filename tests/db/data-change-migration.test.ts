import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { withDatabase } from "@/lib/db/database-url";
import { applyMigrations, applyMigrationsReporting } from "@/lib/db/migrate";
import { MIGRATIONS_DIR } from "@/lib/db/schema-engine";
import { DEMO_COURSES } from "@/prisma/seed-data/courses";
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

  // Issue 44 item 9: a database seeded before the demo had Russian texts gets them on upgrade,
  // on the rows the seed wrote and nobody edited since; the seed's Uzbek payment texts go.
  it("give an already seeded demo its Russian texts, leaving edited rows and students' own words alone", async () => {
    const FILL = "20261128232500_demo_texts_ru_data_change";
    const url = await databaseMigratedWith((name) => name < FILL);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const [html, css] = DEMO_COURSES;
    const htmlModule = html!.modules[0]!;
    // One whose texts have a semicolon, which the migration cannot write as such.
    const htmlLesson = htmlModule.lessons.find((lesson) => lesson.description.includes(";") && lesson.descriptionRu.includes(";"))!;
    const course = `INSERT INTO "Course" (id, title, description, instructor, price, "updatedAt") VALUES ($1, $2, $3, 'i', 1, now())`;
    await client.query(course, ["html", html!.title, html!.description]);
    // Edited by an admin since: its description is no longer the seed's.
    await client.query(course, ["css", css!.title, "O'zgartirilgan tavsif"]);
    await client.query(`INSERT INTO "Module" (id, "courseId", title, description, "updatedAt") VALUES ('m1', 'html', $1, $2, now())`, [htmlModule.title, htmlModule.description]);
    await client.query(`INSERT INTO "Lesson" (id, "moduleId", title, description, "updatedAt") VALUES ('l1', 'm1', $1, $2, now())`, [htmlLesson.title, htmlLesson.description]);
    await client.query(`INSERT INTO "User" (id, "fullName", phone, "passwordHash", "updatedAt") VALUES ('u1', 'Ali', '+998901111111', 'x', now())`);
    const payment = `INSERT INTO "Payment" (id, "userId", kind, amount, description, "courseId") VALUES ($1, 'u1', $2, 1000, $3, $4)`;
    await client.query(payment, ["p1", "topup", "Payme orqali hisobni to'ldirish", null]);
    await client.query(payment, ["p2", "topup", "Qarzim uchun", null]);
    await client.query(payment, ["p3", "enrollment", html!.title, "html"]);

    const { applied } = await applyMigrationsReporting(url);
    expect(applied[0]).toBe(FILL);
    const texts = async (table: string) => (await client.query(`SELECT id, "titleRu", "descriptionRu" FROM "${table}" ORDER BY id`)).rows;
    expect(await texts("Course")).toEqual([
      { id: "css", titleRu: null, descriptionRu: null },
      { id: "html", titleRu: html!.titleRu, descriptionRu: html!.descriptionRu },
    ]);
    expect(await texts("Module")).toEqual([{ id: "m1", titleRu: htmlModule.titleRu, descriptionRu: htmlModule.descriptionRu }]);
    expect(await texts("Lesson")).toEqual([{ id: "l1", titleRu: htmlLesson.titleRu, descriptionRu: htmlLesson.descriptionRu }]);
    const payments = await client.query(`SELECT id, description FROM "Payment" ORDER BY id`);
    expect(payments.rows).toEqual([
      { id: "p1", description: "" },
      { id: "p2", description: "Qarzim uchun" },
      { id: "p3", description: "" },
    ]);
    await client.end();
  });
});
