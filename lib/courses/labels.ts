import { CourseLevel } from "@/lib/db/generated/enums";

// Course data values in the reader's language (issue 10): the level is an enum shown through
// courses.levels.*, the duration a number of weeks shown through an ICU plural (courses.weeks:
// "4 hafta" / "4 недели"). The CMS still accepts the spec's Uzbek words and writes them here.

export const COURSE_LEVELS = Object.values(CourseLevel);

const UZBEK_LEVELS: Record<string, CourseLevel> = { "Boshlang'ich": "beginner", "O'rta": "intermediate", Yuqori: "advanced" };

export const MAX_DURATION_WEEKS = 104;

/** A level as the CMS payload may name it: the enum's own value or the spec's Uzbek name. */
export function parseLevel(text: string): CourseLevel | null {
  const trimmed = text.trim();
  if ((COURSE_LEVELS as string[]).includes(trimmed)) return trimmed as CourseLevel;
  return UZBEK_LEVELS[trimmed] ?? null;
}

/** '4 hafta', '4' or 4 → 4 weeks; anything else (or outside 1–104 weeks) → null. */
export function parseDurationWeeks(text: string): number | null {
  const match = /^\s*(\d{1,3})\s*(hafta|недел[ьяи])?\s*$/i.exec(text);
  const weeks = match ? Number(match[1]) : NaN;
  return weeks >= 1 && weeks <= MAX_DURATION_WEEKS ? weeks : null;
}

type Translate = (key: `levels.${CourseLevel}` | "weeks", values?: Record<string, string | number>) => string;

/** Level and duration as a page in `t`'s language shows them (t of the `courses` namespace). */
export function courseLabels(course: { level: CourseLevel; durationWeeks: number }, t: Translate): { levelText: string; durationText: string } {
  return { levelText: t(`levels.${course.level}`), durationText: t("weeks", { count: course.durationWeeks }) };
}
