import { describe, expect, it } from "vitest";
import { FIRST_COURSE_MESSAGE, prerequisiteMessage } from "./prerequisite-message";

describe("prerequisiteMessage", () => {
  it.each([
    ["css", "html", "Avval HTML kursiga obuna bo'ling. Shundan keyin CSS & Bootstrap kursi ochiladi."],
    ["javascript", "css", "Avval CSS & Bootstrap kursiga obuna bo'ling. Shundan keyin JavaScript kursi ochiladi."],
    ["node", "javascript", "Avval JavaScript kursiga obuna bo'ling. Shundan keyin Node.js kursi ochiladi."],
    ["express", "node", "Avval Node.js kursiga obuna bo'ling. Shundan keyin Express kursi ochiladi."],
    ["mongo", "express", "Avval Express kursiga obuna bo'ling. Shundan keyin MongoDB kursi ochiladi."],
    ["deployment", "mongo", "Avval MongoDB kursiga obuna bo'ling. Shundan keyin Deployment kursi ochiladi."],
  ] as const)("names the prerequisite of %s", (stage, requiredStage, message) => {
    expect(prerequisiteMessage({ stage, requiredStage })).toBe(message);
  });

  it("gives the general text for a course off the chain", () => {
    expect(prerequisiteMessage({ stage: null, requiredStage: null })).toBe(FIRST_COURSE_MESSAGE);
    expect(FIRST_COURSE_MESSAGE).toBe("Birinchi bo'lib HTML kursiga obuna bo'ling. Shundan keyin boshqa kurslar ochiladi.");
  });
});
