import { apiText, hasApiText } from "@/lib/api/messages";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The text of ?error=<code>, where a form posted without scripts was sent back: a known error
 * code's message in the page's language, else none (a made-up code shows nothing).
 */
export function pageErrorText(locale: Locale, given: string | string[] | undefined): string | null {
  const code = Array.isArray(given) ? given[0] : given;
  if (!code || !/^[a-z_]{1,40}$/.test(code)) return null;
  const key = `api.errors.${code}`;
  return hasApiText(key) ? apiText(locale, key) : null;
}
