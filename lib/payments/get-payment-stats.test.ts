import { describe, expect, it } from "vitest";
import { tashkentMonthRange } from "./get-payment-stats";

describe("tashkentMonthRange", () => {
  it.each([
    ["mid-month", "2026-11-15T10:00:00Z", "2026-10-31T19:00:00.000Z", "2026-11-30T19:00:00.000Z"],
    ["the first Tashkent minute of a month", "2026-10-31T19:00:00Z", "2026-10-31T19:00:00.000Z", "2026-11-30T19:00:00.000Z"],
    ["the last UTC evening of a month, already next month in Tashkent", "2026-11-30T20:00:00Z", "2026-11-30T19:00:00.000Z", "2026-12-31T19:00:00.000Z"],
    ["the last Tashkent second of a month", "2026-11-30T18:59:59Z", "2026-10-31T19:00:00.000Z", "2026-11-30T19:00:00.000Z"],
    ["New Year in Tashkent", "2026-12-31T19:30:00Z", "2026-12-31T19:00:00.000Z", "2027-01-31T19:00:00.000Z"],
    ["December", "2026-12-10T00:00:00Z", "2026-11-30T19:00:00.000Z", "2026-12-31T19:00:00.000Z"],
  ])("%s", (_case, now, start, end) => {
    const range = tashkentMonthRange(new Date(now));
    expect([range.start.toISOString(), range.end.toISOString()]).toEqual([start, end]);
  });
});
