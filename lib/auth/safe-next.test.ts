import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next";

describe("safeNextPath", () => {
  it.each([
    ["/courses/abc123", "/courses/abc123"],
    ["/courses/abc?x=1#top", "/courses/abc?x=1#top"],
    ["/learning/c1", "/learning/c1"],
  ])("keeps the site path %j", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    ["another origin", "https://evil.example/courses"],
    ["a protocol-relative address", "//evil.example"],
    ["a backslash trick", "/\\evil.example"],
    ["a tab hiding a double slash", "/\t/evil.example"],
    ["a scheme", "javascript:alert(1)"],
    ["a relative path", "courses/1"],
    ["an API path", "/api/auth/logout"],
    ["nothing", ""],
    ["not a string", ["/courses"]],
  ])("refuses %s", (_case, next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});
