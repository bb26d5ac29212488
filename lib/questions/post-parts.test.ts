import { describe, expect, it } from "vitest";
import { postParts } from "./post-parts";

describe("postParts", () => {
  it("keeps plain text whole, HTML included, as text", () => {
    expect(postParts("Salom <b>ustoz</b>\nikkinchi qator")).toEqual([{ kind: "text", text: "Salom <b>ustoz</b>\nikkinchi qator" }]);
  });

  it("splits ``` fences into code blocks with their language", () => {
    expect(postParts("Nega ishlamaydi?\n```js\nconst a = 1;\n  console.log(a)\n```\nRahmat")).toEqual([
      { kind: "text", text: "Nega ishlamaydi?" },
      { kind: "code", language: "js", text: "const a = 1;\n  console.log(a)" },
      { kind: "text", text: "Rahmat" },
    ]);
  });

  it("runs a fence left open to the end, and keeps a fence's body verbatim", () => {
    expect(postParts("```\n<script>alert(1)</script>")).toEqual([{ kind: "code", language: "", text: "<script>alert(1)</script>" }]);
  });

  it("leaves inline triple backticks in a line as text", () => {
    expect(postParts("use ``` to open a block")).toEqual([{ kind: "text", text: "use ``` to open a block" }]);
  });
});
