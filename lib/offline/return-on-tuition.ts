import { completionPercent } from "./completion";

// Spec §9 and admin §4: the student card's return-on-tuition bar caps at 200%.
export const RETURN_ON_TUITION_BAR_CAP = 200;

export type ReturnOnTuitionInput = {
  returnOnTuitionPercent?: number | null;
  performanceRoiPercent?: number | null;
  progressPercent?: number | null;
  step: number;
  daysSinceArrival: number;
};

/**
 * The first positive of the three server fields (in that order), rounded; otherwise
 * step / days since arrival × 100, rounded, at least 0 (days 0 counts as 1, as in completionPercent).
 */
export function returnOnTuitionPercent(input: ReturnOnTuitionInput): number {
  const fromServer = [input.returnOnTuitionPercent, input.performanceRoiPercent, input.progressPercent].find(
    (value): value is number => typeof value === "number" && Number.isFinite(value) && value > 0,
  );
  if (fromServer !== undefined) return Math.round(fromServer);
  return Math.max(0, completionPercent(input.step, input.daysSinceArrival));
}

/** Above 100 the card notes 'kutilgan natijadan yuqori samaradorlik'. */
export function isAboveExpected(percent: number): boolean {
  return percent > 100;
}
