import type { IncomingHttpHeaders } from "node:http";
import { parseCookie } from "cookie";
import Negotiator from "negotiator";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_HEADER, LOCALES, type Locale } from "@/lib/i18n/locales";

/**
 * What a request says about its caller, read one way everywhere: the page cache's keys, the
 * pages (next-intl, the shell), the route wrapper and the session all read cookies, the
 * language and the accepted encodings here, so a request cannot be one thing to the cache and
 * another to the page it caches (issue 25: `lang=uz; lang=ru` was Uzbek to the cache, Russian
 * to Next). Cookies are parsed by `cookie` (the first of two cookies with one name wins, spaces
 * around a value are not part of it; one that cannot be decoded is skipped), Accept-* by `negotiator`.
 */

/** A request's headers as Node (server.ts, the page cache) or the Fetch API (Next) hands them. */
export type RequestHeaders = Headers | IncomingHttpHeaders;

function headerOf(headers: RequestHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value.join(name === "cookie" ? "; " : ", ") : value;
}

// A value that cannot be percent-decoded (`jwt=%`) is no value, as to Next's own parser.
function decode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** Every cookie of the request by name. */
export function requestCookies(headers: RequestHeaders): Record<string, string | undefined> {
  const header = headerOf(headers, "cookie");
  return header ? parseCookie(header, { decode }) : {};
}

export function requestCookie(headers: RequestHeaders, name: string): string | undefined {
  return requestCookies(headers)[name];
}

/** The first of our languages the Accept-Language header takes, by preference, or null. */
export function acceptedLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const [first] = new Negotiator({ headers: { "accept-language": header } }).languages([...LOCALES]);
  return isLocale(first) ? first : null;
}

/**
 * DESIGN.md: `?lang=` (proxy.ts turns it into LOCALE_HEADER for that request; server.ts drops a
 * client's own), then the `lang` cookie, then Accept-Language (uz or ru), then Uzbek.
 */
export function requestLocale(headers: RequestHeaders): Locale {
  const fromQuery = headerOf(headers, LOCALE_HEADER);
  if (isLocale(fromQuery)) return fromQuery;
  const fromCookie = requestCookie(headers, LOCALE_COOKIE);
  if (isLocale(fromCookie)) return fromCookie;
  return acceptedLocale(headerOf(headers, "accept-language")) ?? DEFAULT_LOCALE;
}

/** Whether the request takes `encoding` (Accept-Encoding, q above 0; `*` counts, `gzip;q=0` refuses). */
export function acceptsEncoding(headers: RequestHeaders, encoding: string): boolean {
  const header = headerOf(headers, "accept-encoding");
  if (header === undefined) return false;
  return new Negotiator({ headers: { "accept-encoding": header } }).encodings([encoding]).includes(encoding);
}

// Our own request headers (x-qadam-locale, x-qadam-client-address, x-qadam-student-shell …)
// are set by the server for Next, never by a client: a client's copy made the next visitor's
// page Russian (issue 25).
const INTERNAL_HEADER = /^x-qadam-/;

/** Removes every client-sent internal header; server.ts calls it first for each request. */
export function dropInternalHeaders(headers: IncomingHttpHeaders): void {
  for (const name of Object.keys(headers)) if (INTERNAL_HEADER.test(name)) delete headers[name];
}
