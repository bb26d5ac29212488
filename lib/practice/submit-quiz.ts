import "server-only";
import type { Caller } from "@/lib/auth/session";
import { AppError } from "@/lib/errors/app-error";
import type { Locale } from "@/lib/i18n/locales";
import type { CheckOutcome } from "./contract";
import { getPracticeExerciseOrThrow } from "./exercise-access";
import { renderResults } from "./practice-text";
import { gradeQuiz, quizAnswersProblem, type QuizAnswers } from "./quiz";
import type { QuizSubmissionAnswer } from "./shapes";
import { countTry, statusAfterTry, storeTry } from "./record-try";

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
  if (enrolled) await countTry(input.caller.id);
  const grade = gradeQuiz(quiz, input.answers);
  const results: CheckOutcome[] = grade.right.map((right, index) => ({ check: index, passed: right, message: { key: right ? "practice.quiz.right" : "practice.quiz.wrong" } }));
  // Kept as an exercise's submission is (files [], verdict ok, results per question), the answers beside it.
  const submission = enrolled
    ? await storeTry({ userId: input.caller.id, exerciseId: exercise.id, files: [], passed: grade.passed, verdict: "ok", results, quizAnswers: { answers: input.answers, score: grade.score } })
    : null;
  const { status, lessonDone } = await statusAfterTry(input.caller.id, exercise);
  return {
    passed: grade.passed,
    score: grade.score,
    passMark: quiz.passMark,
    results: renderResults(input.locale, results),
    submission,
    status,
    lessonDone,
  };
}
