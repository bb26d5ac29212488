import { z } from "zod";

// Issue 40: a quiz, the practice kind beside `web` and `js`. Questions and their right answers
// are data a teacher writes in the lesson form; a student's read carries the questions only
// (`studentQuiz`), and the verdict is the server's (`gradeQuiz`), a pure function of the stored
// quiz and the answers. lib/practice/README.md, "Quizzes", describes the routes.

export const QUIZ_QUESTION_TYPES = ["single", "multiple", "short", "order"] as const;
export type QuizQuestionType = (typeof QUIZ_QUESTION_TYPES)[number];

export const MAX_QUIZ_QUESTIONS = 30;
export const MAX_QUIZ_OPTIONS = 10;
export const MAX_ACCEPTED_ANSWERS = 20;
/** A short answer, and any answer value, is at most this long. */
export const MAX_ANSWER_CHARS = 500;

/** Choice and step ids: short, opaque, made by the server (`withQuizIds`) so that their order says nothing. */
const OPTION_ID = /^[a-z0-9]{1,16}$/;
const optionId = z.string().regex(OPTION_ID, "api.validation.quizAnswer");

// Texts are held to no NUL byte (PostgreSQL's text cannot keep one) and to a length.
const noNul = (value: string) => !value.includes("\u0000");
const uzText = (max: number) => z.string({ error: "api.validation.quizText" }).trim().min(1, "api.validation.quizText").max(max, "api.validation.quizText").refine(noNul, "api.validation.quizText");
const ruText = (max: number) => z.string({ error: "api.validation.quizText" }).trim().max(max, "api.validation.quizText").refine(noNul, "api.validation.quizText").default("");

const prompt = { promptUz: uzText(2000), promptRu: ruText(2000) };
const choice = z.object({ id: optionId.optional(), textUz: uzText(500), textRu: ruText(500), correct: z.boolean().default(false) });
const step = z.object({ id: optionId.optional(), textUz: uzText(500), textRu: ruText(500) });
const options = <T extends z.ZodType>(item: T) => z.array(item, { error: "api.validation.quizOptions" }).min(2, "api.validation.quizOptions").max(MAX_QUIZ_OPTIONS, "api.validation.quizOptions");

export const quizQuestion = z.discriminatedUnion(
  "type",
  [
    /** One choice is right. */
    z.object({ type: z.literal("single"), ...prompt, choices: options(choice) }),
    /** The right choices, all of them and no other. */
    z.object({ type: z.literal("multiple"), ...prompt, choices: options(choice) }),
    /** A typed answer, right when it is one of `accepted` after `normaliseAnswer` on both. */
    z.object({
      type: z.literal("short"),
      ...prompt,
      accepted: z
        .array(z.string().max(MAX_ANSWER_CHARS, "api.validation.quizText").refine(noNul, "api.validation.quizText"), { error: "api.validation.quizAccepted" })
        .max(MAX_ACCEPTED_ANSWERS, "api.validation.quizAccepted"),
    }),
    /** Steps in their right order, as the teacher wrote them; the student sees them shuffled. */
    z.object({ type: z.literal("order"), ...prompt, steps: options(step) }),
  ],
  { error: "api.validation.quizQuestionType" },
);

/** A quiz as the lesson form writes it (ids optional: the server gives the missing ones). */
export const quizInput = z.object({
  /** The percent of questions a student must get right to pass. */
  passMark: z.int("api.validation.quizPassMark").min(1, "api.validation.quizPassMark").max(100, "api.validation.quizPassMark"),
  questions: z.array(quizQuestion, { error: "api.validation.quizQuestions" }).min(1, "api.validation.quizQuestions").max(MAX_QUIZ_QUESTIONS, "api.validation.quizQuestions"),
});
export type QuizInput = z.output<typeof quizInput>;
type QuestionInput = QuizInput["questions"][number];

type WithIds<T> = T extends { choices: (infer C)[] } ? Omit<T, "choices"> & { choices: (C & { id: string })[] } : T extends { steps: (infer S)[] } ? Omit<T, "steps"> & { steps: (S & { id: string })[] } : T;
export type QuizQuestion = WithIds<QuestionInput>;
/** A quiz as it is stored: every choice and step has its id. */
export type Quiz = { passMark: number; questions: QuizQuestion[] };

/** Ids for the choices and steps that have none, random so that sorting by them shuffles. */
export function withQuizIds(input: QuizInput, newId: () => string = randomOptionId): Quiz {
  const used = new Set<string>();
  const idOf = (id: string | undefined) => {
    let next = id && !used.has(id) ? id : newId();
    while (used.has(next)) next = newId();
    used.add(next);
    return next;
  };
  const questions = input.questions.map((question): QuizQuestion => {
    if (question.type === "single" || question.type === "multiple") return { ...question, choices: question.choices.map((item) => ({ ...item, id: idOf(item.id) })) };
    if (question.type === "order") return { ...question, steps: question.steps.map((item) => ({ ...item, id: idOf(item.id) })) };
    return question;
  });
  return { passMark: input.passMark, questions };
}

function randomOptionId(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => (byte % 36).toString(36)).join("");
}

/**
 * Why a quiz may not be published: per question, a right answer is missing (no right choice, a
 * single choice with more than one, no accepted answer that is not blank). Empty when it may.
 */
export function quizProblems(quiz: QuizInput): { question: number; key: string }[] {
  const problems: { question: number; key: string }[] = [];
  quiz.questions.forEach((question, index) => {
    if (question.type === "single" && question.choices.filter((item) => item.correct).length !== 1) problems.push({ question: index, key: "api.validation.quizSingleRight" });
    if (question.type === "multiple" && !question.choices.some((item) => item.correct)) problems.push({ question: index, key: "api.validation.quizNoRightAnswer" });
    if (question.type === "short" && !question.accepted.some((text) => normaliseAnswer(text) !== "")) problems.push({ question: index, key: "api.validation.quizNoRightAnswer" });
  });
  return problems;
}

/**
 * A short answer as it is compared: Unicode NFKC, lower case, the apostrophes Uzbek is typed with
 * (o‘, o', oʻ, o`) made one, and spaces trimmed and collapsed.
 */
export function normaliseAnswer(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02BB\u02BC`´]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

// ---------------------------------------------------------------------------------------------
// What the student sees and sends

/** A question without its answers: choices as written, steps sorted by their random ids. */
export type StudentQuizQuestion =
  | { type: "single" | "multiple"; prompt: string; choices: { id: string; text: string }[] }
  | { type: "short"; prompt: string }
  | { type: "order"; prompt: string; steps: { id: string; text: string }[] };
export type StudentQuiz = { passMark: number; questions: StudentQuizQuestion[] };

/** The student's read of a quiz: no `correct` flag, no accepted answer, no step order. */
export function studentQuiz(quiz: Quiz, text: (uz: string, ru: string) => string): StudentQuiz {
  return {
    passMark: quiz.passMark,
    questions: quiz.questions.map((question): StudentQuizQuestion => {
      const promptText = text(question.promptUz, question.promptRu);
      if (question.type === "short") return { type: "short", prompt: promptText };
      if (question.type === "order") {
        const steps = [...question.steps].sort((a, b) => (a.id < b.id ? -1 : 1));
        return { type: "order", prompt: promptText, steps: steps.map((item) => ({ id: item.id, text: text(item.textUz, item.textRu) })) };
      }
      return { type: question.type, prompt: promptText, choices: question.choices.map((item) => ({ id: item.id, text: text(item.textUz, item.textRu) })) };
    }),
  };
}

const answerValue = z
  .string({ error: "api.validation.quizAnswer" })
  .max(MAX_ANSWER_CHARS, "api.validation.quizAnswer")
  .refine(noNul, "api.validation.quizAnswer");

/**
 * POST /api/exercises/{id}/answers: one list per question, in the quiz's order: single choice
 * [choiceId], multiple choice [choiceId…], short answer [text], order [stepId…] first to last.
 * An unanswered question is [].
 */
export const quizAnswersBody = z.object({
  answers: z
    .array(z.array(answerValue, { error: "api.validation.quizAnswer" }).max(MAX_QUIZ_OPTIONS, "api.validation.quizAnswer"), { error: "api.validation.quizAnswers" })
    .max(MAX_QUIZ_QUESTIONS, "api.validation.quizAnswers"),
});
export type QuizAnswers = z.output<typeof quizAnswersBody>["answers"];

/**
 * Whether the answers fit the quiz: no more lists than questions, and every id one of its
 * question's own (once). An `api.validation` key naming the problem, or null.
 */
export function quizAnswersProblem(quiz: Quiz, answers: QuizAnswers): string | null {
  if (answers.length > quiz.questions.length) return "api.validation.quizAnswers";
  for (const [index, answer] of answers.entries()) {
    const question = quiz.questions[index]!;
    if (question.type === "short") {
      if (answer.length > 1) return "api.validation.quizAnswer";
      continue;
    }
    const ids = new Set((question.type === "order" ? question.steps : question.choices).map((item) => item.id));
    if (answer.some((id) => !ids.has(id)) || new Set(answer).size !== answer.length) return "api.validation.quizAnswer";
    if (question.type === "single" && answer.length > 1) return "api.validation.quizAnswer";
  }
  return null;
}

export type QuizGrade = {
  /** Per question, in order: answered right. */
  right: boolean[];
  /** Percent of questions right, rounded down. */
  score: number;
  /** At least the pass mark (compared exactly, not by the rounded score). */
  passed: boolean;
};

/** The same ids, each once: a repeated id is not a second right choice. */
function sameSet(given: string[], wanted: string[]): boolean {
  return given.length === wanted.length && new Set(given).size === given.length && given.every((item) => wanted.includes(item));
}

/** The verdict: each question right or wrong, the score, and whether it meets the pass mark. */
export function gradeQuiz(quiz: Quiz, answers: QuizAnswers): QuizGrade {
  const right = quiz.questions.map((question, index) => {
    const answer = answers[index] ?? [];
    switch (question.type) {
      case "single":
      case "multiple":
        return answer.length > 0 && sameSet(answer, question.choices.filter((item) => item.correct).map((item) => item.id));
      case "short": {
        const given = normaliseAnswer(answer[0] ?? "");
        return given !== "" && question.accepted.some((text) => normaliseAnswer(text) === given);
      }
      case "order":
        return answer.length === question.steps.length && question.steps.every((item, position) => answer[position] === item.id);
    }
  });
  const count = right.filter(Boolean).length;
  const total = quiz.questions.length;
  return { right, score: total ? Math.floor((count * 100) / total) : 0, passed: total > 0 && count * 100 >= quiz.passMark * total };
}

/** The answers that pass a stored quiz: what the demo test and the admin's checks use. */
export function rightAnswers(quiz: Quiz): QuizAnswers {
  return quiz.questions.map((question) => {
    if (question.type === "short") return question.accepted.filter((text) => normaliseAnswer(text) !== "").slice(0, 1);
    if (question.type === "order") return question.steps.map((item) => item.id);
    return question.choices.filter((item) => item.correct).map((item) => item.id);
  });
}
