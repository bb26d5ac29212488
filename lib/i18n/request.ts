import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_HEADER } from "./locales";

// Spec §1: ?lang= first (proxy.ts turns it into a header and the cookie), then the stored
// preference (the client copies localStorage into the cookie), then the cookie itself.
export default getRequestConfig(async () => {
  const fromQuery = (await headers()).get(LOCALE_HEADER);
  const fromCookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(fromQuery) ? fromQuery : isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: "Asia/Tashkent",
  };
});
