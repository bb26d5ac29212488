import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Locale } from "@/lib/i18n/locales";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { CodeExerciseInput, ExerciseInput, QuizExerciseInput } from "../contract";
import { asExercise, exerciseRowSelect, type ExerciseRow } from "../exercise-access";
import { renderReport } from "../practice-text";
import { quizProblems, withQuizIds } from "../quiz";
import { runChecks } from "../run-checks";

const liveLesson = { module: { course: { archivedAt: null } } } satisfies Prisma.LessonWhereInput;

/** Publishing needs the reference solution to pass every check, run on the server (400 solution_fails with the report), in `admin`'s turn. */
async function assertSolutionPasses(input: ExerciseInput, locale: Locale, admin: string): Promise<void> {
  if (!input.published) return;
  if (input.kind === "quiz") {
    // Issue 40: a published quiz must have a right answer to every question, or nobody could pass it.
    const questions = [...new Set(quizProblems(input.quiz).map((problem) => problem.question + 1))];
    if (questions.length) throw new AppError("quiz_incomplete", { key: "api.problems.quizIncomplete", values: { questions: questions.join(", ") } }, { questions });
    return;
  }
  const report = await runChecks({ kind: input.kind, files: input.solutionFiles, checks: input.checks, caller: admin });
  if (!report.passed) throw new AppError("solution_fails", undefined, { report: renderReport(locale, report) });
}

function codeData(input: CodeExerciseInput) {
  return {
    ...input,
    starterFiles: input.starterFiles as unknown as Prisma.InputJsonValue,
    checks: input.checks as unknown as Prisma.InputJsonValue,
    solutionFiles: input.solutionFiles as unknown as Prisma.InputJsonValue,
  };
}

/** A quiz's exercise row has no files or checks; its questions go to ExerciseQuiz, with ids for every choice and step. */
function quizData(input: QuizExerciseInput) {
  const { quiz, ...fields } = input;
  const stored = withQuizIds(quiz);
  return {
    fields: { ...fields, starterFiles: [], checks: [], solutionFiles: [] },
    quiz: { passMark: stored.passMark, questions: stored.questions as unknown as Prisma.InputJsonValue },
  };
}

/** POST /api/admin/lessons/{lessonId}/exercises: added after the lesson's last exercise. */
export async function createExercise(input: { lessonId: string; exercise: ExerciseInput; locale: Locale; admin: string }): Promise<ExerciseRow> {
  const lesson = await db().lesson.findFirst({ where: { id: input.lessonId, ...liveLesson }, select: { id: true } });
  if (!lesson) throw new AppError("lesson_not_found");
  await assertSolutionPasses(input.exercise, input.locale, input.admin);
  return db().$transaction(async (tx) => {
    const last = await tx.exercise.aggregate({ where: { lessonId: lesson.id }, _max: { position: true } });
    const place = { lessonId: lesson.id, position: (last._max.position ?? -1) + 1 };
    if (input.exercise.kind !== "quiz") return asExercise(await tx.exercise.create({ data: { ...place, ...codeData(input.exercise) }, select: exerciseRowSelect }));
    const { fields, quiz } = quizData(input.exercise);
    return asExercise(await tx.exercise.create({ data: { ...place, ...fields, quiz: { create: quiz } }, select: exerciseRowSelect }));
  });
}

/** PUT /api/admin/exercises/{id}: the whole exercise; its place in the lesson is kept. */
export async function updateExercise(input: { id: string; exercise: ExerciseInput; locale: Locale; admin: string }): Promise<ExerciseRow> {
  const found = await db().exercise.findUnique({ where: { id: input.id }, select: { kind: true } });
  if (!found) throw new AppError("exercise_not_found");
  // A project (issue 41) is not a checked exercise: this form would turn it into one and drop its brief.
  if (found.kind === "project") throw new AppError("conflict", "api.problems.projectNotInForm");
  await assertSolutionPasses(input.exercise, input.locale, input.admin);
  const exercise = input.exercise;
  return db().$transaction(async (tx) => {
    if (exercise.kind !== "quiz") {
      // A quiz turned into code leaves no questions behind.
      await tx.exerciseQuiz.deleteMany({ where: { exerciseId: input.id } });
      return asExercise(await tx.exercise.update({ where: { id: input.id }, data: codeData(exercise), select: exerciseRowSelect }));
    }
    const { fields, quiz } = quizData(exercise);
    return asExercise(await tx.exercise.update({ where: { id: input.id }, data: { ...fields, quiz: { upsert: { create: quiz, update: quiz } } }, select: exerciseRowSelect }));
  });
}

/** DELETE /api/admin/exercises/{id}: its drafts, submissions and passes go with it. */
export async function deleteExercise(input: { id: string }): Promise<void> {
  const { count } = await db().exercise.deleteMany({ where: { id: input.id } });
  if (!count) throw new AppError("exercise_not_found");
}

/** PUT /api/admin/lessons/{lessonId}/exercises/order: `ids` must be exactly the lesson's exercises. */
export async function reorderExercises(input: { lessonId: string; ids: string[] }): Promise<ExerciseRow[]> {
  return db().$transaction(async (tx) => {
    const lesson = await tx.lesson.findUnique({ where: { id: input.lessonId }, select: { exercises: { select: { id: true } } } });
    if (!lesson) throw new AppError("lesson_not_found");
    const current = lesson.exercises.map((row) => row.id).sort();
    const wanted = [...input.ids].sort();
    if (current.length !== wanted.length || current.some((id, index) => id !== wanted[index])) throw new AppError("invalid_input", "api.validation.exerciseOrder");
    for (const [position, id] of input.ids.entries()) await tx.exercise.update({ where: { id }, data: { position }, select: { id: true } });
    const rows = await tx.exercise.findMany({ where: { lessonId: input.lessonId }, orderBy: [{ position: "asc" }, { createdAt: "asc" }], select: exerciseRowSelect });
    return rows.map(asExercise);
  });
}
