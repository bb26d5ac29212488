import { describe, expect, it } from "vitest";
import { lessonCreateBody } from "./lesson-form";
import { moduleCreateBody } from "./module-form";
import { russianText } from "./russian-text";

describe("russianText", () => {
  const field = russianText(5, "too long");

  it("keeps a stored text when none is sent, and clears it when empty, blank or null", () => {
    expect(field.parse(undefined)).toBeUndefined();
    for (const empty of ["", "   ", null]) expect(field.parse(empty)).toBeNull();
  });

  it("trims a text and holds it to the Uzbek field's limit", () => {
    expect(field.parse("  Урок ")).toBe("Урок");
    expect(field.parse("Урок5")).toBe("Урок5");
    expect(field.safeParse("Урок56").error?.issues[0]?.message).toBe("too long");
    expect(field.safeParse(5).success).toBe(false);
  });

  it("is the modules' and lessons' Russian fields, with their Uzbek limits", () => {
    expect(moduleCreateBody.safeParse({ title: "Kirish", titleRu: "я".repeat(201) }).error?.issues[0]?.message).toBe("api.validation.moduleTitleTooLong");
    expect(lessonCreateBody.safeParse({ title: "Dars", descriptionRu: "я".repeat(10_001) }).error?.issues[0]?.message).toBe("api.validation.description10000");
    const lesson = lessonCreateBody.parse({ title: "Dars", titleRu: "Урок" });
    expect(lesson.titleRu).toBe("Урок");
    expect(lesson.descriptionRu).toBeUndefined();
  });
});
