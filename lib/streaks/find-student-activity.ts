import "server-only";
import { db } from "@/lib/db/client";
import { findStudentPoints, type StudentPoints } from "./points-sql";
import { addDays, streakOf, tashkentDay, type Streak } from "./streak";

/** Weeks the profile's calendar shows, Monday to Sunday, the last one this week. */
export const CALENDAR_WEEKS = 5;

export type CalendarDay = { day: string; active: boolean; future: boolean };

export type StudentActivity = {
  streak: Streak;
  points: StudentPoints;
  /** CALENDAR_WEEKS × 7 days, Monday first, ending with this week's Sunday. */
  calendar: CalendarDay[];
  today: string;
};

/** The Monday-first weeks ending with the one holding `today`. */
export function calendarDays(activeDays: ReadonlySet<string>, today: string, weeks = CALENDAR_WEEKS): CalendarDay[] {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const first = addDays(today, -weekday - 7 * (weeks - 1));
  return Array.from({ length: weeks * 7 }, (_, i) => {
    const date = addDays(first, i);
    return { day: date, active: activeDays.has(date), future: date > today };
  });
}

/**
 * The days a student was active (issue 42), on Tashkent's calendar: a lesson opened, some of a
 * video watched (WatchDay, written by lib/learning/record-watch.ts), a submission sent, or, for
 * an offline student, a daily score in the register. UTC+5 all year,
 * so the day is the stored UTC instant plus five hours (lib/format/tashkent-time.ts).
 */
export async function findActiveDays(userId: string): Promise<string[]> {
  const rows = await db().$queryRaw<{ day: string }[]>`
    SELECT DISTINCT day FROM (
      SELECT to_char(lp."openedAt" + interval '5 hours', 'YYYY-MM-DD') AS day FROM "LessonProgress" lp WHERE lp."userId" = ${userId}
      UNION SELECT to_char(w.day, 'YYYY-MM-DD') FROM "WatchDay" w WHERE w."userId" = ${userId}
      UNION SELECT to_char(s."createdAt" + interval '5 hours', 'YYYY-MM-DD') FROM "Submission" s WHERE s."userId" = ${userId}
      UNION SELECT to_char(d.date, 'YYYY-MM-DD') FROM "DailyScore" d WHERE d."userId" = ${userId}
    ) days ORDER BY day`;
  return rows.map((row) => row.day);
}

/** A student's streak, points and calendar of active days, as of `now`. */
export async function findStudentActivity(input: { userId: string; now?: Date }): Promise<StudentActivity> {
  const today = tashkentDay(input.now ?? new Date());
  const [days, points] = await Promise.all([findActiveDays(input.userId), findStudentPoints([input.userId])]);
  const active = new Set(days);
  return {
    streak: streakOf(active, today),
    points: points.get(input.userId) ?? { passedExercises: 0, passedQuizzes: 0, finishedLessons: 0, dailyScoreTotal: 0, points: 0 },
    calendar: calendarDays(active, today),
    today,
  };
}
