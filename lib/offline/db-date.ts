import { parseFlexibleDate } from "@/lib/format/parse-date";
import { pad2, tashkentWallClock } from "@/lib/format/tashkent-time";

// A PostgreSQL DATE column reaches Prisma as UTC midnight of that calendar day. The days meant
// here are Tashkent's (the arrival date, the day of a daily score), so a text or an instant is
// first placed on Tashkent's calendar and then stored as that day's UTC midnight.

/** Any accepted date text (spec §5 Dates) or instant as a DATE column value; null if unparseable. */
export function toDateColumn(input: unknown): Date | null {
  const date = parseFlexibleDate(input);
  if (!date) return null;
  const { year, month, day } = tashkentWallClock(date);
  return new Date(Date.UTC(year, month - 1, day));
}

/** A DATE column value as 'yyyy-MM-dd'. */
export function fromDateColumn(value: Date): string {
  return `${value.getUTCFullYear()}-${pad2(value.getUTCMonth() + 1)}-${pad2(value.getUTCDate())}`;
}
