import { describe, expect, it } from "vitest";
import { hashRedirectTarget, isActive, isOfflinePath, MAIN_ITEMS, SETTINGS_ITEMS, showsBackButton, visibleItems } from "./nav-items";

describe("sidebar items", () => {
  it("hides Mening kurslarim and To'lovlar from visitors", () => {
    expect(visibleItems(MAIN_ITEMS, false).map((item) => item.href)).toEqual(["/home", "/courses", "/projects", "/debtors"]);
    expect(visibleItems(SETTINGS_ITEMS, false).map((item) => item.href)).toEqual(["/projects/blogs", "/projects/resume"]);
  });

  it("shows every item to a logged-in user, in the spec's order", () => {
    expect(visibleItems(MAIN_ITEMS, true).map((item) => item.href)).toEqual(["/home", "/courses", "/my-courses", "/projects", "/debtors"]);
    expect(visibleItems(SETTINGS_ITEMS, true).map((item) => item.href)).toEqual(["/projects/blogs", "/projects/resume", "/projects/payments"]);
  });

  it.each([
    ["/courses", "/courses", true],
    ["/courses/abc", "/courses", true],
    ["/courses-x", "/courses", false],
    ["/projects", "/projects", true],
    ["/projects/blogs", "/projects", false],
    ["/projects/blogs", "/projects/blogs", true],
    ["/home", "/courses", false],
  ])("%s marks %s active: %s", (pathname, href, active) => {
    expect(isActive(pathname, href)).toBe(active);
  });
});

describe("mobile bar rules", () => {
  it("hides the back button on / and /home only", () => {
    expect(showsBackButton("/")).toBe(false);
    expect(showsBackButton("/home")).toBe(false);
    expect(showsBackButton("/courses")).toBe(true);
    expect(showsBackButton("/home/x")).toBe(true);
  });

  it("knows the offline paths", () => {
    expect(isOfflinePath("/offline")).toBe(true);
    expect(isOfflinePath("/qadam-offline")).toBe(true);
    expect(isOfflinePath("/offline/1")).toBe(false);
  });
});

describe("hashRedirectTarget", () => {
  it.each([
    ["/home", "#profile", "/projects/blogs"],
    ["/courses", "#login", "/projects/blogs"],
    ["/home", "#courses", "/courses"],
    ["/login", "", "/projects/blogs"],
    ["/projects/login", "", "/projects/blogs"],
    ["/a/b/login/", "", "/projects/blogs"],
    ["/loginx", "", null],
    ["/home", "#other", null],
    ["/home", "", null],
  ])("%s%s → %s", (pathname, hash, target) => {
    expect(hashRedirectTarget(pathname, hash)).toBe(target);
  });
});
