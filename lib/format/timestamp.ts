import { pad2, tashkentWallClock } from "./tashkent-time";

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * An instant as the JSON of an API answer carries it ('2026-11-22T18:55:00.000Z') written in
 * Tashkent time, 'YYYY-MM-DD HH:MM' (the database view: raw UTC reads five hours wrong there).
 * Anything that is not such an instant comes back as it was.
 */
export function tashkentTimestamp(value: string): string {
  if (!ISO_INSTANT.test(value)) return value;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  const { year, month, day, hour, minute } = tashkentWallClock(instant);
  return `${year}-${pad2(month)}-${pad2(day)} ${pad2(hour)}:${pad2(minute)}`;
}
