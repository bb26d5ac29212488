import type { ServerResponse } from "node:http";

/**
 * Lets Next's compression see a route handler's answer (issue 27, item 2).
 *
 * Next copies a route handler's headers onto Node's response with its own `appendHeader`,
 * which stores even a single value as an array: `Content-Type` becomes `["application/json"]`,
 * and the compression middleware Next runs in front of every answer takes only a string as a
 * compressible type. So pages were gzipped and every JSON answer went out plain
 * (vercel/next.js#98007; the fix upstream, #98044, is not released). A one-value array for
 * `Content-Type` is set as its value; nothing else changes. Remove this once Next sets single
 * headers with `setHeader`: e2e/compression.spec.ts then still passes without it.
 */
export function keepContentTypeSingle(res: ServerResponse): void {
  const setHeader = res.setHeader;
  res.setHeader = function (this: ServerResponse, name: string, value: number | string | readonly string[]) {
    const single = Array.isArray(value) && value.length === 1 && name.toLowerCase() === "content-type";
    return setHeader.call(this, name, single ? (value as readonly string[])[0]! : value);
  } as ServerResponse["setHeader"];
}
