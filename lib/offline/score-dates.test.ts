import { describe, expect, it } from "vitest";
import { toDateColumn } from "./db-date";
import { repeatedScoreDate, scoreDateProblem } from "./score-dates";

const day = (text: string) => toDateColumn(text)!;
// 23:30 in Tashkent on 24 November 2026 (UTC+5).
const now = new Date("2026-11-24T18:30:00Z");

describe("scoreDateProblem", () => {
  it.each([
    ["today in Tashkent", "2026-11-24", null, null],
    ["tomorrow in Tashkent", "2026-11-25", null, "api.validation.scoreDateFuture"],
    ["2099-01-01", "2099-01-01", null, "api.validation.scoreDateFuture"],
    ["a past day without an arrival date", "2020-01-01", null, null],
    ["the arrival day", "2026-09-01", "2026-09-01", null],
    ["the day before arrival", "2026-08-31", "2026-09-01", "api.validation.scoreDateBeforeArrival"],
    ["1900-01-01", "1900-01-01", "2026-09-01", "api.validation.scoreDateBeforeArrival"],
  ])("%s: %s", (_case, date, arrival, problem) => {
    expect(scoreDateProblem(day(date), { arrivalDate: arrival ? day(arrival) : null, now })).toBe(problem);
  });

  it("follows Tashkent's calendar, not UTC's: 00:30 in Tashkent is already the next day", () => {
    const justAfterMidnight = new Date("2026-11-24T19:30:00Z");
    expect(scoreDateProblem(day("2026-11-25"), { arrivalDate: null, now: justAfterMidnight })).toBeNull();
    expect(scoreDateProblem(day("2026-11-26"), { arrivalDate: null, now: justAfterMidnight })).toBe("api.validation.scoreDateFuture");
  });
});

describe("repeatedScoreDate", () => {
  it.each([
    [[], null],
    [["2026-11-16"], null],
    [["2026-11-16", "2026-11-17", "2026-11-18"], null],
    [["2026-11-16", "2026-11-17", "2026-11-16"], "2026-11-16"],
    [["2026-11-17", "2026-11-17"], "2026-11-17"],
  ])("%j repeats %s", (dates, repeated) => {
    expect(repeatedScoreDate(dates.map(day))).toBe(repeated);
  });
});
