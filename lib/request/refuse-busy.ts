import type { IncomingMessage, ServerResponse } from "node:http";
import { errorCatalogue, type ErrorCode } from "@/lib/errors/app-error";
import { apiText } from "@/lib/i18n/api-text";
import { requestLocale } from "./request-context";

/**
 * A 429 answered before Next sees the request (a render the client's budget refused, a
 * session's requests past its queue), in the request's language: the API's error shape for an
 * API read or an RSC request's JSON, a page of one sentence (ours, no input in it) for a page.
 * Small and never kept.
 */
export function refuseBusy(req: IncomingMessage, res: ServerResponse, { contentType, code, retryAfterSeconds }: { contentType: string; code: ErrorCode; retryAfterSeconds: number }): void {
  const locale = requestLocale(req.headers);
  const message = apiText(locale, { key: `api.errors.${code}`, fallback: errorCatalogue[code].message });
  const json = contentType === "application/json";
  const body = json
    ? JSON.stringify({ success: false, message, code, retryAfterSeconds })
    : `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Qadam</title>` +
      // The site's surface and type, inline: the page must not cost a request of its own.
      `<style>body{margin:0;min-height:100dvh;display:grid;place-items:center;padding:24px;box-sizing:border-box;background:#0b1120;color:#e5e7eb;font:16px/1.5 ui-sans-serif,system-ui,sans-serif;text-align:center}</style></head>` +
      `<body><main><p>${message}</p></main></body></html>`;
  res.writeHead(429, {
    "content-type": json ? "application/json" : "text/html; charset=utf-8",
    "retry-after": String(retryAfterSeconds),
    "cache-control": "no-store",
  });
  res.end(body);
}
