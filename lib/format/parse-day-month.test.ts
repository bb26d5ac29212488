import { describe, expect, it } from "vitest";
import { UZ_MONTHS } from "./date";
import { parseDayMonthUz } from "./parse-day-month";

// 31 December 2026, 20:00 UTC is already 1 January 2027 in Tashkent (UTC+5).
const NEW_YEAR_IN_TASHKENT = new Date("2026-12-31T20:00:00Z");
const LATE_NOVEMBER = new Date("2026-11-25T12:00:00Z");
const column = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe("parseDayMonthUz", () => {
  it.each(UZ_MONTHS.map((name, index) => [name, index + 1] as const))("reads '1-%s' as month %d of the current year or the last", (name, month) => {
    const year = month <= 11 ? 2026 : 2025;
    expect(parseDayMonthUz(`1-${name}`, LATE_NOVEMBER)).toEqual(column(`${year}-${String(month).padStart(2, "0")}-01`));
  });

  it("reads the spec's example", () => {
    expect(parseDayMonthUz("22-noyabr", LATE_NOVEMBER)).toEqual(column("2026-11-22"));
  });

  it("takes today as this year and tomorrow as last year", () => {
    expect(parseDayMonthUz("25-noyabr", LATE_NOVEMBER)).toEqual(column("2026-11-25"));
    expect(parseDayMonthUz("26-noyabr", LATE_NOVEMBER)).toEqual(column("2025-11-26"));
  });

  it("at the year edge uses Tashkent's calendar, not UTC's", () => {
    expect(parseDayMonthUz("1-yanvar", NEW_YEAR_IN_TASHKENT)).toEqual(column("2027-01-01"));
    expect(parseDayMonthUz("31-dekabr", NEW_YEAR_IN_TASHKENT)).toEqual(column("2026-12-31"));
    expect(parseDayMonthUz("2-yanvar", NEW_YEAR_IN_TASHKENT)).toEqual(column("2026-01-02"));
  });

  it("accepts capitals, spaces and a space instead of the dash", () => {
    expect(parseDayMonthUz(" 5-Oktabr ", LATE_NOVEMBER)).toEqual(column("2026-10-05"));
    expect(parseDayMonthUz("5 oktabr", LATE_NOVEMBER)).toEqual(column("2026-10-05"));
  });

  it("29 February only in a leap year", () => {
    expect(parseDayMonthUz("29-fevral", new Date("2028-03-10T12:00:00Z"))).toEqual(column("2028-02-29"));
    expect(parseDayMonthUz("29-fevral", LATE_NOVEMBER)).toBeNull();
  });

  it.each(["32-yanvar", "0-mart", "31-aprel", "5-october", "5-", "oktabr", "2026-10-05", "5-oktabr-2025", ""])("refuses %j", (text) => {
    expect(parseDayMonthUz(text, LATE_NOVEMBER)).toBeNull();
  });
});
