import { describe, expect, it } from "vitest";
import { tashkentMonthKey, tashkentMonthStart } from "./month-start";

describe("tashkentMonthStart", () => {
  it.each([
    ["mid-month", "2026-11-15T10:00:00Z", "2026-10-31T19:00:00.000Z"],
    ["the first Tashkent minute of a month", "2026-10-31T19:00:00Z", "2026-10-31T19:00:00.000Z"],
    ["the last UTC evening that is already next month in Tashkent", "2026-11-30T19:30:00Z", "2026-11-30T19:00:00.000Z"],
    ["the last Tashkent minute of a month", "2026-11-30T18:59:59Z", "2026-10-31T19:00:00.000Z"],
    ["January, across the year", "2026-12-31T20:00:00Z", "2026-12-31T19:00:00.000Z"],
    ["a leap February", "2028-02-29T12:00:00Z", "2028-01-31T19:00:00.000Z"],
  ])("%s", (_case, now, start) => {
    expect(tashkentMonthStart(new Date(now)).toISOString()).toBe(start);
  });
});

describe("tashkentMonthKey", () => {
  it.each([
    ["mid-month", "2026-11-15T10:00:00Z", "2026-11"],
    ["the first Tashkent minute of a month", "2026-10-31T19:00:00Z", "2026-11"],
    ["the last Tashkent minute of a month", "2026-11-30T18:59:59Z", "2026-11"],
    ["January, across the year", "2026-12-31T20:00:00Z", "2027-01"],
  ])("%s", (_case, now, key) => {
    expect(tashkentMonthKey(new Date(now))).toBe(key);
  });
});
