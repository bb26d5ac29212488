import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { localeFromAcceptLanguage } from "./accept-language";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_HEADER } from "./locales";

// Spec §1: ?lang= first (proxy.ts turns it into a header and the cookie), then the stored
// preference (the client copies localStorage into the cookie), then the cookie itself; with no
// choice made, the browser's Accept-Language (uz or ru), as the API answers (lib/api/messages.ts),
// so a page and its API messages always speak one language.
export default getRequestConfig(async () => {
  const requestHeaders = await headers();
  const fromQuery = requestHeaders.get(LOCALE_HEADER);
  const fromCookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(fromQuery)
    ? fromQuery
    : isLocale(fromCookie)
      ? fromCookie
      : (localeFromAcceptLanguage(requestHeaders.get("accept-language")) ?? DEFAULT_LOCALE);
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: "Asia/Tashkent",
  };
});
