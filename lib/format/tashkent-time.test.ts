import { afterEach, describe, expect, it } from "vitest";

import { calendarDayKey, tashkentCalendarDay, tashkentWallClock, TASHKENT_TIME_ZONE } from "./tashkent-time";

const originalTz = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTz;
});

describe("tashkentWallClock", () => {
  it("is UTC+5", () => {
    expect(tashkentWallClock(new Date("2025-10-10T18:59:59Z"))).toEqual({
      year: 2025, month: 10, day: 10, hour: 23, minute: 59, second: 59,
    });
    expect(tashkentWallClock(new Date("2025-10-10T19:00:00Z"))).toMatchObject({ day: 11, hour: 0 });
  });

  it("rolls over the year", () => {
    expect(tashkentWallClock(new Date("2024-12-31T19:30:00Z"))).toMatchObject({ year: 2025, month: 1, day: 1, hour: 0, minute: 30 });
  });

  it("agrees with the tz database for Asia/Tashkent in summer and winter", () => {
    const intl = new Intl.DateTimeFormat("en-GB", {
      timeZone: TASHKENT_TIME_ZONE, year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", hourCycle: "h23",
    });
    for (const iso of ["2025-01-15T21:45:00Z", "2025-07-15T21:45:00Z", "2024-02-29T12:00:00Z"]) {
      const instant = new Date(iso);
      const parts = Object.fromEntries(intl.formatToParts(instant).map((part) => [part.type, part.value]));
      const wall = tashkentWallClock(instant);
      expect([wall.year, wall.month, wall.day, wall.hour, wall.minute]).toEqual(
        [parts.year, parts.month, parts.day, parts.hour, parts.minute].map(Number),
      );
    }
  });
});

describe("tashkentCalendarDay", () => {
  it.each(["UTC", "America/New_York", "Pacific/Kiritimati", "America/Santiago", "Europe/Berlin"])(
    "gives the Tashkent date whatever the process zone (%s)",
    (zone) => {
      process.env.TZ = zone;
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
      expect(calendarDayKey(tashkentCalendarDay(new Date("2025-03-30T19:30:00Z")))).toBe("2025-03-31");
      expect(calendarDayKey(tashkentCalendarDay(new Date("2025-03-30T18:30:00Z")))).toBe("2025-03-30");
    },
  );
});
