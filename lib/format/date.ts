import { parseFlexibleDate } from "./parse-date";
import { pad2, tashkentWallClock } from "./tashkent-time";

export type DateLocale = "uz" | "ru";

// Fixed lists rather than Intl month names: ICU versions differ between Node and browsers
// (capitalisation, Cyrillic vs Latin Uzbek), and server and page must print the same text.
export const UZ_MONTHS = [
  "yanvar", "fevral", "mart", "aprel", "may", "iyun",
  "iyul", "avgust", "sentabr", "oktabr", "noyabr", "dekabr",
] as const;

// Genitive, as Russian writes a month after a day number ('5 октября').
const RU_MONTHS_GENITIVE = [
  "января", "февраля", "марта", "апреля", "мая", "июня",
  "июля", "августа", "сентября", "октября", "ноября", "декабря",
] as const;

// A week's days as the school names them, Monday first (the register's Du Se Ch Pa Ju Sh Ya).
const UZ_WEEKDAYS = ["Du", "Se", "Ch", "Pa", "Ju", "Sh", "Ya"] as const;
const RU_WEEKDAYS = ["Пн", "Вт", "Ср", "Чт", "Пт", "Сб", "Вс"] as const;

export const MISSING_DATE = "—";

/** Spec §5 Dates: shown as DD/MM/YY, an em dash when unparseable. */
export function formatShortDate(input: unknown, fallback: string = MISSING_DATE): string {
  const date = parseFlexibleDate(input);
  if (!date) return fallback;
  const { year, month, day } = tashkentWallClock(date);
  return `${pad2(day)}/${pad2(month)}/${pad2(year % 100)}`;
}

/**
 * Spec §9 profile date 'YYYY-yil D-month HH:MM' (uz) or 'D месяца YYYY г., HH:MM' (ru).
 * Null when unparseable, so the caller shows its own "Ma'lumot yo'q".
 */
export function formatProfileDate(input: unknown, locale: DateLocale): string | null {
  const date = parseFlexibleDate(input);
  if (!date) return null;
  const { year, month, day, hour, minute } = tashkentWallClock(date);
  const time = `${pad2(hour)}:${pad2(minute)}`;
  if (locale === "ru") return `${day} ${RU_MONTHS_GENITIVE[month - 1]} ${year} г., ${time}`;
  return `${year}-yil ${day}-${UZ_MONTHS[month - 1]} ${time}`;
}

/** 'D-monthname', the form admin-side §3 shows todayScores dates in ('5-oktabr'). */
export function formatDayMonthUz(input: unknown, fallback: string = MISSING_DATE): string {
  const date = parseFlexibleDate(input);
  if (!date) return fallback;
  const { month, day } = tashkentWallClock(date);
  return `${day}-${UZ_MONTHS[month - 1]}`;
}

/**
 * A day of a week's list in the reader's language: 'Du 23-noyabr' (uz) or 'Пн 23 ноября' (ru),
 * the weekday and the date apart so a row can set them differently; null when unparseable.
 */
export function formatWeekDay(input: unknown, locale: DateLocale): { weekday: string; date: string } | null {
  const parsed = parseFlexibleDate(input);
  if (!parsed) return null;
  const { year, month, day } = tashkentWallClock(parsed);
  const monday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  if (locale === "ru") return { weekday: RU_WEEKDAYS[monday]!, date: `${day} ${RU_MONTHS_GENITIVE[month - 1]}` };
  return { weekday: UZ_WEEKDAYS[monday]!, date: `${day}-${UZ_MONTHS[month - 1]}` };
}
