export type SiteCheck = {
  /** The write is authenticated by the `jwt` cookie, which a browser attaches to any site's request. */
  withCookie: boolean;
  /** TRUST_PROXY=1: `X-Forwarded-Host` names the host the browser saw; otherwise a client could forge it. */
  trustProxy: boolean;
};

/**
 * A write that a browser sends from another site. Next.js checks this only for Server
 * Actions, not route handlers, so the cookie-authenticated API checks it here. Browsers send
 * `Origin` with every write and `Sec-Fetch-Site` with every request, so a cookie-carried write
 * with neither did not come from one of our pages.
 */
export function isCrossSite(headers: Headers, { withCookie, trustProxy }: SiteCheck): boolean {
  const site = headers.get("sec-fetch-site");
  if (site === "cross-site") return true;
  const origin = headers.get("origin");
  if (!origin) return withCookie && site !== "same-origin";
  const host = (trustProxy ? headers.get("x-forwarded-host") : null) ?? headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
