import type { JsonValue } from "./contract";

// The values of `js` checks beyond JSON (issue 40; the encoding is in contract.ts): how a check's
// value reads to a person (jsLiteral), and whether a result the sandbox wrote (the prelude's
// canon in js-program.ts: JSON, with what JSON lacks as {"$type": …, "value": …}) is it (sameJs).

type Tagged = { $type: string; value?: unknown };
type JsTag = { $js: string; iso?: string; entries?: [JsonValue, JsonValue][]; values?: JsonValue[]; source?: string };

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);
const tagOf = (value: unknown): Tagged | null => (isObject(value) && typeof value.$type === "string" ? (value as Tagged) : null);
const jsTagOf = (value: JsonValue): JsTag | null => (isObject(value) && typeof value.$js === "string" ? (value as unknown as JsTag) : null);

/** Map and Set contents compare in any order: each expected item pairs with an actual one, one to one. */
function sameItems<T>(expected: T[], actual: unknown, same: (want: T, got: unknown) => boolean): boolean {
  if (!Array.isArray(actual) || actual.length !== expected.length) return false;
  const left = [...(actual as unknown[])];
  return expected.every((want) => {
    const at = left.findIndex((got) => same(want, got));
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

/** Whether `actual` (the sandbox's canon of a returned value) is the check's `expected` value. */
export function sameJs(expected: JsonValue, actual: unknown): boolean {
  const tagged = tagOf(actual);
  const want = jsTagOf(expected);
  if (want) {
    switch (want.$js) {
      case "undefined":
        return tagged?.$type === "undefined";
      case "Date":
        return tagged?.$type === "date" && tagged.value === new Date(want.iso ?? "").toISOString();
      case "Map":
        return tagged?.$type === "map" && sameItems(want.entries ?? [], tagged.value, ([key, value], got) => Array.isArray(got) && got.length === 2 && sameJs(key, got[0]) && sameJs(value, got[1]));
      case "Set":
        return tagged?.$type === "set" && sameItems(want.values ?? [], tagged.value, (item, got) => sameJs(item, got));
      case "function":
        return tagged?.$type === "function";
      default:
        // NaN, Infinity, -Infinity, -0
        return tagged?.$type === "number" && tagged.value === want.$js;
    }
  }
  // JSON cannot say -0: a plain 0 accepts it, as before.
  if (typeof expected === "number") return actual === expected || (expected === 0 && tagged?.$type === "number" && tagged.value === "-0");
  if (expected === null || typeof expected !== "object") return actual === expected;
  if (Array.isArray(expected)) return Array.isArray(actual) && actual.length === expected.length && expected.every((item, index) => sameJs(item, actual[index]));
  const object = tagged?.$type === "plain" ? tagged.value : tagged ? null : actual;
  if (!isObject(object)) return false;
  const keys = Object.keys(expected);
  return keys.length === Object.keys(object).length && keys.every((key) => Object.hasOwn(object, key) && sameJs(expected[key]!, object[key]));
}

/** A check's value as JavaScript reads: NaN, undefined, new Date("…"), new Map([…]), a function's source. */
export function jsLiteral(value: JsonValue): string {
  const tag = jsTagOf(value);
  if (tag) {
    if (tag.$js === "Date") return `new Date(${JSON.stringify(tag.iso)})`;
    if (tag.$js === "Map") return `new Map([${(tag.entries ?? []).map(([key, item]) => `[${jsLiteral(key)}, ${jsLiteral(item)}]`).join(", ")}])`;
    if (tag.$js === "Set") return `new Set([${(tag.values ?? []).map(jsLiteral).join(", ")}])`;
    if (tag.$js === "function") return tag.source ?? "function";
    return tag.$js;
  }
  if (Array.isArray(value)) return `[${value.map(jsLiteral).join(", ")}]`;
  if (isObject(value)) return `{${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${jsLiteral(item)}`).join(", ")}}`;
  return JSON.stringify(value);
}

/** A result the sandbox wrote, as JavaScript reads (for a message). */
export function shownResult(value: unknown): string {
  const tagged = tagOf(value);
  if (tagged) {
    switch (tagged.$type) {
      case "object":
      case "plain":
        return shownResult(tagged.value);
      case "date":
        return `Date(${String(tagged.value)})`;
      case "map":
        return `Map(${Array.isArray(tagged.value) ? tagged.value.map((pair) => (Array.isArray(pair) ? `${shownResult(pair[0])} => ${shownResult(pair[1])}` : "")).join(", ") : ""})`;
      case "set":
        return `Set(${Array.isArray(tagged.value) ? tagged.value.map(shownResult).join(", ") : ""})`;
      default:
        return typeof tagged.value === "string" ? tagged.value : tagged.$type;
    }
  }
  if (Array.isArray(value)) return `[${value.map(shownResult).join(",")}]`;
  if (isObject(value)) return `{${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${shownResult(item)}`).join(",")}}`;
  return JSON.stringify(value) ?? "undefined";
}
