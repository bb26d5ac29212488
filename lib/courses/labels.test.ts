import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import ru from "@/messages/ru.json";
import uz from "@/messages/uz.json";
import type { Locale } from "@/lib/i18n/locales";
import { courseLabels, parseDurationWeeks, parseLevel } from "./labels";

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
    expect(courseLabels({ level: "beginner", durationWeeks }, t(ru as typeof uz, "ru"))).toEqual({ levelText: "Начальный", durationText: russian });
  });

  it("speaks the spec's Uzbek words in Uzbek", () => {
    expect(courseLabels({ level: "advanced", durationWeeks: 8 }, t(uz, "uz"))).toEqual({ levelText: "Yuqori", durationText: "8 hafta" });
    expect(courseLabels({ level: "intermediate", durationWeeks: 1 }, t(uz, "uz"))).toEqual({ levelText: "O'rta", durationText: "1 hafta" });
  });
});
