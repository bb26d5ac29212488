import { describe, expect, it } from "vitest";
import { gradeQuiz, normaliseAnswer, quizAnswersBody, quizAnswersProblem, quizInput, quizProblems, rightAnswers, studentQuiz, withQuizIds, type QuizInput } from "./quiz";

function sequentialIds() {
  let next = 0;
  return () => `id${next++}`;
}

function makeQuiz(passMark = 100, count = 4) {
  const input: QuizInput = quizInput.parse({
    passMark,
    questions: [
      { type: "single", promptUz: "2 + 2?", choices: [{ textUz: "3" }, { textUz: "4", correct: true }, { textUz: "5" }] },
      { type: "multiple", promptUz: "Juft sonlar", choices: [{ textUz: "2", correct: true }, { textUz: "3" }, { textUz: "4", correct: true }] },
      { type: "short", promptUz: "Poytaxt?", accepted: ["Toshkent", "Tashkent"] },
      { type: "order", promptUz: "Tartib", steps: [{ textUz: "npm init" }, { textUz: "npm install express" }, { textUz: "node index.js" }] },
    ].slice(0, count),
  });
  return withQuizIds(input, sequentialIds());
}

describe("gradeQuiz", () => {
  it("passes the quiz's own right answers with 100", () => {
    const quiz = makeQuiz();
    expect(gradeQuiz(quiz, rightAnswers(quiz))).toEqual({ right: [true, true, true, true], score: 100, passed: true });
  });

  it("counts an empty answer, and no answers at all, as wrong", () => {
    const quiz = makeQuiz(25);
    expect(gradeQuiz(quiz, [])).toEqual({ right: [false, false, false, false], score: 0, passed: false });
    expect(gradeQuiz(quiz, [[], [], [""], []]).right).toEqual([false, false, false, false]);
    expect(gradeQuiz(quiz, [[], [], ["   "], []]).right[2]).toBe(false);
  });

  it("refuses a multiple choice with an extra or a missing choice", () => {
    const quiz = makeQuiz();
    const [single, multiple] = quiz.questions;
    if (single?.type !== "single" || multiple?.type !== "multiple") throw new Error("shape");
    const [two, three, four] = multiple.choices.map((item) => item.id);
    expect(gradeQuiz(quiz, [[], [two!, four!]]).right[1]).toBe(true);
    expect(gradeQuiz(quiz, [[], [four!, two!]]).right[1]).toBe(true);
    expect(gradeQuiz(quiz, [[], [two!, three!, four!]]).right[1]).toBe(false);
    expect(gradeQuiz(quiz, [[], [two!]]).right[1]).toBe(false);
    expect(gradeQuiz(quiz, [[], [two!, two!]]).right[1]).toBe(false);
    expect(gradeQuiz(quiz, [single.choices.map((item) => item.id)]).right[0]).toBe(false);
  });

  it("normalises a short answer: case, surrounding and inner spaces, each accepted answer", () => {
    const quiz = makeQuiz();
    for (const text of ["toshkent", "  TOSHKENT ", "Tashkent", "tashkent\t"]) expect(gradeQuiz(quiz, [[], [], [text], []]).right[2]).toBe(true);
    expect(gradeQuiz(quiz, [[], [], ["Toshkent shahri"], []]).right[2]).toBe(false);
    expect(normaliseAnswer("  Node   JS\n ")).toBe("node js");
    expect(normaliseAnswer("Oʻzbekiston")).toBe(normaliseAnswer("o'zbekiston"));
    expect(normaliseAnswer("O‘zbekiston")).toBe("o'zbekiston");
  });

  it("wants every step in the teacher's order", () => {
    const quiz = makeQuiz();
    const order = quiz.questions[3];
    if (order?.type !== "order") throw new Error("shape");
    const [a, b, c] = order.steps.map((item) => item.id);
    expect(gradeQuiz(quiz, [[], [], [], [a!, b!, c!]]).right[3]).toBe(true);
    expect(gradeQuiz(quiz, [[], [], [], [b!, a!, c!]]).right[3]).toBe(false);
    expect(gradeQuiz(quiz, [[], [], [], [a!, b!]]).right[3]).toBe(false);
  });

  it("passes when the pass mark is exactly met and fails one question below", () => {
    const quiz = makeQuiz(75);
    const right = rightAnswers(quiz);
    const threeOfFour = [right[0]!, right[1]!, right[2]!, []];
    expect(gradeQuiz(quiz, threeOfFour)).toEqual({ right: [true, true, true, false], score: 75, passed: true });
    expect(gradeQuiz(quiz, [right[0]!, right[1]!])).toMatchObject({ score: 50, passed: false });
    // 2 of 3 is 66.66…%: a pass mark of 67 is not met, though the score rounds to 66 or 67.
    const three = makeQuiz(67, 3);
    const twoRight = [rightAnswers(three)[0]!, rightAnswers(three)[1]!];
    expect(gradeQuiz(three, twoRight)).toMatchObject({ score: 66, passed: false });
    expect(gradeQuiz(makeQuiz(66, 3), twoRight).passed).toBe(true);
  });
});

describe("answers and the student's read", () => {
  it("refuses unknown ids, repeated ids, two single choices and more lists than questions", () => {
    const quiz = makeQuiz();
    const right = rightAnswers(quiz);
    expect(quizAnswersProblem(quiz, right)).toBeNull();
    expect(quizAnswersProblem(quiz, [["nope"]])).toBe("api.validation.quizAnswer");
    expect(quizAnswersProblem(quiz, [[...right[0]!, ...right[0]!]])).toBe("api.validation.quizAnswer");
    const single = quiz.questions[0];
    if (single?.type !== "single") throw new Error("shape");
    expect(quizAnswersProblem(quiz, [single.choices.slice(0, 2).map((item) => item.id)])).toBe("api.validation.quizAnswer");
    expect(quizAnswersProblem(quiz, [...right, []])).toBe("api.validation.quizAnswers");
    expect(quizAnswersProblem(quiz, [[], [], ["a", "b"]])).toBe("api.validation.quizAnswer");
  });

  it("refuses NUL bytes and huge arrays in the body", () => {
    expect(quizAnswersBody.safeParse({ answers: [["a\u0000"]] }).success).toBe(false);
    expect(quizAnswersBody.safeParse({ answers: [Array.from({ length: 11 }, () => "a")] }).success).toBe(false);
    expect(quizAnswersBody.safeParse({ answers: Array.from({ length: 31 }, () => []) }).success).toBe(false);
    expect(quizAnswersBody.safeParse({ answers: [["x".repeat(501)]] }).success).toBe(false);
    expect(quizAnswersBody.safeParse({ answers: [["ok"], []] }).success).toBe(true);
  });

  it("gives the student no correct flag, no accepted answer and no step order", () => {
    const quiz = makeQuiz();
    const read = studentQuiz(quiz, (uz) => uz);
    const text = JSON.stringify(read);
    expect(text).not.toContain("correct");
    expect(text).not.toContain("Toshkent");
    expect(text).not.toContain("accepted");
    const order = quiz.questions[3];
    const shown = read.questions[3];
    if (order?.type !== "order" || shown?.type !== "order") throw new Error("shape");
    expect(shown.steps.map((item) => item.id)).toEqual(order.steps.map((item) => item.id).sort());
  });

  it("says what keeps a quiz from being published", () => {
    const none = quizInput.parse({
      passMark: 50,
      questions: [
        { type: "single", promptUz: "a", choices: [{ textUz: "x" }, { textUz: "y" }] },
        { type: "single", promptUz: "b", choices: [{ textUz: "x", correct: true }, { textUz: "y", correct: true }] },
        { type: "multiple", promptUz: "c", choices: [{ textUz: "x" }, { textUz: "y" }] },
        { type: "short", promptUz: "d", accepted: ["  "] },
        { type: "order", promptUz: "e", steps: [{ textUz: "x" }, { textUz: "y" }] },
      ],
    });
    expect(quizProblems(none).map((problem) => problem.question)).toEqual([0, 1, 2, 3]);
    expect(quizProblems(quizInput.parse({ passMark: 50, questions: makeQuiz().questions }))).toEqual([]);
  });

  it("keeps given ids and makes distinct new ones", () => {
    const quiz = withQuizIds(quizInput.parse({ passMark: 50, questions: [{ type: "order", promptUz: "e", steps: [{ id: "keep", textUz: "x" }, { id: "keep", textUz: "y" }, { textUz: "z" }] }] }));
    const order = quiz.questions[0];
    if (order?.type !== "order") throw new Error("shape");
    expect(order.steps[0]!.id).toBe("keep");
    expect(new Set(order.steps.map((item) => item.id)).size).toBe(3);
  });
});
