import { describe, expect, it } from "vitest";
import { quizFormBody } from "./quiz-form";

describe("quizFormBody", () => {
  it("reads choices, ticked boxes, typed text and the steps' places, in question order", () => {
    const form = new URLSearchParams([
      ["exerciseId", "x"],
      ["q0", "a1"],
      ["q1", "b1"],
      ["q1", "b3"],
      ["q2", "  Toshkent "],
      ["q3:s2", "2"],
      ["q3:s9", "1"],
      ["q3:s4", "3"],
    ]);
    expect(quizFormBody(form)).toEqual({ answers: [["a1"], ["b1", "b3"], ["  Toshkent "], ["s9", "s2", "s4"]] });
  });

  it("leaves an unanswered question empty and never makes a huge list", () => {
    expect(quizFormBody(new URLSearchParams([["q2", "x"]])).answers).toEqual([[], [], ["x"]]);
    expect(quizFormBody(new URLSearchParams([["q999999", "x"]])).answers).toHaveLength(31);
    expect(quizFormBody(new URLSearchParams([["q1", ""]])).answers).toEqual([[], []]);
  });
});
