import { describe, expect, it } from "vitest";
import { acceptedLocale, acceptsEncoding, dropInternalHeaders, requestCookie, requestLocale } from "./request-context";

describe("acceptedLocale", () => {
  it.each([
    ["ru-RU,ru;q=0.9,en;q=0.8", "ru"],
    ["en-US,en;q=0.9", null],
    ["en;q=0.9, ru;q=0.5, uz;q=0.8", "uz"],
    ["uz;q=0.1, ru", "ru"],
    ["RU", "ru"],
    ["ru;q=0", null],
    ["", null],
    [null, null],
  ])("%j → %s", (header, locale) => expect(acceptedLocale(header)).toBe(locale));
});

describe("requestLocale: one answer for Node's headers and the Fetch API's", () => {
  it.each([
    // Two cookies of one name: the first, as the cookie package and RFC 6265 user agents order them.
    [{ cookie: "lang=uz; lang=ru" }, "uz"],
    [{ cookie: "lang=ru; lang=uz" }, "ru"],
    // Spaces around a value are not part of it.
    [{ cookie: "lang=ru ;x=1" }, "ru"],
    [{ cookie: "x=1;  lang= ru " }, "ru"],
    [{ cookie: "lang=xx", "accept-language": "ru" }, "ru"],
    [{ cookie: "lang=ru", "accept-language": "uz" }, "ru"],
    [{ cookie: "lang=%E0%A4%A", "accept-language": "ru" }, "ru"],
    [{ "accept-language": "en" }, "uz"],
    [{}, "uz"],
    // ?lang= as proxy.ts hands it on.
    [{ "x-qadam-locale": "ru", cookie: "lang=uz" }, "ru"],
  ] as const)("%j → %s", (headers, locale) => {
    expect(requestLocale(headers)).toBe(locale);
    expect(requestLocale(new Headers(headers))).toBe(locale);
  });

  it("joins a cookie header Node hands as an array", () => {
    expect(requestLocale({ cookie: ["a=1", "lang=ru"] as unknown as string })).toBe("ru");
  });
});

describe("requestCookie", () => {
  it("skips a value that cannot be decoded, and decodes the others", () => {
    expect(requestCookie({ cookie: "jwt=%" }, "jwt")).toBeUndefined();
    expect(requestCookie({ cookie: "jwt=%; jwt=abc" }, "jwt")).toBe("abc");
    expect(requestCookie({ cookie: "name=Ali%20Valiyev" }, "name")).toBe("Ali Valiyev");
    expect(requestCookie({}, "jwt")).toBeUndefined();
  });
});

describe("acceptsEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br;q=1, GZIP;q=0.5", true],
    ["*", true],
    // Issue 23: a refused gzip stays refused whatever `*` says.
    ["gzip;q=0, *", false],
    ["gzip;q=0", false],
    ["gzip;q=0.0, br", false],
    ["identity", false],
    ["", false],
  ] as const)("%s: %s", (header, expected) => expect(acceptsEncoding({ "accept-encoding": header }, "gzip")).toBe(expected));

  it("is false without the header", () => expect(acceptsEncoding({}, "gzip")).toBe(false));
});

describe("dropInternalHeaders", () => {
  it("removes every x-qadam-* header a client sent and keeps the others", () => {
    const headers = { "x-qadam-locale": "ru", "x-qadam-student-shell": "1", "x-qadam-anything": "x", "x-qadamx": "kept", cookie: "lang=uz", host: "h" };
    dropInternalHeaders(headers);
    expect(headers).toEqual({ "x-qadamx": "kept", cookie: "lang=uz", host: "h" });
  });
});
