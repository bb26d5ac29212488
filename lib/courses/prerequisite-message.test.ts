import { describe, expect, it } from "vitest";
import { apiText } from "@/lib/i18n/api-text";
import { prerequisiteMessage } from "./prerequisite-message";

describe("prerequisiteMessage", () => {
  it("names the real prerequisite and the course it opens, in either language", () => {
    const message = prerequisiteMessage({ courseTitle: "Python asoslari", requiredTitle: "HTML asoslari: birinchi veb-sahifangiz" });
    expect(apiText("uz", message)).toBe(
      "Avval «HTML asoslari: birinchi veb-sahifangiz» kursiga obuna bo'ling. Shundan keyin «Python asoslari» kursi ochiladi.",
    );
    expect(apiText("ru", message)).toBe(
      "Сначала запишитесь на курс «HTML asoslari: birinchi veb-sahifangiz». После этого откроется курс «Python asoslari».",
    );
  });
});
