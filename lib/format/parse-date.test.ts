import { afterEach, describe, expect, it } from "vitest";

import { parseFlexibleDate } from "./parse-date";

// A calendar date with no time means midnight in Tashkent, i.e. 19:00 UTC the day before.
const TASHKENT_MIDNIGHT_2025_10_10 = "2025-10-09T19:00:00.000Z";

function iso(input: unknown): string | undefined {
  return parseFlexibleDate(input)?.toISOString();
}

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe("parseFlexibleDate: accepted forms", () => {
  it.each([
    ["YYYY-MM-DD", "2025-10-10"],
    ["YYYY/MM/DD", "2025/10/10"],
    ["YYYYMMDD", "20251010"],
    ["dotted digits", "2025.10.10"],
    ["digits among words", "kelgan: 2025 10 10"],
    ["surrounding spaces", "  2025-10-10  "],
  ])("%s", (_, input) => {
    expect(iso(input)).toBe(TASHKENT_MIDNIGHT_2025_10_10);
  });

  it("accepts one-digit month and day with either separator", () => {
    expect(iso("2025-1-5")).toBe("2025-01-04T19:00:00.000Z");
    expect(iso("2025/1/5")).toBe("2025-01-04T19:00:00.000Z");
  });

  it("reads only the first 8 digits when there are more", () => {
    expect(iso("20251010123456")).toBe(TASHKENT_MIDNIGHT_2025_10_10);
  });

  it("keeps the instant of an ISO string with Z or an offset", () => {
    expect(iso("2025-10-10T09:30:00Z")).toBe("2025-10-10T09:30:00.000Z");
    expect(iso("2025-10-10T09:30:00.250Z")).toBe("2025-10-10T09:30:00.250Z");
    expect(iso("2025-10-10T09:30:00+03:00")).toBe("2025-10-10T06:30:00.000Z");
    expect(iso("2025-10-10T09:30:00+0300")).toBe("2025-10-10T06:30:00.000Z");
  });

  it("reads an ISO time without an offset as Tashkent time", () => {
    expect(iso("2025-10-10T09:30")).toBe("2025-10-10T04:30:00.000Z");
    expect(iso("2025-10-10T09:30:15")).toBe("2025-10-10T04:30:15.000Z");
    expect(iso("2025-10-10 09:30")).toBe("2025-10-10T04:30:00.000Z");
  });

  it("gives the same instant whatever the process time zone", () => {
    for (const zone of ["UTC", "America/New_York", "Pacific/Kiritimati"]) {
      process.env.TZ = zone;
      expect(iso("2025-10-10")).toBe(TASHKENT_MIDNIGHT_2025_10_10);
      expect(iso("2025-10-10T09:30")).toBe("2025-10-10T04:30:00.000Z");
    }
  });

  it("copies a valid Date", () => {
    const date = new Date("2025-10-10T00:00:00Z");
    const parsed = parseFlexibleDate(date);
    expect(parsed?.getTime()).toBe(date.getTime());
    expect(parsed).not.toBe(date);
  });

  it("accepts 29 February in a leap year", () => {
    expect(iso("2024-02-29")).toBe("2024-02-28T19:00:00.000Z");
  });
});

describe("parseFlexibleDate: refused", () => {
  it.each([
    ["a day that does not exist", "2025-02-30"],
    ["29 February in a common year", "2025-02-29"],
    ["month 13", "2025/13/01"],
    ["month 0", "2025-00-10"],
    ["compact date that does not exist", "20250230"],
    ["DD/MM/YYYY (its digits are not YYYYMMDD)", "10/10/2025"],
    ["hour 25", "2025-10-10T25:00"],
    ["fewer than 8 digits", "2025-10"],
    ["the old 'D-monthname' text", "5-oktabr"],
    ["words", "kecha"],
    ["empty", ""],
    ["blank", "   "],
  ])("%s", (_, input) => {
    expect(parseFlexibleDate(input)).toBeNull();
  });

  it.each([
    ["an invalid Date", new Date(Number.NaN)],
    ["a number (epoch or YYYYMMDD is ambiguous)", 20251010],
    ["null", null],
    ["undefined", undefined],
    ["an object", { date: "2025-10-10" }],
  ])("%s", (_, input) => {
    expect(parseFlexibleDate(input)).toBeNull();
  });
});
