import type { IncomingMessage, ServerResponse } from "node:http";
import { errorCatalogue } from "@/lib/errors/app-error";

function decodes(part: string, refuseNul = false): boolean {
  try {
    const decoded = decodeURIComponent(part);
    return !(refuseNul && decoded.includes("\0"));
  } catch {
    return false;
  }
}

/**
 * Whether every path segment and query component of a request target percent-decodes, and no
 * query component holds a NUL. Next.js answers a bare 500 for a path like `/api/courses/%E0%A4%A`,
 * before any handler runs; a page would render `?x=%00` as if it were not there, where
 * docs/operations.md promises 400 (issue 25). A NUL in a page's path is an unknown id: 404.
 */
export function isDecodableUrl(target: string): boolean {
  const [path = "", query = ""] = target.split("?", 2);
  return path.split("/").every((part) => decodes(part)) && query.split(/[&=]/).every((part) => decodes(part.replace(/\+/g, " "), true));
}

/** Answers 400 to a request whose URL cannot be decoded (or has a NUL in its query); true when it did. */
export function refuseUndecodableUrl(req: IncomingMessage, res: ServerResponse): boolean {
  if (isDecodableUrl(req.url ?? "/")) return false;
  const { status, message } = errorCatalogue.invalid_input;
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "x-content-type-options": "nosniff" });
  res.end(JSON.stringify({ success: false, code: "invalid_input", message }));
  return true;
}
