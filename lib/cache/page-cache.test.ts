import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/api/client-address";
import { PAGE_CACHE_HEADER, PageCache } from "./page-cache";
import { RenderBudget } from "./render-budget";

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

/** A promise the test resolves when it chooses. */
function opened(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * Resolves once the server has taken `count` more requests. The cache's own listener runs first
 * and reaches its wait (or its render) synchronously, so each request is in the cache by then.
 */
function arrivals(count: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const onRequest = () => {
      if (++seen < count) return;
      server!.off("request", onRequest);
      resolve();
    };
    server!.on("request", onRequest);
  });
}

afterEach(async () => {
  renders = 0;
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

let counter = 0;
const page: Render = async (req, res) => {
  counter++;
  res.setHeader("content-type", req.url?.startsWith("/api/") ? "application/json" : "text/html; charset=utf-8");
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

  it("renders for the request a Next-internal header outside the key, and never keeps an answer of another kind (issue 25)", async () => {
    const cache = new PageCache({ usable: () => true });
    const base = await start(cache, async (req, res) => {
      // What Next answers a page asked with x-middleware-prefetch.
      if (req.headers["x-middleware-prefetch"] || req.url === "/courses/blank") {
        res.setHeader("x-middleware-skip", "1");
        res.statusCode = 200;
        res.end("{}");
        return;
      }
      if (req.url === "/debtors") {
        res.setHeader("content-type", "application/json");
        res.end("{}");
        return;
      }
      await page(req, res);
    });
    for (const name of ["x-middleware-prefetch", "next-action", "purpose", "sec-purpose", "x-nextjs-data", "x-invoke-path", "next-test-fetch"]) {
      const before = renders;
      await get(`${base}/home`, { [name]: "1" });
      await get(`${base}/home`, { [name]: "1" });
      expect(renders - before, name).toBe(2);
    }
    expect((await get(`${base}/home`)).body).toContain("<html");
    for (const path of ["/courses/blank", "/debtors"]) {
      await get(`${base}${path}`);
      expect((await get(`${base}${path}`)).cache, path).toBe("miss");
    }
    expect(cache.size).toBe(1);
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
    // Each render waits until the test lets it go, so what arrives meanwhile is known, not timed.
    let gate = opened();
    const base = await start(cache, async (req, res) => {
      await gate.promise;
      await page(req, res);
    });
    const allArrived = arrivals(5);
    const burstAnswers = Promise.all(Array.from({ length: 5 }, () => get(`${base}/home`)));
    await allArrived;
    gate.resolve();
    const burst = await burstAnswers;
    expect(renders).toBe(1);
    expect(burst.map((answer) => answer.cache).sort()).toEqual(["hit", "hit", "hit", "hit", "miss"]);
    expect(new Set(burst.map((answer) => answer.body)).size).toBe(1);

    now = 5000;
    gate = opened();
    const renderArrived = arrivals(1);
    const rendered = get(`${base}/home`);
    await renderArrived;
    // The first request is rendering the aged page again (held at the gate): the next is answered the aged copy at once.
    const agedCopy = await get(`${base}/home`);
    expect(agedCopy.cache).toBe("hit");
    expect(agedCopy.body).toBe(burst[0]!.body);
    gate.resolve();
    const fresh = await rendered;
    expect(fresh.cache).toBe("miss");
    expect(fresh.body).not.toBe(burst[0]!.body);
    expect(renders).toBe(2);
    expect((await get(`${base}/home`)).body).toBe(fresh.body);
  });
  // Issue 46 item 7: three students' /courses got no answer for good, only a restart helped.
  // Whatever holds the first render (a client that left, a render that never ends), the ones
  // waiting for it stop waiting after sharedWaitMs and are answered by a render of their own.
  it("answers a later visitor after the shared-wait deadline when the first render never ends, whether its client left or stays", async () => {
    const cache = new PageCache({ usable: () => true, sharedWaitMs: 200 });
    let first = true;
    const base = await start(cache, async (req, res) => {
      if (first) {
        first = false;
        // Busy, then stuck for good: the CPU is taken and the render never writes its end.
        const until = Date.now() + 50;
        while (Date.now() < until);
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.write("<html>stuck");
        return new Promise<void>(() => {});
      }
      await page(req, res);
    });
    for (const [path, leaves] of [["/home", true], ["/courses", false]] as const) {
      first = true;
      const gone = new AbortController();
      const firstArrived = arrivals(1);
      const stuck = fetch(`${base}${path}`, { signal: gone.signal }).catch(() => null);
      await firstArrived;
      const later = get(`${base}${path}`);
      if (leaves) gone.abort();
      const answer = await later;
      expect(answer.status).toBe(200);
      expect(answer.body).toMatch(/^<html lang="uz">render \d+<\/html>$/);
      // And the one after is answered the page the later visitor's render kept.
      expect(await get(`${base}${path}`)).toMatchObject({ cache: "hit", body: answer.body });
      if (!leaves) gone.abort();
      await stuck;
    }
  });

  it("answers the first visitor and the next ones the same page, under its compression", async () => {
    const cache = new PageCache({ usable: () => true });
    const base = await start(cache, (req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      if (req.headers["accept-encoding"] === "gzip") res.setHeader("content-encoding", "gzip");
      res.writeHead(200);
      const html = `<b>page ${renders}</b>`;
      res.end(req.headers["accept-encoding"] === "gzip" ? gzipSync(html) : html);
    });
    const plain = [await get(`${base}/home`, { "accept-encoding": "identity" }), await get(`${base}/home`, { "accept-encoding": "identity" })];
    expect(plain.map(({ cache, body }) => [cache, body])).toEqual([["miss", "<b>page 1</b>"], ["hit", "<b>page 1</b>"]]);
    // fetch takes the gzip off.
    const zipped = [await get(`${base}/courses`, { "accept-encoding": "gzip" }), await get(`${base}/courses`, { "accept-encoding": "gzip" })];
    expect(zipped.map(({ cache, body }) => [cache, body])).toEqual([["miss", "<b>page 2</b>"], ["hit", "<b>page 2</b>"]]);
    expect(renders).toBe(2);
  });

  it("keeps the offline lists' page and search in their address (they are paged on the server)", async () => {
    const cache = new PageCache({ usable: () => true });
    const seen: string[] = [];
    const base = await start(cache, async (req, res) => {
      seen.push(req.url ?? "");
      await page(req, res);
    });
    for (const path of ["/offline?x=1&search=ali&page=2", "/debtors?page=3", "/api/offline-students?list=debtors&utm=1"]) await get(`${base}${path}`, { "accept-encoding": "identity" });
    expect(seen).toEqual(["/offline?page=2&search=ali", "/debtors?page=3", "/api/offline-students?list=debtors"]);
  });

  it("renders a page once for any query string it does not read, and for each Accept-Encoding once per compression (issue 26)", async () => {
    const cache = new PageCache({ usable: () => true });
    const seen: string[] = [];
    const base = await start(cache, async (req, res) => {
      seen.push(`${req.url} ${req.headers["accept-encoding"]}`);
      await page(req, res);
    });
    for (const path of ["/courses", "/courses?utm_source=x", "/courses?a=1&b=2", "/courses?", "/courses?student=1"]) await get(`${base}${path}`, { "accept-encoding": "identity" });
    expect(seen).toEqual(["/courses identity"]);
    // What a page reads stays in its address; only that, in a fixed order.
    for (const path of [
      "/offline?student=a",
      "/offline?x=1&student=a",
      "/offline?student=b&q=2",
      "/api/courses?limit=3&x=1",
      "/api/courses?x=2&limit=3",
      "/courses?page=2&utm_source=x",
      "/courses?utm_source=y&page=2",
      "/api/courses?page=2&x=1",
      // A page reads the first value, and a malformed page number or page 1 as the first page.
      "/courses?page=2&page=3",
      "/courses?page=1",
      "/courses?page=abc",
      "/courses?page=01",
      "/courses?page=-2",
      "/offline?student=a&student=b",
    ]) {
      await get(`${base}${path}`, { "accept-encoding": "identity" });
    }
    expect(seen.slice(1)).toEqual([
      "/offline?student=a identity",
      "/offline?student=b identity",
      "/api/courses?limit=3 identity",
      "/courses?page=2 identity",
      "/api/courses?page=2 identity",
    ]);
    for (const encoding of ["gzip", "gzip, deflate, br", "br;q=1, gzip;q=0.5", "deflate", "deflate, identity;q=0.5", "br", "x-unknown"]) {
      await get(`${base}/home`, { "accept-encoding": encoding });
    }
    expect(seen.slice(6)).toEqual(["/home gzip", "/home deflate", "/home identity"]);
  });

  it("bounds per client the renders a page's input causes: past its burst a client's new variants get 429 with Retry-After, nobody else's (issue 26 §2)", async () => {
    const renderBudget = new RenderBudget({ perClient: { burst: 3, perSecond: 0.01 }, total: { burst: 5, perSecond: 0.01 }, maxClients: 2 });
    const cache = new PageCache({ usable: () => true, renderBudget });
    const base = await start(cache, page);
    const from = (address: string, extra: Record<string, string> = {}) => ({ [CLIENT_ADDRESS_HEADER]: address, ...extra });
    const flood = [];
    for (let n = 0; n < 5; n++) flood.push(await get(`${base}/offline?search=flood${n}`, from("198.51.100.1")));
    expect(flood.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429]);
    expect(renders).toBe(3);
    const refused = await fetch(`${base}/offline?search=flood9`, { headers: from("198.51.100.1", { "accept-language": "ru" }) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.text()).toContain("Слишком много");
    const api = await fetch(`${base}/api/offline-students?search=flood9`, { headers: from("198.51.100.1") });
    expect([api.status, api.headers.get("content-type"), await api.json()]).toEqual([429, "application/json", expect.objectContaining({ success: false, code: "too_many_attempts" })]);
    // What is kept, and a page that reads no input, still answer the flooding client.
    expect((await get(`${base}/offline?search=flood0`, from("198.51.100.1"))).cache).toBe("hit");
    expect((await get(`${base}/courses`, from("198.51.100.1"))).status).toBe(200);
    // Another client has its own burst, within what all clients together may render.
    expect((await get(`${base}/offline?search=other1`, from("198.51.100.2"))).status).toBe(200);
    expect((await get(`${base}/offline?search=other2`, from("198.51.100.2"))).status).toBe(200);
    expect((await get(`${base}/offline?search=other3`, from("198.51.100.3"))).status).toBe(429);
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

  it("answers a page it does not keep as it was written", async () => {
    const cache = new PageCache({ usable: () => true });
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

describe("a student's public page: one shell, and each student's own part after it", () => {
  // The stand-in page says what it was rendered with; a real shell leaves the user's places pending.
  // A shell page that answers 404 (a stand-in: any page may fail so).
  let missingPage = "";
  const shellPage: Render = (req, res) => {
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.statusCode = req.url === missingPage ? 404 : 200;
    const seen = [req.headers.cookie ?? "", req.headers["accept-encoding"] ?? "", req.headers["x-qadam-student-shell"] ?? ""].join("|");
    res.end(`<html><body><main>${seen} #${renders}</main></body></html>`);
  };
  const userParts = (parts: Record<string, string | null>) => {
    const asked: string[] = [];
    const userPart = async (token: string, pathname: string) => {
      asked.push(`${token} ${pathname}`);
      const part = parts[token];
      if (part === undefined) throw new Error("database down");
      return part;
    };
    return { asked, userPart };
  };

  it("renders the page once without the session or compression and splices each student's part before </body>", async () => {
    const { asked, userPart } = userParts({ ali: "<script>ali</script>", vali: "<script>vali</script>" });
    const cache = new PageCache({ usable: () => true, userPart });
    const base = await start(cache, shellPage);
    const ali = await get(`${base}/courses`, { cookie: "jwt=ali; lang=ru", "accept-encoding": "identity" });
    const vali = await get(`${base}/courses`, { cookie: "lang=ru; jwt=vali", "accept-encoding": "identity" });
    // The other cookies as a browser sends them, whichever came first (a leading space would rename one).
    expect(ali.body).toBe("<html><body><main>lang=ru|identity|1 #1</main><script>ali</script></body></html>");
    expect(vali.body).toBe("<html><body><main>lang=ru|identity|1 #1</main><script>vali</script></body></html>");
    expect([ali.cache, vali.cache]).toEqual(["miss", "hit"]);
    expect(asked).toEqual(["ali /courses", "vali /courses"]);
    expect(renders).toBe(1);
    // Another language is another shell; a visitor's page is not the shell.
    expect((await get(`${base}/courses`, { cookie: "jwt=ali" })).body).toContain("<main>|identity|1 #2</main><script>ali</script>");
    expect((await get(`${base}/courses`)).body).not.toContain("script");
    expect(renders).toBe(3);
  });

  it("answers gzip, compressing only the student's part per request, when the browser takes it", async () => {
    const { userPart } = userParts({ ali: "<script>ali</script>" });
    const cache = new PageCache({ usable: () => true, userPart });
    const base = await start(cache, shellPage);
    for (const expected of ["miss", "hit"]) {
      const response = await fetch(`${base}/home`, { headers: { cookie: "jwt=ali", "accept-encoding": "br, gzip;q=0.8" } });
      expect(response.headers.get("content-encoding")).toBe("gzip");
      expect(response.headers.get("vary")).toContain("Accept-Encoding");
      expect(response.headers.get(PAGE_CACHE_HEADER)).toBe(expected);
      expect(await response.text()).toBe("<html><body><main>|identity|1 #1</main><script>ali</script></body></html>");
    }
    const refused = await fetch(`${base}/home`, { headers: { cookie: "jwt=ali", "accept-encoding": "gzip;q=0, br" } });
    expect(refused.headers.get("content-encoding")).toBeNull();
  });

  it("renders the page for the request when it has no part (an admin, an ended session) or the part cannot be read", async () => {
    const { asked, userPart } = userParts({ admin: null });
    const cache = new PageCache({ usable: () => true, userPart });
    const base = await start(cache, shellPage);
    expect((await get(`${base}/offline`, { cookie: "jwt=admin" })).body).toBe("<html><body><main>jwt=admin|gzip, deflate| #1</main></body></html>");
    expect((await get(`${base}/offline`, { cookie: "jwt=broken" })).body).toContain("jwt=broken|");
    expect(asked).toEqual(["admin /offline", "broken /offline"]);
    expect(cache.size).toBe(0);
  });

  it("never shares a shell with a client navigation, a bearer token, ?lang=, or a page that is not public", async () => {
    const { asked, userPart } = userParts({ ali: "<script>ali</script>" });
    const cache = new PageCache({ usable: () => true, userPart });
    const base = await start(cache, shellPage);
    for (const [path, headers] of [
      ["/courses", { cookie: "jwt=ali", rsc: "1" }],
      ["/courses", { cookie: "jwt=ali", authorization: "Bearer ali" }],
      ["/courses?lang=uz", { cookie: "jwt=ali" }],
      ["/my-courses", { cookie: "jwt=ali" }],
      ["/api/courses", { cookie: "jwt=ali" }],
      ["/courses", { cookie: "jwt=" }],
    ] as const) {
      expect((await get(`${base}${path}`, headers)).body, path).not.toContain("<script>ali</script>");
    }
    expect(asked).toEqual([]);
    expect(renders).toBe(6);
  });

  it("answers a shell it may not keep (a 404, a change announced while it rendered) with the part, and keeps none", async () => {
    const { userPart } = userParts({ ali: "<script>ali</script>" });
    const cache = new PageCache({ usable: () => true, userPart });
    const base = await start(cache, (req, res) => {
      if (req.url === "/debtors") cache.invalidate();
      return shellPage(req, res);
    });
    missingPage = "/offline";
    const gone = await get(`${base}/offline`, { cookie: "jwt=ali" });
    missingPage = "";
    expect([gone.status, gone.body.endsWith("<script>ali</script></body></html>")]).toEqual([404, true]);
    expect((await get(`${base}/debtors`, { cookie: "jwt=ali" })).body).toContain("<script>ali</script></body>");
    expect(cache.size).toBe(0);
  });

  it("is emptied by an announced change like a visitor's page", async () => {
    const { userPart } = userParts({ ali: "<b>ali</b>" });
    const cache = new PageCache({ usable: () => true, userPart });
    const base = await start(cache, shellPage);
    await get(`${base}/courses`, { cookie: "jwt=ali" });
    cache.invalidate();
    expect((await get(`${base}/courses`, { cookie: "jwt=ali" })).body).toContain("#2");
  });
});
