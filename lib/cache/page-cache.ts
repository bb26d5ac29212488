import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { CLIENT_ADDRESS_HEADER } from "@/lib/api/client-address";
import { errorCatalogue } from "@/lib/errors/app-error";
import { apiText } from "@/lib/i18n/api-text";
import type { Locale } from "@/lib/i18n/locales";
import { acceptsEncoding, requestLocale } from "@/lib/request/request-context";
import { expectedContentType, pageCacheKey, publicEncoding, publicUrlOf, readsInput, single, studentShellOf, withVary } from "./page-keys";
import { RenderBudget } from "./render-budget";
import { gzipStart, gzipWithEnd, type GzipStart } from "./spliced-gzip";

/**
 * Static shells of the public pages (issue 14): a visitor's /home, /courses, /courses/{id},
 * /offline and /debtors, and the answers of the public reads behind them (/api/courses,
 * /api/courses/{id} and its /modules, /api/offline-students), are rendered once per instance
 * and language and then answered from memory (Next's status and headers, the page as
 * Next wrote it; the first visitor gets the same), until PostgreSQL announces a change
 * to the public data on `qadam_public_data` (lib/cache/public-data.ts): every instance listens,
 * so a CMS write empties every instance's pages at its commit.
 *
 * A student's page is shared too, as a shell: the page as any student sees it before their own
 * part, rendered once without the session (with STUDENT_SHELL_HEADER, so the pages leave the
 * user's places pending), then answered with `userPart` (lib/viewer: the user and their facts
 * for the page's courses) spliced in before `</body>`; only that part is read per request.
 * This is for a document request with the jwt cookie. A client navigation, a bearer token, an
 * admin, a session that is no longer valid, and a request with ?lang= (it sets the language
 * cookie) are rendered for the request as before.
 *
 * What a page depends on is in its key (lib/cache/page-keys.ts). Only a complete 200 without
 * Set-Cookie is kept, and only when no change was announced while it was rendered.
 *
 * While the listener is down or the database is failing, nothing is served from memory (a
 * change could be missed; a failing database answers the 503 page).
 */
export const PAGE_CACHE_HEADER = "x-qadam-page-cache";
// Not replayed: Node writes these for each answer itself.
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "date"]);

/** What Next wrote with res.write or res.end, held until the render ends. */
type Written = { chunk: unknown; encoding: unknown };

type Entry = { status: number; headers: OutgoingHttpHeaders; body: Buffer; storedAt: number };

/** A student shell cut before its `</body>`, where the user's part goes; gzipped once, when first asked for. */
type Shell = { start: Buffer; end: Buffer; gzip?: GzipStart };

/** How a request is answered from an entry: as kept, or with its user's part spliced in. */
type Reply = (entry: Entry, how: "hit" | "miss") => void;

/** Whether the client's budget (render-budget.ts) allows a render; when not, the request has been answered 429. */
type Admit = () => boolean;

export type PageCacheOptions = {
  /** False while a change could be missed (listener down) or the database is failing. */
  usable: () => boolean;
  maxEntries?: number;
  maxBytes?: number;
  /** A kept page is rendered again after this long, whatever was announced (dates on the page). */
  ttlMs?: number;
  now?: () => number;
  /**
   * The HTML that makes the student shell of `pathname` the page of the session `token`
   * (lib/viewer/find-viewer.ts), in the shell's language (its course titles), or null when the
   * page must be rendered for this request.
   */
  userPart?: (token: string, pathname: string, locale: Locale) => Promise<string | null>;
  /** How many renders of input-dependent pages each client may cause (RENDER_BUDGET by default). */
  renderBudget?: RenderBudget;
  /** How long visitors wait for another request's render of their page before rendering it themselves. */
  sharedWaitMs?: number;
};

/**
 * Issue 46 item 7: a render others wait for is theirs only this long. Past it they render the page
 * themselves, whether its first client stays or left, and whether or not that render ever ends.
 */
export const SHARED_RENDER_WAIT_MS = 10_000;

/**
 * The 429 of a render the client's budget refused, in the request's language: the API's error
 * shape for a read, a page of one sentence (ours, no input in it) for a page. Small and never kept.
 */
function refuseRender(req: IncomingMessage, res: ServerResponse, contentType: string, retryAfterSeconds: number): void {
  const locale = requestLocale(req.headers);
  const message = apiText(locale, { key: "api.errors.too_many_attempts", fallback: errorCatalogue.too_many_attempts.message });
  const body =
    contentType === "application/json"
      ? JSON.stringify({ success: false, message, code: "too_many_attempts", retryAfterSeconds })
      : `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Qadam</title>` +
        // The site's surface and type, inline: the page must not cost a request of its own.
        `<style>body{margin:0;min-height:100dvh;display:grid;place-items:center;padding:24px;box-sizing:border-box;background:#0b1120;color:#e5e7eb;font:16px/1.5 ui-sans-serif,system-ui,sans-serif;text-align:center}</style></head>` +
        `<body><main><p>${message}</p></main></body></html>`;
  res.writeHead(429, {
    "content-type": contentType === "application/json" ? "application/json" : "text/html; charset=utf-8",
    "retry-after": String(retryAfterSeconds),
    "cache-control": "no-store",
  });
  res.end(body);
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
  private readonly shells = new WeakMap<Entry, Shell>();
  private generation = 0;
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly renderBudget: RenderBudget;
  private readonly sharedWaitMs: number;
  /** Pages rendered by Next for a cacheable request (the tests read it). */
  renders = 0;

  constructor(private readonly options: PageCacheOptions) {
    this.maxEntries = options.maxEntries ?? 200;
    this.maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.renderBudget = options.renderBudget ?? new RenderBudget();
    this.sharedWaitMs = options.sharedWaitMs ?? SHARED_RENDER_WAIT_MS;
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
    if (!this.options.usable()) return void (await render());
    const key = pageCacheKey(req);
    if (key !== null) {
      // Rendered for the address it is kept under: a parameter the page does not read is not in it.
      req.url = publicUrlOf(req.url!)!;
      req.headers["accept-encoding"] = publicEncoding(req.headers);
      const contentType = expectedContentType(req);
      const admit = this.admitFor(req, res, req.url, contentType);
      return this.serveKept(key, contentType, res, render, false, (entry, how) => this.answer(key, entry, res, how), admit);
    }
    const shell = this.options.userPart ? studentShellOf(req) : null;
    // A database that fails here fails the page's own render next, which answers it.
    const userPart = shell ? await this.options.userPart!(shell.token, shell.pathname, requestLocale(req.headers)).catch(() => null) : null;
    if (!shell || userPart === null) return void (await render());
    const gzip = acceptsEncoding(req.headers, "gzip");
    const renderShell = () => {
      req.url = shell.url;
      Object.assign(req.headers, shell.shellHeaders);
      return render();
    };
    const admit = this.admitFor(req, res, shell.url, "text/html");
    return this.serveKept(shell.key, "text/html", res, renderShell, true, (entry, how) => this.answerShell(shell.key, entry, userPart, gzip, res, how), admit);
  }

  /** The budget a render of `publicUrl` for `req` takes from, or null when the address holds no input (its renders are few by nature). */
  private admitFor(req: IncomingMessage, res: ServerResponse, publicUrl: string, contentType: string): Admit | null {
    if (!readsInput(publicUrl)) return null;
    const client = single(req.headers[CLIENT_ADDRESS_HEADER]) || "unknown";
    return () => {
      const retryAfter = this.renderBudget.take(client);
      if (retryAfter === null) return true;
      refuseRender(req, res, contentType, retryAfter);
      return false;
    };
  }

  private async serveKept(
    key: string,
    contentType: string,
    res: ServerResponse,
    render: () => Promise<unknown> | unknown,
    isShell: boolean,
    reply: Reply,
    admit: Admit | null,
  ): Promise<void> {
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
      if (fresh || this.rendering.has(key)) return reply(found, "hit");
    }
    // Only a render takes from the client's budget: an answer from memory, or a wait for another's render, is free.
    if (admit && !admit()) return;
    this.renders++;
    res.setHeader(PAGE_CACHE_HEADER, "miss");
    this.capture(key, contentType, res, this.generation, isShell, reply);
    await render();
  }

  private answer(key: string, found: Entry, res: ServerResponse, how: "hit" | "miss"): void {
    this.touch(key, found);
    res.statusCode = found.status;
    for (const [name, value] of Object.entries(found.headers)) if (value !== undefined) res.setHeader(name, value);
    res.setHeader("content-length", found.body.length);
    res.setHeader(PAGE_CACHE_HEADER, how);
    res.end(found.body);
  }

  /** The shell with `userPart` before its `</body>`, gzipped when the client takes it (only the end is compressed per request). */
  private answerShell(key: string, found: Entry, userPart: string, gzip: boolean, res: ServerResponse, how: "hit" | "miss"): void {
    this.touch(key, found);
    let shell = this.shells.get(found);
    if (!shell) {
      const cut = found.body.lastIndexOf("</body>");
      shell = cut < 0 ? { start: found.body, end: Buffer.alloc(0) } : { start: found.body.subarray(0, cut), end: found.body.subarray(cut) };
      this.shells.set(found, shell);
    }
    const end = Buffer.concat([Buffer.from(userPart), shell.end]);
    res.statusCode = found.status;
    for (const [name, value] of Object.entries(found.headers)) if (value !== undefined) res.setHeader(name, value);
    res.setHeader("vary", withVary(single(found.headers.vary as string | string[] | undefined), "Accept-Encoding"));
    let body: Buffer;
    if (gzip) {
      shell.gzip ??= gzipStart(shell.start);
      body = gzipWithEnd(shell.gzip, end);
      res.setHeader("content-encoding", "gzip");
    } else body = Buffer.concat([shell.start, end]);
    res.setHeader("content-length", body.length);
    res.setHeader(PAGE_CACHE_HEADER, how);
    res.end(body);
  }

  /** Most recently used last: the oldest is evicted first. */
  private touch(key: string, found: Entry): void {
    if (this.entries.get(key) !== found) return;
    this.entries.delete(key);
    this.entries.set(key, found);
  }

  /**
   * Holds what Next writes for `res` and answers it when the render ends: from the kept entry
   * when it may be kept (so the first visitor gets the same bytes as the next ones), as written
   * otherwise. A shell's HTML is always answered with its user's part, kept or not (a 404 page,
   * or a change announced while it rendered).
   */
  private capture(key: string, contentType: string, res: ServerResponse, generation: number, isShell: boolean, reply: Reply): void {
    let done: () => void = () => {};
    const settled = new Promise<void>((resolve) => (done = resolve));
    this.rendering.set(key, settled);
    const release = () => {
      clearTimeout(deadline);
      if (this.rendering.get(key) === settled) this.rendering.delete(key);
      done();
    };
    const deadline = setTimeout(release, this.sharedWaitMs);
    deadline.unref();
    res.once("close", release);
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
      const keep = this.keepable(head.status, head.headers, contentType, generation);
      const html = String(head.headers?.["content-type"] ?? "").startsWith("text/html");
      const entry = head.headers && (keep || (isShell && html)) ? this.entryOf(head.status, head.headers, written) : null;
      if (entry) {
        if (keep) this.store(key, entry);
        reply(entry, "miss");
        return res;
      }
      res.writeHead(head.status, ...(head.args as []));
      for (const each of written) res.write(each.chunk as string, each.encoding as BufferEncoding);
      return res.end();
    }) as ServerResponse["end"];
  }

  private keepable(status: number, headers: OutgoingHttpHeaders | null, contentType: string, generation: number): boolean {
    if (status !== 200 || headers === null || headers["set-cookie"] !== undefined) return false;
    // Only the page or read that was asked for: Next's `{}` for a prefetch (x-middleware-skip),
    // or any answer of another kind, is the request's own.
    if (headers["x-middleware-skip"] !== undefined || !String(headers["content-type"] ?? "").startsWith(contentType)) return false;
    // A change announced while this was rendering may not be in it.
    return generation === this.generation && this.options.usable();
  }

  /** What is kept of a page: its headers without the per-connection ones, and its bytes. */
  private entryOf(status: number, answered: OutgoingHttpHeaders, written: Written[]): Entry | null {
    const buffers = written.map(({ chunk, encoding }) => toBuffer(chunk, encoding));
    if (!buffers.every((buffer) => buffer !== null)) return null;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(answered)) if (!HOP_HEADERS.has(name) && name !== PAGE_CACHE_HEADER) headers[name] = value;
    return { status, headers, body: Buffer.concat(buffers), storedAt: this.now() };
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
