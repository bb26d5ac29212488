/** Points a student earns (issue 42): shown on the profile, my courses and the leaderboards. */
export const POINTS = { exercise: 10, quiz: 10, lesson: 5 } as const;

export type PointParts = {
  /** Exercises passed (not quizzes), each once. */
  passedExercises: number;
  /** Quizzes passed, each once. */
  passedQuizzes: number;
  /** Lessons done by the course's rule. */
  finishedLessons: number;
  /** An offline student's daily scores, added up: a score is worth its own number of points. */
  dailyScoreTotal: number;
};

export function pointsOf(parts: PointParts): number {
  return parts.passedExercises * POINTS.exercise + parts.passedQuizzes * POINTS.quiz + parts.finishedLessons * POINTS.lesson + parts.dailyScoreTotal;
}
