export const LOCALES = ["uz", "ru"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "uz";
export const LOCALE_COOKIE = "lang";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** Set by proxy.ts when the URL carries ?lang=, so this very request renders in it. */
export const LOCALE_HEADER = "x-qadam-locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
