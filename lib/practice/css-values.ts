import { NAMED_COLORS } from "./css-colors";

// Issue 40: CSS values as a browser reads them, for the `web` checker (check-web.ts) on both
// sides: colours compared as colours (#00f, #0000ff, rgb(0 0 255), blue), the longhand a
// shorthand sets (background → background-color), specificity, and which properties inherit.

export type Rgba = [number, number, number, number];

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function channel(text: string): number | null {
  const number = Number.parseFloat(text);
  if (!Number.isFinite(number)) return null;
  return Math.round(clamp(text.endsWith("%") ? (number * 255) / 100 : number, 0, 255));
}

function alpha(text: string | undefined): number | null {
  if (text === undefined) return 1;
  const number = Number.parseFloat(text);
  if (!Number.isFinite(number)) return null;
  return clamp(text.endsWith("%") ? number / 100 : number, 0, 1);
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** A CSS colour as [r, g, b, a] (0–255, alpha 0–1), or null when the text is not one. */
export function parseColor(value: string): Rgba | null {
  const text = value.trim().toLowerCase();
  if (text === "transparent") return [0, 0, 0, 0];
  const named = NAMED_COLORS[text];
  if (named) return [named[0], named[1], named[2], 1];
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text);
  if (hex) {
    const digits = hex[1]!.length <= 4 ? [...hex[1]!].map((digit) => digit + digit) : hex[1]!.match(/../g)!;
    const [r, g, b, a] = digits.map((pair) => Number.parseInt(pair, 16));
    return [r!, g!, b!, a === undefined ? 1 : Math.round((a / 255) * 1000) / 1000];
  }
  const fn = /^(rgba?|hsla?)\(\s*([^)]*)\)$/.exec(text);
  if (!fn) return null;
  const parts = fn[2]!.includes(",") ? fn[2]!.split(",").map((part) => part.trim()) : fn[2]!.replace(/\s*\/\s*/, " / ").split(/\s+/).filter((part) => part !== "/");
  if (parts.length !== 3 && parts.length !== 4) return null;
  const a = alpha(parts[3]);
  if (a === null) return null;
  if (fn[1]!.startsWith("rgb")) {
    const rgb = parts.slice(0, 3).map(channel);
    return rgb.every((item) => item !== null) ? [rgb[0]!, rgb[1]!, rgb[2]!, a] : null;
  }
  const h = Number.parseFloat(parts[0]!);
  const s = Number.parseFloat(parts[1]!);
  const l = Number.parseFloat(parts[2]!);
  if (![h, s, l].every(Number.isFinite)) return null;
  return [...hslToRgb(((h % 360) + 360) % 360, clamp(s, 0, 100) / 100, clamp(l, 0, 100) / 100), a];
}

/** Values compare without case or repeated spaces, and spaces after commas and around slashes do not count. */
export const normaliseValue = (value: string) =>
  value
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\s*!important$/, "")
    .replace(/\s*,\s*/g, ",")
    .replace(/\s*\/\s*/g, "/")
    .replace(/\(\s*/g, "(")
    .replace(/\s*\)/g, ")");

/** Whether two values of a property mean the same: as colours when both are colours, else as normalised text. */
export function sameCssValue(actual: string, expected: string): boolean {
  const left = parseColor(actual);
  const right = parseColor(expected);
  if (left && right) return left.every((part, index) => Math.abs(part - right[index]!) <= (index === 3 ? 0.01 : 0));
  // Lengths as lengths: 0 and 0px, 18.72px and 18.720px (issue 40).
  const px = (text: string) => (/^([+-]?(?:\d+\.?\d*|\.\d+))(px)?$/i.test(text.trim()) ? Number.parseFloat(text) : null);
  const [leftPx, rightPx] = [px(actual), px(expected)];
  if (leftPx !== null && rightPx !== null && (/px$/i.test(actual.trim()) || leftPx === 0) && (/px$/i.test(expected.trim()) || rightPx === 0)) return Math.abs(leftPx - rightPx) < 0.01;
  return normaliseValue(actual) === normaliseValue(expected);
}

/** The value's top-level words (spaces inside parentheses kept). */
function words(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let word = "";
  for (const char of value.trim()) {
    if (char === "(") depth++;
    if (char === ")") depth--;
    if (/\s/.test(char) && depth === 0) {
      if (word) out.push(word);
      word = "";
    } else word += char;
  }
  if (word) out.push(word);
  return out;
}

const SIDES = ["top", "right", "bottom", "left"] as const;
const BORDER_STYLES = new Set(["none", "hidden", "dotted", "dashed", "solid", "double", "groove", "ridge", "inset", "outset"]);

/**
 * What a declaration of `property: value` sets `wanted` to: the value itself when they are the
 * same property, the longhand's part when `property` is a shorthand of it (its initial value when
 * the shorthand leaves it out, as a browser resets it), else null.
 */
export function longhandValue(property: string, value: string, wanted: string): string | null {
  if (property === wanted) return value;
  const parts = words(value);
  if (property === "background" && wanted === "background-color") return parts.find((part) => parseColor(part) !== null) ?? "transparent";
  if ((property === "margin" || property === "padding") && wanted.startsWith(`${property}-`)) {
    const side = SIDES.indexOf(wanted.slice(property.length + 1) as (typeof SIDES)[number]);
    if (side < 0 || parts.length < 1 || parts.length > 4) return null;
    const index = [[0, 0, 0, 0], [0, 1, 0, 1], [0, 1, 2, 1], [0, 1, 2, 3]][parts.length - 1]![side]!;
    return parts[index]!;
  }
  const sides = /^(border)-(color|style|width)$/.exec(property);
  const sidePart = /^border-(top|right|bottom|left)-(color|style|width)$/.exec(wanted);
  if (sides && sidePart && sides[2] === sidePart[2]) {
    if (parts.length < 1 || parts.length > 4) return null;
    const side = SIDES.indexOf(sidePart[1] as (typeof SIDES)[number]);
    return parts[[[0, 0, 0, 0], [0, 1, 0, 1], [0, 1, 2, 1], [0, 1, 2, 3]][parts.length - 1]![side]!]!;
  }
  const border = /^border(-(top|right|bottom|left))?$/.exec(property);
  const part = /^border(-(top|right|bottom|left))?-(color|style|width)$/.exec(wanted);
  if (border && part && (border[2] === undefined || border[2] === part[2])) {
    if (part[3] === "color") return parts.find((item) => parseColor(item) !== null) ?? "currentcolor";
    if (part[3] === "style") return parts.find((item) => BORDER_STYLES.has(item.toLowerCase())) ?? "none";
    return parts.find((item) => parseColor(item) === null && !BORDER_STYLES.has(item.toLowerCase())) ?? "medium";
  }
  return null;
}

/** Properties an element takes from its parent when no rule sets them (the common ones). */
export const INHERITED = new Set([
  "color",
  "font",
  "font-family",
  "font-size",
  "font-style",
  "font-weight",
  "font-variant",
  "line-height",
  "letter-spacing",
  "word-spacing",
  "text-align",
  "text-indent",
  "text-transform",
  "white-space",
  "visibility",
  "cursor",
  "list-style",
  "list-style-type",
  "list-style-position",
  "direction",
]);

/** A selector's specificity [ids, classes/attributes/pseudo-classes, types/pseudo-elements]. */
export function specificity(selector: string): [number, number, number] {
  let text = selector.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
  let b = 0;
  text = text.replace(/:where\((?:[^()]|\([^()]*\))*\)/gi, " ");
  text = text.replace(/\[[^\]]*\]/g, () => {
    b++;
    return " ";
  });
  // :not(), :is() and :has() count as their argument.
  text = text.replace(/:(not|is|has)\(/gi, " ").replace(/[()]/g, " ");
  const a = (text.match(/#[\w-]+/g) ?? []).length;
  let c = 0;
  text = text.replace(/::?(before|after|first-line|first-letter|marker|placeholder|selection)\b|::[\w-]+/gi, () => {
    c++;
    return " ";
  });
  b += (text.match(/\.[\w-]+/g) ?? []).length + (text.match(/:[\w-]+/g) ?? []).length;
  c += (text.replace(/[#.:][\w-]+/g, " ").match(/(^|[\s>+~,])[a-z][\w-]*/gi) ?? []).length;
  return [a, b, c];
}

// Issue 40: media conditions and lengths. A check reads the page as Chromium shows it in a
// window of CHECK_VIEWPORT (chromium-styles.test.ts opens its pages at this size), with the
// default font size of 16px.

/** The window a `css` check's media conditions are read at (a laptop's). */
export const CHECK_VIEWPORT = { width: 1280, height: 800 } as const;
/** The root's font size when no rule sets it, and what `em` and `rem` mean in a media condition. */
export const ROOT_FONT_PX = 16;

/** Chromium's sizes for the font-size keywords at a 16px default. */
const FONT_SIZE_KEYWORDS: Record<string, number> = { "xx-small": 9, "x-small": 10, small: 13, medium: 16, large: 18, "x-large": 24, "xx-large": 32, "xxx-large": 48 };
/** The user agent's font sizes of the headings, in em of the parent (the HTML standard's style sheet). */
export const HEADING_EM: Record<string, number> = { H1: 2, H2: 1.5, H3: 1.17, H4: 1, H5: 0.83, H6: 0.67 };

/** What a length's units mean here: em (the font size it is relative to), rem (the root's), the viewport's. */
export type LengthContext = { em: number; rem: number; viewport?: { width: number; height: number } };

/** A single length in px (0, px, em, rem, pt, vw, vh, %: of `percentOf`), or null when the text is none or needs layout. */
export function lengthPx(text: string, context: LengthContext, percentOf: number | null = null): number | null {
  const match = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)([a-z%]*)$/i.exec(text.trim());
  if (!match) return null;
  const number = Number(match[1]);
  const unit = match[2]!.toLowerCase();
  const viewport = context.viewport ?? CHECK_VIEWPORT;
  if (unit === "") return number === 0 ? 0 : null;
  if (unit === "px") return number;
  if (unit === "em") return number * context.em;
  if (unit === "rem") return number * context.rem;
  if (unit === "pt") return (number * 4) / 3;
  if (unit === "vw") return (number * viewport.width) / 100;
  if (unit === "vh") return (number * viewport.height) / 100;
  if (unit === "%" && percentOf !== null) return (number * percentOf) / 100;
  return null;
}

/** A px number as Chromium writes a computed length ("18.72px", "0px"). */
export const pxText = (px: number) => `${Number(px.toFixed(4))}px`;

/** A `font-size` value in px, given the parent's; null for what needs more (calc(), var()). */
export function fontSizePx(value: string, parentPx: number, rootPx: number): number | null {
  const text = value.trim().toLowerCase();
  if (text in FONT_SIZE_KEYWORDS) return FONT_SIZE_KEYWORDS[text]!;
  if (text === "smaller") return parentPx / 1.2;
  if (text === "larger") return parentPx * 1.2;
  return lengthPx(text, { em: parentPx, rem: rootPx }, parentPx);
}

/** Every relative length in a value (em, rem, vw, vh, pt) written in px; other words as they are. */
export function resolveLengths(value: string, context: LengthContext): string {
  const parts = words(value);
  if (parts.length === 0) return value;
  let changed = false;
  const out = parts.map((part) => {
    if (!/^[+-]?(?:\d+\.?\d*|\.\d+)(?:em|rem|vw|vh|pt)$/i.test(part)) return part;
    const px = lengthPx(part, context);
    if (px === null) return part;
    changed = true;
    return pxText(px);
  });
  return changed ? out.join(" ") : value;
}

/** Whether a media query list matches at `viewport` on a screen (level 4 ranges too); unknown features do not. */
export function mediaMatches(params: string, viewport: { width: number; height: number } = CHECK_VIEWPORT): boolean {
  const text = params.trim().toLowerCase();
  if (text === "") return true;
  return splitTopLevel(text, ",").some((query) => queryMatches(query.trim(), viewport));
}

function splitTopLevel(text: string, separator: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let part = "";
  for (const char of text) {
    if (char === "(") depth++;
    if (char === ")") depth--;
    if (char === separator && depth === 0) {
      out.push(part);
      part = "";
    } else part += char;
  }
  out.push(part);
  return out;
}

function queryMatches(query: string, viewport: { width: number; height: number }): boolean {
  let text = query;
  let negate = false;
  if (/^not\s/.test(text)) {
    negate = true;
    text = text.slice(4).trim();
  } else if (/^only\s/.test(text)) text = text.slice(5).trim();
  const parts = text.split(/\s+and\s+/);
  const matches = parts.every((part) => {
    const item = part.trim();
    if (item.startsWith("(") && item.endsWith(")")) return featureMatches(item.slice(1, -1).trim(), viewport);
    return item === "all" || item === "screen";
  });
  return negate ? !matches : matches;
}

const mediaLength = (text: string) => lengthPx(text, { em: ROOT_FONT_PX, rem: ROOT_FONT_PX });

function compare(left: number, operator: string, right: number): boolean {
  if (operator === "<") return left < right;
  if (operator === "<=") return left <= right;
  if (operator === ">") return left > right;
  if (operator === ">=") return left >= right;
  return left === right;
}

function featureMatches(feature: string, viewport: { width: number; height: number }): boolean {
  if (feature.startsWith("not ")) return !featureMatches(feature.slice(4).replace(/^\(|\)$/g, "").trim(), viewport);
  const size = (name: string) => (name === "width" ? viewport.width : name === "height" ? viewport.height : null);
  const plain = /^(min-|max-)?(width|height)\s*:\s*(.+)$/.exec(feature);
  if (plain) {
    const value = mediaLength(plain[3]!);
    const actual = size(plain[2]!)!;
    if (value === null) return false;
    return plain[1] === "min-" ? actual >= value : plain[1] === "max-" ? actual <= value : actual === value;
  }
  // Ranges: (width >= 600px), (600px <= width < 900px).
  const range = /^(?:([^<>=\s]+)\s*(<=|<|>=|>|=)\s*)?(width|height)(?:\s*(<=|<|>=|>|=)\s*([^<>=\s]+))?$/.exec(feature);
  if (range && (range[1] !== undefined || range[5] !== undefined)) {
    const actual = size(range[3]!)!;
    if (range[1] !== undefined) {
      const value = mediaLength(range[1]);
      if (value === null || !compare(value, range[2]!, actual)) return false;
    }
    if (range[5] !== undefined) {
      const value = mediaLength(range[5]);
      if (value === null || !compare(actual, range[4]!, value)) return false;
    }
    return true;
  }
  const [name, value] = feature.split(":").map((part) => part.trim());
  if (name === "orientation") return value === (viewport.height >= viewport.width ? "portrait" : "landscape");
  if (name === "prefers-color-scheme") return value === "light";
  if (name === "prefers-reduced-motion") return value === "no-preference";
  return false;
}
