import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { PAGE_CACHE_HEADER, PageCache } from "./page-cache";

// A stand-in for Next behind the cache: it answers what it is told, streamed in two chunks.
type Render = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

let server: Server | undefined;
let renders = 0;

async function start(cache: PageCache, render: Render): Promise<string> {
  server = createServer((req, res) => {
    void cache.serve(req, res, async () => {
      renders++;
      await render(req, res);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  renders = 0;
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

let counter = 0;
const page: Render = async (req, res) => {
  counter++;
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("x-test", "yes");
  res.writeHead(200);
  res.write(`<html lang="${req.headers.cookie?.includes("lang=ru") ? "ru" : "uz"}">`);
  await new Promise((resolve) => setTimeout(resolve, 5));
  res.end(`render ${counter}</html>`);
};

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers });
  return { status: response.status, cache: response.headers.get(PAGE_CACHE_HEADER), test: response.headers.get("x-test"), body: await response.text() };
};

describe("static shells of the public pages", () => {
  it("renders a visitor's page once and answers the same status, headers and bytes from memory until invalidated", async () => {
    const cache = new PageCache({ usable: () => true });
    const base = await start(cache, page);
    const first = await get(`${base}/courses`);
    const second = await get(`${base}/courses`);
    expect(first.cache).toBe("miss");
    expect(second).toEqual({ ...first, cache: "hit" });
    expect(renders).toBe(1);

    cache.invalidate();
    const third = await get(`${base}/courses`);
    expect(third.cache).toBe("miss");
    expect(third.body).not.toBe(first.body);
    expect(renders).toBe(2);
  });

  it("keys on the language, and renders a session's page, ?lang=, other paths and anything but a 200 every time", async () => {
    const cache = new PageCache({ usable: () => true });
    const base = await start(cache, async (req, res) => {
      if (req.url === "/courses/missing") {
        res.statusCode = 404;
        res.end("not found");
        return;
      }
      if (req.url === "/offline?lang=ru") res.setHeader("set-cookie", "lang=ru");
      await page(req, res);
    });
    await get(`${base}/home`);
    expect((await get(`${base}/home`, { cookie: "lang=ru" })).body).toContain('lang="ru"');
    expect((await get(`${base}/home`, { cookie: "lang=ru" })).cache).toBe("hit");
    expect((await get(`${base}/home`, { "accept-language": "ru-RU,ru;q=0.9" })).cache).toBe("hit");
    expect((await get(`${base}/home`)).body).toContain('lang="uz"');
    expect(renders).toBe(2);
    // The public reads behind the pages are kept as the pages are.
    for (const path of ["/api/courses?limit=3", "/api/courses/c1", "/api/courses/c1/modules", "/api/offline-students"]) {
      await get(`${base}${path}`);
      expect((await get(`${base}${path}`)).cache, path).toBe("hit");
    }
    expect(renders).toBe(6);

    for (const [path, headers] of [
      ["/home", { cookie: "jwt=abc" }],
      ["/home", { authorization: "Bearer abc" }],
      ["/offline?lang=ru", {}],
      ["/courses/missing", {}],
      ["/my-courses", {}],
      ["/api/courses", { cookie: "jwt=abc" }],
      ["/api/user/profile", {}],
      ["/api/courses/c1/enroll", {}],
    ] as const) {
      const before = renders;
      await get(`${base}${path}`, headers);
      await get(`${base}${path}`, headers);
      expect(renders - before, path).toBe(2);
    }
  });

  it("keeps nothing rendered while a change was announced, nor while it cannot hear changes", async () => {
    let usable = true;
    const cache = new PageCache({ usable: () => usable });
    const base = await start(cache, async (req, res) => {
      cache.invalidate();
      await page(req, res);
    });
    await get(`${base}/offline`);
    await get(`${base}/offline`);
    expect(renders).toBe(2);

    const quiet = new PageCache({ usable: () => usable });
    await new Promise((resolve) => server?.close(resolve));
    const other = await start(quiet, page);
    usable = false;
    await get(`${other}/debtors`);
    expect((await get(`${other}/debtors`)).cache).toBeNull();
    expect(quiet.size).toBe(0);
  });

  it("lets visitors arriving during a render wait for it, and answers an aged copy while one request renders it again", async () => {
    let now = 0;
    const cache = new PageCache({ usable: () => true, ttlMs: 1000, now: () => now });
    const base = await start(cache, async (req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await page(req, res);
    });
    const burst = await Promise.all(Array.from({ length: 5 }, () => get(`${base}/home`)));
    expect(renders).toBe(1);
    expect(new Set(burst.map((answer) => answer.body)).size).toBe(1);

    now = 5000;
    const aged = await Promise.all([get(`${base}/home`), new Promise((resolve) => setTimeout(resolve, 10)).then(() => get(`${base}/home`))]);
    expect(aged.map((answer) => answer.cache)).toEqual(["miss", "hit"]);
    expect(aged[1]!.body).toBe(burst[0]!.body);
    expect(renders).toBe(2);
    expect((await get(`${base}/home`)).body).toBe(aged[0]!.body);
  });
  it("answers the first visitor and the next ones the same page, rewritten once under its compression", async () => {
    const cache = new PageCache({ usable: () => true, rewriteHtml: (html) => html.replace("<b>", "<i>") });
    const base = await start(cache, (req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      if (req.headers["accept-encoding"] === "gzip") res.setHeader("content-encoding", "gzip");
      res.writeHead(200);
      const html = `<b>page ${renders}</b>`;
      res.end(req.headers["accept-encoding"] === "gzip" ? gzipSync(html) : html);
    });
    const plain = [await get(`${base}/home`, { "accept-encoding": "identity" }), await get(`${base}/home`, { "accept-encoding": "identity" })];
    expect(plain.map(({ cache, body }) => [cache, body])).toEqual([["miss", "<i>page 1</b>"], ["hit", "<i>page 1</b>"]]);
    // fetch takes the gzip off: the body read is the rewritten page.
    const zipped = [await get(`${base}/courses`, { "accept-encoding": "gzip" }), await get(`${base}/courses`, { "accept-encoding": "gzip" })];
    expect(zipped.map(({ cache, body }) => [cache, body])).toEqual([["miss", "<i>page 2</b>"], ["hit", "<i>page 2</b>"]]);
    expect(renders).toBe(2);
  });

  it("keeps a page whose headers were only set, never passed to writeHead", async () => {
    const cache = new PageCache({ usable: () => true });
    const base = await start(cache, (_req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("x-test", "yes");
      res.end("<b>page</b>");
    });
    await get(`${base}/home`);
    expect(await get(`${base}/home`)).toEqual({ status: 200, cache: "hit", test: "yes", body: "<b>page</b>" });
    expect(renders).toBe(1);
  });

  it("answers a page it does not keep as it was written, unrewritten", async () => {
    const cache = new PageCache({ usable: () => true, rewriteHtml: (html) => html.replace("<b>", "<i>") });
    const base = await start(cache, (_req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("set-cookie", "lang=uz");
      res.writeHead(200, { "x-test": "yes" });
      res.write("<b>page</b>");
      res.end(" and more");
    });
    expect(await get(`${base}/home`)).toEqual({ status: 200, cache: "miss", test: "yes", body: "<b>page</b> and more" });
    expect(cache.size).toBe(0);
  });
});
