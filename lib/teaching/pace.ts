/**
 * The percent of its course a group should have done by `today` (issue 38, "who is behind" for
 * online students): the days since the group started over the course's length in weeks, whole,
 * never above 100 nor below 0. `startDate` and `today` are calendar days ('yyyy-MM-dd').
 */
export function groupPacePercent({ startDate, today, durationWeeks }: { startDate: string; today: string; durationWeeks: number }): number {
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000;
  if (!Number.isFinite(days) || days <= 0) return 0;
  return Math.min(100, Math.round((days / (Math.max(1, durationWeeks) * 7)) * 100));
}
