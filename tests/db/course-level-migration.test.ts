import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// 20261123013000_course_level_weeks turns the stored Uzbek words into data: a level enum and a
// number of weeks. Run here on rows written as the old schema stored them.
const MIGRATION = path.join(process.cwd(), "prisma/migrations/20261123013000_course_level_weeks/migration.sql");
// Issue 24: its data fix, named to run before it.
const ROUNDING = path.join(process.cwd(), "prisma/migrations/20261123012900_round_course_durations_data_change/migration.sql");

// The Course table as it was before the migration: level and duration as free text.
const BACK_TO_TEXT = [
  `ALTER TABLE "Course" ALTER COLUMN "level" DROP DEFAULT`,
  `ALTER TABLE "Course" ALTER COLUMN "level" TYPE text USING "level"::text`,
  `ALTER TABLE "Course" ALTER COLUMN "level" SET DEFAULT 'Boshlang''ich'`,
  `DROP TYPE "CourseLevel"`,
  `ALTER TABLE "Course" ADD COLUMN "duration" text NOT NULL DEFAULT '4 hafta'`,
  `ALTER TABLE "Course" DROP COLUMN "durationWeeks"`,
];

const OLD_ROWS: [title: string, duration: string, level: string, weeks: number, stored: string][] = [
  ["HTML", "6 hafta", "O'rta", 6, "intermediate"],
  ["CSS", "12", "Yuqori", 12, "advanced"],
  ["JS", "3 oy", "Boshlang'ich", 12, "beginner"],
  ["Node", "200 hafta", "Maxsus", 104, "beginner"],
  ["Express", "bir necha hafta", "O'rta", 4, "intermediate"],
  // Rounded to the nearest week by the data fix (these were 4 weeks, silently).
  ["Go", "45 kun", "O'rta", 6, "intermediate"],
  ["Rust", "1,5 oy", "O'rta", 7, "intermediate"],
  ["SQL", "2.5 hafta", "O'rta", 3, "intermediate"],
  ["Git", "3 kun", "O'rta", 1, "intermediate"],
  ["Linux", "1 yil", "O'rta", 52, "intermediate"],
];

let client: pg.Client;

beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
});

afterAll(async () => {
  await client.end();
});

describe("the course level and weeks migration", () => {
  it("keeps every course's meaning: Uzbek levels become the enum, 'N hafta' becomes N weeks", async () => {
    for (const statement of BACK_TO_TEXT) await client.query(statement);
    for (const [title, duration, level] of OLD_ROWS) {
      await client.query(
        `INSERT INTO "Course" (id, title, description, instructor, price, duration, level, "updatedAt") VALUES ($1, $1, 'd', 'i', 1, $2, $3, now())`,
        [title, duration, level],
      );
    }
    // The data fix first, as the runner orders them by name; whole, as it holds a DO block.
    await client.query(readFileSync(ROUNDING, "utf8"));
    // The runner splits the file at semicolons, as lib/db/migrate.ts's engine does.
    for (const statement of readFileSync(MIGRATION, "utf8").split(";").map((part) => part.trim()).filter((part) => part.replace(/--.*$/gm, "").trim())) {
      await client.query(statement);
    }
    const { rows } = await client.query<{ id: string; durationWeeks: number; level: string }>(`SELECT id, "durationWeeks", level::text AS level FROM "Course" ORDER BY id`);
    const expected = OLD_ROWS.map(([title, , , weeks, stored]) => ({ id: title, durationWeeks: weeks, level: stored })).sort((a, b) => a.id.localeCompare(b.id));
    expect(rows).toEqual(expected);
  });

  it("the rounding data fix does nothing on a database already past the weeks migration", async () => {
    const before = await client.query(`SELECT id, "durationWeeks" FROM "Course" ORDER BY id`);
    await client.query(readFileSync(ROUNDING, "utf8"));
    expect((await client.query(`SELECT id, "durationWeeks" FROM "Course" ORDER BY id`)).rows).toEqual(before.rows);
  });
});
