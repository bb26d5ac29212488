import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Locale } from "@/lib/i18n/locales";
import { apiText } from "@/lib/i18n/api-text";
import { errorCatalogue, type ErrorCode } from "./app-error";

/**
 * Answers `code` to a request that never reaches Next (the server's own gates in front of it):
 * the status and the JSON body the route wrapper gives the same error (lib/api/route.ts), its
 * message in `locale`.
 */
export function refuseBeforeNext(res: ServerResponse, code: ErrorCode, locale: Locale, headers: OutgoingHttpHeaders = {}): void {
  const message = apiText(locale, { key: `api.errors.${code}`, fallback: errorCatalogue[code].message });
  res.writeHead(errorCatalogue[code].status, { "content-type": "application/json; charset=utf-8", "x-content-type-options": "nosniff", ...headers });
  res.end(JSON.stringify({ success: false, message, code }));
}
