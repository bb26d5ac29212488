import { describe, expect, it } from "vitest";

import { relativeTimeParts } from "./relative-time";

const now = new Date("2025-10-10T12:00:00Z");

function ago(ms: number): Date {
  return new Date(now.getTime() - ms);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe("relativeTimeParts", () => {
  it("is just now under 60 seconds", () => {
    expect(relativeTimeParts(ago(0), now)).toEqual({ kind: "justNow" });
    expect(relativeTimeParts(ago(59_999), now)).toEqual({ kind: "justNow" });
  });

  it("counts whole minutes from 60 seconds to under an hour", () => {
    expect(relativeTimeParts(ago(MINUTE), now)).toEqual({ kind: "minutes", value: 1 });
    expect(relativeTimeParts(ago(2 * MINUTE - 1), now)).toEqual({ kind: "minutes", value: 1 });
    expect(relativeTimeParts(ago(HOUR - 1), now)).toEqual({ kind: "minutes", value: 59 });
  });

  it("counts whole hours from one hour to under a day", () => {
    expect(relativeTimeParts(ago(HOUR), now)).toEqual({ kind: "hours", value: 1 });
    expect(relativeTimeParts(ago(24 * HOUR - 1), now)).toEqual({ kind: "hours", value: 23 });
  });

  it("shows the DD/MM/YY date from one day", () => {
    expect(relativeTimeParts(ago(24 * HOUR), now)).toEqual({ kind: "date", text: "09/10/25" });
    expect(relativeTimeParts("2024-01-02", now)).toEqual({ kind: "date", text: "02/01/24" });
  });

  it("reads ISO strings as well as Dates", () => {
    expect(relativeTimeParts("2025-10-10T11:30:00Z", now)).toEqual({ kind: "minutes", value: 30 });
  });

  it("treats a future time (clock skew) as just now", () => {
    expect(relativeTimeParts(new Date(now.getTime() + 5 * MINUTE), now)).toEqual({ kind: "justNow" });
    expect(relativeTimeParts(new Date(now.getTime() + 3 * 24 * HOUR), now)).toEqual({ kind: "justNow" });
  });

  it("shows the missing-date dash for an unparseable value", () => {
    expect(relativeTimeParts("garbage", now)).toEqual({ kind: "date", text: "—" });
    expect(relativeTimeParts(null, now)).toEqual({ kind: "date", text: "—" });
  });
});
