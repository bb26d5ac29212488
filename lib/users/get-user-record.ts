import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { offlineStudentSelect, toOfflineStudentView, type OfflineStudentView } from "@/lib/offline/shapes";
import type { AdminUserView } from "./admin-user-view";
import { getAdminUserView } from "./user-rows";

/**
 * GET /api/admin/users/{id}: an admin gets the whole record of any user; anyone else only the
 * public offline view, and only of an offline student (other accounts are not public, so they
 * answer 404 as if unknown).
 */
export async function getUserRecord({
  caller,
  userId,
  now = new Date(),
}: {
  caller: Caller | null;
  userId: string;
  now?: Date;
}): Promise<OfflineStudentView | AdminUserView> {
  if (caller?.role === "admin") return getAdminUserView(userId, now);
  const row = await db().user.findFirst({ where: { id: userId, role: "student_offline" }, select: offlineStudentSelect });
  if (!row) throw new AppError("user_not_found");
  return toOfflineStudentView(row, now);
}
