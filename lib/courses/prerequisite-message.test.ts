import { describe, expect, it } from "vitest";
import { prerequisiteMessage } from "./prerequisite-message";

describe("prerequisiteMessage", () => {
  it("names the real prerequisite and the course it opens", () => {
    expect(prerequisiteMessage({ courseTitle: "Python asoslari", requiredTitle: "HTML asoslari: birinchi veb-sahifangiz" })).toBe(
      "Avval «HTML asoslari: birinchi veb-sahifangiz» kursiga obuna bo'ling. Shundan keyin «Python asoslari» kursi ochiladi.",
    );
  });
});
