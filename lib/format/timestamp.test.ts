import { describe, expect, it } from "vitest";
import { tashkentTimestamp } from "./timestamp";

describe("tashkentTimestamp", () => {
  it.each([
    ["2026-11-22T18:55:07.123Z", "2026-11-22 23:55"],
    ["2026-12-31T19:30:00Z", "2027-01-01 00:30"],
    ["2026-06-01T10:00:00+03:00", "2026-06-01 12:00"],
  ])("writes %s in Tashkent time", (value, expected) => {
    expect(tashkentTimestamp(value)).toBe(expected);
  });

  it.each(["2025-10-10", "Toshkent", "12345", "2026-13-45T99:99:00Z", ""])("leaves %j as it is", (value) => {
    expect(tashkentTimestamp(value)).toBe(value);
  });
});
