import Papa from "papaparse";
import { CSV_BOM, CSV_FORMULA, csvDateTime } from "@/lib/payments/payments-csv";
import type { AdminUserRow } from "./find-users";

/** users.csv of the filtered list: fullName, phone, role, balance, createdAt. */
export function usersCsv(users: AdminUserRow[]): string {
  const fields = ["fullName", "phone", "role", "balance", "createdAt"];
  const data = users.map((user) => [user.fullName, user.phone, user.role, user.balance, csvDateTime(user.createdAt)]);
  return CSV_BOM + Papa.unparse({ fields, data }, { newline: "\r\n", escapeFormulae: CSV_FORMULA });
}
