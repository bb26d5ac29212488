import { TASHKENT_UTC_OFFSET_MINUTES } from "@/lib/format/tashkent-time";

// When the scheduled messages are due (issue 39): Tashkent's clock, which is UTC+5 all year
// (Uzbekistan has kept no daylight saving time since 1992), so the offset is a constant and
// no time-zone database is needed.

const TASHKENT_OFFSET_MS = TASHKENT_UTC_OFFSET_MINUTES * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The weekly digest goes out on Sunday from this hour, Tashkent time. */
export const DIGEST_HOUR = 18;
/** Absences are told from this hour of the day, once the day's lessons are over. */
export const ABSENCE_HOUR = 20;
/** The practice reminder goes out from this hour. */
export const REMINDER_HOUR = 19;
/** A student who has not practised for this many Tashkent calendar days is reminded. */
export const REMINDER_IDLE_DAYS = 5;

export type TashkentClock = { date: string; weekday: number; hour: number };

/** Tashkent's calendar date ('2026-11-29'), weekday (0 = Sunday) and hour of an instant. */
export function tashkentClock(now: Date): TashkentClock {
  const local = new Date(now.getTime() + TASHKENT_OFFSET_MS);
  return { date: local.toISOString().slice(0, 10), weekday: local.getUTCDay(), hour: local.getUTCHours() };
}

/**
 * The weekly digest's slot: the Sunday's date from 18:00 until midnight, Tashkent time; null on
 * any other day or earlier. An instance that was down for the whole Sunday evening does not send
 * last week's digest on Monday: it would arrive as news of a week already over.
 */
export function digestSlot(now: Date): string | null {
  const clock = tashkentClock(now);
  return clock.weekday === 0 && clock.hour >= DIGEST_HOUR ? clock.date : null;
}

/** A daily job's slot: today's Tashkent date from `hour` until midnight, else null. */
export function eveningSlot(now: Date, hour: number): string | null {
  const clock = tashkentClock(now);
  return clock.hour >= hour ? clock.date : null;
}

/** Whole Tashkent calendar days from `since`'s day to `now`'s day (0 on the same day). */
export function tashkentDaysBetween(since: Date, now: Date): number {
  const day = (instant: Date) => Math.floor((instant.getTime() + TASHKENT_OFFSET_MS) / DAY_MS);
  return day(now) - day(since);
}

/** Whether a student last active at `lastActive` is due the reminder: the 5th idle day onwards. */
export const reminderDue = (lastActive: Date, now: Date): boolean => tashkentDaysBetween(lastActive, now) >= REMINDER_IDLE_DAYS;

/** The Tashkent date of an instant, as the digest's week and the reminder's stretch name it. */
export const tashkentDate = (instant: Date): string => tashkentClock(instant).date;

/** The start of the 7 days a digest sent at `now` covers. */
export const weekBefore = (now: Date): Date => new Date(now.getTime() - 7 * DAY_MS);
