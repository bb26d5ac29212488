import { describe, expect, it } from "vitest";
import { routeLabeller, UNMATCHED_ROUTE } from "./route-label";

const label = routeLabeller({
  staticRoutes: [
    { page: "/home", regex: "^/home(?:/)?$" },
    { page: "/api/courses", regex: "^/api/courses(?:/)?$" },
  ],
  dynamicRoutes: [
    { page: "/api/courses/[id]", regex: "^/api/courses/([^/]+?)(?:/)?$" },
    { page: "/api/courses/[id]/enroll", regex: "^/api/courses/([^/]+?)/enroll(?:/)?$" },
  ],
});

describe("routeLabeller", () => {
  it.each([
    ["/home", "/home"],
    ["/home/", "/home"],
    ["/api/courses", "/api/courses"],
    ["/api/courses/cm123abc", "/api/courses/[id]"],
    ["/api/courses/cm123abc/enroll", "/api/courses/[id]/enroll"],
    ["/_next/static/chunks/app-1234.js", "/_next/static"],
    ["/wp-login.php", UNMATCHED_ROUTE],
    ["/api/courses/a/b/c", UNMATCHED_ROUTE],
  ])("%s → %s", (pathname, expected) => {
    expect(label(pathname)).toBe(expected);
  });
});
