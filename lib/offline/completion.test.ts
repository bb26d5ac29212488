import { describe, expect, it } from "vitest";

import { barWidth, completionPercent, daysDifference, percentTone } from "./completion";

describe("completionPercent", () => {
  it("is round(step / days * 100)", () => {
    expect(completionPercent(10, 10)).toBe(100);
    expect(completionPercent(5, 10)).toBe(50);
    expect(completionPercent(2, 3)).toBe(67);
    expect(completionPercent(1, 3)).toBe(33);
    expect(completionPercent(30, 10)).toBe(300);
  });

  it("rounds half up", () => {
    expect(completionPercent(1, 8)).toBe(13);
  });

  it("counts the day of arrival (0 days) as 1 day", () => {
    expect(completionPercent(1, 0)).toBe(100);
    expect(completionPercent(0, 0)).toBe(0);
    expect(completionPercent(3, 0)).toBe(300);
  });

  it("never divides by zero or goes negative", () => {
    expect(completionPercent(5, -2)).toBe(500);
    expect(completionPercent(-5, 10)).toBe(0);
    expect(completionPercent(Number.NaN, 10)).toBe(0);
    expect(completionPercent(5, Number.NaN)).toBe(500);
  });
});

describe("daysDifference", () => {
  it("is won when the step is ahead of the days", () => {
    expect(daysDifference(12, 10)).toEqual({ kind: "won", days: 2 });
  });

  it("is burned when behind", () => {
    expect(daysDifference(7, 10)).toEqual({ kind: "burned", days: 3 });
  });

  it("is even ('Balans teng') when equal", () => {
    expect(daysDifference(10, 10)).toEqual({ kind: "even", days: 0 });
    expect(daysDifference(0, 0)).toEqual({ kind: "even", days: 0 });
  });
});

describe("barWidth", () => {
  it("caps at 100 on lists", () => {
    expect(barWidth(50)).toBe(50);
    expect(barWidth(100)).toBe(100);
    expect(barWidth(250)).toBe(100);
  });

  it("scales to the track when the cap is 200", () => {
    expect(barWidth(100, 200)).toBe(50);
    expect(barWidth(200, 200)).toBe(100);
    expect(barWidth(350, 200)).toBe(100);
  });

  it("never goes below 0 or breaks on bad input", () => {
    expect(barWidth(-20)).toBe(0);
    expect(barWidth(Number.NaN)).toBe(0);
    expect(barWidth(50, 0)).toBe(0);
  });
});

describe("percentTone", () => {
  it("is green from 100 and red below", () => {
    expect(percentTone(100)).toBe("success");
    expect(percentTone(250)).toBe("success");
    expect(percentTone(99)).toBe("danger");
    expect(percentTone(0)).toBe("danger");
  });
});
