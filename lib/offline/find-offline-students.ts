import "server-only";
import type { Caller } from "@/lib/auth/session";
import { cachedPublic } from "@/lib/cache/public-data";
import { db } from "@/lib/db/client";
import {
  offlineStaffSelect,
  offlineStudentSelect,
  toOfflineStaffView,
  toOfflineStudentView,
  type OfflineStaffView,
  type OfflineStudentView,
} from "./shapes";

const byName = [{ fullName: "asc" as const }, { id: "asc" as const }];

/**
 * Every offline student, by name, with the public fields and figures; an admin also gets the
 * attendance days and score notes (DESIGN.md, public offline data). One findMany: Prisma loads
 * the scores and certificates of all the rows with one IN query each, never one query per user.
 * Certificates unlocked by the step were written when the step was saved, so reading changes nothing.
 */
export async function findOfflineStudents({
  caller = null,
  now = new Date(),
}: { caller?: Caller | null; now?: Date } = {}): Promise<OfflineStudentView[] | OfflineStaffView[]> {
  const where = { role: "student_offline" as const };
  if (caller?.role === "admin") {
    const rows = await db().user.findMany({ where, select: offlineStaffSelect, orderBy: byName });
    return rows.map((row) => toOfflineStaffView(row, now));
  }
  // The public rows stay in memory until an offline student, score or certificate changes
  // (lib/cache/public-data.ts); the figures depend on today, so they are computed per request.
  const rows = await cachedPublic("offline", "offline:public", () => db().user.findMany({ where, select: offlineStudentSelect, orderBy: byName }));
  return rows.map((row) => toOfflineStudentView(row, now));
}
