import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { pageCacheKey, studentShellOf, withVary } from "./page-keys";

const request = (url: string, headers: Record<string, string> = {}) => ({ method: "GET", url, headers }) as unknown as IncomingMessage;

describe("which requests share a student's shell", () => {
  it("takes a full load with the session cookie, and renders the shell as that page without it", () => {
    const shell = studentShellOf(request("/courses", { cookie: "sidebar=collapsed; jwt=abc; lang=ru", "accept-encoding": "gzip, br" }));
    expect(shell).toMatchObject({ token: "abc", pathname: "/courses" });
    expect(shell?.shellHeaders).toMatchObject({ cookie: "sidebar=collapsed; lang=ru", "accept-encoding": "identity", "x-qadam-student-shell": "1" });
    // The same key as the visitor's uncompressed page it is rendered as, told apart.
    expect(shell?.key).toBe(`student ${pageCacheKey(request("/courses", { cookie: "sidebar=collapsed; lang=ru", "accept-encoding": "identity" }))}`);
  });

  it("is no shell for a cookie that cannot be decoded, an empty one, a bearer token, a navigation, HEAD, ?lang=, a course's page or another page", () => {
    for (const [url, headers, method] of [
      ["/courses", { cookie: "jwt=%E0%A4%A" }],
      ["/courses", { cookie: "jwt=" }],
      ["/courses", { cookie: "jwt=abc", authorization: "Bearer abc" }],
      ["/courses", { cookie: "jwt=abc", "next-router-state-tree": "x" }],
      ["/courses", { cookie: "jwt=abc" }, "HEAD"],
      ["/courses?lang=ru", { cookie: "jwt=abc" }],
      ["/courses/a/b", { cookie: "jwt=abc" }],
      // A course's own page: the enrol panel is the student's, rendered for the request (issue 26 §1).
      ["/courses/ckabc000000000000000000000", { cookie: "jwt=abc" }],
      ["/api/courses", { cookie: "jwt=abc" }],
      ["/my-courses", { cookie: "jwt=abc" }],
    ] as const) {
      expect(studentShellOf({ ...request(url, headers), method: method ?? "GET" } as IncomingMessage), `${method ?? "GET"} ${url} ${JSON.stringify(headers)}`).toBeNull();
    }
  });
});

describe("withVary", () => {
  it.each([
    ["rsc, next-router-state-tree, Accept-Encoding", "rsc, next-router-state-tree, Accept-Encoding"],
    ["rsc,accept-encoding", "rsc, accept-encoding"],
    ["rsc", "rsc, Accept-Encoding"],
    ["", "Accept-Encoding"],
  ])("%j → %j", (vary, expected) => expect(withVary(vary, "Accept-Encoding")).toBe(expected));
});
