import { IntlMessageFormat } from "intl-messageformat";
import catalogLoader from "next-intl/extractor/catalogLoader";
import { readFileSync } from "node:fs";
import path from "node:path";
import { _createCache, _createIntlFormatters, createTranslator } from "use-intl/core";
import formatPrecompiled from "use-intl/format-message/format-only";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";

// next.config.mjs has next-intl's plugin compile messages/*.json when they are built, and every
// page, client component and API answer in the build formats the compiled form with use-intl's
// format-only. vitest and the socket server format the JSON itself with intl-messageformat.
// Both must print every message the same way.

type Catalogue = { [key: string]: unknown };
type Options = Parameters<typeof formatPrecompiled>[3];
type Compiled = Parameters<typeof formatPrecompiled>[1];

/** messages/<locale>.json as the build's loader (next-intl/extractor/catalogLoader) turns it into a module. */
function precompile(locale: string, source: string): Promise<Catalogue> {
  return new Promise((resolve, reject) => {
    const context = {
      rootContext: process.cwd(),
      resourcePath: path.resolve(`messages/${locale}.json`),
      getOptions: () => ({ messages: { format: "json", precompile: true } }),
      async: () => (error: Error | null, result?: string) => {
        if (error) return reject(error);
        const body = /^export default JSON\.parse\((.*)\);$/s.exec(result ?? "")?.[1];
        if (!body) return reject(new Error(`unexpected loader output: ${result?.slice(0, 80)}`));
        resolve(JSON.parse(JSON.parse(body) as string) as Catalogue);
      },
    };
    (catalogLoader as unknown as (this: typeof context, source: string) => void).call(context, source);
  });
}

function strings(catalogue: Catalogue, prefix = ""): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, string][] => {
    if (typeof value === "string") return [[prefix + key, value]];
    if (Array.isArray(value)) return value.flatMap((item, index) => (typeof item === "string" ? [[`${prefix}${key}.${index}`, item] as [string, string]] : []));
    return strings(value as Catalogue, `${prefix}${key}.`);
  });
}

function at(catalogue: Catalogue, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogue);
}

type AstElement = ReturnType<IntlMessageFormat["getAst"]>[number];
type Values = Record<string, string | number | ((chunks: ReactNode) => string)>;

/** Each argument of a message and whether it chooses a plural form; rich-text tags apart. */
function argumentsOf(elements: AstElement[], found = new Map<string, boolean>(), tags = new Set<string>()): Map<string, boolean> {
  for (const element of elements) {
    if (!("value" in element) || typeof element.value !== "string" || element.type === 0) continue; // 0: literal
    if (element.type === 8) {
      // 8: a tag (`<check></check>`), filled by a component where the page reads it.
      tags.add(element.value);
      argumentsOf(element.children, found, tags);
      continue;
    }
    const plural = "pluralType" in element;
    found.set(element.value, plural || (found.get(element.value) ?? false));
    if ("options" in element) for (const option of Object.values(element.options)) argumentsOf(option.value, found, tags);
  }
  return found;
}

const TIME_ZONE = "Asia/Tashkent";
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 1.5, 1234567];

function options(locale: string): Options {
  const cache = _createCache();
  return { cache, formatters: _createIntlFormatters(cache), locale, timeZone: TIME_ZONE };
}

/** A message formatted as the build does: compiled by the plugin's compiler, printed by format-only. */
async function formatAsBuilt(message: string, locale: string, values?: Record<string, string | number>) {
  const compiled = at(await precompile(locale, JSON.stringify({ m: message })), "m") as Compiled;
  return formatPrecompiled("m", compiled, values, options(locale));
}

function formatAtRunTime(message: string, locale: Locale, values?: Record<string, string | number>) {
  return createTranslator({ locale, messages: { m: message }, timeZone: TIME_ZONE })("m", values);
}

for (const locale of ["uz", "ru"] as const) {
  const source = readFileSync(`messages/${locale}.json`, "utf8");
  const raw = JSON.parse(source) as Catalogue;
  const messages = strings(raw);

  describe(`precompiled messages/${locale}.json`, async () => {
    const compiled = await precompile(locale, source);
    const t = createTranslator({ locale, messages: raw, timeZone: TIME_ZONE }) as unknown as (key: string, values: Values) => string;

    it("has messages to check", () => {
      expect(messages.length).toBeGreaterThan(500);
    });

    it.each(messages)("%s reads the same compiled as at run time", (key, message) => {
      const tags = new Set<string>();
      const args = argumentsOf(new IntlMessageFormat(message, locale).getAst(), new Map(), tags);
      const tagValues = Object.fromEntries([...tags].map((tag) => [tag, (chunks: ReactNode) => `<${tag}>${String(chunks)}</${tag}>`]));
      const samples: Values[] = [{ ...Object.fromEntries([...args.keys()].map((name) => [name, "Ali Valiyev"])), ...tagValues }];
      for (const count of COUNTS) samples.push({ ...Object.fromEntries([...args].map(([name, plural]) => [name, plural ? count : count * 1000])), ...tagValues });
      for (const values of samples) {
        expect(formatPrecompiled(key, at(compiled, key) as Compiled, values, options(locale))).toEqual(t(key, values));
      }
    });
  });
}

describe("precompiled ICU the catalogue uses", () => {
  const cases: [string, Record<string, string | number>][] = [
    ["{name} kurs", { name: "Ali" }],
    ["It''s '{'not an argument'}' {name}", { name: "x" }],
    ["o'qish, o'zbek {x}", { x: 5 }],
    ["{n, plural, =0 {none} one {# item} other {# items}} for {who}", { n: 0, who: "A" }],
    ["{n, plural, =0 {none} one {# item} other {# items}}", { n: 1 }],
    ["{count, plural, one {# урок} few {# урока} many {# уроков} other {# урока}}", { count: 22 }],
    ["{count, plural, one {# урок} few {# урока} many {# уроков} other {# урока}}", { count: 25 }],
    ["{count, plural, one {# урок} few {# урока} many {# уроков} other {# урока}}", { count: 1.5 }],
    ["{g, select, female {she} male {he} other {they}} said '#' {n, plural, other {'#' # left}}", { g: "female", n: 4 }],
    ["{g, select, female {she} other {they}}", { g: "unknown" }],
  ];
  it.each(cases)("%s", async (message, values) => {
    for (const locale of ["uz", "ru"] as const) expect(await formatAsBuilt(message, locale, values)).toEqual(formatAtRunTime(message, locale, values));
  });

  it("keeps arrays of items as numbered messages (the course page reads outcomes.<course>.<n>)", async () => {
    const compiled = await precompile("uz", JSON.stringify({ list: ["a", "b'c"] }));
    expect(at(compiled, "list.0")).toBe("a");
    expect(at(compiled, "list.1")).toBe("b'c");
  });
});
