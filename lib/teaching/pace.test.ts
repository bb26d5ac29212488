import { describe, expect, it } from "vitest";
import { groupPacePercent } from "./pace";

describe("groupPacePercent", () => {
  it("is the share of the course's weeks gone since the group started", () => {
    expect(groupPacePercent({ startDate: "2026-11-01", today: "2026-11-15", durationWeeks: 4 })).toBe(50);
    expect(groupPacePercent({ startDate: "2026-11-01", today: "2026-11-08", durationWeeks: 8 })).toBe(13);
  });

  it("is 0 before and on the first day, and never above 100", () => {
    expect(groupPacePercent({ startDate: "2026-11-20", today: "2026-11-15", durationWeeks: 4 })).toBe(0);
    expect(groupPacePercent({ startDate: "2026-11-15", today: "2026-11-15", durationWeeks: 4 })).toBe(0);
    expect(groupPacePercent({ startDate: "2026-01-01", today: "2026-11-15", durationWeeks: 4 })).toBe(100);
  });

  it("treats a course of no weeks as one week", () => {
    expect(groupPacePercent({ startDate: "2026-11-01", today: "2026-11-08", durationWeeks: 0 })).toBe(100);
  });
});
