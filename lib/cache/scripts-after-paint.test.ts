import { describe, expect, it } from "vitest";
import { runScriptsAfterFirstPaint } from "./scripts-after-paint";

// A visitor's /home as Next 16 writes it, cut down to what the rewrite looks at.
const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const page = [
  "<!DOCTYPE html><html lang=\"uz\"><head>",
  '<link rel="preload" as="image" href="/api/course-images/c1" fetchPriority="high"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/0avylahqz4_ub.css" data-precedence="next"/>',
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk("main")}"/>`,
  `<script src="${chunk("react")}" async=""></script><script src="${chunk("turbopack-runtime")}" async=""></script>`,
  `<title>Qadam</title><script src="${chunk("polyfills")}" noModule=""></script></head>`,
  '<body><main><h1>Dasturlashni birinchi qadamdan o&#x27;rganing</h1></main>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>',
  `<script src="${chunk("main")}" async=""></script>`,
  '<script>self.__next_f.push([1,"6:\\"/_next/static/chunks/layout.js\\"\\n"])</script></body></html>',
].join("");

/** The chunk list the inline loader was given. */
function loaded(html: string): string[] {
  const match = /\}\)\((\[[^\]]*\])\);<\/script><\/body>/.exec(html);
  return match ? (JSON.parse(match[1]!) as string[]) : [];
}

describe("scripts after the first paint", () => {
  it("hands every async chunk of Next's, in page order, to a loader at the end of the body", () => {
    const rewritten = runScriptsAfterFirstPaint(page);
    expect(rewritten).not.toMatch(/<script src="[^"]*" async="">/);
    expect(loaded(rewritten)).toEqual([chunk("react"), chunk("turbopack-runtime"), chunk("main")]);
    expect(rewritten).toContain("first-contentful-paint");
  });

  it("drops Next's preload of a chunk it hands over, and keeps everything else as it was", () => {
    const rewritten = runScriptsAfterFirstPaint(page);
    expect(rewritten).not.toContain(`as="script" fetchPriority="low" href="${chunk("main")}"`);
    for (const kept of [
      '<link rel="preload" as="image" href="/api/course-images/c1" fetchPriority="high"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/0avylahqz4_ub.css" data-precedence="next"/>',
      `<script src="${chunk("polyfills")}" noModule=""></script>`,
      '<script id="_R_">',
      '<script>self.__next_f.push([1,"6:\\"/_next/static/chunks/layout.js\\"\\n"])</script>',
      "<h1>Dasturlashni birinchi qadamdan o&#x27;rganing</h1>",
    ]) {
      expect(rewritten).toContain(kept);
    }
  });

  it("keeps a preload of a script that is not one of the page's async chunks", () => {
    const other = `<link rel="preload" as="script" fetchPriority="low" href="${chunk("other")}"/>`;
    expect(runScriptsAfterFirstPaint(page.replace("<title>", `${other}<title>`))).toContain(other);
  });

  it("leaves a page without async chunks, or without a body end, as it is", () => {
    const plain = '<html><head><title>x</title></head><body><script src="/x.js"></script></body></html>';
    expect(runScriptsAfterFirstPaint(plain)).toBe(plain);
    const cut = page.slice(0, page.indexOf("</body>"));
    expect(runScriptsAfterFirstPaint(cut)).toBe(cut);
  });

  it("rewrites a page once: a rewritten page comes back unchanged", () => {
    const rewritten = runScriptsAfterFirstPaint(page);
    expect(runScriptsAfterFirstPaint(rewritten)).toBe(rewritten);
  });
});
