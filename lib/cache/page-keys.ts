import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { TOKEN_COOKIE } from "@/lib/auth/token";
import { localeFromAcceptLanguage } from "@/lib/i18n/accept-language";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from "@/lib/i18n/locales";
import { parseSidebarState, SIDEBAR_COOKIE } from "@/lib/ui-prefs/sidebar";
import { STUDENT_SHELL_HEADER } from "@/lib/viewer/viewer";

/**
 * Which requests the page cache (lib/cache/page-cache.ts) may answer from memory, and under
 * which key. What a visitor's page depends on is in its key: the address, the language (decided
 * as lib/i18n/request.ts decides it: cookie, then Accept-Language, then Uzbek), the sidebar
 * cookie, the host (the offline page draws QR codes of its own origin), the compression asked
 * for, and Next's router headers (a client navigation's RSC answer differs from the HTML). A
 * student's shell is keyed as the visitor's page it is rendered as, uncompressed.
 */

// The public pages, and the public reads behind them (their answers come from the same data).
const PUBLIC_PAGE = /^\/(home|courses|courses\/[^/]+|offline|debtors|api\/courses|api\/courses\/[^/]+|api\/courses\/[^/]+\/modules|api\/offline-students)$/;
const PUBLIC_DOCUMENT = /^\/(home|courses|courses\/[^/]+|offline|debtors)$/;
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url"] as const;

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

export const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(",") : (value ?? ""));

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

function withoutCookie(header: string, name: string): string {
  return header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "" && part.split("=")[0] !== name)
    .join("; ");
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
  const cookie = single(headers.cookie);
  const token = cookieValue(cookie, TOKEN_COOKIE);
  if (!token) return null;
  const shellHeaders: IncomingHttpHeaders = { ...headers, cookie: withoutCookie(cookie, TOKEN_COOKIE), "accept-encoding": "identity", [STUDENT_SHELL_HEADER]: "1" };
  const key = pageCacheKey({ method: "GET", url: req.url, headers: shellHeaders } as IncomingMessage);
  return key === null ? null : { token, pathname, shellHeaders, key: `student ${key}` };
}

/** Whether Accept-Encoding takes gzip (any q but 0). */
export function acceptsGzip(header: string): boolean {
  return header.split(",").some((part) => {
    const [coding = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (coding !== "gzip" && coding !== "*") return false;
    const q = params.find((param) => param.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
