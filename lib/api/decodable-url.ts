import type { IncomingMessage, ServerResponse } from "node:http";
import { refuseBeforeNext } from "@/lib/errors/refuse-before-next";
import { requestLocale } from "@/lib/request/request-context";

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

/** Answers 400, in the caller's language, to a request whose URL cannot be decoded (or has a NUL in its query); true when it did. */
export function refuseUndecodableUrl(req: IncomingMessage, res: ServerResponse): boolean {
  if (isDecodableUrl(req.url ?? "/")) return false;
  refuseBeforeNext(res, "invalid_input", requestLocale(req.headers));
  return true;
}
