import { describe, expect, it } from "vitest";
import { DEMO_COURSES } from "@/prisma/seed-data/courses";
import { DEMO_QUIZZES } from "@/prisma/seed-data/quizzes";
import { exerciseBody } from "./contract";
import { gradeQuiz, quizProblems, rightAnswers, withQuizIds } from "./quiz";

describe("demo quizzes", () => {
  it("give the Node.js, Express, MongoDB and Deployment courses a quiz each, on lessons that exist", () => {
    for (const course of [3, 4, 5, 6]) expect(DEMO_QUIZZES.some(({ at }) => at[0] === course), DEMO_COURSES[course]!.title).toBe(true);
    for (const { at } of DEMO_QUIZZES) expect(DEMO_COURSES[at[0]]!.modules[at[1]]!.lessons[at[2]], at.join(".")).toBeDefined();
  });

  it.each(DEMO_QUIZZES.map((entry) => [entry.exercise.titleUz, entry] as const))("%s: publishable, in uz and ru, passed by its own answers and failed without them", (_title, { exercise }) => {
    const parsed = exerciseBody.parse({ ...exercise, published: true });
    if (parsed.kind !== "quiz") throw new Error("a demo quiz is a quiz");
    expect(quizProblems(parsed.quiz)).toEqual([]);
    expect(parsed.titleRu).not.toBe("");
    for (const question of parsed.quiz.questions) {
      expect(question.promptRu, question.promptUz).not.toBe("");
      const options = "choices" in question ? question.choices : "steps" in question ? question.steps : [];
      for (const option of options) expect(option.textRu, option.textUz).not.toBe("");
    }
    expect(new Set(parsed.quiz.questions.map((question) => question.type))).toEqual(new Set(["single", "multiple", "short", "order"]));
    const quiz = withQuizIds(parsed.quiz);
    expect(gradeQuiz(quiz, rightAnswers(quiz))).toMatchObject({ score: 100, passed: true });
    expect(gradeQuiz(quiz, []).passed).toBe(false);
  });
});
