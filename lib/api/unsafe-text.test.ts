import { describe, expect, it } from "vitest";
import { findUnsafeText, MAX_INPUT_DEPTH } from "./unsafe-text";

function nested(depth: number): unknown {
  let value: unknown = "leaf";
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

describe("findUnsafeText", () => {
  it("accepts ordinary text, numbers, Uzbek and Cyrillic letters and emoji", () => {
    expect(findUnsafeText({ fullName: "O'tkir Шамсиев 🎓", step: 3, tags: ["html", "css"], ok: true, none: null })).toBeNull();
  });

  it.each([
    ["a NUL inside a value", { fullName: "a\u0000b" }, { path: "fullName", reason: "nul" }],
    ["a NUL deep in an array", { weekScores: [{ note: "ok" }, { note: "\u0000" }] }, { path: "weekScores.1.note", reason: "nul" }],
    ["a lone high surrogate", { title: "x\ud800" }, { path: "title", reason: "surrogate" }],
    ["a lone low surrogate", { title: "\udc00y" }, { path: "title", reason: "surrogate" }],
    ["a NUL in a key", { "a\u0000": 1 }, { path: "a\\0", reason: "nul" }],
    ["a bare string", "\u0000", { path: "body", reason: "nul" }],
  ])("finds %s", (_name, input, expected) => {
    expect(findUnsafeText(input)).toEqual(expected);
  });

  it("accepts a well-formed surrogate pair", () => {
    expect(findUnsafeText({ title: "\ud83c\udf93" })).toBeNull();
  });

  it("allows nesting up to the limit and refuses one level more", () => {
    expect(findUnsafeText(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(findUnsafeText(nested(MAX_INPUT_DEPTH + 1))?.reason).toBe("depth");
  });

  it("does not recurse into files", () => {
    expect(findUnsafeText({ image: new Blob(["\u0000"]) })).toBeNull();
  });
});
