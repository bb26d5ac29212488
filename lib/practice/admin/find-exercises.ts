import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { localizedText } from "@/lib/i18n/localized-text";
import type { ExerciseKind, PracticeFile, RunVerdict } from "../contract";
import { asExercise, exerciseRowSelect, type ExerciseRow } from "../exercise-access";
import { renderResults } from "../practice-text";
import type { CheckOutcome } from "../contract";
import type { ExerciseStats, StudentPracticeRow } from "../shapes";
import { exerciseStats } from "./exercise-stats";

/** GET /api/admin/lessons/{lessonId}/exercises: every exercise of the lesson, drafts too, with its stats. */
export async function findAdminExercises(input: { lessonId: string; locale: Locale }): Promise<(ExerciseRow & { stats: ExerciseStats })[]> {
  const lesson = await db().lesson.findUnique({
    where: { id: input.lessonId },
    select: { exercises: { orderBy: [{ position: "asc" }, { createdAt: "asc" }], select: exerciseRowSelect } },
  });
  if (!lesson) throw new AppError("lesson_not_found");
  const exercises = lesson.exercises.map(asExercise);
  const stats = await exerciseStats(exercises, input.locale);
  return exercises.map((exercise) => ({ ...exercise, stats: stats.get(exercise.id)! }));
}

/** GET /api/admin/exercises/{id} */
export async function getAdminExercise(input: { id: string; locale: Locale }): Promise<{ exercise: ExerciseRow; stats: ExerciseStats }> {
  const row = await db().exercise.findUnique({ where: { id: input.id }, select: exerciseRowSelect });
  if (!row) throw new AppError("exercise_not_found");
  const exercise = asExercise(row);
  const stats = await exerciseStats([exercise], input.locale);
  return { exercise, stats: stats.get(exercise.id)! };
}

/** GET /api/admin/users/{id}/practice: the exercises a student tried, with passes, tries and their last submission. */
export async function findStudentPractice(input: { userId: string; locale: Locale }): Promise<StudentPracticeRow[]> {
  const user = await db().user.count({ where: { id: input.userId } });
  if (!user) throw new AppError("user_not_found");
  const [tries, last, passes] = await Promise.all([
    db().submission.groupBy({ by: ["exerciseId"], where: { userId: input.userId }, _count: { _all: true } }),
    db().submission.findMany({
      where: { userId: input.userId },
      distinct: ["exerciseId"],
      orderBy: [{ exerciseId: "asc" }, { createdAt: "desc" }],
      select: {
        id: true,
        files: true,
        passed: true,
        verdict: true,
        results: true,
        createdAt: true,
        exercise: {
          select: {
            id: true,
            titleUz: true,
            titleRu: true,
            kind: true,
            lessonId: true,
            lesson: { select: { title: true, titleRu: true, module: { select: { course: { select: { id: true, title: true, titleRu: true } } } } } },
          },
        },
      },
    }),
    db().exercisePass.findMany({ where: { userId: input.userId }, select: { exerciseId: true, passedAt: true } }),
  ]);
  const count = new Map(tries.map((row) => [row.exerciseId, row._count._all]));
  const passedAt = new Map(passes.map((row) => [row.exerciseId, row.passedAt]));
  return last
    .map((row) => ({
      exercise: {
        id: row.exercise.id,
        titleUz: row.exercise.titleUz,
        titleRu: row.exercise.titleRu,
        // Checked submissions are of the checked kinds only (a project's are ProjectSubmission rows).
        kind: row.exercise.kind as ExerciseKind,
        lessonId: row.exercise.lessonId,
        lessonTitle: localizedText(input.locale, row.exercise.lesson.title, row.exercise.lesson.titleRu),
        courseId: row.exercise.lesson.module.course.id,
        courseTitle: localizedText(input.locale, row.exercise.lesson.module.course.title, row.exercise.lesson.module.course.titleRu),
      },
      passed: passedAt.has(row.exercise.id),
      passedAt: passedAt.get(row.exercise.id) ?? null,
      tries: count.get(row.exercise.id) ?? 0,
      lastSubmission: {
        id: row.id,
        files: row.files as unknown as PracticeFile[],
        passed: row.passed,
        verdict: row.verdict as RunVerdict,
        results: renderResults(input.locale, row.results as unknown as CheckOutcome[]),
        createdAt: row.createdAt,
      },
    }))
    .sort((a, b) => b.lastSubmission.createdAt.getTime() - a.lastSubmission.createdAt.getTime());
}
