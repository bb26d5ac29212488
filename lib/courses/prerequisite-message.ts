// Spec §8, the 'Kirish cheklangan' dialog, with the real prerequisite named (DESIGN: the
// prerequisite is data). The server answers in Uzbek; the pages show their own translation.

/** 'Avval «HTML asoslari» kursiga obuna bo'ling. Shundan keyin «CSS & Bootstrap» kursi ochiladi.' */
export function prerequisiteMessage(input: { courseTitle: string; requiredTitle: string }): string {
  return `Avval «${input.requiredTitle}» kursiga obuna bo'ling. Shundan keyin «${input.courseTitle}» kursi ochiladi.`;
}
