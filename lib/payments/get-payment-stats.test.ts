import { describe, expect, it } from "vitest";
import { tashkentMonthStart } from "./get-payment-stats";

describe("tashkentMonthStart", () => {
  it.each([
    ["mid-month", "2026-11-15T10:00:00Z", "2026-10-31T19:00:00.000Z"],
    ["the first Tashkent minute of a month", "2026-10-31T19:00:00Z", "2026-10-31T19:00:00.000Z"],
    ["the last UTC evening of a month, already next month in Tashkent", "2026-11-30T20:00:00Z", "2026-11-30T19:00:00.000Z"],
    ["the last Tashkent minute of a month", "2026-11-30T18:59:59Z", "2026-10-31T19:00:00.000Z"],
    ["New Year in Tashkent", "2026-12-31T19:30:00Z", "2026-12-31T19:00:00.000Z"],
  ])("%s", (_case, now, expected) => {
    expect(tashkentMonthStart(new Date(now)).toISOString()).toBe(expected);
  });
});
