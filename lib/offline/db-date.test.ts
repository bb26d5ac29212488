import { describe, expect, it } from "vitest";
import { fromDateColumn, toDateColumn } from "./db-date";

describe("toDateColumn", () => {
  it.each([
    ["2025-10-10", "2025-10-10"],
    ["2025/10/10", "2025-10-10"],
    ["20251010", "2025-10-10"],
    ["2025-10-10T20:30:00Z", "2025-10-11"],
    ["2025-10-10T18:59:59Z", "2025-10-10"],
  ])("reads %s as the Tashkent day %s at UTC midnight", (input, day) => {
    expect(toDateColumn(input)?.toISOString()).toBe(`${day}T00:00:00.000Z`);
  });

  it.each(["", "yesterday", "2025-02-30", "12/10", null, 42])("gives null for %s", (input) => {
    expect(toDateColumn(input)).toBeNull();
  });

  it("places an instant on Tashkent's calendar", () => {
    expect(toDateColumn(new Date("2026-01-31T19:00:00Z"))?.toISOString()).toBe("2026-02-01T00:00:00.000Z");
  });
});

describe("fromDateColumn", () => {
  it("prints the column's calendar day", () => {
    expect(fromDateColumn(new Date("2025-03-07T00:00:00Z"))).toBe("2025-03-07");
  });
});
