// Issue 42: the one rule for "this lesson is done", used by the learning sidebar, the course
// cards, my courses, the parent's view and course completion (lib/courses/course-completion.ts).

/** The default share of a lesson's video, in percent, a course asks to be watched. */
export const DEFAULT_WATCH_THRESHOLD = 80;

export type LessonDoneInput = {
  /** Whether the lesson has a video the player can show (toPlayerSource of its videoUrl). */
  hasVideo: boolean;
  /** The video's length in seconds, once a player reported it; null before. */
  videoSeconds: number | null;
  /** Seconds of the video the student watched (merged ranges). */
  watchedSeconds: number;
  /** The course's threshold in percent (1–100). */
  threshold: number;
  /** Whether the student opened the lesson. */
  opened: boolean;
  /** The lesson's published exercises, and how many of them the student passed. */
  exercisesTotal: number;
  exercisesPassed: number;
};

/**
 * Done when its practice is passed (every published exercise; none is passed trivially) and:
 * with a video, at least `threshold` percent of the video was watched; without one, it was opened.
 */
export function isLessonDone(input: LessonDoneInput): boolean {
  const practicePassed = input.exercisesPassed >= input.exercisesTotal;
  if (!practicePassed) return false;
  if (!input.hasVideo) return input.opened;
  if (input.videoSeconds === null || input.videoSeconds <= 0) return false;
  // Whole-number comparison: 80% of 10 s is 8 s, and 7.99 s is not enough.
  return input.watchedSeconds * 100 >= input.threshold * input.videoSeconds;
}

/** The share of the video watched, in whole percent (0 before the length is known). */
export function watchedPercent(input: { videoSeconds: number | null; watchedSeconds: number }): number {
  if (!input.videoSeconds || input.videoSeconds <= 0) return 0;
  return Math.min(100, Math.floor((input.watchedSeconds * 100) / input.videoSeconds));
}
