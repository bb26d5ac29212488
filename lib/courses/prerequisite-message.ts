import { STAGE_LABELS, type Stage } from "./prerequisites";

// Spec §8, the 'Kirish cheklangan' dialog: one message per course of the chain. The server
// answers in Uzbek, so the texts live here once; the pages show what the server sends.
export const FIRST_COURSE_MESSAGE = "Birinchi bo'lib HTML kursiga obuna bo'ling. Shundan keyin boshqa kurslar ochiladi.";

/**
 * The message for a locked course: 'Avval HTML kursiga obuna bo'ling. Shundan keyin CSS &
 * Bootstrap kursi ochiladi.' A course off the chain (requiredStage null, or no stage of its
 * own) gets the spec's general text, since no single enrolment opens it.
 */
export function prerequisiteMessage(input: { stage: Stage | null; requiredStage: Stage | null }): string {
  if (input.stage === null || input.requiredStage === null) return FIRST_COURSE_MESSAGE;
  return `Avval ${STAGE_LABELS[input.requiredStage]} kursiga obuna bo'ling. Shundan keyin ${STAGE_LABELS[input.stage]} kursi ochiladi.`;
}
