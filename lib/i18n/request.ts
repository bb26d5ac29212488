import { headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { requestLocale } from "@/lib/request/request-context";

// Spec §1: ?lang= first (proxy.ts turns it into a header and the cookie), then the stored
// preference (the client copies localStorage into the cookie), then the cookie itself; with no
// choice made, the browser's Accept-Language (uz or ru), as the API answers (lib/i18n/api-text.ts),
// so a page and its API messages always speak one language. One resolver for the pages, the
// API and the page cache's keys (lib/request/request-context.ts).
export default getRequestConfig(async () => {
  const locale = requestLocale(await headers());
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: "Asia/Tashkent",
  };
});
