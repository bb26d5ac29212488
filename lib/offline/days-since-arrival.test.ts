import { afterEach, describe, expect, it } from "vitest";

import { daysSinceArrival } from "./days-since-arrival";

// 10 October 2025, 12:00 in Tashkent.
const now = new Date("2025-10-10T07:00:00Z");

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe("daysSinceArrival", () => {
  it("is 0 on the day of arrival", () => {
    expect(daysSinceArrival("2025-10-10", now)).toBe(0);
  });

  it.each([
    ["YYYY-MM-DD", "2025-10-01"],
    ["YYYY/MM/DD", "2025/10/01"],
    ["YYYYMMDD", "20251001"],
    ["ISO with time", "2025-10-01T18:30:00+05:00"],
    ["ISO instant", "2025-09-30T19:00:00.000Z"],
    ["Date", new Date("2025-10-01T00:00:00+05:00")],
  ])("counts whole days from %s", (_, arrival) => {
    expect(daysSinceArrival(arrival, now)).toBe(9);
  });

  it("counts Tashkent calendar days, not 24-hour spans", () => {
    const justAfterMidnight = new Date("2025-10-10T19:01:00Z"); // 11 Oct 00:01 in Tashkent
    expect(daysSinceArrival("2025-10-10T23:59:00+05:00", justAfterMidnight)).toBe(1);
    expect(daysSinceArrival("2025-10-10T00:00:00+05:00", new Date("2025-10-10T18:59:00Z"))).toBe(0);
  });

  it("does not depend on the process time zone", () => {
    for (const zone of ["UTC", "America/New_York", "Pacific/Kiritimati"]) {
      process.env.TZ = zone;
      expect(daysSinceArrival("2025-10-01", now)).toBe(9);
      expect(daysSinceArrival("2025-10-10", new Date("2025-10-10T19:00:00Z"))).toBe(1);
    }
  });

  it("crosses a year and a leap day", () => {
    expect(daysSinceArrival("2023-12-31", new Date("2024-03-01T07:00:00Z"))).toBe(61);
  });

  it("is never negative for an arrival in the future", () => {
    expect(daysSinceArrival("2025-12-01", now)).toBe(0);
  });

  it.each([["2025-02-30"], [""], ["kecha"], [null], [undefined], [12345]])("is 0 for the unparseable %j", (arrival) => {
    expect(daysSinceArrival(arrival, now)).toBe(0);
  });
});
