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
