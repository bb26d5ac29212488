import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { isRecordId } from "@/lib/api/record-id";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import {
  adminUserSelect,
  offlineStudentSelect,
  toAdminUserView,
  toOfflineStudentView,
  type AdminUserView,
  type OfflineStudentView,
} from "./shapes";
import { weekScores, type WeekDayScore } from "./week";

/**
 * GET /api/admin/users/{id}: an admin gets the whole record of any user; anyone else only the
 * public offline view, and only of an offline student (other accounts are not public, so they
 * answer 404 as if unknown).
 */
export async function getOfflineStudent({
  caller,
  userId,
  now = new Date(),
}: {
  caller: Caller | null;
  userId: string;
  now?: Date;
}): Promise<OfflineStudentView | AdminUserView> {
  if (caller?.role === "admin") {
    const row = await db().user.findUnique({ where: { id: userId }, select: adminUserSelect });
    if (!row) throw new AppError("user_not_found");
    return toAdminUserView(row, now);
  }
  const row = await db().user.findFirst({ where: { id: userId, role: "student_offline" }, select: offlineStudentSelect });
  if (!row) throw new AppError("user_not_found");
  return toOfflineStudentView(row, now);
}

/**
 * The public student card (/students/{id}): the public view and this week's scores. The week
 * is computed here, where the attendance days are read, so the days themselves never leave
 * the server (a day the student does not attend counts 0, spec §4).
 */
export async function getOfflineStudentCard({ userId, now = new Date() }: { userId: string; now?: Date }): Promise<{
  student: OfflineStudentView;
  week: WeekDayScore[];
}> {
  if (!isRecordId(userId)) throw new AppError("user_not_found");
  const row = await db().user.findFirst({
    where: { id: userId, role: "student_offline" },
    select: { ...offlineStudentSelect, attendanceDays: true },
  });
  if (!row) throw new AppError("user_not_found");
  const student = toOfflineStudentView(row, now);
  return { student, week: weekScores(student.todayScores, row.attendanceDays, now) };
}
