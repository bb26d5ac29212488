import Papa from "papaparse";
import { pad2, tashkentWallClock } from "@/lib/format/tashkent-time";
import type { AdminPayment } from "./shapes";

/** Tashkent wall-clock time as 'yyyy-MM-dd HH:mm', which spreadsheets read as a date. */
export function csvDateTime(instant: Date): string {
  const t = tashkentWallClock(instant);
  return `${t.year}-${pad2(t.month)}-${pad2(t.day)} ${pad2(t.hour)}:${pad2(t.minute)}`;
}

/**
 * Cells a spreadsheet would run as a formula get a leading apostrophe (papaparse's
 * escapeFormulae); a phone like +998901234567 is left as it is.
 */
export const CSV_FORMULA = /^(?:[=@\t\r]|[+-](?!\d+$))/;

/** A BOM first, so spreadsheet apps read the Uzbek letters as UTF-8. */
export const CSV_BOM = "\uFEFF";

const PAYMENT_FIELDS = ["user", "date", "amount", "method", "status", "transaction id"];

/**
 * Lines of payments.csv (user, date, amount, method, status, transaction id; every field quoted), each ending in CRLF: the first chunk of an export carries the BOM and the header.
 */
export function paymentsCsvChunk(payments: AdminPayment[], first: boolean): string {
  const data = payments.map((payment) => [
    payment.user.fullName,
    csvDateTime(payment.createdAt),
    payment.amount,
    payment.paymentMethod,
    payment.status,
    payment.transactionId ?? "",
  ]);
  return csvChunk(PAYMENT_FIELDS, data, first);
}

/**
 * Every field is quoted: Excel in the Uzbek and Russian locales splits a line on ';', so an
 * unquoted `x;=cmd|' /C calc'!A0` would make a formula cell of its middle (issue 25, item 8);
 * inside quotes it stays one field, and the formula guard still marks a field that starts as one.
 */
const UNPARSE = { newline: "\r\n", quotes: true, escapeFormulae: CSV_FORMULA } satisfies Papa.UnparseConfig;

/** CSV lines of `data` (with the BOM and header line when `first`), each ending in CRLF. */
export function csvChunk(fields: string[], data: unknown[][], first: boolean): string {
  if (data.length === 0) return first ? CSV_BOM + Papa.unparse({ fields, data: [] }, UNPARSE) : "";
  const lines = Papa.unparse({ fields, data }, { ...UNPARSE, header: first });
  return (first ? CSV_BOM : "") + lines + "\r\n";
}

/** payments.csv of these payments, whole. */
export function paymentsCsv(payments: AdminPayment[]): string {
  return paymentsCsvChunk(payments, true);
}

/** The download answer for a CSV body. */
export function csvResponse(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
}
