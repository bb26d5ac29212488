import type { ApiText } from "@/lib/i18n/api-text";

// Spec §8, the 'Kirish cheklangan' dialog, with the real prerequisite named (DESIGN: the
// prerequisite is data). The text is api.problems.prerequisite in the caller's language.

/** uz: 'Avval «HTML asoslari» kursiga obuna bo'ling. Shundan keyin «CSS & Bootstrap» kursi ochiladi.' */
/** uz, rule 'finished' (issue 42): 'Avval «HTML asoslari» kursini tugating. Shundan keyin «CSS & Bootstrap» kursi ochiladi.' */
export function prerequisiteMessage(input: { courseTitle: string; requiredTitle: string; rule?: "bought" | "finished" }): ApiText {
  const key = input.rule === "finished" ? "api.problems.prerequisiteFinish" : "api.problems.prerequisite";
  return { key, values: { required: input.requiredTitle, course: input.courseTitle } };
}
