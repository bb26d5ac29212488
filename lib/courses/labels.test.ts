import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import ru from "@/messages/ru.json";
import uz from "@/messages/uz.json";
import type { Locale } from "@/lib/i18n/locales";
import { courseLabels, parseDurationWeeks, parseLevel, specCourseFields } from "./labels";

const t = (messages: typeof uz, locale: Locale) => createTranslator({ locale, messages, namespace: "courses" }) as unknown as (key: string, values?: Record<string, string | number>) => string;

describe("course levels and weeks", () => {
  it.each([
    ["Boshlang'ich", "beginner"],
    ["O'rta", "intermediate"],
    ["Yuqori", "advanced"],
    [" advanced ", "advanced"],
    ["Expert", null],
    ["", null],
  ])("reads the level %j as %j", (text, level) => {
    expect(parseLevel(text)).toBe(level);
  });

  it.each([
    ["4 hafta", 4],
    ["12", 12],
    ["1 hafta", 1],
    ["104", 104],
    ["105", null],
    ["0 hafta", null],
    ["3 oy", null],
    ["", null],
  ])("reads the duration %j as %j weeks", (text, weeks) => {
    expect(parseDurationWeeks(text)).toBe(weeks);
  });

  it.each([
    [1, "1 неделя"],
    [4, "4 недели"],
    [5, "5 недель"],
    [21, "21 неделя"],
  ])("%i weeks in Russian is %s", (durationWeeks, russian) => {
    expect(courseLabels({ levelKey: "beginner", durationWeeks }, t(ru as typeof uz, "ru"))).toEqual({ levelText: "Начальный", durationText: russian });
  });

  it("speaks the spec's Uzbek words in Uzbek", () => {
    expect(courseLabels({ levelKey: "advanced", durationWeeks: 8 }, t(uz, "uz"))).toEqual({ levelText: "Yuqori", durationText: "8 hafta" });
    expect(courseLabels({ levelKey: "intermediate", durationWeeks: 1 }, t(uz, "uz"))).toEqual({ levelText: "O'rta", durationText: "1 hafta" });
  });

  it.each([
    ["beginner", 8, { duration: "8 hafta", durationWeeks: 8, level: "Boshlang'ich", levelKey: "beginner" }],
    ["intermediate", 1, { duration: "1 hafta", durationWeeks: 1, level: "O'rta", levelKey: "intermediate" }],
    ["advanced", 104, { duration: "104 hafta", durationWeeks: 104, level: "Yuqori", levelKey: "advanced" }],
  ] as const)("answers %s over %i weeks in the spec's fields, the structured twins beside them", (levelKey, durationWeeks, fields) => {
    expect(specCourseFields({ level: levelKey, durationWeeks })).toEqual(fields);
  });

  it("answers spec values the CMS reads back as the same course", () => {
    for (const level of ["beginner", "intermediate", "advanced"] as const) {
      const fields = specCourseFields({ level, durationWeeks: 6 });
      expect(parseLevel(fields.level)).toBe(level);
      expect(parseDurationWeeks(fields.duration)).toBe(6);
    }
  });
});
