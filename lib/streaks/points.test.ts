import { describe, expect, it } from "vitest";
import { pointsOf } from "./points";

describe("pointsOf", () => {
  it("is zero for nothing done", () => {
    expect(pointsOf({ passedExercises: 0, passedQuizzes: 0, finishedLessons: 0, dailyScoreTotal: 0 })).toBe(0);
  });

  it("adds 10 an exercise, 10 a quiz, 5 a lesson and the daily scores", () => {
    expect(pointsOf({ passedExercises: 3, passedQuizzes: 2, finishedLessons: 4, dailyScoreTotal: 17 })).toBe(30 + 20 + 20 + 17);
  });

  it("counts an offline student's scores alone", () => {
    expect(pointsOf({ passedExercises: 0, passedQuizzes: 0, finishedLessons: 0, dailyScoreTotal: 95 })).toBe(95);
  });
});
