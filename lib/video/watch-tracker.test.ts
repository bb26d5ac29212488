import { describe, expect, it } from "vitest";
import { WatchTracker } from "./watch-tracker";

function play(tracker: WatchTracker, from: number, to: number, step = 0.25) {
  for (let t = from; t <= to + 1e-9; t += step) tracker.observe(t, true, 100);
}

describe("WatchTracker (issue 42)", () => {
  it("records continuous play as one range, and take() hands it over once", () => {
    const tracker = new WatchTracker();
    play(tracker, 0, 10);
    expect(tracker.take()).toEqual([[0, 10]]);
    expect(tracker.take()).toEqual([]);
    play(tracker, 10.25, 12);
    expect(tracker.take()).toEqual([[10, 12]]);
    expect(tracker.duration).toBe(100);
    expect(tracker.position).toBe(12);
  });

  it("does not count a seek ahead as watched", () => {
    const tracker = new WatchTracker();
    play(tracker, 0, 5);
    play(tracker, 60, 65);
    expect(tracker.take()).toEqual([[0, 5], [60, 65]]);
  });

  it("hands over what was played before it watched, with what it saw since, and skips empty or broken ranges", () => {
    const tracker = new WatchTracker();
    tracker.playedBefore([[0, 2.5], [4, 4], [Number.NaN, 3], [-1, 2], [5, Number.POSITIVE_INFINITY]]);
    tracker.observe(2.5, true, 100);
    play(tracker, 2.75, 4);
    expect(tracker.take()).toEqual([[0, 2.5], [2.5, 4]]);
    expect(tracker.take()).toEqual([]);
  });

  it("counts nothing while paused, nor a clock that moves without playing", () => {
    const tracker = new WatchTracker();
    play(tracker, 0, 3);
    tracker.pause();
    tracker.observe(40, false);
    tracker.observe(41, false);
    expect(tracker.take()).toEqual([[0, 3]]);
    expect(tracker.position).toBe(41);
  });

  it("counts up to the second a stop reports, when the clock ran on to it", () => {
    const tracker = new WatchTracker();
    play(tracker, 0, 2, 1);
    tracker.observe(2.9, false);
    expect(tracker.take()).toEqual([[0, 2.9]]);
  });

  it("counts from the second a still player stood at when its first 'playing' report comes a moment late", () => {
    const tracker = new WatchTracker();
    tracker.observe(0, false, 6);
    tracker.observe(0.4, true);
    play(tracker, 0.65, 3);
    tracker.observe(3, true);
    tracker.pause();
    expect(tracker.take()).toEqual([[0, 3]]);
    // Played again after the pause: from where it stopped.
    tracker.observe(3.3, true);
    tracker.observe(4, true);
    expect(tracker.take()).toEqual([[3, 4]]);
  });

  it("does not carry a late start back over a seek, nor over more than a second", () => {
    const tracker = new WatchTracker();
    tracker.observe(10, false, 100);
    tracker.seek();
    tracker.observe(10.5, true);
    tracker.observe(11, true);
    tracker.pause();
    tracker.observe(30, false);
    tracker.observe(32, true);
    tracker.observe(33, true);
    expect(tracker.take()).toEqual([[10.5, 11], [32, 33]]);
  });

  it("gives back ranges a failed send restored", () => {
    const tracker = new WatchTracker();
    play(tracker, 0, 4);
    const lost = tracker.take();
    tracker.restore(lost);
    play(tracker, 4.25, 6);
    expect(tracker.take()).toEqual([[0, 4], [4, 6]]);
  });
});
