import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match.js";
import { PHASE_PRODUCTION_SERVER } from "next/constants.js";
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { GET as page } from "@/app/api/docs/route";
import { GET as openapi } from "@/app/api/docs/openapi.json/route";
import { GET as viewer } from "@/app/api/docs/viewer.js/route";
import { REDOC_LOGO, VIEWER_SCRIPT } from "@/lib/api/openapi/viewer";
import configFor from "@/next.config.mjs";

// /api/docs: the reference for people (Redoc, served from our origin), the OpenAPI document it
// reads, and the security policy that lets it run and nothing more.

type Rule = { source: string; has?: unknown[]; headers: { key: string; value: string }[] };

async function policyFor(path: string): Promise<string | undefined> {
  const config = configFor(PHASE_PRODUCTION_SERVER) as { headers(): Promise<Rule[]> };
  const rules = await config.headers();
  // As Next applies them, with its own matcher: the later matching rule wins for the same header
  // (a rule that also needs a request header is left out: these requests carry none).
  return rules
    .filter((rule) => !rule.has && getPathMatch(rule.source)(path) !== false)
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key === "Content-Security-Policy")
    .at(-1)?.value;
}

describe("/api/docs", () => {
  it("is a page that loads the viewer from our origin with the document's address", async () => {
    const res = await page();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain('spec-url="/api/docs/openapi.json"');
    expect(html).toContain('<script src="/api/docs/viewer.js"></script>');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
  });

  it("serves the OpenAPI 3.1 document", async () => {
    const res = openapi();
    expect(res.status).toBe(200);
    const document = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/api/courses", "/api/auth/login", "/api/docs/openapi.json"]));
  });

  it("serves Redoc's standalone script with a validator", async () => {
    const res = await viewer();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/javascript");
    expect(res.headers.get("etag")).toMatch(/^"[\w-]{16}"$/);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(500_000);
  });

  it("serves the script without Redocly's logo from their CDN, which the policy would refuse", async () => {
    const original = await readFile(VIEWER_SCRIPT, "utf8");
    expect(original).toContain(JSON.stringify(REDOC_LOGO));
    const served = await (await viewer()).text();
    expect(served).not.toContain("cdn.redoc.ly");
    expect(served).not.toMatch(/src:\s*"https?:/);
  });

  it("lets the reference start its search worker and run no inline script; other pages keep the site's policy", async () => {
    const reference = await policyFor("/api/docs");
    expect(reference).toContain("worker-src blob:");
    expect(reference).toContain("script-src 'self';");
    expect(reference).toContain("connect-src 'self'");
    const site = await policyFor("/home");
    expect(site).not.toContain("worker-src");
  });
});

// Issue 23: a header next.config sets replaces the route's own, so the routes that answer with a
// policy of their own get none from the site (e2e/own-policy.spec.ts checks it over HTTP).
describe("the site's Content-Security-Policy", () => {
  it("leaves out a course image and a receipt, and covers their neighbours", async () => {
    for (const path of ["/api/course-images/ckimage00000000000000000", "/api/course-images/ckimage00000000000000000/", "/api/payments/ckpay0000000000000000000/receipt"]) {
      expect(await policyFor(path), path).toBeUndefined();
    }
    for (const path of ["/api/course-images", "/api/course-images/a/b", "/api/payments/ckpay0000000000000000000/receipts", "/api/payments/history", "/home"]) {
      expect(await policyFor(path), path).toContain("frame-ancestors 'self'");
    }
  });
});
