import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Locale } from "@/lib/i18n/locales";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { ExerciseInput } from "../contract";
import { asExercise, exerciseRowSelect, type ExerciseRow } from "../exercise-access";
import { renderReport } from "../practice-text";
import { runChecks } from "../run-checks";

const liveLesson = { module: { course: { archivedAt: null } } } satisfies Prisma.LessonWhereInput;

/** Publishing needs the reference solution to pass every check, run on the server (400 solution_fails with the report), in `admin`'s turn. */
async function assertSolutionPasses(input: ExerciseInput, locale: Locale, admin: string): Promise<void> {
  if (!input.published) return;
  const report = await runChecks({ kind: input.kind, files: input.solutionFiles, checks: input.checks, caller: admin });
  if (!report.passed) throw new AppError("solution_fails", undefined, { report: renderReport(locale, report) });
}

function data(input: ExerciseInput) {
  return {
    ...input,
    starterFiles: input.starterFiles as unknown as Prisma.InputJsonValue,
    checks: input.checks as unknown as Prisma.InputJsonValue,
    solutionFiles: input.solutionFiles as unknown as Prisma.InputJsonValue,
  };
}

/** POST /api/admin/lessons/{lessonId}/exercises: added after the lesson's last exercise. */
export async function createExercise(input: { lessonId: string; exercise: ExerciseInput; locale: Locale; admin: string }): Promise<ExerciseRow> {
  const lesson = await db().lesson.findFirst({ where: { id: input.lessonId, ...liveLesson }, select: { id: true } });
  if (!lesson) throw new AppError("lesson_not_found");
  await assertSolutionPasses(input.exercise, input.locale, input.admin);
  return db().$transaction(async (tx) => {
    const last = await tx.exercise.aggregate({ where: { lessonId: lesson.id }, _max: { position: true } });
    const row = await tx.exercise.create({ data: { lessonId: lesson.id, position: (last._max.position ?? -1) + 1, ...data(input.exercise) }, select: exerciseRowSelect });
    return asExercise(row);
  });
}

/** PUT /api/admin/exercises/{id}: the whole exercise; its place in the lesson is kept. */
export async function updateExercise(input: { id: string; exercise: ExerciseInput; locale: Locale; admin: string }): Promise<ExerciseRow> {
  const found = await db().exercise.findUnique({ where: { id: input.id }, select: { kind: true } });
  if (!found) throw new AppError("exercise_not_found");
  // A project (issue 41) is not a checked exercise: this form would turn it into one and drop its brief.
  if (found.kind === "project") throw new AppError("conflict", "api.problems.projectNotInForm");
  await assertSolutionPasses(input.exercise, input.locale, input.admin);
  const row = await db().exercise.update({ where: { id: input.id }, data: data(input.exercise), select: exerciseRowSelect });
  return asExercise(row);
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
