import { describe, expect, it } from "vitest";
import { mayRateCourse } from "./rating-rule";

describe("mayRateCourse", () => {
  it.each([
    [{ enrolled: true, completedLessons: 2, totalLessons: 4 }, true],
    [{ enrolled: true, completedLessons: 1, totalLessons: 4 }, false],
    // 49.5% rounds to 50%, as the card shows it.
    [{ enrolled: true, completedLessons: 99, totalLessons: 200 }, true],
    [{ enrolled: true, completedLessons: 49, totalLessons: 100 }, false],
    [{ enrolled: true, completedLessons: 0, totalLessons: 0 }, false],
    [{ enrolled: false, completedLessons: 4, totalLessons: 4 }, false],
  ])("%o → %s", (course, allowed) => {
    expect(mayRateCourse(course)).toBe(allowed);
  });
});
