import { headers } from "next/headers";
import { trustsProxy } from "@/lib/env";

/**
 * The origin the browser used to reach us, for links the API hands out (an admin's reset link):
 * the `Host` header, or behind a trusted proxy (TRUST_PROXY=1) `X-Forwarded-Host` and
 * `X-Forwarded-Proto`. Next's own request URL names the address the server listens on instead,
 * which a person elsewhere cannot open. A header that is not a plain host gives `fallback`.
 */
export function publicOrigin(headers: Headers, trustProxy: boolean, fallback: string): string {
  const host = (trustProxy ? headers.get("x-forwarded-host") : null) ?? headers.get("host");
  const forwardedProto = trustProxy ? headers.get("x-forwarded-proto")?.split(",")[0]?.trim() : undefined;
  const proto = forwardedProto || new URL(fallback).protocol.slice(0, -1);
  const plainHost = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
  if (!host || !plainHost.test(host) || (proto !== "http" && proto !== "https")) return new URL(fallback).origin;
  return `${proto}://${host}`;
}

/**
 * The origin a page's visitor used, for the links and QR codes of certificates, read as the API
 * reads it: a forged `X-Forwarded-Host` names no other site unless a trusted proxy sent it. A
 * page has no request URL of its own to fall back on, so a `Host` that is not a plain host gives
 * localhost's.
 */
export async function pageOrigin(): Promise<string> {
  return publicOrigin(await headers(), trustsProxy(), "http://localhost");
}

/** The origin the caller of a route handler used, its own URL the fallback. */
export function requestOrigin(request: Request): string {
  return publicOrigin(request.headers, trustsProxy(), request.url);
}
