import "server-only";
import { db } from "@/lib/db/client";
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
 * decidedAt / passedAt index range), and per course the completion funnel, by the lesson-done
 * rule the progress figures use (lib/courses/course-facts.ts). Weeks with nothing are zeros.
 */
export async function getDashboardCharts({ now = new Date(), locale = "uz", weeks = CHART_WEEKS }: { now?: Date; locale?: Locale; weeks?: number } = {}): Promise<{ weeks: ChartWeek[]; funnels: CourseFunnel[] }> {
  const from = firstMonday(now, weeks);
  const [weekRows, funnelRows] = await Promise.all([
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
    db().$queryRaw<{ courseId: string; title: string; titleRu: string | null; enrolled: number; half: number; finished: number; certified: number }[]>`
      WITH lessons AS (
        SELECT m."courseId", l.id, (SELECT count(*) FROM "Exercise" x WHERE x."lessonId" = l.id AND x.published) AS total
        FROM "Lesson" l JOIN "Module" m ON m.id = l."moduleId"),
      sizes AS (SELECT "courseId", count(*) AS lessons FROM lessons GROUP BY 1),
      done AS (
        SELECT e."courseId", e."userId", count(*) FILTER (WHERE
          (l.total = 0 AND EXISTS (SELECT 1 FROM "LessonProgress" lp WHERE lp."userId" = e."userId" AND lp."lessonId" = l.id))
          OR (l.total > 0 AND l.total = (SELECT count(*) FROM "ExercisePass" ep JOIN "Exercise" x ON x.id = ep."exerciseId"
            WHERE ep."userId" = e."userId" AND x."lessonId" = l.id AND x.published))) AS n
        FROM "Enrollment" e JOIN lessons l ON l."courseId" = e."courseId"
        GROUP BY 1, 2)
      SELECT c.id AS "courseId", c.title, c."titleRu",
        (SELECT count(*) FROM "Enrollment" e WHERE e."courseId" = c.id)::int AS enrolled,
        (SELECT count(*) FROM done d WHERE d."courseId" = c.id AND d.n * 2 >= s.lessons)::int AS half,
        (SELECT count(*) FROM done d WHERE d."courseId" = c.id AND d.n = s.lessons)::int AS finished,
        (SELECT count(*) FROM "CourseCertificate" cc WHERE cc."courseId" = c.id AND cc."revokedAt" IS NULL)::int AS certified
      FROM "Course" c JOIN sizes s ON s."courseId" = c.id
      WHERE EXISTS (SELECT 1 FROM "Enrollment" e WHERE e."courseId" = c.id)
      ORDER BY c.position, c.id`,
  ]);
  return {
    weeks: weekRows.map((row) => ({ ...row, revenue: Number(row.revenue) })),
    funnels: funnelRows.map(({ title, titleRu, ...row }) => ({ ...row, title: localizedText(locale, title, titleRu) })),
  };
}
