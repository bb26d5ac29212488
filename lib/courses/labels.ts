// Course data values shown in the reader's language (issue 10). Levels are stored as the spec's
// Uzbek names (the CMS payload keeps them) and shown through courses.levels.*; durations are
// shown as a number of weeks through an ICU plural (courses.weeks: "4 hafta" / "4 недели").

const LEVEL_KEYS = { "Boshlang'ich": "beginner", "O'rta": "intermediate", Yuqori: "advanced" } as const;

export type LevelKey = (typeof LEVEL_KEYS)[keyof typeof LEVEL_KEYS];

/** The message key of a stored level, or null for a level outside the three. */
export function levelKey(level: string): LevelKey | null {
  return level in LEVEL_KEYS ? LEVEL_KEYS[level as keyof typeof LEVEL_KEYS] : null;
}

/** '4 hafta' (or '4') → 4; other wording → null (shown as it was typed). */
export function durationWeeks(duration: string): number | null {
  const match = /^\s*(\d{1,3})\s*(hafta)?\s*$/i.exec(duration);
  return match ? Number(match[1]) : null;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Level and duration as a page in `t`'s language shows them (t of the `courses` namespace). */
export function courseLabels(course: { level: string; duration: string }, t: Translate): { level: string; duration: string } {
  const level = levelKey(course.level);
  const weeks = durationWeeks(course.duration);
  return { level: level ? t(`levels.${level}`) : course.level, duration: weeks === null ? course.duration : t("weeks", { count: weeks }) };
}
