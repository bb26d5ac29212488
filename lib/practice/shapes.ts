import type { Check, CheckReport, ExerciseKind, PracticeFile, RunVerdict } from "./contract";
import type { ExerciseRow } from "./exercise-access";
import type { StudentQuiz } from "./quiz";

// What the practice routes answer (lib/practice/README.md). Dates are Date here and ISO strings
// in JSON: clients use Jsonified<> of these types.

/** A check's result as an answer shows it: the message already in the caller's language. */
export type CheckResult = { check: number; passed: boolean; message: string };

/** The caller's standing on one exercise. */
export type ExerciseStatus = {
  passed: boolean;
  passedAt: Date | null;
  /** Submissions made, passing or not. */
  tries: number;
  lastSubmission: { id: string; passed: boolean; verdict: RunVerdict; createdAt: Date } | null;
};

/** GET /api/lessons/{lessonId}/exercises: one published exercise, never its solution. */
export type StudentExercise = {
  id: string;
  lessonId: string;
  position: number;
  kind: ExerciseKind;
  /** In the caller's language. */
  title: string;
  statement: string;
  starterFiles: PracticeFile[];
  hintsCount: number;
  /** The checks themselves (the browser runs them at once) and each one described in the caller's language. */
  checks: Check[];
  checkDescriptions: string[];
  status: ExerciseStatus;
  draft: { files: PracticeFile[]; updatedAt: Date } | null;
  /** Kind `quiz`: the questions without their answers (lib/practice/quiz.ts `studentQuiz`); else null. */
  quiz: StudentQuiz | null;
};

/** Practice progress of a lesson or a course: published exercises and how many the caller passed. */
export type PracticeProgress = { passed: number; total: number };

/** POST /api/exercises/{id}/submissions: the server's own verdict. */
export type SubmissionAnswer = {
  passed: boolean;
  verdict: RunVerdict;
  verdictMessage: string | null;
  results: CheckResult[];
  console: string;
  /** null for an admin trying an exercise (nothing is stored). */
  submission: { id: string; createdAt: Date } | null;
  status: ExerciseStatus;
  /** Whether the lesson is now done (every published exercise passed). */
  lessonDone: boolean;
};

/** POST /api/exercises/{id}/answers: the server's verdict on a quiz. */
export type QuizSubmissionAnswer = {
  passed: boolean;
  /** Percent of questions right (rounded down) and the percent that passes. */
  score: number;
  passMark: number;
  /** Per question, in order: right or wrong, said in the caller's language. */
  results: CheckResult[];
  submission: { id: string; createdAt: Date } | null;
  status: ExerciseStatus;
  lessonDone: boolean;
};

/** The admin's full exercise (with the solution): the stored row as it is. */
export type AdminExercise = ExerciseRow;

/** Per exercise: students who tried, who passed, and the check that failed most often. */
export type ExerciseStats = {
  students: number;
  passed: number;
  submissions: number;
  mostFailedCheck: { check: number; failures: number; description: string } | null;
};

/** GET /api/admin/users/{id}/practice: one row per exercise the student has tried. */
export type StudentPracticeRow = {
  exercise: { id: string; titleUz: string; titleRu: string; kind: ExerciseKind; lessonId: string; lessonTitle: string; courseId: string; courseTitle: string };
  passed: boolean;
  passedAt: Date | null;
  tries: number;
  lastSubmission: { id: string; files: PracticeFile[]; passed: boolean; verdict: RunVerdict; results: CheckResult[]; createdAt: Date } | null;
};

export type { CheckReport };
