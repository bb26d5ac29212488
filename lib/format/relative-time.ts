import { formatShortDate } from "./date";
import { parseFlexibleDate } from "./parse-date";

export type RelativeTime =
  | { kind: "justNow" }
  | { kind: "minutes"; value: number }
  | { kind: "hours"; value: number }
  | { kind: "date"; text: string };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Spec §9 / admin §4 relative time: under 60 s 'hozirgina', under an hour minutes, under a day
 * hours, otherwise the DD/MM/YY date ('—' when unparseable). The page translates the parts.
 * A time in the future (clock skew between server and browser) reads as just now.
 */
export function relativeTimeParts(input: unknown, now: Date): RelativeTime {
  const date = parseFlexibleDate(input);
  if (!date) return { kind: "date", text: formatShortDate(input) };
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE_MS) return { kind: "justNow" };
  if (elapsed < HOUR_MS) return { kind: "minutes", value: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { kind: "hours", value: Math.floor(elapsed / HOUR_MS) };
  return { kind: "date", text: formatShortDate(date) };
}
