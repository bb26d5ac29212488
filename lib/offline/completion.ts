// Spec §9 offline numbers: completion percent, days won or burned, and the bar.

/**
 * round(step / days * 100). On the day of arrival (days 0) the student has had one day to make
 * a step, so 0 days counts as 1: no division by zero, and the default step of 1 reads 100%
 * rather than "behind" on day one. A missing or negative step counts as 0.
 */
export function completionPercent(step: number, days: number): number {
  const elapsedDays = Math.max(1, finiteOr(days, 0));
  return Math.round((Math.max(0, finiteOr(step, 0)) / elapsedDays) * 100);
}

export type DaysDifference =
  | { kind: "won"; days: number }
  | { kind: "burned"; days: number }
  | { kind: "even"; days: 0 };

/** step − days: positive days are 'won' (green), negative 'burned' (red), zero 'Balans teng'. */
export function daysDifference(step: number, days: number): DaysDifference {
  const difference = finiteOr(step, 0) - finiteOr(days, 0);
  if (difference > 0) return { kind: "won", days: difference };
  if (difference < 0) return { kind: "burned", days: -difference };
  return { kind: "even", days: 0 };
}

export const COMPLETION_BAR_CAP = 100;

/**
 * Width of a progress bar's fill as a percent of its track: the percent clamped to 0..cap and
 * scaled so the cap fills the track (cap 100 on lists, 200 on the student card).
 */
export function barWidth(percent: number, cap: number = COMPLETION_BAR_CAP): number {
  if (!(cap > 0)) return 0;
  const clamped = Math.min(cap, Math.max(0, finiteOr(percent, 0)));
  return (clamped / cap) * 100;
}

export type PercentTone = "success" | "danger";

/** Green at 100% or more, red below (spec §9, for the bar, the percent and the overall figure). */
export function percentTone(percent: number): PercentTone {
  return percent >= 100 ? "success" : "danger";
}

function finiteOr(value: number, fallback: number): number {
  return Number.isFinite(value) ? value : fallback;
}
