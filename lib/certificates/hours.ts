/**
 * The study hours printed on a course certificate: the course's weeks at the pace the catalogue
 * plans (a few lessons and their practice a week). A course has no hours of its own yet; when it
 * gets them, they replace this.
 */
export const HOURS_PER_WEEK = 6;

export function courseHours(durationWeeks: number): number {
  return Math.max(1, durationWeeks) * HOURS_PER_WEEK;
}
