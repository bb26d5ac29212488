import { differenceInCalendarDays } from "date-fns";

import { parseFlexibleDate } from "@/lib/format/parse-date";
import { tashkentCalendarDay } from "@/lib/format/tashkent-time";

/**
 * Spec §9: whole days from arrivalDate to today, minimum 0. Days are Tashkent calendar days, so
 * a student who arrived yesterday evening has 1 day at 00:01 today whatever the server's zone.
 * An unparseable arrival date counts as 0 days (and so as arrived today).
 */
export function daysSinceArrival(arrivalDate: unknown, now: Date): number {
  const arrival = parseFlexibleDate(arrivalDate);
  if (!arrival) return 0;
  const days = differenceInCalendarDays(tashkentCalendarDay(now), tashkentCalendarDay(arrival));
  return Math.max(0, days);
}
