import "server-only";
import { consumeAttempt } from "@/lib/auth/rate-limit";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/errors/app-error";
import type { Locale } from "@/lib/i18n/locales";
import type { CheckOutcome } from "./contract";
import { getPracticeExerciseOrThrow } from "./exercise-access";
import { exerciseStatuses } from "./find-lesson-exercises";
import { renderResults } from "./practice-text";
import { gradeQuiz, quizAnswersProblem, type QuizAnswers } from "./quiz";
import type { QuizSubmissionAnswer } from "./shapes";
import { isLessonDone, SUBMISSIONS_PER_MINUTE } from "./submit-exercise";

/**
 * POST /api/exercises/{id}/answers (issue 40): the server grades a quiz against the answers it
 * alone holds, and keeps the submission as an exercise's is kept: a Submission row whose results
 * are per question, the answers beside it, the first pass in ExercisePass, so a passed quiz
 * counts toward the lesson as a passed exercise does. Answers that do not fit the quiz (an id of
 * no choice of its question, more lists than questions) are 400 before anything is stored. An
 * admin's try is graded and not stored.
 */
export async function submitQuiz(input: { caller: Caller; exerciseId: string; answers: QuizAnswers; locale: Locale }): Promise<QuizSubmissionAnswer> {
  const { exercise, enrolled } = await getPracticeExerciseOrThrow({ caller: input.caller, exerciseId: input.exerciseId });
  const quiz = exercise.quiz;
  if (exercise.kind !== "quiz" || !quiz) throw new AppError("invalid_input", "api.validation.quizNotQuiz");
  const problem = quizAnswersProblem(quiz, input.answers);
  if (problem) throw new AppError("invalid_input", problem);
  if (enrolled) await consumeAttempt({ key: `practice:${input.caller.id}`, max: SUBMISSIONS_PER_MINUTE, windowMinutes: 1 });
  const grade = gradeQuiz(quiz, input.answers);
  const results: CheckOutcome[] = grade.right.map((right, index) => ({ check: index, passed: right, message: { key: right ? "practice.quiz.right" : "practice.quiz.wrong" } }));
  let submission: QuizSubmissionAnswer["submission"] = null;
  if (enrolled) {
    submission = await db().$transaction(async (tx) => {
      const row = await tx.submission.create({
        data: {
          userId: input.caller.id,
          exerciseId: exercise.id,
          files: [],
          passed: grade.passed,
          verdict: "ok",
          results: results as unknown as Prisma.InputJsonValue,
          quizAnswers: { create: { answers: input.answers as unknown as Prisma.InputJsonValue, score: grade.score } },
        },
        select: { id: true, createdAt: true },
      });
      if (grade.passed) {
        await tx.$executeRaw`
          INSERT INTO "ExercisePass" ("userId", "exerciseId", "submissionId", "passedAt") VALUES (${input.caller.id}, ${exercise.id}, ${row.id}, now())
          ON CONFLICT ("userId", "exerciseId") DO NOTHING`;
      }
      return row;
    });
  }
  const [statuses, lessonDone] = await Promise.all([exerciseStatuses(input.caller.id, [exercise.id]), isLessonDone(input.caller.id, exercise.lessonId)]);
  return {
    passed: grade.passed,
    score: grade.score,
    passMark: quiz.passMark,
    results: renderResults(input.locale, results),
    submission,
    status: statuses.get(exercise.id)!,
    lessonDone,
  };
}
