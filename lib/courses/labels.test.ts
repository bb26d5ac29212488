import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import ru from "@/messages/ru.json";
import uz from "@/messages/uz.json";
import { courseLabels, durationWeeks, levelKey } from "./labels";

const t = (messages: typeof uz, locale: string) => createTranslator({ locale, messages, namespace: "courses" }) as unknown as (key: string, values?: Record<string, string | number>) => string;

describe("course labels", () => {
  it("reads the stored level and weeks", () => {
    expect(levelKey("O'rta")).toBe("intermediate");
    expect(levelKey("Expert")).toBeNull();
    expect(durationWeeks("4 hafta")).toBe(4);
    expect(durationWeeks("12")).toBe(12);
    expect(durationWeeks("3 oy")).toBeNull();
  });

  it.each([
    ["1 hafta", "1 неделя"],
    ["4 hafta", "4 недели"],
    ["5 hafta", "5 недель"],
    ["21 hafta", "21 неделя"],
  ])("%s in Russian is %s", (duration, russian) => {
    expect(courseLabels({ level: "Boshlang'ich", duration }, t(ru as typeof uz, "ru"))).toEqual({ level: "Начальный", duration: russian });
  });

  it("keeps the Uzbek words in Uzbek", () => {
    expect(courseLabels({ level: "Yuqori", duration: "8 hafta" }, t(uz, "uz"))).toEqual({ level: "Yuqori", duration: "8 hafta" });
    expect(courseLabels({ level: "Maxsus", duration: "3 oy" }, t(uz, "uz"))).toEqual({ level: "Maxsus", duration: "3 oy" });
  });
});
