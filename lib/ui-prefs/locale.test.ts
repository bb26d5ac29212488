import { describe, expect, it } from "vitest";
import { localeCookie, localeToSync, readCookieValue } from "./locale";

describe("localeToSync", () => {
  it.each([
    ["stored ru, cookie uz", "", "ru", "uz", "ru"],
    ["stored ru, no cookie", "", "ru", undefined, "ru"],
    ["stored and cookie agree", "", "ru", "ru", null],
    ["?lang= in the URL wins", "?lang=uz", "ru", "uz", null],
    ["?lang= even when invalid", "?x=1&lang=en", "ru", "uz", null],
    ["nothing stored", "", null, "ru", null],
    ["garbage stored", "", "en", "uz", null],
  ])("%s", (_case, search, stored, cookie, expected) => {
    expect(localeToSync({ search, stored, cookie })).toBe(expected);
  });
});

describe("locale cookie", () => {
  it("lasts one year on the whole site", () => {
    expect(localeCookie("ru")).toBe("lang=ru; path=/; max-age=31536000; samesite=lax");
  });

  it("is read back from document.cookie", () => {
    expect(readCookieValue("a=1; lang=ru; b=2", "lang")).toBe("ru");
    expect(readCookieValue("a=1", "lang")).toBeUndefined();
  });
});
