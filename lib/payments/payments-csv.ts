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

/** payments.csv: user, date, amount, method, status, transaction id; quoting by papaparse. */
export function paymentsCsv(payments: AdminPayment[]): string {
  const fields = ["user", "date", "amount", "method", "status", "transaction id"];
  const data = payments.map((payment) => [
    payment.user.fullName,
    csvDateTime(payment.createdAt),
    payment.amount,
    payment.paymentMethod,
    payment.status,
    payment.transactionId ?? "",
  ]);
  return CSV_BOM + Papa.unparse({ fields, data }, { newline: "\r\n", escapeFormulae: CSV_FORMULA });
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
