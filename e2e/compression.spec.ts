import http from "node:http";
import { gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { randomPhone, registerStudent } from "./support/accounts";
import { SAME_ORIGIN } from "./support/origin";

// Issue 27, item 2: pages and JSON answers are compressed for a client that takes gzip (pages by
// Next and JSON by route(), lib/request/route-compression.ts, when the app runs bare; Caddy's
// `encode` in the shipped deployment, deploy/Caddyfile), decode to what a client without gzip
// gets, and that client gets them plain. Raw HTTP, as fetch and Playwright's request would take
// the gzip off without saying.

type Raw = { status: number; encoding: string | undefined; vary: string; headerNames: string[]; body: Buffer };

function raw(path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(path, baseURL), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode!,
          encoding: response.headers["content-encoding"],
          vary: String(response.headers.vary ?? ""),
          headerNames: Object.keys(response.headers),
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on("error", reject);
  });
}

/** What a reader gets of a page: its text and links, without scripts and resource hints. */
function pageText(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*>/g, "")
    .replace(/\s+/g, " ");
}

test.use(SAME_ORIGIN);

test("answers under a kilobyte go out plain with their length, even to a client that takes gzip", async () => {
  // Next's compression middleware leaves them plain only when it knows their length: without it,
  // every health check, login and refusal got a zlib stream and grew on the wire.
  for (const path of ["/api/health", "/api/health/live", "/api/health/ready", "/api/courses/not-a-course"]) {
    const answer = await raw(path, { "accept-encoding": "gzip" });
    expect(answer.encoding, path).toBeUndefined();
    expect(answer.headerNames, path).toContain("content-length");
    expect(answer.body.length, path).toBeLessThan(1024);
    JSON.parse(answer.body.toString("utf8"));
  }
});

test("gzip answers decode to the same JSON and HTML a client without gzip gets plain", async ({ request }) => {
  const { courses } = (await (await request.get("/api/courses")).json()) as { courses: { id: string }[] };
  const course = courses[0]!.id;
  const reads = ["/api/courses", `/api/courses/${course}`, `/api/courses/${course}/modules`, "/api/offline-students"];
  const pages = ["/home", "/courses", `/courses/${course}`];
  for (const path of [...reads, ...pages]) {
    const zipped = await raw(path, { "accept-encoding": "gzip" });
    const plain = await raw(path, {});
    expect([zipped.status, plain.status], path).toEqual([200, 200]);
    expect(zipped.vary.toLowerCase(), path).toContain("accept-encoding");
    expect(plain.encoding, path).toBeUndefined();
    // Under a kilobyte an answer goes out plain either way (the test above).
    if (plain.body.length < 1024) {
      expect(zipped.encoding, path).toBeUndefined();
      continue;
    }
    expect(zipped.encoding, path).toBe("gzip");
    const decoded = gunzipSync(zipped.body).toString("utf8");
    if (reads.includes(path)) expect(JSON.parse(decoded), path).toEqual(JSON.parse(plain.body.toString("utf8")));
    else {
      expect(plain.body.toString("utf8"), path).toMatch(/^<!DOCTYPE html>/);
      // Each encoding is its own render, and React streams a resource hint (an image preload) into
      // the head or the body as the render's timing has it: the same page, not the same bytes.
      expect(pageText(decoded), path).toBe(pageText(plain.body.toString("utf8")));
    }
    // Smaller on the wire: the catalogue's JSON and the pages are text that packs well.
    expect(zipped.body.length, path).toBeLessThan(plain.body.length);
  }
  // A signed-in student's catalogue too (rendered for them, never kept).
  await registerStudent(request, { fullName: "Siqilgan Javob", phone: randomPhone("93").display });
  const cookie = (await request.storageState()).cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  const zipped = await raw("/api/courses", { "accept-encoding": "gzip", cookie });
  const plain = await raw("/api/courses", { cookie });
  expect([zipped.status, zipped.encoding, plain.status, plain.encoding]).toEqual([200, "gzip", 200, undefined]);
  // The route's own gzip (lib/request/route-compression.ts) is named by its internal header only inside the server.
  expect(zipped.headerNames.filter((name) => name.startsWith("x-qadam-"))).toEqual([]);
  expect(JSON.parse(gunzipSync(zipped.body).toString("utf8"))).toEqual(JSON.parse(plain.body.toString("utf8")));
});
