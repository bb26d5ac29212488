import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { isRecordId } from "@/lib/api/record-id";
import { db } from "@/lib/db/client";
import { offlineStudentSelect, toOfflineStudentView, type OfflineStudentView } from "./shapes";
import { weekScores, type WeekDayScore } from "./week";

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
