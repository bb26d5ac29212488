import { z } from "zod";
import { exerciseBody, JS_CHECK_TYPES, WEB_CHECK_TYPES, type Check, type ExerciseInput, type ExerciseKind } from "@/lib/practice/contract";
import type { Quiz, QuizQuestionType } from "@/lib/practice/quiz";
import type { CmsExercise } from "./use-exercises";

// The exercise form's values: what the teacher types (every box a string), turned into the
// contract's body before the contract's own schema judges it (zodResolver below and the route
// alike). Arguments and expected values are JSON; an expected value that is not JSON is taken
// as the text it is. Values JSON lacks are typed as the contract encodes them: {"$js":"NaN"} …

export type CheckType = (typeof WEB_CHECK_TYPES)[number] | (typeof JS_CHECK_TYPES)[number];
export type CheckFormValues = {
  type: CheckType;
  selector: string;
  min: string;
  /** Issue 40: at most (empty: no limit). */
  max: string;
  match: "equals" | "contains" | "matches";
  ignoreCase: boolean;
  value: string;
  name: string;
  property: string;
  args: string;
  expected: string;
  unchanged: boolean;
  twice: boolean;
  must: "match" | "notMatch";
  pattern: string;
  /** A source check's file (empty: every file). */
  file: string;
  /** A project's check that only advises (issue 41); an exercise's checks are all required. */
  advisory: boolean;
  /** A DOM check (issue 40): what it reads, and the selector it clicks first (empty: none). */
  read: "text" | "attribute" | "count";
  click: string;
};
export type FileFormValues = { name: string; content: string };
/** A choice (single and multiple choice) or a step (order, `correct` unused); `id` is the server's, kept on an edit. */
export type OptionFormValues = { id: string; textUz: string; textRu: string; correct: boolean };
export type QuestionFormValues = {
  type: QuizQuestionType;
  promptUz: string;
  promptRu: string;
  options: OptionFormValues[];
  /** Short answer: the accepted answers, one a line. */
  accepted: string;
};
export type QuizFormValues = { passMark: string; questions: QuestionFormValues[] };
export type ExerciseFormValues = {
  kind: ExerciseKind;
  titleUz: string;
  titleRu: string;
  statementUz: string;
  statementRu: string;
  starterFiles: FileFormValues[];
  solutionFiles: FileFormValues[];
  hints: { uz: string; ru: string }[];
  checks: CheckFormValues[];
  /** Kind `quiz` (issue 40): questions in place of files and checks. */
  quiz: QuizFormValues;
  published: boolean;
};

export const emptyOption = (): OptionFormValues => ({ id: "", textUz: "", textRu: "", correct: false });
export const emptyQuestion = (type: QuizQuestionType = "single"): QuestionFormValues => ({ type, promptUz: "", promptRu: "", options: [emptyOption(), emptyOption()], accepted: "" });
export const emptyQuiz = (): QuizFormValues => ({ passMark: "70", questions: [emptyQuestion()] });

function questionBody(question: QuestionFormValues): unknown {
  const prompt = { type: question.type, promptUz: question.promptUz, promptRu: question.promptRu };
  const option = ({ id, textUz, textRu }: OptionFormValues) => ({ ...(id ? { id } : {}), textUz, textRu });
  switch (question.type) {
    case "single":
    case "multiple":
      return { ...prompt, choices: question.options.map((item) => ({ ...option(item), correct: item.correct })) };
    case "short":
      return { ...prompt, accepted: question.accepted.split("\n").map((line) => line.trim()).filter(Boolean) };
    case "order":
      return { ...prompt, steps: question.options.map(option) };
  }
}

function quizValues(quiz: Quiz): QuizFormValues {
  return {
    passMark: String(quiz.passMark),
    questions: quiz.questions.map((question) => ({
      type: question.type,
      promptUz: question.promptUz,
      promptRu: question.promptRu,
      options:
        question.type === "short"
          ? [emptyOption(), emptyOption()]
          : question.type === "order"
            ? question.steps.map((item) => ({ id: item.id, textUz: item.textUz, textRu: item.textRu, correct: false }))
            : question.choices.map((item) => ({ id: item.id, textUz: item.textUz, textRu: item.textRu, correct: item.correct })),
      accepted: question.type === "short" ? question.accepted.join("\n") : "",
    })),
  };
}

export const emptyCheck = (type: CheckType): CheckFormValues => ({
  type,
  selector: "",
  min: "1",
  max: "",
  match: "contains",
  ignoreCase: false,
  value: "",
  name: "",
  property: "",
  args: "",
  expected: "",
  read: "text",
  click: "",
  unchanged: false,
  twice: false,
  must: "notMatch",
  pattern: "",
  file: "",
  advisory: false,
});

const numberOf = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
/** Optional flags stay out of the body when off, so an old check keeps its shape. */
const flag = (name: string, on: boolean) => (on ? { [name]: true } : {});

export const starterFilesOf = (kind: ExerciseKind): FileFormValues[] =>
  kind === "web"
    ? [
        { name: "index.html", content: "" },
        { name: "style.css", content: "" },
      ]
    : [{ name: "main.js", content: "" }];

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function argsOf(text: string): unknown {
  if (!text.trim()) return [];
  try {
    return JSON.parse(`[${text}]`);
  } catch {
    // Not a list of JSON values: the schema names the field.
    return text;
  }
}

export function checkBody(check: CheckFormValues): unknown {
  switch (check.type) {
    case "exists":
      return { type: check.type, selector: check.selector };
    case "count":
      return { type: check.type, selector: check.selector, min: numberOf(check.min), ...(check.max.trim() === "" ? {} : { max: numberOf(check.max) }) };
    case "text":
      return { type: check.type, selector: check.selector, match: check.match, value: check.value, ...flag("ignoreCase", check.ignoreCase) };
    case "none":
    case "everyText":
      return { type: check.type, selector: check.selector };
    case "source":
      return { type: check.type, must: check.must, pattern: check.pattern, ...flag("ignoreCase", check.ignoreCase), ...(check.file.trim() === "" ? {} : { file: check.file.trim() }) };
    case "attribute":
      return { type: check.type, selector: check.selector, name: check.name, value: check.value };
    case "css":
      return { type: check.type, selector: check.selector, property: check.property, value: check.value };
    case "returns":
      return { type: check.type, name: check.name, args: argsOf(check.args), expected: parseJson(check.expected), ...flag("unchanged", check.unchanged), ...flag("twice", check.twice) };
    case "console":
      return { type: check.type, expected: check.value };
    case "throws":
      return { type: check.type, name: check.name, args: argsOf(check.args) };
    case "dom":
      return { type: check.type, selector: check.selector, read: check.read, value: check.value, ...(check.read === "attribute" ? { name: check.name } : {}), ...(check.click.trim() === "" ? {} : { click: check.click }) };
  }
}

export function toBody(values: ExerciseFormValues): unknown {
  if (values.kind === "quiz")
    return {
      kind: values.kind,
      titleUz: values.titleUz,
      titleRu: values.titleRu,
      statementUz: values.statementUz,
      statementRu: values.statementRu,
      hintsUz: values.hints.map((hint) => hint.uz),
      hintsRu: values.hints.map((hint) => hint.ru),
      quiz: { passMark: values.quiz.passMark.trim() === "" ? Number.NaN : Number(values.quiz.passMark), questions: values.quiz.questions.map(questionBody) },
      published: values.published,
    };
  return {
    kind: values.kind,
    titleUz: values.titleUz,
    titleRu: values.titleRu,
    statementUz: values.statementUz,
    statementRu: values.statementRu,
    starterFiles: values.starterFiles,
    solutionFiles: values.solutionFiles,
    hintsUz: values.hints.map((hint) => hint.uz),
    hintsRu: values.hints.map((hint) => hint.ru),
    checks: values.checks.map(checkBody),
    published: values.published,
  };
}

/** The form's schema: the contract's, over the body the values make. */
export const exerciseFormSchema = z.preprocess((values) => toBody(values as ExerciseFormValues), exerciseBody);

const argsText = (args: unknown[]) => args.map((arg) => JSON.stringify(arg)).join(", ");

export function checkValues(check: Check): CheckFormValues {
  const base = emptyCheck(check.type);
  switch (check.type) {
    case "exists":
      return { ...base, selector: check.selector };
    case "count":
      return { ...base, selector: check.selector, min: String(check.min), max: check.max === undefined ? "" : String(check.max) };
    case "text":
      return { ...base, selector: check.selector, match: check.match, value: check.value, ignoreCase: check.ignoreCase === true };
    case "none":
    case "everyText":
      return { ...base, selector: check.selector };
    case "source":
      return { ...base, must: check.must, pattern: check.pattern, ignoreCase: check.ignoreCase === true, file: check.file ?? "" };
    case "attribute":
      return { ...base, selector: check.selector, name: check.name, value: check.value };
    case "css":
      return { ...base, selector: check.selector, property: check.property, value: check.value };
    case "returns":
      return { ...base, name: check.name, args: argsText(check.args), expected: JSON.stringify(check.expected), unchanged: check.unchanged === true, twice: check.twice === true };
    case "console":
      return { ...base, value: check.expected };
    case "throws":
      return { ...base, name: check.name, args: argsText(check.args) };
    case "dom":
      return { ...base, selector: check.selector, read: check.read, value: check.value, name: check.name ?? "", click: check.click ?? "" };
  }
}

export function formValuesOf(exercise: CmsExercise | null): ExerciseFormValues {
  if (!exercise)
    return {
      kind: "web",
      titleUz: "",
      titleRu: "",
      statementUz: "",
      statementRu: "",
      starterFiles: starterFilesOf("web"),
      solutionFiles: starterFilesOf("web"),
      hints: [],
      checks: [emptyCheck("exists")],
      quiz: emptyQuiz(),
      published: false,
    };
  return {
    kind: exercise.kind,
    titleUz: exercise.titleUz,
    titleRu: exercise.titleRu,
    statementUz: exercise.statementUz,
    statementRu: exercise.statementRu,
    starterFiles: exercise.starterFiles,
    solutionFiles: exercise.solutionFiles,
    hints: exercise.hintsUz.map((uz, index) => ({ uz, ru: exercise.hintsRu[index] ?? "" })),
    checks: exercise.kind === "quiz" ? [emptyCheck("exists")] : (exercise.checks as Check[]).map(checkValues),
    quiz: exercise.quiz ? quizValues(exercise.quiz as Quiz) : emptyQuiz(),
    published: exercise.published,
  };
}

export type { ExerciseInput };
