import { IntlMessageFormat as RealFormat } from "intl-messageformat";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { IntlMessageFormat as BrowserFormat } from "./browser-message-format";

// Pages are rendered on the server with intl-messageformat and hydrated in the browser with
// browser-message-format (next.config.mjs): one message formatted differently would be a
// hydration mismatch, and a message using ICU the small formatter lacks would not show at all.

type Catalogue = { [key: string]: string | Catalogue | unknown[] };

function strings(catalogue: Catalogue, prefix = ""): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, string][] => {
    if (typeof value === "string") return [[prefix + key, value]];
    if (Array.isArray(value)) return value.flatMap((item, index) => (typeof item === "string" ? [[`${prefix}${key}.${index}`, item] as [string, string]] : []));
    return strings(value as Catalogue, `${prefix}${key}.`);
  });
}

type AstElement = ReturnType<RealFormat["getAst"]>[number];

/** Each argument of a message (from intl-messageformat's own parse) and whether it chooses a plural form. */
function argumentsOf(elements: AstElement[], found = new Map<string, boolean>()): Map<string, boolean> {
  for (const element of elements) {
    if (!("value" in element) || typeof element.value !== "string" || element.type === 0) continue; // 0: literal
    const plural = "pluralType" in element;
    found.set(element.value, plural || (found.get(element.value) ?? false));
    if ("options" in element) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
  }
  return found;
}

const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 1.5, 1234567];

for (const locale of ["uz", "ru"] as const) {
  const messages = strings(JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Catalogue);

  describe(`browser-message-format on messages/${locale}.json`, () => {
    it("has messages to check", () => {
      expect(messages.length).toBeGreaterThan(500);
    });

    it.each(messages)("%s reads the same as intl-messageformat", (_key, message) => {
      const args = argumentsOf(new RealFormat(message, locale).getAst());
      const samples: Record<string, unknown>[] = [Object.fromEntries([...args.keys()].map((name) => [name, "Ali Valiyev"]))];
      for (const count of COUNTS) samples.push(Object.fromEntries([...args].map(([name, plural]) => [name, plural ? count : count * 1000])));
      for (const values of samples) {
        expect(new BrowserFormat(message, locale).format(values)).toEqual(new RealFormat(message, locale).format(values));
      }
    });
  });
}

describe("browser-message-format on the ICU the catalogue may use", () => {
  const cases: [string, Record<string, unknown>][] = [
    ["It''s '{'not an argument'}' {name}", { name: "x" }],
    ["{n, plural, =0 {none} one {# item} other {# items}} for {who}", { n: 0, who: "A" }],
    ["{n, plural, =0 {none} one {# item} other {# items}}", { n: 1 }],
    ["{n, plural, offset:1 one {# more} other {# more}}", { n: 3 }],
    ["{g, select, female {she} male {he} other {they}} said '#' {n, plural, other {'#' # left}}", { g: "female", n: 4 }],
    ["{g, select, female {she} other {they}}", { g: "unknown" }],
    ["o'qish, o'zbek {x}", { x: 5 }],
  ];
  it.each(cases)("%s", (message, values) => {
    for (const locale of ["uz", "ru", "en"]) expect(new BrowserFormat(message, locale).format(values)).toEqual(new RealFormat(message, locale).format(values));
  });

  it("keeps a non-string value (a React element) as its own part", () => {
    const element = { type: "b" };
    expect(new BrowserFormat("a {x} b", "uz").format({ x: element })).toEqual(["a ", element, " b"]);
    expect(new RealFormat("a {x} b", "uz").format({ x: element })).toEqual(["a ", element, " b"]);
  });

  it("refuses what it does not format, rather than print it differently", () => {
    for (const message of ["{n, number}", "{d, date, short}", "a <b>bold</b>", "{n, selectordinal, other {#}}"]) {
      expect(() => new BrowserFormat(message, "uz")).toThrow();
    }
  });

  it("asks for a missing value as intl-messageformat does", () => {
    expect(() => new BrowserFormat("{a}", "uz").format({})).toThrow();
    expect(() => new RealFormat("{a}", "uz").format({})).toThrow();
  });
});
