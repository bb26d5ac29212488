import { describe, expect, it } from "vitest";
import { loginReturningTo, safeNextPath } from "./safe-next";

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

describe("loginReturningTo", () => {
  it("opens the login form with a way back that safeNextPath gives back unchanged", () => {
    const login = new URL(loginReturningTo("/courses/c1?tab=modules#lesson-2"), "http://qadam.invalid");
    expect(login.pathname).toBe("/projects/blogs");
    expect(safeNextPath(login.searchParams.get("next"))).toBe("/courses/c1?tab=modules#lesson-2");
  });
});
