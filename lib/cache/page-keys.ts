import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { stringifyCookie } from "cookie";
import { PAGE_NUMBER } from "@/lib/admin/paging";
import { TOKEN_COOKIE } from "@/lib/auth/token";
import { acceptsEncoding, requestCookies, requestLocale } from "@/lib/request/request-context";
import { parseSidebarState, SIDEBAR_COOKIE } from "@/lib/ui-prefs/sidebar";
import { STUDENT_SHELL_HEADER } from "@/lib/viewer/viewer";

/**
 * Which requests the page cache (lib/cache/page-cache.ts) may answer from memory, and under
 * which key. What a visitor's page depends on is in its key: the address, the language (by
 * requestLocale, as the page itself decides it: cookie, then Accept-Language, then Uzbek), the sidebar
 * cookie, the host (the offline page draws QR codes of its own origin), the compression it is
 * rendered under, and Next's router headers (a client navigation's RSC answer differs from the HTML). A
 * student's shell is keyed as the visitor's page it is rendered as, uncompressed.
 */

// The public pages, and the public reads behind them (their answers come from the same data).
const PUBLIC_PAGE = /^\/(home|courses|courses\/[^/]+|offline|debtors|api\/courses|api\/courses\/[^/]+|api\/courses\/[^/]+\/modules|api\/offline-students)$/;
// The pages a student's request is answered from a shared shell for. Not a course's own page:
// its enrol and continue panel is the student's alone, and it is rendered for the request so
// that panel is in the page from its first paint (issue 26 §1), not after the scripts ran.
const STUDENT_SHELL_DOCUMENT = /^\/(home|courses|offline|debtors)$/;
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url"] as const;

// RFC 6265's cookie-name (an RFC 7230 token).
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * Headers Next (or a platform in front of it) answers differently for and that are not in the
 * key: a request with one is rendered for itself. `x-middleware-prefetch: 1` alone makes Next
 * answer `{}` for any page (issue 25: kept, it blanked the page for every visitor).
 */
const UNKEYED_NEXT_HEADER = /^(next-|x-middleware-|x-nextjs-|x-now-|x-invoke-|x-matched-path$|x-prerender-|x-vercel-|x-action|purpose$|sec-purpose$)/;
const keyed = new Set<string>(ROUTER_HEADERS);

function hasUnkeyedNextHeader(headers: IncomingHttpHeaders): boolean {
  return Object.keys(headers).some((name) => UNKEYED_NEXT_HEADER.test(name) && !keyed.has(name));
}

/** The content type a kept answer to `req` must have: an answer of another kind is Next saying something else than the page. */
export function expectedContentType(req: IncomingMessage): string {
  if (req.url?.startsWith("/api/")) return "application/json";
  return req.headers.rsc === undefined ? "text/html" : "text/x-component";
}

export const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(",") : (value ?? ""));

/**
 * The query parameters a public page or read answers by (issue 26: a page that reads none must
 * not be rendered anew for each unknown query string). `_rsc` is Next's own, for client
 * navigations (their router headers are in the key too).
 */
function readParams(pathname: string): string[] {
  // The offline lists are paged and searched on the server (lib/offline/find-offline-page.ts).
  if (pathname === "/offline" || pathname === "/debtors") return ["student", "page", "search", "_rsc"];
  if (pathname === "/api/offline-students") return ["page", "search", "list", "_rsc"];
  if (pathname === "/api/courses") return ["limit", "page", "_rsc"];
  // The catalogue is paged (issue 27).
  if (pathname === "/courses") return ["page", "_rsc"];
  return ["_rsc"];
}

/**
 * The address a public page or read is rendered for and kept under: `url` with only the
 * parameters it reads, in a fixed order. Null for any other address, and for ?lang= (it sets
 * the language cookie).
 */
export function publicUrlOf(url: string): string | null {
  const [pathname = "", query = ""] = url.split("?", 2);
  if (!PUBLIC_PAGE.test(pathname)) return null;
  const given = new URLSearchParams(query);
  if (given.has("lang")) return null;
  const kept = new URLSearchParams();
  const isPage = !pathname.startsWith("/api/");
  for (const name of readParams(pathname)) {
    const values = given.getAll(name);
    // A page reads a parameter's first value, and a malformed page number, or page 1, as the first
    // page: such a variant is the same page, not a render of its own (issue 26). A read's query is
    // its schema's to refuse.
    const read = isPage ? values.slice(0, 1).filter((value) => name !== "page" || (PAGE_NUMBER.test(value) && value !== "1")) : values;
    for (const value of read) kept.append(name, value);
  }
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Whether the public address (publicUrlOf's) holds input of the visitor's: a parameter other than Next's `_rsc`. */
export function readsInput(publicUrl: string): boolean {
  const [, query = ""] = publicUrl.split("?", 2);
  return [...new URLSearchParams(query).keys()].some((name) => name !== "_rsc");
}

/**
 * The compression a kept page is rendered under: the one Next's compression (gzip, else
 * deflate) would pick. The page is rendered with this Accept-Encoding, so each of the countless
 * ways to write the header is one of three keys, not a render each.
 */
export function publicEncoding(headers: IncomingHttpHeaders): "gzip" | "deflate" | "identity" {
  if (acceptsEncoding(headers, "gzip")) return "gzip";
  return acceptsEncoding(headers, "deflate") ? "deflate" : "identity";
}

/**
 * The key of a visitor's request for a public page, or null when it must be rendered for it.
 * The page is rendered for `publicUrlOf(req.url)`, which the key holds.
 */
export function pageCacheKey(req: IncomingMessage): string | null {
  if (req.method !== "GET" || !req.url) return null;
  const url = publicUrlOf(req.url);
  if (url === null) return null;
  const headers = req.headers;
  if (headers.authorization || hasUnkeyedNextHeader(headers)) return null;
  const cookies = requestCookies(headers);
  if (cookies[TOKEN_COOKIE] !== undefined) return null;
  return JSON.stringify([
    url,
    requestLocale(headers),
    parseSidebarState(cookies[SIDEBAR_COOKIE]),
    single(headers.host),
    single(headers["x-forwarded-host"]),
    single(headers["x-forwarded-proto"]),
    publicEncoding(headers),
    ...ROUTER_HEADERS.map((name) => single(headers[name])),
  ]);
}

/**
 * A student's document request for a public page: its session token, the headers that render
 * the shell (no session, no compression: the answer is spliced), and the shell's key.
 */
export function studentShellOf(req: IncomingMessage): { token: string; pathname: string; url: string; shellHeaders: IncomingHttpHeaders; key: string } | null {
  if (req.method !== "GET" || !req.url) return null;
  const [pathname = ""] = req.url.split("?", 1);
  if (!STUDENT_SHELL_DOCUMENT.test(pathname)) return null;
  const headers = req.headers;
  if (headers.authorization !== undefined || ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  const { [TOKEN_COOKIE]: token, ...others } = requestCookies(headers);
  if (!token) return null;
  // The shell is rendered with the cookies as they were read here: one value a name, and
  // without the names a cookie cannot have (stringifyCookie refuses them).
  const cookie = stringifyCookie(Object.fromEntries(Object.entries(others).filter(([name]) => COOKIE_NAME.test(name))));
  const shellHeaders: IncomingHttpHeaders = { ...headers, cookie, "accept-encoding": "identity", [STUDENT_SHELL_HEADER]: "1" };
  const url = publicUrlOf(req.url);
  const key = pageCacheKey({ method: "GET", url: req.url, headers: shellHeaders } as IncomingMessage);
  return key === null || url === null ? null : { token, pathname, url, shellHeaders, key: `student ${key}` };
}

/** `vary` with `name` added unless it names it already (issue 25: Accept-Encoding came twice). */
export function withVary(vary: string, name: string): string {
  const names = vary.split(",").map((each) => each.trim()).filter(Boolean);
  return names.some((each) => each.toLowerCase() === name.toLowerCase()) ? names.join(", ") : [...names, name].join(", ");
}
