import { pad2, tashkentWallClock } from "@/lib/format/tashkent-time";

/** A Tashkent calendar day as 'yyyy-MM-dd': the day a student's activity counts on (issue 42). */
export function tashkentDay(instant: Date): string {
  const { year, month, day } = tashkentWallClock(instant);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** The day after (or before, with -1) a 'yyyy-MM-dd' day. */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, date + count));
  return `${moved.getUTCFullYear()}-${pad2(moved.getUTCMonth() + 1)}-${pad2(moved.getUTCDate())}`;
}

export type Streak = { current: number; best: number };

/**
 * Consecutive active days. `current` is the run that ends today, or yesterday (today is not over,
 * so a streak is not lost before Tashkent's midnight); `best` the longest run ever.
 */
export function streakOf(activeDays: Iterable<string>, today: string): Streak {
  const days = [...new Set(activeDays)].filter((day) => day <= today).sort();
  let best = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of days) {
    run = previous !== null && addDays(previous, 1) === day ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  const last = days.at(-1);
  const current = last === today || last === addDays(today, -1) ? run : 0;
  return { current, best };
}
