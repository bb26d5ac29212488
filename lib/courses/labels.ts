import { CourseLevel } from "@/lib/db/generated/enums";

// Course data values in the reader's language (issue 10): the level is an enum shown through
// courses.levels.*, the duration a number of weeks shown through an ICU plural (courses.weeks:
// "4 hafta" / "4 недели"). The API answers the spec's Uzbek words beside them (specCourseFields),
// and the CMS accepts either.

export const COURSE_LEVELS = Object.values(CourseLevel);

/** The spec's level words (admin-side §Course: Boshlang'ich | O'rta | Yuqori), one per enum value. */
export const SPEC_LEVELS = { beginner: "Boshlang'ich", intermediate: "O'rta", advanced: "Yuqori" } as const satisfies Record<CourseLevel, string>;

export type SpecLevel = (typeof SPEC_LEVELS)[CourseLevel];

const UZBEK_LEVELS: Record<string, CourseLevel> = Object.fromEntries(Object.entries(SPEC_LEVELS).map(([key, word]) => [word, key as CourseLevel]));

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

/** The course fields of the spec's contract and their structured twins, as the API answers them. */
export type CourseFields = { duration: string; durationWeeks: number; level: SpecLevel; levelKey: CourseLevel };

/**
 * A stored level and duration as the API answers them (DESIGN, course fields): the spec's
 * `duration` ('8 hafta') and `level` (its Uzbek word) whatever the reader's language, since the
 * spec's clients read and send back those values, with `durationWeeks` and `levelKey` beside them.
 */
export function specCourseFields(course: { level: CourseLevel; durationWeeks: number }): CourseFields {
  return { duration: `${course.durationWeeks} hafta`, durationWeeks: course.durationWeeks, level: SPEC_LEVELS[course.level], levelKey: course.level };
}

type Translate = (key: `levels.${CourseLevel}` | "weeks", values?: Record<string, string | number>) => string;

/** Level and duration as a page in `t`'s language shows them (t of the `courses` namespace). */
export function courseLabels(course: { levelKey: CourseLevel; durationWeeks: number }, t: Translate): { levelText: string; durationText: string } {
  return { levelText: t(`levels.${course.levelKey}`), durationText: t("weeks", { count: course.durationWeeks }) };
}
