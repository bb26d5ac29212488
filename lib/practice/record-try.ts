import "server-only";
import { consumeAttempt } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { CheckOutcome, RunVerdict } from "./contract";
import { exerciseStatuses } from "./find-lesson-exercises";
import type { ExerciseStatus } from "./shapes";

// What an exercise's submission (submit-exercise.ts) and a quiz's answers (submit-quiz.ts) share:
// the rate limit on tries, the stored try with its first pass, and the status read after it.

/** Submissions a student may make in a minute, across instances (each runs code on the server). */
export const SUBMISSIONS_PER_MINUTE = 20;

/** Counts a student's try against SUBMISSIONS_PER_MINUTE (429 past it). */
export async function countTry(userId: string): Promise<void> {
  await consumeAttempt({ key: `practice:${userId}`, max: SUBMISSIONS_PER_MINUTE, windowMinutes: 1 });
}

/** Whether every published exercise of the lesson has the user's pass. */
export async function isLessonDone(userId: string, lessonId: string): Promise<boolean> {
  const [total, passed] = await Promise.all([
    db().exercise.count({ where: { lessonId, published: true } }),
    db().exercisePass.count({ where: { userId, exercise: { lessonId, published: true } } }),
  ]);
  return total > 0 && passed === total;
}

type Try = {
  userId: string;
  exerciseId: string;
  files: unknown;
  passed: boolean;
  verdict: RunVerdict;
  results: CheckOutcome[];
  /** A quiz's answers and score, kept beside the submission. */
  quizAnswers?: { answers: unknown; score: number };
};

/**
 * Keeps a try as a Submission and, when it passed, the first pass as an ExercisePass, in one
 * transaction (ON CONFLICT: two passing tries at once make one pass).
 */
export async function storeTry(input: Try): Promise<{ id: string; createdAt: Date }> {
  return db().$transaction(async (tx) => {
    const row = await tx.submission.create({
      data: {
        userId: input.userId,
        exerciseId: input.exerciseId,
        files: input.files as Prisma.InputJsonValue,
        passed: input.passed,
        verdict: input.verdict,
        results: input.results as unknown as Prisma.InputJsonValue,
        ...(input.quizAnswers ? { quizAnswers: { create: { answers: input.quizAnswers.answers as Prisma.InputJsonValue, score: input.quizAnswers.score } } } : {}),
      },
      select: { id: true, createdAt: true },
    });
    if (input.passed) {
      await tx.$executeRaw`
        INSERT INTO "ExercisePass" ("userId", "exerciseId", "submissionId", "passedAt") VALUES (${input.userId}, ${input.exerciseId}, ${row.id}, now())
        ON CONFLICT ("userId", "exerciseId") DO NOTHING`;
    }
    return row;
  });
}

/** After a try: the caller's status of the exercise and whether its lesson is done. */
export async function statusAfterTry(userId: string, exercise: { id: string; lessonId: string }): Promise<{ status: ExerciseStatus; lessonDone: boolean }> {
  const [statuses, lessonDone] = await Promise.all([exerciseStatuses(userId, [exercise.id]), isLessonDone(userId, exercise.lessonId)]);
  return { status: statuses.get(exercise.id)!, lessonDone };
}
