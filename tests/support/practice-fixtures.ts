import { db } from "@/lib/db/client";
import type { ExerciseInput } from "@/lib/practice/contract";

/** An exercise with files and checks (not a quiz). */
export type CodeExerciseInput = Extract<ExerciseInput, { kind: "web" | "js" }>;

// Practice fixtures the API tests share: a published web exercise (an <h1> "Salom"), a published
// js exercise (sum), and an exercise a student has already passed, written straight to the database.

/** A web exercise: a heading `<h1>` "Salom"; the solution passes both checks. */
export function headingExercise(overrides: Partial<CodeExerciseInput> = {}): CodeExerciseInput {
  return {
    kind: "web",
    titleUz: "Sarlavha",
    titleRu: "Заголовок",
    statementUz: "Sahifaga `<h1>` sarlavha qo'shing",
    statementRu: "Добавьте на страницу заголовок `<h1>`",
    starterFiles: [{ name: "index.html", content: "<p>Salom</p>" }],
    hintsUz: ["<h1> tegidan foydalaning", "Matn: Salom"],
    hintsRu: ["Используйте тег <h1>", "Текст: Salom"],
    checks: [
      { type: "exists", selector: "h1" },
      { type: "text", selector: "h1", match: "equals", value: "Salom" },
    ],
    solutionFiles: [{ name: "index.html", content: "<h1>Salom</h1>" }],
    published: true,
    ...overrides,
  };
}

/** A js exercise: `sum(a, b)`; the solution passes both checks. */
export function sumExercise(overrides: Partial<CodeExerciseInput> = {}): CodeExerciseInput {
  return {
    kind: "js",
    titleUz: "Yig'indi",
    titleRu: "Сумма",
    statementUz: "sum(a, b) funksiyasini yozing",
    statementRu: "Напишите функцию sum(a, b)",
    starterFiles: [{ name: "main.js", content: "function sum(a, b) {\n}\n" }],
    hintsUz: [],
    hintsRu: [],
    checks: [
      { type: "returns", name: "sum", args: [2, 3], expected: 5 },
      { type: "returns", name: "sum", args: [-1, 1], expected: 0 },
    ],
    solutionFiles: [{ name: "main.js", content: "function sum(a, b) { return a + b }" }],
    published: true,
    ...overrides,
  };
}

/** A published js exercise in the lesson that the user has passed (a submission and its pass), made in the database. */
export async function passedExercise(input: { userId: string; lessonId: string }): Promise<{ exerciseId: string; submissionId: string }> {
  const exercise = await db().exercise.create({
    data: { lessonId: input.lessonId, kind: "js", titleUz: "Yig'indi", titleRu: "Сумма", statementUz: "S", statementRu: "S", published: true },
    select: { id: true },
  });
  const submission = await db().submission.create({ data: { userId: input.userId, exerciseId: exercise.id, files: [], passed: true, verdict: "ok", results: [] }, select: { id: true } });
  await db().exercisePass.create({ data: { userId: input.userId, exerciseId: exercise.id, submissionId: submission.id } });
  return { exerciseId: exercise.id, submissionId: submission.id };
}
