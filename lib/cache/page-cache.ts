import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { TOKEN_COOKIE } from "@/lib/auth/token";
import { localeFromAcceptLanguage } from "@/lib/i18n/accept-language";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from "@/lib/i18n/locales";
import { parseSidebarState, SIDEBAR_COOKIE } from "@/lib/ui-prefs/sidebar";

/**
 * Static shells of the public pages (issue 14): a visitor's /home, /courses, /courses/{id},
 * /offline and /debtors are rendered once per instance and language and then answered from
 * memory, as Next rendered them (same status, headers and bytes), until PostgreSQL announces a
 * change to the public data on `qadam_public_data` (lib/cache/public-data.ts): every instance
 * listens, so a CMS write empties every instance's pages at its commit.
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
const PUBLIC_PAGE = /^\/(home|courses|courses\/[^/]+|offline|debtors)$/;
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url"] as const;
// Not replayed: Node writes these for each answer itself.
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "date"]);

type Entry = { status: number; headers: OutgoingHttpHeaders; body: Buffer; storedAt: number };

export type PageCacheOptions = {
  /** False while a change could be missed (listener down) or the database is failing. */
  usable: () => boolean;
  maxEntries?: number;
  maxBytes?: number;
  /** A kept page is rendered again after this long, whatever was announced (dates on the page). */
  ttlMs?: number;
  now?: () => number;
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

  private answer(key: string, found: Entry, res: ServerResponse): void {
    // Most recently used last: the oldest is evicted first.
    this.entries.delete(key);
    this.entries.set(key, found);
    res.statusCode = found.status;
    for (const [name, value] of Object.entries(found.headers)) if (value !== undefined) res.setHeader(name, value);
    res.setHeader("content-length", found.body.length);
    res.setHeader(PAGE_CACHE_HEADER, "hit");
    res.end(found.body);
  }

  private capture(key: string, res: ServerResponse, generation: number): void {
    let done: () => void = () => {};
    const settled = new Promise<void>((resolve) => (done = resolve));
    this.rendering.set(key, settled);
    res.once("close", () => {
      if (this.rendering.get(key) === settled) this.rendering.delete(key);
      done();
    });
    const chunks: Buffer[] = [];
    let head: { status: number; headers: OutgoingHttpHeaders } | null = null;
    let keepable = true;
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
      const given = lowerCased(rest.find((arg) => typeof arg === "object" && arg !== null));
      if (given === null) keepable = false;
      else head = { status: statusCode, headers: { ...res.getHeaders(), ...given } };
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
    } as ServerResponse["writeHead"];
    const write = res.write;
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      const buffer = toBuffer(chunk, rest[0]);
      if (buffer) chunks.push(buffer);
      else keepable = false;
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse["write"];
    const end = res.end;
    res.end = function (this: ServerResponse, ...args: unknown[]) {
      const [chunk, encoding] = args;
      if (chunk !== undefined && typeof chunk !== "function") {
        const buffer = toBuffer(chunk, encoding);
        if (buffer) chunks.push(buffer);
        else keepable = false;
      }
      return (end as (...args: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse["end"];
    res.once("finish", () => {
      const answered = head as { status: number; headers: OutgoingHttpHeaders } | null;
      if (!keepable || !answered || answered.status !== 200 || answered.headers["set-cookie"] !== undefined) return;
      // A change announced while this was rendering may not be in it.
      if (generation !== this.generation || !this.options.usable()) return;
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answered.headers)) if (!HOP_HEADERS.has(name) && name !== PAGE_CACHE_HEADER) headers[name] = value;
      this.store(key, { status: 200, headers, body: Buffer.concat(chunks), storedAt: this.now() });
    });
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
