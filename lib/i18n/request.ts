import { locale as routeLocale } from "next/root-params";
import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale } from "./locales";

// Spec §1: every page renders in the language of its first route segment (app/[locale]), which
// proxy.ts chose from ?lang=, the `lang` cookie (the client copies localStorage into it) or
// Accept-Language, as the API does (lib/request/request-context.ts), so a page and its API
// messages always speak one language. Read from the route (next/root-params), never from the
// request, so a page can be rendered once per language. A call given its own locale
// (`getTranslations({ locale })`) gets that one.
export default getRequestConfig(async ({ locale: given }) => {
  const fromRoute: unknown = isLocale(given) ? given : await routeLocale();
  const locale = isLocale(fromRoute) ? fromRoute : DEFAULT_LOCALE;
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: "Asia/Tashkent",
  };
});
