import type { IncomingMessage } from "node:http";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { requestLocale } from "@/lib/request/request-context";
import ru from "@/messages/ru.json";
import uz from "@/messages/uz.json";

/**
 * The page a page request gets, 429 with Retry-After, when it waited its budget for one of our
 * database connections while the database answered the others (issue 46 item 4): the server is
 * busy, not broken. It is written by the server itself, not rendered by Next: a server short of
 * connections is short of time too, and this answer costs neither. It reloads itself after the
 * Retry-After seconds (a meta refresh: no script needed), and its link retries at once.
 */
const TEXTS: Record<Locale, { title: string; text: string; retry: string }> = { uz: uz.busyPage, ru: ru.busyPage };

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The language of the busy page: ?lang= first, as proxy.ts reads it for pages, then the request's own. */
export function busyPageLocale(req: IncomingMessage): Locale {
  const lang = new URLSearchParams((req.url ?? "").split("?")[1] ?? "").get("lang");
  return isLocale(lang) ? lang : requestLocale(req.headers);
}

export function busyPageHtml(locale: Locale, retryAfterSeconds: number, url: string): string {
  const t = TEXTS[locale];
  // Only the path and query of this same site: the link never leads elsewhere.
  const again = escapeHtml(url.startsWith("/") && !url.startsWith("//") ? url : "/");
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${retryAfterSeconds}">
<title>${escapeHtml(t.title)}</title>
<style>
body{margin:0;min-height:100dvh;display:grid;place-items:center;background:#0b0f19;color:#fff;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:0 16px}
main{max-width:28rem;text-align:center}
h1{font-size:1.5rem;margin:0}
p{margin:.75rem 0 2rem;color:#9ca3af}
a{display:inline-block;padding:.75rem 1.5rem;border-radius:.5rem;background:#2563eb;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:2px solid #fff;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.text)}</p>
<a href="${again}">${escapeHtml(t.retry)}</a>
</main>
</body>
</html>
`;
}
