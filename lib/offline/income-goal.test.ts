import { describe, expect, it } from "vitest";

import { goalPercent, INCOME_GOAL_STEPS, stepsRemaining } from "./income-goal";

describe("income goal (600 steps)", () => {
  it("is 600 steps", () => {
    expect(INCOME_GOAL_STEPS).toBe(600);
  });

  it.each([
    [0, 600, 0],
    [1, 599, 0],
    [3, 597, 1],
    [300, 300, 50],
    [599, 1, 100],
    [600, 0, 100],
    [601, 0, 100],
    [5000, 0, 100],
  ])("step %d: %d remaining, %d%%", (step, remaining, percent) => {
    expect(stepsRemaining(step)).toBe(remaining);
    expect(goalPercent(step)).toBe(percent);
  });

  it("rounds the percent: 597 is 99.5% → 100, 596 is 99.33% → 99", () => {
    expect(goalPercent(597)).toBe(100);
    expect(goalPercent(596)).toBe(99);
  });

  it("treats a negative step as 0", () => {
    expect(goalPercent(-30)).toBe(0);
    expect(stepsRemaining(-30)).toBe(600);
  });

  it("treats a missing step as 0", () => {
    expect(goalPercent(Number.NaN)).toBe(0);
    expect(stepsRemaining(Number.NaN)).toBe(600);
  });
});
