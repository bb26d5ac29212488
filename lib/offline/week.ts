import { addDays, isSameMonth, startOfWeek } from "date-fns";

import { parseFlexibleDate } from "@/lib/format/parse-date";
import { calendarDayKey, tashkentCalendarDay } from "@/lib/format/tashkent-time";

// Spec §4 / admin §4 offline week logic. The week runs Monday to Sunday, in these labels.
export const DAY_LABELS = ["Du", "Se", "Ch", "Pa", "Ju", "Sh", "Ya"] as const;

export type DayLabel = (typeof DAY_LABELS)[number];

export function isDayLabel(value: unknown): value is DayLabel {
  return typeof value === "string" && (DAY_LABELS as readonly string[]).includes(value);
}

/**
 * One daily score. `date` is stored as an ISO calendar date ('2025-10-10', a Tashkent day) and
 * shown with formatDayMonthUz; older 'D-monthname' text cannot be placed on a calendar and so
 * only counts towards the total.
 */
export type TodayScore = { date: string; score: number; note?: string };

export type WeekDayScore = { day: DayLabel; date: string; score: number };

/** The Monday–Sunday week containing `now`, as labels with Tashkent calendar dates ('yyyy-MM-dd'). */
export function weekDays(now: Date): { day: DayLabel; date: string }[] {
  const monday = startOfWeek(tashkentCalendarDay(now), { weekStartsOn: 1 });
  return DAY_LABELS.map((day, offset) => ({ day, date: calendarDayKey(addDays(monday, offset)) }));
}

export function weekDates(now: Date): string[] {
  return weekDays(now).map(({ date }) => date);
}

/**
 * The seven days of this week with the day's score (the sum when a day has several entries).
 * A day the student does not attend counts 0 even if a score was entered for it.
 */
export function weekScores(
  todayScores: readonly TodayScore[],
  attendanceDays: readonly string[],
  now: Date,
): WeekDayScore[] {
  const byDate = scoresByDate(todayScores);
  return weekDays(now).map(({ day, date }) => ({
    day,
    date,
    score: attendanceDays.includes(day) ? (byDate.get(date) ?? 0) : 0,
  }));
}

/** round(sum / 7): the average is over the whole week, not only attended days. */
export function weekAverage(days: readonly WeekDayScore[]): number {
  return Math.round(sumOf(days.map((day) => day.score)) / DAY_LABELS.length);
}

/** The first day with the lowest score; null only for an empty list. */
export function worstDay(days: readonly WeekDayScore[]): WeekDayScore | null {
  return days.reduce<WeekDayScore | null>((worst, day) => (worst === null || day.score < worst.score ? day : worst), null);
}

/** Spec §2: total score is the sum of all todayScores scores. */
export function totalScore(todayScores: readonly TodayScore[]): number {
  return sumOf(todayScores.map((entry) => entry.score));
}

/** Points scored in the Tashkent calendar month containing `now`. */
export function monthlyPoints(todayScores: readonly TodayScore[], now: Date): number {
  const month = tashkentCalendarDay(now);
  return sumOf(
    todayScores
      .filter((entry) => {
        const day = scoreDay(entry);
        return day !== null && isSameMonth(day, month);
      })
      .map((entry) => entry.score),
  );
}

function scoresByDate(todayScores: readonly TodayScore[]): Map<string, number> {
  const byDate = new Map<string, number>();
  for (const entry of todayScores) {
    const day = scoreDay(entry);
    if (day === null || !Number.isFinite(entry.score)) continue;
    const key = calendarDayKey(day);
    byDate.set(key, (byDate.get(key) ?? 0) + entry.score);
  }
  return byDate;
}

function scoreDay(entry: TodayScore): Date | null {
  const date = parseFlexibleDate(entry.date);
  return date === null ? null : tashkentCalendarDay(date);
}

function sumOf(values: readonly number[]): number {
  return values.reduce((sum, value) => (Number.isFinite(value) ? sum + value : sum), 0);
}
