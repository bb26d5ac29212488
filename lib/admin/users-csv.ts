import { csvChunk, csvDateTime } from "@/lib/payments/payments-csv";
import type { AdminUserRow } from "./find-users";

const USER_FIELDS = ["fullName", "phone", "role", "balance", "createdAt"];

/** Lines of users.csv (fullName, phone, role, balance, createdAt); the first chunk has the BOM and header. */
export function usersCsvChunk(users: AdminUserRow[], first: boolean): string {
  return csvChunk(USER_FIELDS, users.map((user) => [user.fullName, user.phone, user.role, user.balance, csvDateTime(user.createdAt)]), first);
}
