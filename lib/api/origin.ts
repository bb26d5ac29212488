/**
 * A write that a browser sends from another site. Next.js checks this only for Server
 * Actions, not route handlers, so the cookie-authenticated API checks it here.
 */
export function isCrossSite(headers: Headers): boolean {
  if (headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = headers.get("origin");
  if (!origin) return false;
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
