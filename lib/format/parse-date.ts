import { isValid, parseISO } from "date-fns";

import { pad2 } from "./tashkent-time";

// A date or time written without an offset (the admin's free-text arrival date, a stored
// 'yyyy-mm-dd') means Tashkent's, not whatever zone the parsing process runs in.
const TASHKENT_OFFSET = "+05:00";

const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](.+)$/;
const ISO_OFFSET = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;
const YEAR_MONTH_DAY = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;
const MIN_DIGITS_FOR_COMPACT_DATE = 8;

/**
 * Reads a date the way spec §5 (Dates) accepts it: an ISO string (with or without a time), YYYY-MM-DD,
 * YYYY/MM/DD, or any string with at least 8 digits whose first 8 are read as YYYYMMDD; also a
 * Date. Anything else, or a day that does not exist (2025-02-30), gives null. A string that has a
 * recognised shape but is invalid is not retried as digits, so garbage never turns into a date.
 */
export function parseFlexibleDate(input: unknown): Date | null {
  if (input instanceof Date) return isValid(input) ? new Date(input.getTime()) : null;
  if (typeof input !== "string") return null;
  const text = input.trim();
  if (text === "") return null;

  const dateTime = ISO_DATE_TIME.exec(text);
  if (dateTime) return parseIsoDateTime(text, dateTime[2] ?? "");

  const ymd = YEAR_MONTH_DAY.exec(text);
  if (ymd) return tashkentMidnight(ymd[1] ?? "", ymd[2] ?? "", ymd[3] ?? "");

  const digits = text.replace(/\D/g, "");
  if (digits.length >= MIN_DIGITS_FOR_COMPACT_DATE) {
    return tashkentMidnight(digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8));
  }
  return null;
}

function parseIsoDateTime(text: string, timePart: string): Date | null {
  const withOffset = ISO_OFFSET.test(timePart) ? text : `${text}${TASHKENT_OFFSET}`;
  return validOrNull(parseISO(withOffset));
}

function tashkentMidnight(year: string, month: string, day: string): Date | null {
  const iso = `${year}-${pad2(Number(month))}-${pad2(Number(day))}T00:00:00${TASHKENT_OFFSET}`;
  return validOrNull(parseISO(iso));
}

function validOrNull(date: Date): Date | null {
  return isValid(date) ? date : null;
}
