import { describe, expect, it } from "vitest";

import { isAboveExpected, returnOnTuitionPercent, RETURN_ON_TUITION_BAR_CAP } from "./return-on-tuition";

const base = { step: 20, daysSinceArrival: 10 };

describe("returnOnTuitionPercent", () => {
  it("takes returnOnTuitionPercent first, rounded", () => {
    expect(
      returnOnTuitionPercent({ ...base, returnOnTuitionPercent: 87.6, performanceRoiPercent: 150, progressPercent: 30 }),
    ).toBe(88);
  });

  it("falls through to the next positive field", () => {
    expect(returnOnTuitionPercent({ ...base, returnOnTuitionPercent: 0, performanceRoiPercent: 120.4, progressPercent: 30 })).toBe(120);
    expect(returnOnTuitionPercent({ ...base, returnOnTuitionPercent: -5, performanceRoiPercent: null, progressPercent: 30 })).toBe(30);
    expect(returnOnTuitionPercent({ ...base, performanceRoiPercent: Number.NaN, progressPercent: 45 })).toBe(45);
  });

  it("otherwise computes step / days × 100", () => {
    expect(returnOnTuitionPercent(base)).toBe(200);
    expect(returnOnTuitionPercent({ step: 1, daysSinceArrival: 3, progressPercent: 0 })).toBe(33);
  });

  it("counts the day of arrival as one day and never goes below 0", () => {
    expect(returnOnTuitionPercent({ step: 1, daysSinceArrival: 0 })).toBe(100);
    expect(returnOnTuitionPercent({ step: 0, daysSinceArrival: 0 })).toBe(0);
    expect(returnOnTuitionPercent({ step: -4, daysSinceArrival: 2 })).toBe(0);
  });
});

describe("isAboveExpected", () => {
  it("is true only above 100", () => {
    expect(isAboveExpected(100)).toBe(false);
    expect(isAboveExpected(101)).toBe(true);
  });

  it("has a bar cap of 200", () => {
    expect(RETURN_ON_TUITION_BAR_CAP).toBe(200);
  });
});
