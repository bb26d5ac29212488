import { describe, expect, it } from "vitest";
import { localizedText, withTextPairs } from "./localized-text";

describe("localizedText", () => {
  it("gives a Russian reader the Russian text and anyone else the Uzbek", () => {
    expect(localizedText("ru", "Salom", "Привет")).toBe("Привет");
    expect(localizedText("uz", "Salom", "Привет")).toBe("Salom");
  });

  it("falls back to the Uzbek text when the Russian is missing, empty or only spaces", () => {
    for (const ru of [null, undefined, "", "   ", "\n\t"]) expect(localizedText("ru", "Salom", ru)).toBe("Salom");
  });

  it("gives the Russian text as stored, spaces inside it included", () => {
    expect(localizedText("ru", "Salom", " Привет, мир ")).toBe(" Привет, мир ");
  });
});

describe("withTextPairs", () => {
  const row = { id: "c1", title: "HTML asoslari", titleRu: "Основы HTML", description: "Teglar", descriptionRu: null, price: 1 };

  it("answers title and description in the reader's language beside the stored pair", () => {
    expect(withTextPairs("ru", row)).toEqual({
      id: "c1",
      price: 1,
      title: "Основы HTML",
      description: "Teglar",
      titleUz: "HTML asoslari",
      titleRu: "Основы HTML",
      descriptionUz: "Teglar",
      descriptionRu: null,
    });
    expect(withTextPairs("uz", row)).toMatchObject({ title: "HTML asoslari", description: "Teglar", titleRu: "Основы HTML" });
  });
});
