import "server-only";
import { isTouchedLessonDone, touchedLessonsSql, type TouchedLesson } from "@/lib/progress/touched-lessons";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { tashkentWallClock, TASHKENT_UTC_OFFSET_MINUTES } from "@/lib/format/tashkent-time";
import type { Locale } from "@/lib/i18n/locales";
import { localizedText } from "@/lib/i18n/localized-text";

export const CHART_WEEKS = 12;

/** One Tashkent week (Monday to Sunday) of the dashboard's trends. */
export type ChartWeek = {
  /** The week's Monday, 'YYYY-MM-DD' in Tashkent. */
  week: string;
  /** Approved top-ups, in so'm, by the week they were approved (the month card's revenue, by week). */
  revenue: number;
  /** Top-up requests made that week, whatever became of them. */
  topups: number;
  newStudents: number;
  enrolments: number;
  practicePasses: number;
};

/** One course's completion funnel: enrolled → at least half its lessons done → all done → certificate. */
export type CourseFunnel = { courseId: string; title: string; enrolled: number; half: number; finished: number; certified: number };

const OFFSET = `${TASHKENT_UTC_OFFSET_MINUTES} minutes`;

/** The Monday (Tashkent) of the week `weeks - 1` weeks before the one holding `now`, as 'YYYY-MM-DD'. */
function firstMonday(now: Date, weeks: number): string {
  const { year, month, day } = tashkentWallClock(now);
  const today = new Date(Date.UTC(year, month - 1, day));
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  return new Date(today.getTime() - (sinceMonday + 7 * (weeks - 1)) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The admin dashboard's charts (issue 42 "Seeing it"): the last `weeks` Tashkent weeks of
 * revenue, top-ups, new students, enrolments and practice passes (each read by its createdAt /
 * decidedAt / passedAt index range), and per course the completion funnel, by the one lesson-done
 * rule (lib/progress/lesson-done.ts, read through lib/progress/touched-lessons.ts as the progress
 * figures are). Weeks with nothing are zeros.
 */
export async function getDashboardCharts({ now = new Date(), locale = "uz", weeks = CHART_WEEKS }: { now?: Date; locale?: Locale; weeks?: number } = {}): Promise<{ weeks: ChartWeek[]; funnels: CourseFunnel[] }> {
  const from = firstMonday(now, weeks);
  const [weekRows, funnelRows, touched] = await Promise.all([
    db().$queryRawUnsafe<{ week: string; revenue: number; topups: number; newStudents: number; enrolments: number; practicePasses: number }[]>(
      `WITH w AS (SELECT generate_series($1::date, $1::date + ($2::int - 1) * 7, interval '7 days')::date AS week),
        since AS (SELECT ($1::date::timestamp - interval '${OFFSET}') AS at)
      SELECT to_char(w.week, 'YYYY-MM-DD') AS week,
        coalesce(r.revenue, 0)::float8 AS revenue, coalesce(t.topups, 0)::int AS topups,
        coalesce(u.n, 0)::int AS "newStudents", coalesce(e.n, 0)::int AS enrolments, coalesce(p.n, 0)::int AS "practicePasses"
      FROM w
      LEFT JOIN (SELECT date_trunc('week', "decidedAt" + interval '${OFFSET}')::date AS week, sum(amount) AS revenue FROM "Payment"
        WHERE kind = 'topup' AND status = 'approved' AND "decidedAt" >= (SELECT at FROM since) GROUP BY 1) r ON r.week = w.week
      LEFT JOIN (SELECT date_trunc('week', "createdAt" + interval '${OFFSET}')::date AS week, count(*) AS topups FROM "Payment"
        WHERE kind = 'topup' AND "createdAt" >= (SELECT at FROM since) GROUP BY 1) t ON t.week = w.week
      LEFT JOIN (SELECT date_trunc('week', "createdAt" + interval '${OFFSET}')::date AS week, count(*) AS n FROM "User"
        WHERE role IN ('student', 'student_offline') AND "createdAt" >= (SELECT at FROM since) GROUP BY 1) u ON u.week = w.week
      LEFT JOIN (SELECT date_trunc('week', "createdAt" + interval '${OFFSET}')::date AS week, count(*) AS n FROM "Enrollment"
        WHERE "createdAt" >= (SELECT at FROM since) GROUP BY 1) e ON e.week = w.week
      LEFT JOIN (SELECT date_trunc('week', "passedAt" + interval '${OFFSET}')::date AS week, count(*) AS n FROM "ExercisePass"
        WHERE "passedAt" >= (SELECT at FROM since) GROUP BY 1) p ON p.week = w.week
      ORDER BY w.week`,
      from,
      weeks,
    ),
    db().$queryRaw<{ courseId: string; title: string; titleRu: string | null; enrolled: number; lessons: number; certified: number }[]>`
      SELECT c.id AS "courseId", c.title, c."titleRu",
        (SELECT count(*) FROM "Enrollment" e WHERE e."courseId" = c.id)::int AS enrolled,
        (SELECT count(*) FROM "Lesson" l JOIN "Module" m ON m.id = l."moduleId" WHERE m."courseId" = c.id)::int AS lessons,
        (SELECT count(*) FROM "CourseCertificate" cc WHERE cc."courseId" = c.id AND cc."revokedAt" IS NULL)::int AS certified
      FROM "Course" c
      WHERE EXISTS (SELECT 1 FROM "Enrollment" e WHERE e."courseId" = c.id)
        AND EXISTS (SELECT 1 FROM "Lesson" l JOIN "Module" m ON m.id = l."moduleId" WHERE m."courseId" = c.id)
      ORDER BY c.position, c.id`,
    // Every enrolled student's touched lessons of the course, for the one done rule (lib/progress/touched-lessons.ts).
    db().$queryRaw<({ userId: string } & TouchedLesson)[]>`
      SELECT e."userId", t.* FROM "Enrollment" e
      CROSS JOIN LATERAL (${touchedLessonsSql(Prisma.sql`e."userId"`)}) t
      WHERE t."courseId" = e."courseId"`,
  ]);
  // Done lessons per course and student; a student with none done is not in the map (and is neither half nor finished).
  const doneByStudent = new Map<string, Map<string, number>>();
  for (const { userId, ...lesson } of touched) {
    if (!isTouchedLessonDone(lesson)) continue;
    const course = doneByStudent.get(lesson.courseId) ?? new Map<string, number>();
    course.set(userId, (course.get(userId) ?? 0) + 1);
    doneByStudent.set(lesson.courseId, course);
  }
  return {
    weeks: weekRows.map((row) => ({ ...row, revenue: Number(row.revenue) })),
    funnels: funnelRows.map(({ title, titleRu, lessons, ...row }) => {
      const done = [...(doneByStudent.get(row.courseId)?.values() ?? [])];
      return {
        courseId: row.courseId,
        title: localizedText(locale, title, titleRu),
        enrolled: row.enrolled,
        half: done.filter((n) => n * 2 >= lessons).length,
        finished: done.filter((n) => n === lessons).length,
        certified: row.certified,
      };
    }),
  };
}
