import { describe, expect, it } from "vitest";
import { jsCheck } from "./contract";
import { jsLiteral } from "./js-values";

// Issue 40: values beyond JSON in `js` checks are data the form writes; malformed tags are refused.
describe("js check values beyond JSON", () => {
  const returns = (expected: unknown, args: unknown[] = []) => jsCheck.safeParse({ type: "returns", name: "f", args, expected });

  it("accepts each documented tag", () => {
    for (const value of [{ $js: "NaN" }, { $js: "undefined" }, { $js: "-0" }, { $js: "Infinity" }, { $js: "-Infinity" }, { $js: "Date", iso: "2024-01-31T00:00:00.000Z" }, { $js: "Map", entries: [["a", 1]] }, { $js: "Set", values: [1, { $js: "NaN" }] }]) {
      expect(returns(value).success).toBe(true);
    }
    expect(returns([2, 4], [[1, 2], { $js: "function", source: "(x) => x % 2 === 0" }]).success).toBe(true);
    // Old checks keep their shape.
    expect(jsCheck.parse({ type: "returns", name: "f", args: [1], expected: { a: [0] } })).toEqual({ type: "returns", name: "f", args: [1], expected: { a: [0] } });
  });

  it("refuses a malformed tag, an unknown one and extra fields", () => {
    for (const value of [{ $js: "nan" }, { $js: "Date", iso: "yesterday" }, { $js: "Map", entries: [["a"]] }, { $js: "NaN", value: 1 }, { $js: "function", source: "" }, { a: { $js: "Set" } }]) {
      expect(returns(value).success).toBe(false);
    }
  });

  it("reads as JavaScript in messages", () => {
    expect(jsLiteral([{ $js: "NaN" }, { $js: "undefined" }, { $js: "Date", iso: "2024-01-31T00:00:00.000Z" }, { $js: "Set", values: [1] }, { a: { $js: "-0" } }])).toBe('[NaN, undefined, new Date("2024-01-31T00:00:00.000Z"), new Set([1]), {"a": -0}]');
  });
});
