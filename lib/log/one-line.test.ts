import { describe, expect, it } from "vitest";
import { oneLine } from "./one-line";

describe("oneLine", () => {
  it("puts an error's message, frames and cause on one line", () => {
    const error = new Error("pool ended", { cause: new TypeError("socket\nclosed") });
    const line = oneLine(["request failed:", error]);
    expect(line).not.toContain("\n");
    expect(line).toMatch(/^request failed: Error: pool ended \| at .+ \| cause: TypeError: socket closed \| at /);
  });

  it("keeps plain values and bounds the length", () => {
    expect(oneLine(["a\nb", 3, { x: 1 }])).toBe('a | b 3 {"x":1}');
    expect(oneLine(["x".repeat(10_000)])).toHaveLength(4000);
  });
});
