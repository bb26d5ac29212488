import type { IncomingMessage, ServerResponse } from "node:http";
import { errorCatalogue } from "./errors";

function decodes(part: string): boolean {
  try {
    decodeURIComponent(part);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether every path segment and query component of a request target percent-decodes.
 * Next.js answers a bare 500 for a path like `/api/courses/%E0%A4%A`, before any handler runs.
 */
export function isDecodableUrl(target: string): boolean {
  const [path = "", query = ""] = target.split("?", 2);
  return path.split("/").every(decodes) && query.split(/[&=]/).every((part) => decodes(part.replace(/\+/g, " ")));
}

/** Answers 400 to a request whose URL cannot be decoded; true when it did. */
export function refuseUndecodableUrl(req: IncomingMessage, res: ServerResponse): boolean {
  if (isDecodableUrl(req.url ?? "/")) return false;
  const { status, message } = errorCatalogue.invalid_input;
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "x-content-type-options": "nosniff" });
  res.end(JSON.stringify({ success: false, code: "invalid_input", message }));
  return true;
}
