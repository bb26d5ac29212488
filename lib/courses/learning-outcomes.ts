import { courseStage, type Stage } from "./prerequisites";

export type LearningOutcomeKey = Stage | "comingSoon";

/**
 * Spec §2 course detail: the 'what you will learn' list is chosen by keywords in the title. It
 * uses the same stage detection as the prerequisite chain so a course's list and its lock agree;
 * a course off the chain gets the 'coming soon' text.
 */
export function learningOutcomeKey(title: string): LearningOutcomeKey {
  return courseStage(title) ?? "comingSoon";
}
