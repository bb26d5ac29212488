import { courseStage, type Stage } from "./course-stage";

export type LearningOutcomeKey = Stage | "comingSoon";

/**
 * Spec §2 course detail: the 'what you will learn' list is chosen by keywords in the title; a
 * course that names none of the seven topics gets the 'coming soon' text.
 */
export function learningOutcomeKey(title: string): LearningOutcomeKey {
  return courseStage(title) ?? "comingSoon";
}
