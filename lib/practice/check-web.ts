import { parseHTML } from "linkedom";
import postcss, { type Root } from "postcss";
import { checkSource } from "./check-source";
import { INHERITED, longhandValue, sameCssValue, specificity } from "./css-values";
import type { CheckOutcome, CheckReport, PracticeFile, PracticeText, WebCheck } from "./contract";

// The `web` checker: the student's HTML and CSS parsed (never run) by linkedom and postcss,
// which behave the same in Node and in the browser, so the learning page and the server read
// the same document and reach the same verdict (lib/practice/checker-cases.ts proves it).
//
// The learning page calls checkWeb. The server runs the same function in its worker threads
// (lib/practice/sandbox/practice-worker.ts), which build it over the parsers they import.

export type WebCheckerDeps = { parseHTML: typeof parseHTML; postcss: typeof postcss };

/** Builds checkWeb over the two parsers. */
export function createWebChecker(deps: WebCheckerDeps): (files: PracticeFile[], checks: WebCheck[]) => CheckReport {
  type Declaration = { prop: string; value: string; important: boolean; order: number };
  type StyleRule = { selectors: string[]; declarations: Declaration[] };
  type Parsed = { documents: Document[]; styles: { source: string; root: Root | null; error: PracticeText | null }[]; rules: StyleRule[];
    matched: Map<string, Set<Element>>;
    specs: Map<string, number[]>;
    byProperty: Map<string, { rule: StyleRule; values: (string | null)[] }[]>;
  };

  function parseDocument(html: string): Document {
    // A fragment ('<h1>…</h1>') would become the document element itself; a page is wrapped so
    // that `html`, `head` and `body` exist as a browser would make them.
    const page = /<html[\s>]/i.test(html) ? html : `<!DOCTYPE html><html><head></head><body>${html}</body></html>`;
    return deps.parseHTML(page).document as unknown as Document;
  }

  function parseCss(source: string): Parsed["styles"][number] {
    try {
      return { source, root: deps.postcss.parse(source), error: null };
    } catch (error) {
      const reason = error instanceof deps.postcss.CssSyntaxError ? error.reason : "";
      const line = error instanceof deps.postcss.CssSyntaxError ? (error.line ?? 0) : 0;
      return { source, root: null, error: { key: "practice.check.cssSyntax", values: { reason, line } } };
    }
  }

  function parse(files: PracticeFile[]): Parsed {
    const documents = files.filter((file) => file.name.endsWith(".html")).map((file) => parseDocument(file.content));
    const inline = documents.flatMap((document) => Array.from(document.querySelectorAll("style"), (element) => element.textContent ?? ""));
    const sheets = files.filter((file) => file.name.endsWith(".css")).map((file) => file.content);
    const styles = [...inline, ...sheets].map(parseCss);
    // Every style rule in source order (media conditions are not evaluated: a rule for a phone counts too; keyframes do not).
    const rules: StyleRule[] = [];
    let order = 0;
    for (const style of styles) {
      style.root?.walkRules((rule) => {
        if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as unknown as { name: string }).name)) return;
        const declarations: Declaration[] = [];
        rule.each((node) => {
          if (node.type === "decl") declarations.push({ prop: node.prop.toLowerCase(), value: node.value, important: node.important === true, order: order++ });
        });
        rules.push({ selectors: rule.selectors, declarations });
      });
    }
    return { documents, styles, rules, matched: new Map(), specs: new Map(), byProperty: new Map() };
  }

  type Candidate = { value: string; rank: number[] };
  const outranks = (left: number[], right: number[]) => {
    for (let index = 0; index < left.length; index++) if (left[index] !== right[index]) return left[index]! > right[index]!;
    return false;
  };
  /** Whether the element matches: each selector is run once per document (a page may repeat one rule a thousand times). */
  const matchesCached = (parsed: Parsed, element: Element, selector: string) => {
    let found = parsed.matched.get(selector);
    if (!found) {
      found = new Set(select(parsed, selector) ?? []);
      parsed.matched.set(selector, found);
    }
    return found.has(element);
  };

  /** Issue 40: the value the cascade gives `element` for `property` (importance, inline style, specificity, order), or null. */
  function cascaded(parsed: Parsed, element: Element, property: string): string | null {
    let best: Candidate | null = null;
    const consider = (candidate: Candidate) => {
      if (!best || !outranks(best.rank, candidate.rank)) best = candidate;
    };
    let relevant = parsed.byProperty.get(property);
    if (!relevant) {
      relevant = parsed.rules.flatMap((rule) => {
        const values = rule.declarations.map((declaration) => longhandValue(declaration.prop, declaration.value, property));
        return values.some((value) => value !== null) ? [{ rule, values }] : [];
      });
      parsed.byProperty.set(property, relevant);
    }
    for (const { rule, values } of relevant) {
      let spec: number[] | null = null;
      for (const selector of rule.selectors) {
        if (!matchesCached(parsed, element, selector)) continue;
        let one = parsed.specs.get(selector);
        if (!one) parsed.specs.set(selector, (one = specificity(selector)));
        if (!spec || outranks(one, spec)) spec = one;
      }
      if (!spec) continue;
      rule.declarations.forEach((declaration, index) => {
        const value = values[index];
        if (value !== null && value !== undefined) consider({ value, rank: [declaration.important ? 1 : 0, 0, ...spec!, declaration.order] });
      });
    }
    const inline = element.getAttribute("style");
    if (inline) {
      try {
        let order = 0;
        deps.postcss.parse(`x{${inline}}`).walkDecls((declaration) => {
          const value = longhandValue(declaration.prop.toLowerCase(), declaration.value, property);
          if (value !== null) consider({ value, rank: [declaration.important ? 1 : 0, 1, 0, 0, 0, order++] });
        });
      } catch {
        // An attribute that is not CSS sets nothing, as in a browser.
      }
    }
    return (best as Candidate | null)?.value ?? null;
  }

  /** The cascaded value, or the parent's for an inherited property (and for `inherit`). */
  function computed(parsed: Parsed, element: Element, property: string): string | null {
    const value = cascaded(parsed, element, property);
    const keyword = value?.trim().toLowerCase();
    if (value !== null && keyword !== "inherit" && keyword !== "unset") return value;
    if (value === null && !INHERITED.has(property)) return null;
    if (keyword === "unset" && !INHERITED.has(property)) return null;
    const parent = element.parentElement;
    return parent ? computed(parsed, parent, property) : null;
  }

  /** Every element matching in every document, in file order; null when the selector is not valid CSS. */
  function select(parsed: Parsed, selector: string): Element[] | null {
    try {
      return parsed.documents.flatMap((document) => Array.from(document.querySelectorAll(selector)));
    } catch {
      return null;
    }
  }

  const collapse = (text: string) => text.replace(/\s+/g, " ").trim();
  const normaliseSelector = (selector: string) => collapse(selector).replace(/\s*([>+~,])\s*/g, "$1");

  /** The value the last declaration of `property` sets in rules naming `selector`, or null. */
  function cssValue(parsed: Parsed, selector: string, property: string): { value: string | null; error: PracticeText | null } {
    const wanted = normaliseSelector(selector);
    const prop = property.toLowerCase();
    let value: string | null = null;
    let important = false;
    let error: PracticeText | null = null;
    for (const style of parsed.styles) {
      if (!style.root) {
        error ??= style.error;
        continue;
      }
      style.root.walkRules((rule) => {
        if (!rule.selectors.some((one) => normaliseSelector(one) === wanted)) return;
        rule.walkDecls((decl) => {
          if (decl.parent !== rule || decl.prop.toLowerCase() !== prop) return;
          // Cascade order between equal selectors: a later declaration wins unless an earlier one is !important.
          if (important && !decl.important) return;
          value = decl.value;
          important = decl.important === true;
        });
      });
    }
    return { value, error };
  }

  const shortText = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

  function runOne(parsed: Parsed, check: WebCheck, files: PracticeFile[]): { passed: boolean; message: PracticeText } {
    if (check.type === "source") return checkSource(files, check);
    if (check.type === "css") {
      // What the browser shows on every element the selector finds; a selector no element
      // matches (a rule for :hover, a class the page lacks) is read off the style sheets as before.
      const targets = select(parsed, check.selector);
      const property = check.property.toLowerCase();
      if (targets && targets.length > 0) {
        for (const element of targets) {
          const value = computed(parsed, element, property);
          if (value === null) return { passed: false, message: parsed.styles.find((style) => style.error)?.error ?? { key: "practice.check.cssMissing", values: { selector: check.selector, property: check.property } } };
          if (!sameCssValue(value, check.value)) return { passed: false, message: { key: "practice.check.cssWrong", values: { selector: check.selector, property: check.property, expected: check.value, actual: shortText(value) } } };
        }
        return { passed: true, message: { key: "practice.check.cssOk", values: { selector: check.selector, property: check.property, expected: check.value } } };
      }
      const found = cssValue(parsed, check.selector, check.property);
      if (found.value === null) {
        return { passed: false, message: found.error ?? { key: "practice.check.cssMissing", values: { selector: check.selector, property: check.property } } };
      }
      const passed = sameCssValue(found.value, check.value);
      return passed
        ? { passed, message: { key: "practice.check.cssOk", values: { selector: check.selector, property: check.property, expected: check.value } } }
        : { passed, message: { key: "practice.check.cssWrong", values: { selector: check.selector, property: check.property, expected: check.value, actual: shortText(found.value) } } };
    }
    const elements = select(parsed, check.selector);
    if (elements === null) return { passed: false, message: { key: "practice.check.badSelector", values: { selector: check.selector } } };
    const first = elements[0];
    switch (check.type) {
      case "exists":
        return first
          ? { passed: true, message: { key: "practice.check.existsOk", values: { selector: check.selector } } }
          : { passed: false, message: { key: "practice.check.missing", values: { selector: check.selector } } };
      case "count": {
        const values = { selector: check.selector, min: check.min, max: check.max ?? "", count: elements.length };
        if (elements.length < check.min) return { passed: false, message: { key: check.max === check.min ? "practice.check.countNotExactly" : "practice.check.countLow", values } };
        if (check.max !== undefined && elements.length > check.max) return { passed: false, message: { key: check.max === check.min ? "practice.check.countNotExactly" : "practice.check.countHigh", values } };
        return { passed: true, message: { key: check.max === undefined ? "practice.check.countOk" : "practice.check.countInRange", values } };
      }
      case "none":
        return first
          ? { passed: false, message: { key: "practice.check.noneFound", values: { selector: check.selector, count: elements.length } } }
          : { passed: true, message: { key: "practice.check.noneOk", values: { selector: check.selector } } };
      case "everyText": {
        if (!first) return { passed: false, message: { key: "practice.check.missing", values: { selector: check.selector } } };
        const blank = elements.findIndex((element) => collapse(element.textContent ?? "") === "");
        return blank < 0
          ? { passed: true, message: { key: "practice.check.everyTextOk", values: { selector: check.selector, count: elements.length } } }
          : { passed: false, message: { key: "practice.check.everyTextBlank", values: { selector: check.selector, index: blank + 1, count: elements.length } } };
      }
      case "text": {
        if (!first) return { passed: false, message: { key: "practice.check.missing", values: { selector: check.selector } } };
        const text = collapse(first.textContent ?? "");
        const expected = check.match === "matches" ? check.value : collapse(check.value);
        const fold = (value: string) => (check.ignoreCase ? value.toLocaleLowerCase() : value);
        let passed: boolean;
        if (check.match === "matches") {
          try {
            passed = new RegExp(check.value, check.ignoreCase ? "iu" : "u").test(text);
          } catch {
            return { passed: false, message: { key: "practice.check.badPattern", values: { pattern: check.value, file: "" } } };
          }
        } else passed = check.match === "equals" ? fold(text) === fold(expected) : fold(text).includes(fold(expected));
        const key = passed ? "practice.check.textOk" : check.match === "equals" ? "practice.check.textNotEqual" : check.match === "contains" ? "practice.check.textNotContained" : "practice.check.textNotMatched";
        return { passed, message: { key, values: { selector: check.selector, expected, actual: shortText(text) } } };
      }
      case "attribute": {
        if (!first) return { passed: false, message: { key: "practice.check.missing", values: { selector: check.selector } } };
        const actual = first.getAttribute(check.name);
        if (actual === null) return { passed: false, message: { key: "practice.check.attributeMissing", values: { selector: check.selector, name: check.name } } };
        const passed = actual.trim() === check.value.trim();
        return {
          passed,
          message: { key: passed ? "practice.check.attributeOk" : "practice.check.attributeWrong", values: { selector: check.selector, name: check.name, expected: check.value, actual: shortText(actual) } },
        };
      }
    }
  }

  /** Runs every `web` check over the files; `check` in each outcome is the check's index. */
  return function checkWeb(files: PracticeFile[], checks: WebCheck[]): CheckReport {
    const parsed = parse(files);
    const results: CheckOutcome[] = checks.map((check, index) => ({ check: index, ...runOne(parsed, check, files) }));
    return { passed: results.every((result) => result.passed), verdict: "ok", verdictText: null, results, console: "" };
  };
}

export const checkWeb = createWebChecker({ parseHTML, postcss });

/**
 * Builds pageScripts: the scripts the preview runs as the page loads (lib/practice/page-script.ts),
 * in its order: classic inline `<script>`s of the HTML (every `.html` file, joined, as the
 * preview's body), then the `.js` files as one script.
 */
export function createPageScripts(deps: Pick<WebCheckerDeps, "parseHTML">): (files: PracticeFile[]) => string[] {
  const classic = /^((text|application)\/(x-)?(javascript|ecmascript))?$/;
  const contentOf = (files: PracticeFile[], extension: string) =>
    files
      .filter((file) => file.name.endsWith(extension))
      .map((file) => file.content)
      .join("\n");
  return function pageScripts(files: PracticeFile[]): string[] {
    const { document } = deps.parseHTML(`<!DOCTYPE html><html><head></head><body>${contentOf(files, ".html")}</body></html>`);
    const inline = Array.from(document.querySelectorAll("script"))
      .filter((element) => !element.hasAttribute("src") && !element.hasAttribute("nomodule") && classic.test((element.getAttribute("type") ?? "").trim().toLowerCase()))
      .map((element) => element.textContent ?? "");
    const js = contentOf(files, ".js");
    return [...inline, ...(js ? [js] : [])].filter((script) => script.trim() !== "");
  };
}

export const pageScripts = createPageScripts({ parseHTML });
