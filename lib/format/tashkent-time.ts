// Every calendar date and clock time the academy shows is Tashkent's (UTC+5 all year: Uzbekistan
// has had no daylight saving time since 1992). Working from the fixed offset instead of the
// process's time zone makes a server in UTC and a browser anywhere print the same date.
export const TASHKENT_TIME_ZONE = "Asia/Tashkent";
export const TASHKENT_UTC_OFFSET_MINUTES = 5 * 60;

const OFFSET_MS = TASHKENT_UTC_OFFSET_MINUTES * 60_000;

export type WallClock = {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

export function tashkentWallClock(instant: Date): WallClock {
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/**
 * The Tashkent calendar day of `instant` as a local-time Date at noon, for date-fns calendar
 * arithmetic (differenceInCalendarDays, startOfWeek, isSameMonth). Noon keeps the day intact
 * even where the process's own zone skips or repeats an hour. Never store or send it.
 */
export function tashkentCalendarDay(instant: Date): Date {
  const { year, month, day } = tashkentWallClock(instant);
  return new Date(year, month - 1, day, 12);
}

/**
 * A calendar day from tashkentCalendarDay (or date-fns arithmetic on one) as 'yyyy-MM-dd'. Read
 * field by field: date-fns' `format` would bring its formatters and English locale (5 kB gzip)
 * into every admin page's first load with this module (issue 14).
 */
export function calendarDayKey(calendarDay: Date): string {
  return `${String(calendarDay.getFullYear()).padStart(4, "0")}-${pad2(calendarDay.getMonth() + 1)}-${pad2(calendarDay.getDate())}`;
}

export function pad2(value: number): string {
  return String(value).padStart(2, "0");
}
