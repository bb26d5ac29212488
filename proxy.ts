import { NextResponse, type NextRequest } from "next/server";
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "@/lib/i18n/locales";
import { requestLocale } from "@/lib/request/request-context";

/**
 * Every page lives under its language (app/[locale], issue 43), and no address shows it: a
 * page's request is rewritten to `/{locale}{path}`, the language being ?lang=uz|ru (remembered
 * for a year in the `lang` cookie), else the cookie, else Accept-Language, else Uzbek, read as
 * the API reads it (lib/request/request-context.ts). An address that already starts with a
 * language is rewritten like any other (/uz/home → /uz/uz/home, a 404), so each page has one
 * address. The API, Next's files, and the forms' route handlers (app/auth, app/practice, app/teaching) are
 * left alone.
 */
export function proxy(request: NextRequest) {
  const lang = request.nextUrl.searchParams.get("lang");
  const locale = isLocale(lang) ? lang : requestLocale(request.headers);
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}${url.pathname === "/" ? "" : url.pathname}`;
  const response = NextResponse.rewrite(url);
  if (isLocale(lang)) response.cookies.set(LOCALE_COOKIE, lang, { maxAge: LOCALE_COOKIE_MAX_AGE, path: "/", sameSite: "lax" });
  // A page differs by the language its caller asks for; a shared cache must keep them apart.
  response.headers.append("Vary", "Cookie, Accept-Language");
  return response;
}

export const config = { matcher: ["/((?!api/|api$|auth/|practice/|teaching/|_next/|favicon\\.ico$|.*\\.[^/]*$).*)"] };
