import { db } from "@/lib/db/client";
import { offlineStudentSelect, toOfflineStudentView, type OfflineStudentView } from "./shapes";

/**
 * Every offline student, by name, with the public fields and figures. One findMany: Prisma loads
 * the scores and certificates of all the rows with one IN query each, never one query per user.
 * Certificates unlocked by the step were written when the step was saved, so reading changes nothing.
 */
export async function findOfflineStudents({ now = new Date() }: { now?: Date } = {}): Promise<OfflineStudentView[]> {
  const rows = await db().user.findMany({
    where: { role: "student_offline" },
    select: offlineStudentSelect,
    orderBy: [{ fullName: "asc" }, { id: "asc" }],
  });
  return rows.map((row) => toOfflineStudentView(row, now));
}
