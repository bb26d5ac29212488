import { describe, expect, it } from "vitest";
import { parseSidebarState, sidebarCookie } from "./sidebar";
import { parseTheme } from "./theme";

describe("sidebar state", () => {
  it("is collapsed only when the cookie says so", () => {
    expect(parseSidebarState("collapsed")).toBe("collapsed");
    expect(parseSidebarState("expanded")).toBe("expanded");
    expect(parseSidebarState(undefined)).toBe("expanded");
    expect(parseSidebarState("garbage")).toBe("expanded");
  });

  it("is remembered for 7 days", () => {
    expect(sidebarCookie("collapsed")).toBe("sidebar_state=collapsed; path=/; max-age=604800; samesite=lax");
  });
});

describe("theme preference", () => {
  it("accepts light, dark and system and falls back to dark", () => {
    expect(parseTheme("light")).toBe("light");
    expect(parseTheme("system")).toBe("system");
    expect(parseTheme(null)).toBe("dark");
    expect(parseTheme("blue")).toBe("dark");
  });
});
