// Spec §9: the income goal is 600 steps.
export const INCOME_GOAL_STEPS = 600;

export function stepsRemaining(step: number): number {
  return Math.max(0, INCOME_GOAL_STEPS - finiteStep(step));
}

/** round(step / 600 * 100) clamped to 0..100 ('Maqsadga N% yetdi'). */
export function goalPercent(step: number): number {
  const percent = Math.round((finiteStep(step) / INCOME_GOAL_STEPS) * 100);
  return Math.min(100, Math.max(0, percent));
}

function finiteStep(step: number): number {
  return Number.isFinite(step) ? Math.max(0, step) : 0;
}
