import { describe, expect, it } from "vitest";
import { isLessonDone, watchedPercent, type LessonDoneInput } from "./lesson-done";

const video: LessonDoneInput = { hasVideo: true, videoSeconds: 100, watchedSeconds: 0, threshold: 80, opened: true, exercisesTotal: 0, exercisesPassed: 0 };
const text: LessonDoneInput = { ...video, hasVideo: false, videoSeconds: null };

describe("isLessonDone (issue 42)", () => {
  it("needs the threshold of the video watched: 79 of 100 s is not done, 80 is", () => {
    expect(isLessonDone({ ...video, watchedSeconds: 79 })).toBe(false);
    expect(isLessonDone({ ...video, watchedSeconds: 80 })).toBe(true);
    expect(isLessonDone({ ...video, watchedSeconds: 100 })).toBe(true);
  });

  it("rounds nothing in the student's favour: 80% of 11 s needs 9 s (8.8 s)", () => {
    expect(isLessonDone({ ...video, videoSeconds: 11, watchedSeconds: 8 })).toBe(false);
    expect(isLessonDone({ ...video, videoSeconds: 11, watchedSeconds: 9 })).toBe(true);
  });

  it("uses the course's threshold", () => {
    expect(isLessonDone({ ...video, threshold: 50, watchedSeconds: 50 })).toBe(true);
    expect(isLessonDone({ ...video, threshold: 100, watchedSeconds: 99 })).toBe(false);
    expect(isLessonDone({ ...video, threshold: 100, watchedSeconds: 100 })).toBe(true);
  });

  it("does not count an opened video lesson nobody watched", () => {
    expect(isLessonDone({ ...video, watchedSeconds: 0 })).toBe(false);
    expect(isLessonDone({ ...video, videoSeconds: null, watchedSeconds: 0 })).toBe(false);
  });

  it("needs the practice passed as well as the video watched", () => {
    expect(isLessonDone({ ...video, watchedSeconds: 100, exercisesTotal: 2, exercisesPassed: 1 })).toBe(false);
    expect(isLessonDone({ ...video, watchedSeconds: 100, exercisesTotal: 2, exercisesPassed: 2 })).toBe(true);
    expect(isLessonDone({ ...video, watchedSeconds: 10, exercisesTotal: 2, exercisesPassed: 2 })).toBe(false);
  });

  it("counts a lesson without video when opened (and its practice passed)", () => {
    expect(isLessonDone({ ...text, opened: true })).toBe(true);
    expect(isLessonDone({ ...text, opened: false })).toBe(false);
  });

  it("counts a practice-only lesson when opened and every exercise passed", () => {
    expect(isLessonDone({ ...text, exercisesTotal: 3, exercisesPassed: 3 })).toBe(true);
    expect(isLessonDone({ ...text, exercisesTotal: 3, exercisesPassed: 2 })).toBe(false);
    expect(isLessonDone({ ...text, opened: false, exercisesTotal: 3, exercisesPassed: 3 })).toBe(false);
  });
});

describe("watchedPercent", () => {
  it("is whole percent, rounded down, at most 100, and 0 before the length is known", () => {
    expect(watchedPercent({ videoSeconds: 3, watchedSeconds: 2 })).toBe(66);
    expect(watchedPercent({ videoSeconds: 10, watchedSeconds: 12 })).toBe(100);
    expect(watchedPercent({ videoSeconds: null, watchedSeconds: 5 })).toBe(0);
  });
});
