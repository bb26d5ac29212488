import { TASHKENT_UTC_OFFSET_MINUTES, tashkentWallClock } from "@/lib/format/tashkent-time";

/** The first instant of the Tashkent calendar month that holds `now`. */
export function tashkentMonthStart(now: Date): Date {
  const { year, month } = tashkentWallClock(now);
  return new Date(Date.UTC(year, month - 1, 1) - TASHKENT_UTC_OFFSET_MINUTES * 60_000);
}

/** The Tashkent calendar month that holds `now` as "ListCount" keys the revenue ('RevenueMonth'): 'YYYY-MM'. */
export function tashkentMonthKey(now: Date): string {
  const { year, month } = tashkentWallClock(now);
  return `${year}-${String(month).padStart(2, "0")}`;
}
