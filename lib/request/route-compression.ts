import type { ServerResponse } from "node:http";
import { promisify } from "node:util";
import { gzip, gzipSync } from "node:zlib";
import { acceptsEncoding } from "./request-context";

/**
 * How a route handler's gzipped answer says so. Next drops a route's own `Content-Encoding` (it
 * cannot tell our bytes from a body fetch decoded), so the route names it here and server.ts
 * (keepRouteEncoding) turns it back into `Content-Encoding` as Next copies the headers.
 */
export const ROUTE_ENCODING_HEADER = "x-qadam-content-encoding";
/** How a route's answer says its length: Next drops a route's `Content-Length` too (keepRouteEncoding). */
export const ROUTE_LENGTH_HEADER = "x-qadam-content-length";

// Smaller answers go out plain, as Next's compression middleware would leave them (its threshold).
const MIN_BYTES = 1024;
// A whole list (the offline students: 1.6 MB on a grown school) would hold the event loop for
// milliseconds: from this size the work goes to the thread pool, still in one call.
const ON_THREAD_POOL_BYTES = 64 * 1024;
const gzipOnThreadPool = promisify(gzip);

/**
 * A route's JSON answer gzipped in one step when the client takes gzip (issue 27, item 3):
 * Next's compression middleware streams it through zlib on the thread pool and flushes after
 * every chunk, several times the CPU of one call (docs/decisions.md, "JSON answers are gzipped
 * by the route", has the figures). Pages and other answers stay Next's to compress.
 */
export async function gzipJsonAnswer(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("application/json") || response.headers.has("content-encoding") || !response.body) return response;
  response.headers.append("vary", "Accept-Encoding");
  if (!acceptsEncoding(request.headers, "gzip")) return response;
  const bytes = new Uint8Array(await response.arrayBuffer());
  const init = { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) };
  if (bytes.byteLength < MIN_BYTES) return withLength(bytes, init);
  init.headers.set(ROUTE_ENCODING_HEADER, "gzip");
  return new Response(bytes.byteLength < ON_THREAD_POOL_BYTES ? gzipSync(bytes) : await gzipOnThreadPool(bytes), init);
}

/**
 * An answer that says its length. Next streams a route's answer without one, and its compression
 * middleware, which leaves answers under its threshold plain only when it knows their length,
 * gzipped even a 15-byte `{"status":"ok"}`: a zlib stream per health check, login or refusal,
 * and more bytes on the wire than the answer itself.
 */
function withLength(bytes: Uint8Array<ArrayBuffer>, init: ResponseInit & { headers: Headers }): Response {
  init.headers.set(ROUTE_LENGTH_HEADER, String(bytes.byteLength));
  return new Response(bytes, init);
}

/** A small JSON answer outside route() (the health checks), sent plain with its length. */
export function plainJson(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json");
  return withLength(new TextEncoder().encode(JSON.stringify(data)), { ...init, headers });
}

/**
 * Lets Next's compression middleware read a route handler's answer as it is (issue 27, items 2
 * and 3), on each response before Next handles it:
 * - Next copies a route's headers with its own `appendHeader`, which stores even a single value
 *   as an array: `Content-Type` became `["application/json"]`, and the middleware takes only a
 *   string as a compressible type, so every JSON answer went out plain (vercel/next.js#98007; the
 *   fix upstream, #98044, is not released). A one-value `Content-Type` is set as its value.
 * - A route's ROUTE_ENCODING_HEADER is set as `Content-Encoding`, which the middleware passes on
 *   uncompressed ("already encoded").
 * - A route's ROUTE_LENGTH_HEADER is set as `Content-Length`, by which the middleware leaves an
 *   answer under its threshold plain. Next drops both real headers from a route's answer because
 *   a body fetched from elsewhere may have been decoded under them; ours are the bytes we send.
 */
export function keepRouteEncoding(res: ServerResponse): void {
  const setHeader = res.setHeader;
  res.setHeader = function (this: ServerResponse, name: string, value: number | string | readonly string[]) {
    const lower = name.toLowerCase();
    const single = Array.isArray(value) && value.length === 1 ? (value as readonly string[])[0]! : value;
    if (lower === ROUTE_ENCODING_HEADER) return setHeader.call(this, "Content-Encoding", single);
    if (lower === ROUTE_LENGTH_HEADER) return setHeader.call(this, "Content-Length", single);
    return setHeader.call(this, name, lower === "content-type" ? single : value);
  } as ServerResponse["setHeader"];
}
