import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage } from "./accept-language";

describe("localeFromAcceptLanguage", () => {
  it.each([
    ["ru-RU,ru;q=0.9,en;q=0.8", "ru"],
    ["en-US,en;q=0.9", null],
    ["en;q=0.9, ru;q=0.5, uz;q=0.8", "uz"],
    ["uz;q=0.1, ru", "ru"],
    ["ru;q=0", null],
    ["", null],
    [null, null],
  ])("%j → %s", (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
