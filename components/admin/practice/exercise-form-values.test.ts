import { describe, expect, it } from "vitest";
import { exerciseBody } from "@/lib/practice/contract";
import { emptyCheck, emptyOption, exerciseFormSchema, formValuesOf, toBody, type ExerciseFormValues } from "./exercise-form-values";
import type { CmsExercise } from "./use-exercises";

const web: ExerciseFormValues = {
  ...formValuesOf(null),
  titleUz: "Sarlavha",
  titleRu: "Заголовок",
  statementUz: "`<h1>` yozing",
  statementRu: "Напишите `<h1>`",
  starterFiles: [{ name: "index.html", content: "" }],
  solutionFiles: [{ name: "index.html", content: "<h1>Salom</h1>" }],
  hints: [{ uz: "h1 tegi", ru: "тег h1" }],
  checks: [
    { ...emptyCheck("exists"), selector: "h1" },
    { ...emptyCheck("count"), selector: "p", min: "2" },
    { ...emptyCheck("text"), selector: "h1", match: "equals", value: "Salom" },
    { ...emptyCheck("attribute"), selector: "a", name: "href", value: "/" },
    { ...emptyCheck("css"), selector: "h1", property: "color", value: "red" },
  ],
  published: true,
};

describe("the exercise form's values", () => {
  it("become the contract's body: hints paired by language, numbers and each check's own fields", () => {
    expect(exerciseBody.parse(toBody(web))).toEqual({
      kind: "web",
      titleUz: "Sarlavha",
      titleRu: "Заголовок",
      statementUz: "`<h1>` yozing",
      statementRu: "Напишите `<h1>`",
      starterFiles: [{ name: "index.html", content: "" }],
      solutionFiles: [{ name: "index.html", content: "<h1>Salom</h1>" }],
      hintsUz: ["h1 tegi"],
      hintsRu: ["тег h1"],
      checks: [
        { type: "exists", selector: "h1" },
        { type: "count", selector: "p", min: 2 },
        { type: "text", selector: "h1", match: "equals", value: "Salom" },
        { type: "attribute", selector: "a", name: "href", value: "/" },
        { type: "css", selector: "h1", property: "color", value: "red" },
      ],
      published: true,
    });
  });

  it("read JSON arguments and expected values; an expected value that is not JSON is its text", () => {
    const js: ExerciseFormValues = {
      ...web,
      kind: "js",
      starterFiles: [{ name: "main.js", content: "" }],
      solutionFiles: [{ name: "main.js", content: "function sum(a, b) { return a + b; }" }],
      checks: [
        { ...emptyCheck("returns"), name: "sum", args: '2, 3, "x", [1]', expected: "5" },
        { ...emptyCheck("returns"), name: "greet", args: "", expected: "salom" },
        { ...emptyCheck("console"), value: "1\n2" },
        { ...emptyCheck("throws"), name: "fail", args: "null" },
      ],
    };
    expect(exerciseBody.parse(toBody(js))).toHaveProperty("checks", [
      { type: "returns", name: "sum", args: [2, 3, "x", [1]], expected: 5 },
      { type: "returns", name: "greet", args: [], expected: "salom" },
      { type: "console", expected: "1\n2" },
      { type: "throws", name: "fail", args: [null] },
    ]);
  });

  it("name the field at fault through the contract's own messages", () => {
    const result = exerciseFormSchema.safeParse({
      ...web,
      checks: [
        { ...emptyCheck("count"), selector: "", min: "" },
        { ...emptyCheck("returns"), name: "sum", args: "2, (", expected: "5" },
      ],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toContainEqual(["checks.0.selector", "api.validation.checkSelector"]);
    expect(issues).toContainEqual(["checks.0.min", "api.validation.checkCount"]);
    expect(issues).toContainEqual(["checks.1.args", "api.validation.checkArgs"]);
  });

  it("open an exercise as it was saved", () => {
    const body = exerciseBody.parse(toBody(web));
    const saved = { ...body, id: "e1", lessonId: "l1", position: 0, createdAt: "", updatedAt: "", stats: { students: 0, passed: 0, submissions: 0, mostFailedCheck: null } } as CmsExercise;
    expect(exerciseBody.parse(toBody(formValuesOf(saved)))).toEqual(body);
  });

  it("make a DOM check's body (issue 40): the click only when typed, the attribute only when read; and back", () => {
    const values: ExerciseFormValues = {
      ...web,
      kind: "js",
      starterFiles: [{ name: "index.html", content: '<button id="b">+</button><p id="n">0</p>' }, { name: "main.js", content: "" }],
      solutionFiles: [{ name: "index.html", content: '<button id="b">+</button><p id="n">0</p>' }, { name: "main.js", content: "" }],
      checks: [
        { ...emptyCheck("dom"), selector: "#n", value: "0", name: "ignored" },
        { ...emptyCheck("dom"), selector: "#n", value: "1", click: "#b" },
        { ...emptyCheck("dom"), selector: "#n", read: "attribute", name: "class", value: "big", click: "#b" },
        { ...emptyCheck("dom"), selector: "li", read: "count", value: "3" },
      ],
    };
    const body = exerciseBody.parse(toBody(values));
    expect(body.kind !== "quiz" && body.checks).toEqual([
      { type: "dom", selector: "#n", read: "text", value: "0" },
      { type: "dom", selector: "#n", read: "text", value: "1", click: "#b" },
      { type: "dom", selector: "#n", read: "attribute", name: "class", value: "big", click: "#b" },
      { type: "dom", selector: "li", read: "count", value: "3" },
    ]);
    const saved = { ...body, id: "e1", lessonId: "l1", position: 0, createdAt: "", updatedAt: "", stats: { students: 0, passed: 0, submissions: 0, mostFailedCheck: null } } as CmsExercise;
    expect(exerciseBody.parse(toBody(formValuesOf(saved)))).toEqual(body);
    const countNotANumber = exerciseFormSchema.safeParse({ ...values, checks: [{ ...emptyCheck("dom"), selector: "li", read: "count", value: "three" }] });
    expect(countNotANumber.success).toBe(false);
  });

  it("make a quiz's body: choices with their marks, accepted answers one a line, steps in order; and back", () => {
    const quiz: ExerciseFormValues = {
      ...web,
      kind: "quiz",
      quiz: {
        passMark: "75",
        questions: [
          { type: "single", promptUz: "Node?", promptRu: "Node?", options: [{ ...emptyOption(), textUz: "a" }, { ...emptyOption(), textUz: "b", correct: true }], accepted: "" },
          { type: "short", promptUz: "Fayl?", promptRu: "", options: [emptyOption(), emptyOption()], accepted: " package.json \n\nPACKAGE.JSON" },
          { type: "order", promptUz: "Tartib", promptRu: "", options: [{ ...emptyOption(), id: "keep1", textUz: "1" }, { ...emptyOption(), textUz: "2", correct: true }], accepted: "" },
        ],
      },
    };
    const body = exerciseBody.parse(toBody(quiz));
    expect(body).toMatchObject({
      kind: "quiz",
      quiz: {
        passMark: 75,
        questions: [
          { type: "single", choices: [{ textUz: "a", correct: false }, { textUz: "b", correct: true }] },
          { type: "short", accepted: ["package.json", "PACKAGE.JSON"] },
          { type: "order", steps: [{ id: "keep1", textUz: "1", textRu: "" }, { textUz: "2", textRu: "" }] },
        ],
      },
    });
    expect(body).not.toHaveProperty("checks");
    const stored = { ...body, quiz: { passMark: 75, questions: (body as { quiz: { questions: unknown[] } }).quiz.questions.map((question) => question) } };
    const again = formValuesOf({ ...(stored as unknown as CmsExercise), starterFiles: [], solutionFiles: [], checks: [] });
    expect(again.quiz.passMark).toBe("75");
    expect(again.quiz.questions[1]!.accepted).toBe("package.json\nPACKAGE.JSON");
    expect(again.quiz.questions[0]!.options.map((item) => item.correct)).toEqual([false, true]);
  });

  it("name a quiz's field at fault: the pass mark, a blank prompt", () => {
    const result = exerciseFormSchema.safeParse({ ...web, kind: "quiz", quiz: { passMark: "", questions: [{ type: "single", promptUz: "", promptRu: "", options: [emptyOption(), emptyOption()], accepted: "" }] } });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(paths).toContainEqual(["quiz.passMark", "api.validation.quizPassMark"]);
    expect(paths).toContainEqual(["quiz.questions.0.promptUz", "api.validation.quizText"]);
  });
});
