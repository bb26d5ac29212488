import { afterEach, describe, expect, it } from "vitest";

import { formatDayMonthUz, formatProfileDate, formatShortDate, formatWeekDay } from "./date";

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe("formatShortDate", () => {
  it.each([
    ["2025-10-10", "10/10/2025 as ISO date"],
    ["2025/10/10", "slashes"],
    ["20251010", "compact digits"],
    ["2025-10-10T12:00:00+05:00", "ISO with offset"],
  ])("shows %s as DD/MM/YY", (input) => {
    expect(formatShortDate(input)).toBe("10/10/25");
  });

  it("pads day, month and year", () => {
    expect(formatShortDate("2005-01-02")).toBe("02/01/05");
    expect(formatShortDate("2000-12-31")).toBe("31/12/00");
  });

  it("uses the Tashkent date of an instant", () => {
    expect(formatShortDate("2025-10-10T18:59:59Z")).toBe("10/10/25");
    expect(formatShortDate("2025-10-10T19:00:00Z")).toBe("11/10/25");
    expect(formatShortDate(new Date("2024-12-31T19:00:00Z"))).toBe("01/01/25");
  });

  it("prints the same in any process time zone", () => {
    for (const zone of ["UTC", "America/Los_Angeles", "Pacific/Kiritimati"]) {
      process.env.TZ = zone;
      expect(formatShortDate("2025-10-10T19:30:00Z")).toBe("11/10/25");
    }
  });

  it("shows an em dash, or the given fallback, when unparseable", () => {
    expect(formatShortDate("2025-02-30")).toBe("—");
    expect(formatShortDate(null)).toBe("—");
    expect(formatShortDate(undefined, "Ma'lumot yo'q")).toBe("Ma'lumot yo'q");
  });
});

describe("formatProfileDate", () => {
  it("writes Uzbek as 'YYYY-yil D-month HH:MM' in Tashkent time", () => {
    expect(formatProfileDate("2025-10-05T04:07:00Z", "uz")).toBe("2025-yil 5-oktabr 09:07");
  });

  it("writes Russian with a genitive month", () => {
    expect(formatProfileDate("2025-10-05T04:07:00Z", "ru")).toBe("5 октября 2025 г., 09:07");
    expect(formatProfileDate("2025-03-08T07:00:00Z", "ru")).toBe("8 марта 2025 г., 12:00");
  });

  it("crosses midnight into the Tashkent day", () => {
    expect(formatProfileDate("2025-12-31T19:00:00Z", "uz")).toBe("2026-yil 1-yanvar 00:00");
  });

  it.each([
    ["2025-01-01", "yanvar"], ["2025-02-01", "fevral"], ["2025-03-01", "mart"], ["2025-04-01", "aprel"],
    ["2025-05-01", "may"], ["2025-06-01", "iyun"], ["2025-07-01", "iyul"], ["2025-08-01", "avgust"],
    ["2025-09-01", "sentabr"], ["2025-10-01", "oktabr"], ["2025-11-01", "noyabr"], ["2025-12-01", "dekabr"],
  ])("names the month of %s '%s'", (input, month) => {
    expect(formatProfileDate(input, "uz")).toBe(`2025-yil 1-${month} 00:00`);
  });

  it("is null when unparseable, so the page shows 'Ma'lumot yo'q'", () => {
    expect(formatProfileDate("", "uz")).toBeNull();
    expect(formatProfileDate("not a date", "ru")).toBeNull();
  });
});

describe("formatDayMonthUz", () => {
  it("writes 'D-monthname' without padding", () => {
    expect(formatDayMonthUz("2025-10-05")).toBe("5-oktabr");
    expect(formatDayMonthUz("2025-05-31")).toBe("31-may");
  });

  it("uses the Tashkent day of an instant", () => {
    expect(formatDayMonthUz(new Date("2025-01-31T19:00:00Z"))).toBe("1-fevral");
  });

  it("falls back when unparseable", () => {
    expect(formatDayMonthUz("5-oktabr")).toBe("—");
    expect(formatDayMonthUz(42, "")).toBe("");
  });
});

describe("formatWeekDay", () => {
  it("names the weekday and the date in the reader's language", () => {
    expect(formatWeekDay("2026-11-23", "uz")).toEqual({ weekday: "Du", date: "23-noyabr" });
    expect(formatWeekDay("2026-11-23", "ru")).toEqual({ weekday: "Пн", date: "23 ноября" });
    expect(formatWeekDay("2026-11-29", "ru")).toEqual({ weekday: "Вс", date: "29 ноября" });
    expect(formatWeekDay("2026-03-01", "uz")).toEqual({ weekday: "Ya", date: "1-mart" });
  });

  it("uses the Tashkent day of an instant, whatever the machine's zone", () => {
    process.env.TZ = "America/Los_Angeles";
    expect(formatWeekDay("2026-11-22T19:30:00Z", "ru")).toEqual({ weekday: "Пн", date: "23 ноября" });
  });

  it("answers null for what is not a date", () => {
    expect(formatWeekDay("not a date", "uz")).toBeNull();
  });
});
