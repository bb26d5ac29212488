import { UZ_MONTHS } from "./date";
import { tashkentWallClock } from "./tashkent-time";

const DAY_MONTH = /^(\d{1,2})\s*[-\s]\s*([a-z]+)$/;

/**
 * The 'D-monthname' Uzbek form admin-side §3 writes a daily score's date in ('22-noyabr'), as a
 * DATE column value (UTC midnight of that calendar day). It names no year: the day is in the
 * current Tashkent year, or the previous one when that day would still be in the future (a
 * score written on 2 January for '30-dekabr' is last December's). Null for anything else,
 * a day that does not exist in that year included.
 */
export function parseDayMonthUz(input: string, now: Date = new Date()): Date | null {
  const match = DAY_MONTH.exec(input.trim().toLowerCase());
  if (!match) return null;
  const day = Number(match[1]);
  const month = UZ_MONTHS.indexOf(match[2] as (typeof UZ_MONTHS)[number]) + 1;
  if (month === 0 || day < 1) return null;
  const today = tashkentWallClock(now);
  const todayColumn = Date.UTC(today.year, today.month - 1, today.day);
  for (const year of [today.year, today.year - 1]) {
    const candidate = new Date(Date.UTC(year, month - 1, day));
    if (candidate.getUTCMonth() !== month - 1 || candidate.getUTCDate() !== day) return null;
    if (candidate.getTime() <= todayColumn) return candidate;
  }
  return null;
}
