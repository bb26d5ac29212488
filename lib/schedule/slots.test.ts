import { describe, expect, it } from "vitest";
import { digestSlot, eveningSlot, reminderDue, tashkentClock, tashkentDaysBetween } from "./slots";

// Tashkent is UTC+5 with no daylight saving: 18:00 there is 13:00 UTC in January and July alike.

describe("the weekly digest's slot: Sunday evening in Tashkent", () => {
  it.each([
    ["2026-11-29T12:59:59Z", null, "Sunday 17:59:59 in Tashkent: not yet"],
    ["2026-11-29T13:00:00Z", "2026-11-29", "Sunday 18:00 in Tashkent"],
    ["2026-11-29T18:59:59Z", "2026-11-29", "Sunday 23:59:59 in Tashkent"],
    ["2026-11-29T19:00:00Z", null, "Monday 00:00 in Tashkent, still Sunday in UTC"],
    ["2026-11-28T20:00:00Z", null, "Saturday 20:00 UTC: Sunday 01:00 in Tashkent, before 18:00"],
    ["2026-01-04T13:00:00Z", "2026-01-04", "a winter Sunday: the same UTC hour"],
    ["2026-07-05T13:00:00Z", "2026-07-05", "a summer Sunday: the same UTC hour, no DST"],
    ["2026-07-05T12:00:00Z", null, "a summer Sunday at 17:00 Tashkent (18:00 in a UTC+1 summer clock)"],
    ["2026-11-30T13:00:00Z", null, "Monday 18:00"],
  ] as [string, string | null, string][])("%s → %s (%s)", (instant, slot) => {
    expect(digestSlot(new Date(instant))).toBe(slot);
  });
});

describe("a daily evening slot", () => {
  it("is Tashkent's date from the hour until midnight", () => {
    expect(eveningSlot(new Date("2026-11-29T14:59:59Z"), 20)).toBeNull();
    expect(eveningSlot(new Date("2026-11-29T15:00:00Z"), 20)).toBe("2026-11-29");
    // 00:30 in Tashkent is the next day, before its evening.
    expect(eveningSlot(new Date("2026-11-29T19:30:00Z"), 20)).toBeNull();
  });

  it("reads the weekday of Tashkent, not of UTC", () => {
    expect(tashkentClock(new Date("2026-11-28T19:00:00Z"))).toEqual({ date: "2026-11-29", weekday: 0, hour: 0 });
  });
});

describe("the 5-day reminder", () => {
  const last = new Date("2026-11-20T18:30:00Z"); // 23:30 on Friday 20 November in Tashkent

  it("counts Tashkent calendar days, not UTC ones", () => {
    expect(tashkentDaysBetween(last, new Date("2026-11-20T19:00:00Z"))).toBe(1);
  });

  it.each([
    ["2026-11-24T18:59:59Z", false, "the 4th day ends at Tashkent midnight"],
    ["2026-11-24T19:00:00Z", true, "the 5th day starts at Tashkent midnight"],
    ["2026-11-25T14:00:00Z", true, "the 5th day's evening"],
    ["2026-11-27T14:00:00Z", true, "later days too (the stretch's key keeps it to one message)"],
  ])("at %s: %s (%s)", (now, due) => {
    expect(reminderDue(last, new Date(now))).toBe(due);
  });
});
