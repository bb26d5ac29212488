import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { localizedText } from "@/lib/i18n/localized-text";
import { assertCanLearn, courseVisibilitySelect } from "@/lib/learning/course-access";
import type { PracticeFile, RunVerdict } from "./contract";
import { describeCheck } from "./describe-check";
import { asExercise, exerciseRowSelect, type ExerciseRow } from "./exercise-access";
import { practiceText } from "./practice-text";
import { studentQuiz } from "./quiz";
import type { ExerciseStatus, PracticeProgress, StudentExercise } from "./shapes";

/** The caller's standing on each of these exercises: passes, tries and last submission, in three indexed reads. */
export async function exerciseStatuses(userId: string, exerciseIds: string[]): Promise<Map<string, ExerciseStatus>> {
  if (exerciseIds.length === 0) return new Map();
  const [passes, tries, last] = await Promise.all([
    db().exercisePass.findMany({ where: { userId, exerciseId: { in: exerciseIds } }, select: { exerciseId: true, passedAt: true } }),
    db().submission.groupBy({ by: ["exerciseId"], where: { userId, exerciseId: { in: exerciseIds } }, _count: { _all: true } }),
    db().submission.findMany({
      where: { userId, exerciseId: { in: exerciseIds } },
      distinct: ["exerciseId"],
      orderBy: [{ exerciseId: "asc" }, { createdAt: "desc" }],
      select: { id: true, exerciseId: true, passed: true, verdict: true, createdAt: true },
    }),
  ]);
  const passedAt = new Map(passes.map((row) => [row.exerciseId, row.passedAt]));
  const count = new Map(tries.map((row) => [row.exerciseId, row._count._all]));
  const lastOf = new Map(last.map((row) => [row.exerciseId, row]));
  return new Map(
    exerciseIds.map((id) => {
      const latest = lastOf.get(id);
      return [
        id,
        {
          passed: passedAt.has(id),
          passedAt: passedAt.get(id) ?? null,
          tries: count.get(id) ?? 0,
          lastSubmission: latest ? { id: latest.id, passed: latest.passed, verdict: latest.verdict as RunVerdict, createdAt: latest.createdAt } : null,
        },
      ];
    }),
  );
}

export function studentExercise(exercise: ExerciseRow, locale: Locale, status: ExerciseStatus, draft: StudentExercise["draft"]): StudentExercise {
  return {
    id: exercise.id,
    lessonId: exercise.lessonId,
    position: exercise.position,
    kind: exercise.kind,
    title: localizedText(locale, exercise.titleUz, exercise.titleRu),
    statement: localizedText(locale, exercise.statementUz, exercise.statementRu),
    starterFiles: exercise.starterFiles,
    hintsCount: exercise.hintsUz.length,
    checks: exercise.checks,
    checkDescriptions: exercise.checks.map((check) => practiceText(locale, describeCheck(check))),
    status,
    draft,
    quiz: exercise.quiz ? studentQuiz(exercise.quiz, (uz, ru) => localizedText(locale, uz, ru)) : null,
  };
}

/** GET /api/lessons/{lessonId}/exercises: the lesson's published exercises, with the caller's status and draft. */
export async function findLessonExercises(input: { caller: Caller; lessonId: string; locale: Locale }): Promise<{ exercises: StudentExercise[]; progress: PracticeProgress; lessonDone: boolean }> {
  const lesson = await db().lesson.findUnique({
    where: { id: input.lessonId },
    select: {
      id: true,
      module: { select: { course: { select: courseVisibilitySelect } } },
      exercises: { where: { published: true }, orderBy: [{ position: "asc" }, { createdAt: "asc" }], select: exerciseRowSelect },
    },
  });
  if (!lesson) throw new AppError("lesson_not_found");
  await assertCanLearn({ caller: input.caller, course: lesson.module.course, notFound: "lesson_not_found" });
  const ids = lesson.exercises.map((row) => row.id);
  const [statuses, drafts] = await Promise.all([
    exerciseStatuses(input.caller.id, ids),
    ids.length ? db().exerciseDraft.findMany({ where: { userId: input.caller.id, exerciseId: { in: ids } }, select: { exerciseId: true, files: true, updatedAt: true } }) : [],
  ]);
  const draftOf = new Map(drafts.map((row) => [row.exerciseId, { files: row.files as unknown as PracticeFile[], updatedAt: row.updatedAt }]));
  // A project (issue 41) is reviewed by a mentor, not run here (lib/review): it is left out of the
  // checker's list, but its acceptance (a pass) counts towards the lesson being done.
  const exercises = lesson.exercises
    .filter((row) => row.kind !== "project")
    .map((row) => studentExercise(asExercise(row), input.locale, statuses.get(row.id)!, draftOf.get(row.id) ?? null));
  const passed = exercises.filter((exercise) => exercise.status.passed).length;
  const lessonDone = ids.length > 0 && ids.every((id) => statuses.get(id)!.passed);
  return { exercises, progress: { passed, total: exercises.length }, lessonDone };
}
