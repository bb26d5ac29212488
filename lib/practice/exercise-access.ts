import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { assertCanLearn, courseVisibilitySelect } from "@/lib/learning/course-access";
import type { Check, ExerciseKind, PracticeFile } from "./contract";
import type { Quiz } from "./quiz";

export const exerciseRowSelect = {
  id: true,
  lessonId: true,
  position: true,
  kind: true,
  titleUz: true,
  titleRu: true,
  statementUz: true,
  statementRu: true,
  starterFiles: true,
  hintsUz: true,
  hintsRu: true,
  checks: true,
  solutionFiles: true,
  published: true,
  createdAt: true,
  updatedAt: true,
  quiz: { select: { passMark: true, questions: true } },
} satisfies Prisma.ExerciseSelect;

/** An exercise row with its JSON columns typed (every write parsed them with contract.ts). */
export type ExerciseRow = {
  id: string;
  lessonId: string;
  position: number;
  kind: ExerciseKind;
  titleUz: string;
  titleRu: string;
  statementUz: string;
  statementRu: string;
  starterFiles: PracticeFile[];
  hintsUz: string[];
  hintsRu: string[];
  checks: Check[];
  solutionFiles: PracticeFile[];
  published: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** A quiz's questions with their right answers (kind `quiz`), else null: never a student's to read. */
  quiz: Quiz | null;
};

export function asExercise(row: Prisma.ExerciseGetPayload<{ select: typeof exerciseRowSelect }>): ExerciseRow {
  return row as unknown as ExerciseRow;
}

/**
 * A published exercise the caller may practise: the lesson rule of assertCanLearn (enrolled
 * students and admins; 403 on a public course, 404 on a hidden one). An unpublished exercise is
 * unknown to students, as is an unknown id.
 */
export async function getPracticeExerciseOrThrow(input: { caller: Caller; exerciseId: string }): Promise<{ exercise: ExerciseRow; enrolled: boolean; courseId: string }> {
  const row = await db().exercise.findUnique({
    where: { id: input.exerciseId },
    select: { ...exerciseRowSelect, lesson: { select: { module: { select: { course: { select: courseVisibilitySelect } } } } } },
  });
  if (!row || (!row.published && input.caller.role !== "admin")) throw new AppError("exercise_not_found");
  const course = row.lesson.module.course;
  const { enrolled } = await assertCanLearn({ caller: input.caller, course, notFound: "exercise_not_found" });
  const { lesson: _lesson, ...exercise } = row;
  return { exercise: asExercise(exercise), enrolled, courseId: course.id };
}
