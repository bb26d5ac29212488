import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliCompressSync, brotliDecompressSync, deflateSync, gunzipSync, gzipSync, inflateSync } from "node:zlib";
import { TOKEN_COOKIE } from "@/lib/auth/token";
import { localeFromAcceptLanguage } from "@/lib/i18n/accept-language";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from "@/lib/i18n/locales";
import { parseSidebarState, SIDEBAR_COOKIE } from "@/lib/ui-prefs/sidebar";

/**
 * Static shells of the public pages (issue 14): a visitor's /home, /courses, /courses/{id},
 * /offline and /debtors, and the answers of the public reads behind them (/api/courses,
 * /api/courses/{id} and its /modules, /api/offline-students), are rendered once per instance
 * and language and then answered from memory (Next's status and headers, the page as
 * `rewriteHtml` left it; the first visitor gets the same), until PostgreSQL announces a change
 * to the public data on `qadam_public_data` (lib/cache/public-data.ts): every instance listens,
 * so a CMS write empties every instance's pages at its commit.
 *
 * Only a visitor's page is shared: a request carrying a session (the jwt cookie or a bearer
 * token) is rendered for its user as before, and so is a request with ?lang= (it sets the
 * language cookie). What a visitor's page depends on is in the key: the address, the language
 * (decided as lib/i18n/request.ts decides it: cookie, then Accept-Language, then Uzbek), the
 * sidebar cookie, the host (the offline page draws QR codes of its own origin), the
 * compression asked for, and Next's router headers (a client navigation's RSC answer differs
 * from the HTML). Only a complete 200 without Set-Cookie is kept, and only when no change was
 * announced while it was rendered.
 *
 * While the listener is down or the database is failing, nothing is served from memory (a
 * change could be missed; a failing database answers the 503 page).
 */
export const PAGE_CACHE_HEADER = "x-qadam-page-cache";
// The public pages, and the public reads behind them (their answers come from the same data).
const PUBLIC_PAGE = /^\/(home|courses|courses\/[^/]+|offline|debtors|api\/courses|api\/courses\/[^/]+|api\/courses\/[^/]+\/modules|api\/offline-students)$/;
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url"] as const;
// Not replayed: Node writes these for each answer itself.
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "date"]);

// The encodings Next's compression answers with; a page in another is not kept.
const CODECS: Record<string, { decode: (body: Buffer) => Buffer; encode: (body: Buffer) => Buffer }> = {
  identity: { decode: (body) => body, encode: (body) => body },
  gzip: { decode: (body) => gunzipSync(body), encode: (body) => gzipSync(body, { level: 9 }) },
  deflate: { decode: (body) => inflateSync(body), encode: (body) => deflateSync(body, { level: 9 }) },
  br: { decode: (body) => brotliDecompressSync(body), encode: (body) => brotliCompressSync(body) },
};

/** What Next wrote with res.write or res.end, held until the render ends. */
type Written = { chunk: unknown; encoding: unknown };

type Entry = { status: number; headers: OutgoingHttpHeaders; body: Buffer; storedAt: number };

export type PageCacheOptions = {
  /** False while a change could be missed (listener down) or the database is failing. */
  usable: () => boolean;
  maxEntries?: number;
  maxBytes?: number;
  /** A kept page is rendered again after this long, whatever was announced (dates on the page). */
  ttlMs?: number;
  now?: () => number;
  /** Applied once to a kept HTML page (lib/cache/scripts-after-paint.ts), under its encoding. */
  rewriteHtml?: (html: string) => string;
};

function cookieValue(header: string | undefined, name: string): string | undefined | null {
  for (const part of header?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
  }
  return undefined;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(",") : (value ?? ""));

/** The key of a visitor's request for a public page, or null when it must be rendered for it. */
export function pageCacheKey(req: IncomingMessage): string | null {
  if (req.method !== "GET" || !req.url) return null;
  const [pathname = "", query = ""] = req.url.split("?", 2);
  if (!PUBLIC_PAGE.test(pathname)) return null;
  if (new URLSearchParams(query).has("lang")) return null;
  const headers = req.headers;
  if (headers.authorization) return null;
  const cookie = single(headers.cookie);
  if (cookieValue(cookie, TOKEN_COOKIE) !== undefined) return null;
  const fromCookie = cookieValue(cookie, LOCALE_COOKIE);
  const sidebar = cookieValue(cookie, SIDEBAR_COOKIE);
  if (fromCookie === null || sidebar === null) return null;
  const locale = isLocale(fromCookie) ? fromCookie : (localeFromAcceptLanguage(single(headers["accept-language"])) ?? DEFAULT_LOCALE);
  return JSON.stringify([
    req.url,
    locale,
    parseSidebarState(sidebar),
    single(headers.host),
    single(headers["x-forwarded-host"]),
    single(headers["x-forwarded-proto"]),
    single(headers["accept-encoding"]),
    ...ROUTER_HEADERS.map((name) => single(headers[name])),
  ]);
}

function lowerCased(headers: unknown): OutgoingHttpHeaders | null {
  if (headers === undefined) return {};
  if (!headers || typeof headers !== "object" || Array.isArray(headers)) return null;
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) out[name.toLowerCase()] = value;
  return out;
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<void>>();
  private generation = 0;
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  /** Pages rendered by Next for a cacheable request (the tests read it). */
  renders = 0;

  constructor(private readonly options: PageCacheOptions) {
    this.maxEntries = options.maxEntries ?? 200;
    this.maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Forgets every page: called on each announced change, on every instance. */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Answers `req` from memory, or lets `render` answer it and keeps a copy when it may. */
  async serve(req: IncomingMessage, res: ServerResponse, render: () => Promise<unknown> | unknown): Promise<void> {
    const key = this.options.usable() ? pageCacheKey(req) : null;
    if (key === null) {
      await render();
      return;
    }
    let found = this.entries.get(key);
    // Concurrent visitors of a page being rendered wait for that one render (a burst after a
    // change costs one render, not one each).
    const rendering = this.rendering.get(key);
    if (!found && rendering) {
      await rendering;
      found = this.entries.get(key);
    }
    if (found) {
      const fresh = this.now() - found.storedAt < this.ttlMs;
      // An old copy (only its age, never an announced change) is answered while one request renders it again.
      if (fresh || this.rendering.has(key)) return this.answer(key, found, res);
    }
    this.renders++;
    res.setHeader(PAGE_CACHE_HEADER, "miss");
    this.capture(key, res, this.generation);
    await render();
  }

  private answer(key: string, found: Entry, res: ServerResponse, how: "hit" | "miss" = "hit"): void {
    // Most recently used last: the oldest is evicted first.
    this.entries.delete(key);
    this.entries.set(key, found);
    res.statusCode = found.status;
    for (const [name, value] of Object.entries(found.headers)) if (value !== undefined) res.setHeader(name, value);
    res.setHeader("content-length", found.body.length);
    res.setHeader(PAGE_CACHE_HEADER, how);
    res.end(found.body);
  }

  /**
   * Holds what Next writes for `res` and answers it when the render ends: from the kept entry
   * when it may be kept (so the first visitor gets the same bytes as the next ones), as written
   * otherwise.
   */
  private capture(key: string, res: ServerResponse, generation: number): void {
    let done: () => void = () => {};
    const settled = new Promise<void>((resolve) => (done = resolve));
    this.rendering.set(key, settled);
    res.once("close", () => {
      if (this.rendering.get(key) === settled) this.rendering.delete(key);
      done();
    });
    const written: Written[] = [];
    let head: { status: number; headers: OutgoingHttpHeaders | null; args: unknown[] } | undefined;
    const { writeHead, write, end } = res;
    res.writeHead = ((status: number, ...args: unknown[]) => {
      head = { status, headers: lowerCased(args.find((arg) => typeof arg === "object" && arg !== null)), args };
      if (head.headers) head.headers = { ...res.getHeaders(), ...head.headers };
      return res;
    }) as ServerResponse["writeHead"];
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      written.push({ chunk, encoding: rest[0] });
      const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
      if (callback) queueMicrotask(callback);
      return true;
    }) as ServerResponse["write"];
    res.end = ((...args: unknown[]) => {
      const [chunk, encoding] = args;
      if (chunk !== undefined && typeof chunk !== "function") written.push({ chunk, encoding });
      Object.assign(res, { writeHead, write, end });
      // Headers set with setHeader and never passed to writeHead (Node's implicit header).
      head ??= { status: res.statusCode, headers: { ...res.getHeaders() }, args: [] };
      const entry = this.keepable(head.status, head.headers, generation) ? this.entryOf(head.headers!, written) : null;
      if (entry) {
        this.store(key, entry);
        this.answer(key, entry, res, "miss");
        return res;
      }
      res.writeHead(head.status, ...(head.args as []));
      for (const each of written) res.write(each.chunk as string, each.encoding as BufferEncoding);
      return res.end();
    }) as ServerResponse["end"];
  }

  private keepable(status: number, headers: OutgoingHttpHeaders | null, generation: number): boolean {
    // A change announced while this was rendering may not be in it.
    return status === 200 && headers !== null && headers["set-cookie"] === undefined && generation === this.generation && this.options.usable();
  }

  /** What is kept of a page: its headers without the per-connection ones, and its bytes (a page as rewritten). */
  private entryOf(answered: OutgoingHttpHeaders, written: Written[]): Entry | null {
    const buffers = written.map(({ chunk, encoding }) => toBuffer(chunk, encoding));
    if (!buffers.every((buffer) => buffer !== null)) return null;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(answered)) if (!HOP_HEADERS.has(name) && name !== PAGE_CACHE_HEADER) headers[name] = value;
    const body = Buffer.concat(buffers);
    const rewrite = this.options.rewriteHtml;
    if (!rewrite || !String(headers["content-type"] ?? "").startsWith("text/html")) return { status: 200, headers, body, storedAt: this.now() };
    const codec = CODECS[String(headers["content-encoding"] ?? "identity")];
    if (!codec) return null;
    try {
      return { status: 200, headers, body: codec.encode(Buffer.from(rewrite(codec.decode(body).toString("utf8")))), storedAt: this.now() };
    } catch {
      return null;
    }
  }

  private store(key: string, entry: Entry): void {
    if (entry.body.length > this.maxBytes) return;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
