import type { Prisma } from "@/lib/db/generated/client";
import { offlineStaffSelect, toOfflineStaffView, type OfflineStaffView } from "@/lib/offline/shapes";
import { profileSelect } from "./shapes";

/** An admin also sees the account fields, as the user's own profile shows them (spec admin §3 User). */
export const adminUserSelect = { ...offlineStaffSelect, ...profileSelect } satisfies Prisma.UserSelect;

export type AdminUserRow = Prisma.UserGetPayload<{ select: typeof adminUserSelect }>;

export type AdminUserView = OfflineStaffView & {
  phone: string;
  balance: number;
  role: AdminUserRow["role"];
  createdAt: string;
  region: string | null;
  district: string | null;
  school: string | null;
  grade: string | null;
};

export function toAdminUserView(row: AdminUserRow, now: Date): AdminUserView {
  return {
    ...toOfflineStaffView(row, now),
    phone: row.phone,
    balance: row.balance,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    region: row.region,
    district: row.district,
    school: row.school,
    grade: row.grade,
  };
}
