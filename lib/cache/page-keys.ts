import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { stringifyCookie } from "cookie";
import { TOKEN_COOKIE } from "@/lib/auth/token";
import { requestCookies, requestLocale } from "@/lib/request/request-context";
import { parseSidebarState, SIDEBAR_COOKIE } from "@/lib/ui-prefs/sidebar";
import { STUDENT_SHELL_HEADER } from "@/lib/viewer/viewer";

/**
 * Which requests the page cache (lib/cache/page-cache.ts) may answer from memory, and under
 * which key. What a visitor's page depends on is in its key: the address, the language (by
 * requestLocale, as the page itself decides it: cookie, then Accept-Language, then Uzbek), the sidebar
 * cookie, the host (the offline page draws QR codes of its own origin), the compression asked
 * for, and Next's router headers (a client navigation's RSC answer differs from the HTML). A
 * student's shell is keyed as the visitor's page it is rendered as, uncompressed.
 */

// The public pages, and the public reads behind them (their answers come from the same data).
const PUBLIC_PAGE = /^\/(home|courses|courses\/[^/]+|offline|debtors|api\/courses|api\/courses\/[^/]+|api\/courses\/[^/]+\/modules|api\/offline-students)$/;
const PUBLIC_DOCUMENT = /^\/(home|courses|courses\/[^/]+|offline|debtors)$/;
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

/** The key of a visitor's request for a public page, or null when it must be rendered for it. */
export function pageCacheKey(req: IncomingMessage): string | null {
  if (req.method !== "GET" || !req.url) return null;
  const [pathname = "", query = ""] = req.url.split("?", 2);
  if (!PUBLIC_PAGE.test(pathname)) return null;
  if (new URLSearchParams(query).has("lang")) return null;
  const headers = req.headers;
  if (headers.authorization || hasUnkeyedNextHeader(headers)) return null;
  const cookies = requestCookies(headers);
  if (cookies[TOKEN_COOKIE] !== undefined) return null;
  return JSON.stringify([
    req.url,
    requestLocale(headers),
    parseSidebarState(cookies[SIDEBAR_COOKIE]),
    single(headers.host),
    single(headers["x-forwarded-host"]),
    single(headers["x-forwarded-proto"]),
    single(headers["accept-encoding"]),
    ...ROUTER_HEADERS.map((name) => single(headers[name])),
  ]);
}

/**
 * A student's document request for a public page: its session token, the headers that render
 * the shell (no session, no compression: the answer is spliced), and the shell's key.
 */
export function studentShellOf(req: IncomingMessage): { token: string; pathname: string; shellHeaders: IncomingHttpHeaders; key: string } | null {
  if (req.method !== "GET" || !req.url) return null;
  const [pathname = ""] = req.url.split("?", 1);
  if (!PUBLIC_DOCUMENT.test(pathname)) return null;
  const headers = req.headers;
  if (headers.authorization !== undefined || ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  const { [TOKEN_COOKIE]: token, ...others } = requestCookies(headers);
  if (!token) return null;
  // The shell is rendered with the cookies as they were read here: one value a name, and
  // without the names a cookie cannot have (stringifyCookie refuses them).
  const cookie = stringifyCookie(Object.fromEntries(Object.entries(others).filter(([name]) => COOKIE_NAME.test(name))));
  const shellHeaders: IncomingHttpHeaders = { ...headers, cookie, "accept-encoding": "identity", [STUDENT_SHELL_HEADER]: "1" };
  const key = pageCacheKey({ method: "GET", url: req.url, headers: shellHeaders } as IncomingMessage);
  return key === null ? null : { token, pathname, shellHeaders, key: `student ${key}` };
}
