import { describe, expect, it } from "vitest";
import { addDays, streakOf, tashkentDay } from "./streak";

describe("tashkentDay", () => {
  it.each([
    // Tashkent is UTC+5: 18:59:59 UTC is still the same day, 19:00 UTC is the next one.
    ["2026-11-28T18:59:59.999Z", "2026-11-28"],
    ["2026-11-28T19:00:00.000Z", "2026-11-29"],
    ["2026-12-31T19:00:00.000Z", "2027-01-01"],
    ["2026-11-28T00:00:00.000Z", "2026-11-28"],
  ])("%s is %s in Tashkent", (instant, day) => {
    expect(tashkentDay(new Date(instant))).toBe(day);
  });
});

describe("addDays", () => {
  it.each([
    ["2026-02-28", 1, "2026-03-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-01-01", -1, "2025-12-31"],
  ])("%s %+d → %s", (day, count, expected) => {
    expect(addDays(day, count)).toBe(expected);
  });
});

describe("streakOf", () => {
  it("is nothing without activity", () => {
    expect(streakOf([], "2026-11-29")).toEqual({ current: 0, best: 0 });
  });

  it("counts a run ending today, duplicates once", () => {
    expect(streakOf(["2026-11-27", "2026-11-28", "2026-11-29", "2026-11-29"], "2026-11-29")).toEqual({ current: 3, best: 3 });
  });

  it("keeps a run ending yesterday while today is not over", () => {
    expect(streakOf(["2026-11-27", "2026-11-28"], "2026-11-29")).toEqual({ current: 2, best: 2 });
  });

  it("loses the current run after a whole missed day, keeping the best", () => {
    expect(streakOf(["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-27"], "2026-11-29")).toEqual({ current: 0, best: 3 });
  });

  it("starts a new run after a gap, across a month's end", () => {
    expect(streakOf(["2026-10-28", "2026-10-30", "2026-10-31", "2026-11-01"], "2026-11-01")).toEqual({ current: 3, best: 3 });
  });

  it("counts days by Tashkent's midnight: 23:30 and 00:30 there are two days in a row", () => {
    const lateEvening = tashkentDay(new Date("2026-11-28T18:30:00Z")); // 23:30 in Tashkent
    const afterMidnight = tashkentDay(new Date("2026-11-28T19:30:00Z")); // 00:30 the next day
    expect(streakOf([lateEvening, afterMidnight], afterMidnight)).toEqual({ current: 2, best: 2 });
    // The same two instants are one UTC day: a UTC count would say 1.
    expect(streakOf([lateEvening, tashkentDay(new Date("2026-11-28T12:00:00Z"))], lateEvening)).toEqual({ current: 1, best: 1 });
  });

  it("ignores days after today (a clock ahead elsewhere)", () => {
    expect(streakOf(["2026-11-29", "2026-11-30"], "2026-11-29")).toEqual({ current: 1, best: 1 });
  });
});
