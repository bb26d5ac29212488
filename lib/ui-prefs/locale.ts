import { parseCookie } from "cookie";
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from "@/lib/i18n/locales";

// Spec §1: the language comes from ?lang=, then local storage, then the cookie (1 year).
export const LOCALE_STORAGE_KEY = "lang";

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}

/** `document.cookie`'s value for `name`, read as the server reads it (lib/request/request-context.ts). */
export function readCookieValue(cookieHeader: string, name: string): string | undefined {
  return parseCookie(cookieHeader)[name];
}

/**
 * What the client must do on load so the next render uses the stored preference: the
 * locale to write into the cookie, or null when the cookie already agrees, the URL's
 * ?lang= decides, or nothing valid is stored.
 */
export function localeToSync(opts: { search: string; stored: string | null; cookie: string | undefined }): Locale | null {
  if (new URLSearchParams(opts.search).has("lang")) return null;
  if (!isLocale(opts.stored)) return null;
  return opts.stored === opts.cookie ? null : opts.stored;
}
