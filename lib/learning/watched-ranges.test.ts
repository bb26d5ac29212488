import { describe, expect, it } from "vitest";
import { coveredSeconds, MAX_STORED_RANGES, mergeRanges, watchBudget, WATCH_SLACK_SECONDS } from "./watched-ranges";

describe("mergeRanges (issue 42)", () => {
  it("joins overlapping and touching ranges and sorts them", () => {
    expect(mergeRanges([[20, 30], [0, 10], [10, 15], [25, 40]], 100)).toEqual([[0, 15], [20, 40]]);
  });

  it("is idempotent: merging the result with the same batch again changes nothing", () => {
    const batch = [[3, 9], [12.5, 20.7]] as const;
    const once = mergeRanges(batch, 60);
    expect(mergeRanges([...once, ...batch], 60)).toEqual(once);
  });

  it("never claims beyond the video or before its start, and counts whole seconds only in the total", () => {
    expect(mergeRanges([[-5, 3.9], [50.2, 500]], 60.9)).toEqual([[0, 3.9], [50.2, 60.9]]);
    expect(coveredSeconds(mergeRanges([[-5, 3.9], [50.2, 500]], 60.9))).toBe(14);
    // A range that starts a moment after 0 (a player's first report) loses nothing of the next seconds.
    expect(coveredSeconds(mergeRanges([[0.0029, 3.013]], 6))).toBe(3);
    expect(mergeRanges([[7, 7], [9, 8], [Number.NaN, 4]], 60)).toEqual([]);
  });

  it("keeps a bounded list, joining the closest ranges", () => {
    const many = Array.from({ length: MAX_STORED_RANGES + 5 }, (_, i) => [i * 10, i * 10 + 5] as const);
    const merged = mergeRanges(many, 100_000);
    expect(merged.length).toBe(MAX_STORED_RANGES);
    expect(coveredSeconds(merged)).toBeLessThanOrEqual((MAX_STORED_RANGES + 5) * 10);
  });
});

describe("watchBudget", () => {
  it("allows twice real time and the slack", () => {
    expect(watchBudget(0)).toBe(WATCH_SLACK_SECONDS);
    expect(watchBudget(60)).toBe(120 + WATCH_SLACK_SECONDS);
    expect(watchBudget(-5)).toBe(WATCH_SLACK_SECONDS);
  });
});
