import "server-only";
import pg from "pg";

// Migrations that change data say so in their name (…_data_change) and in CHANGELOG.md, and
// start-up logs what they changed, row by row (issue 24: "45 kun" became 4 weeks silently).

export type DurationChange = { courseId: string; title: string; from: string; weeks: number };
type CourseDuration = { id: string; title: string; duration: string };

/** The courses' duration texts while the column still exists (before 20261123013000_course_level_weeks); else none. */
export async function readCourseDurations(client: pg.Client): Promise<CourseDuration[]> {
  const { rows } = await client.query<{ present: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'Course' AND column_name = 'duration') AS present`,
  );
  if (!rows[0]?.present) return [];
  return (await client.query<CourseDuration>(`SELECT id, title, duration FROM "Course" ORDER BY id`)).rows;
}

/** Each course whose weeks are not the number its old text said in weeks ("6 hafta", "6"). */
export async function durationChanges(client: pg.Client, before: CourseDuration[]): Promise<DurationChange[]> {
  if (before.length === 0) return [];
  const { rows } = await client.query<{ id: string; durationWeeks: number }>(`SELECT id, "durationWeeks" FROM "Course" WHERE id = ANY($1::text[])`, [
    before.map((course) => course.id),
  ]);
  const weeks = new Map(rows.map((row) => [row.id, row.durationWeeks]));
  return before.flatMap((course) => {
    const now = weeks.get(course.id);
    if (now === undefined) return [];
    const literal = /^\s*(\d+)\s*(hafta)?\s*$/i.exec(course.duration);
    return literal && Number(literal[1]) === now ? [] : [{ courseId: course.id, title: course.title, from: course.duration, weeks: now }];
  });
}
