/**
 * The browser's stand-in for `intl-messageformat` (next.config.mjs aliases it for client bundles
 * only; the server keeps the real one). next-intl's client formats every message with an argument
 * through it, and the real one ships a full ICU parser: 12 kB gzip on every page's first load
 * (issue 14). Our catalogue uses a small part of ICU: `{name}` arguments, `plural` with `#` and
 * `=n`, `select`, and the apostrophe rules. This formats exactly that, with the same output
 * (browser-message-format.test.ts formats every message of messages/*.json with both and compares,
 * so a message using anything else fails that test). Anything else throws here, which next-intl
 * reports as an invalid message.
 */
type Element =
  | { kind: "text"; value: string }
  | { kind: "pound" }
  | { kind: "argument"; name: string }
  | { kind: "plural"; name: string; offset: number; options: Record<string, Element[]> }
  | { kind: "select"; name: string; options: Record<string, Element[]> };

type Formatters = {
  getNumberFormat?: (locales: string | string[], options?: Intl.NumberFormatOptions) => Intl.NumberFormat;
  getPluralRules?: (locales: string | string[], options?: Intl.PluralRulesOptions) => Intl.PluralRules;
};

class Parser {
  private index = 0;
  constructor(private readonly message: string) {}

  fail(what: string): never {
    throw new Error(`${what} at ${this.index} in "${this.message}" (browser-message-format supports {arg}, plural and select)`);
  }

  /** Elements until the end, or until the `}` closing an option (`inPlural`: `#` is the number). */
  elements(depth: number, inPlural: boolean): Element[] {
    const out: Element[] = [];
    let text = "";
    const flush = () => {
      if (text) out.push({ kind: "text", value: text });
      text = "";
    };
    while (this.index < this.message.length) {
      const char = this.message[this.index]!;
      if (char === "'") {
        text += this.apostrophe(inPlural);
        continue;
      }
      if (char === "{") {
        flush();
        out.push(this.argument(depth, inPlural));
        continue;
      }
      if (char === "}") {
        if (depth === 0) this.fail("unmatched }");
        break;
      }
      if (char === "#" && inPlural) {
        flush();
        out.push({ kind: "pound" });
        this.index++;
        continue;
      }
      if (char === "<" && /[a-zA-Z]/.test(this.message[this.index + 1] ?? "")) this.fail("a tag");
      text += char;
      this.index++;
    }
    flush();
    return out;
  }

  /** ICU quoting: '' is one apostrophe; ' before a syntax character quotes up to the next lone '. */
  private apostrophe(inPlural: boolean): string {
    const next = this.message[this.index + 1];
    if (next === "'") {
      this.index += 2;
      return "'";
    }
    if (next === "{" || next === "}" || (inPlural && next === "#") || next === "|") {
      this.index++;
      let quoted = "";
      while (this.index < this.message.length) {
        const char = this.message[this.index]!;
        if (char === "'") {
          if (this.message[this.index + 1] === "'") {
            quoted += "'";
            this.index += 2;
            continue;
          }
          this.index++;
          return quoted;
        }
        quoted += char;
        this.index++;
      }
      return quoted;
    }
    this.index++;
    return "'";
  }

  private skipSpace() {
    while (/\s/.test(this.message[this.index] ?? "")) this.index++;
  }

  private word(): string {
    this.skipSpace();
    const match = /^[^\s{}#,<>'=]+/u.exec(this.message.slice(this.index));
    if (!match) this.fail("a name expected");
    this.index += match[0].length;
    return match[0];
  }

  private expect(char: string) {
    this.skipSpace();
    if (this.message[this.index] !== char) this.fail(`${char} expected`);
    this.index++;
  }

  private argument(depth: number, inPlural: boolean): Element {
    this.index++; // {
    const name = this.word();
    this.skipSpace();
    if (this.message[this.index] === "}") {
      this.index++;
      return { kind: "argument", name };
    }
    this.expect(",");
    const type = this.word();
    if (type !== "plural" && type !== "select") this.fail(`the argument type ${type}`);
    this.expect(",");
    let offset = 0;
    const options: Record<string, Element[]> = {};
    for (;;) {
      this.skipSpace();
      if (this.message[this.index] === "}") {
        this.index++;
        break;
      }
      let key: string;
      if (this.message[this.index] === "=") {
        this.index++;
        key = `=${this.word()}`;
      } else {
        key = this.word();
        if (key.startsWith("offset:") && type === "plural") {
          offset = Number(key.slice("offset:".length) || this.word());
          continue;
        }
      }
      this.expect("{");
      options[key] = this.elements(depth + 1, type === "plural" || (inPlural && type === "select"));
      this.expect("}");
    }
    if (!options.other) this.fail("an option `other`");
    return type === "plural" ? { kind: "plural", name, offset, options } : { kind: "select", name, options };
  }
}

type Part = string | unknown;

export class IntlMessageFormat {
  /** use-intl reads these as the defaults it merges its own formats into. */
  static formats = { number: {}, date: {}, time: {} };

  private readonly elements: Element[];
  private readonly locales: string | string[];
  private readonly formatters: Formatters;

  constructor(message: string, locales: string | string[] = "en", _formats?: unknown, options?: { formatters?: Formatters }) {
    this.elements = new Parser(message).elements(0, false);
    this.locales = locales;
    this.formatters = options?.formatters ?? {};
  }

  private number(value: number): string {
    return (this.formatters.getNumberFormat?.(this.locales) ?? new Intl.NumberFormat(this.locales)).format(value);
  }

  private parts(elements: Element[], values: Record<string, unknown>, pluralValue: number | undefined): Part[] {
    const out: Part[] = [];
    for (const element of elements) {
      if (element.kind === "text") out.push(element.value);
      else if (element.kind === "pound") {
        if (typeof pluralValue === "number") out.push(this.number(pluralValue));
      } else {
        if (!(element.name in values)) throw new Error(`The intl string context variable "${element.name}" was not provided`);
        const value = values[element.name];
        if (element.kind === "argument") {
          out.push(typeof value === "string" || typeof value === "number" ? String(value) : value ? value : "");
        } else if (element.kind === "select") {
          out.push(...this.parts(element.options[String(value)] ?? element.options.other!, values, undefined));
        } else {
          const number = Number(value);
          let option = element.options[`=${value}`];
          if (!option) {
            const rules = this.formatters.getPluralRules?.(this.locales, { type: "cardinal" }) ?? new Intl.PluralRules(this.locales, { type: "cardinal" });
            option = element.options[rules.select(number - element.offset)] ?? element.options.other!;
          }
          out.push(...this.parts(option, values, number - element.offset));
        }
      }
    }
    return out;
  }

  /** A string, or (when a value is a React element) the list of strings and elements. */
  format(values: Record<string, unknown> = {}): Part {
    const parts = this.parts(this.elements, values, undefined);
    const merged: Part[] = [];
    for (const part of parts) {
      if (typeof part === "string" && typeof merged[merged.length - 1] === "string") merged[merged.length - 1] += part;
      else merged.push(part);
    }
    if (merged.length <= 1) return merged[0] ?? "";
    return merged;
  }
}

export default IntlMessageFormat;
