import type { IncomingMessage, ServerResponse } from "node:http";
import { timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { callerFromToken, readToken } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { contentSecurityPolicy, securityHeaders } from "@/lib/security-headers.mjs";
import { metrics, recordRequest } from "./registry";
import { routeLabeller, UNMATCHED_ROUTE, type RoutesManifest } from "./route-label";

export const METRICS_PATH = "/metrics";

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const refused = (status: 401 | 403) =>
  new Response(status === 401 ? "unauthorized\n" : "forbidden\n", {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...(status === 401 ? { "www-authenticate": "Bearer" } : {}) },
  });

/**
 * GET /metrics — Prometheus text, never public: a scraper sends `Authorization: Bearer
 * $METRICS_TOKEN`, a person signs in as an admin. Visitors get 401, other users 403.
 */
export async function metricsResponse(request: Request): Promise<Response> {
  const { METRICS_TOKEN } = env();
  const token = readToken(request.headers);
  if (!token) return refused(401);
  const byScraper = METRICS_TOKEN !== undefined && token.source === "bearer" && sameSecret(token.token, METRICS_TOKEN);
  if (!byScraper) {
    const caller = await callerFromToken(token.token).catch(() => null);
    if (!caller) return refused(401);
    if (caller.role !== "admin") return refused(403);
  }
  const { registry } = metrics();
  return new Response(await registry.metrics(), { headers: { "content-type": registry.contentType, "cache-control": "no-store" } });
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}

export function pathnameOf(req: IncomingMessage): string {
  const url = req.url ?? "/";
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** Answers GET /metrics on the Node server (before Next); false for every other request. */
export function serveMetrics(req: IncomingMessage, res: ServerResponse): boolean {
  if (pathnameOf(req) !== METRICS_PATH) return false;
  // Next's headers() never sees this answer: the security headers are set here (issue 25).
  for (const { key, value } of securityHeaders) res.setHeader(key, value);
  res.setHeader("Content-Security-Policy", contentSecurityPolicy);
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { allow: "GET, HEAD" }).end();
    return true;
  }
  metricsResponse(new Request(`http://localhost${METRICS_PATH}`, { headers: headersOf(req) }))
    .then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(req.method === "HEAD" ? undefined : await response.text());
    })
    .catch(() => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end();
    });
  return true;
}

let labelRoute: ((pathname: string) => string) | undefined;

/** The route pattern of a path (`/courses/[id]`), from the routes Next wrote at build time. */
export function routeOf(pathname: string): string {
  if (pathname === METRICS_PATH) return METRICS_PATH;
  if (!labelRoute) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(env().NEXT_DIST_DIR, "routes-manifest.json"), "utf8")) as RoutesManifest;
      labelRoute = routeLabeller(manifest);
    } catch {
      labelRoute = () => UNMATCHED_ROUTE;
    }
  }
  return labelRoute(pathname);
}

/** Counts the request and times it, by route pattern and status, once the answer is sent. */
export function observeRequest(req: IncomingMessage, res: ServerResponse): void {
  const started = process.hrtime.bigint();
  res.once("finish", () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    recordRequest({ method: req.method ?? "GET", route: routeOf(pathnameOf(req)), status: res.statusCode, seconds });
  });
}
