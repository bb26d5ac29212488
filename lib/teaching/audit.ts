import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db, type Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";

export type TeacherActionName = "attendance" | "score" | "step" | "warnings" | "certificates" | "reset_link" | "pairing_code";

/** Writes one line of the teacher's log in the change's own transaction: who, what, before, after. */
export async function recordTeacherAction(
  tx: Tx,
  { caller, studentId, action, before, after }: { caller: Caller; studentId: string; action: TeacherActionName; before: unknown; after: unknown },
): Promise<void> {
  const json = (value: unknown) => (value === null || value === undefined ? Prisma.DbNull : (value as Prisma.InputJsonValue));
  await tx.teacherAction.create({
    data: { teacherId: caller.id, teacherName: caller.fullName, studentId, action, before: json(before), after: json(after) },
    select: { id: true },
  });
}

export const TEACHER_LOG_LIMIT = 200;

export type TeacherLogEntry = {
  id: string;
  teacherId: string | null;
  teacherName: string;
  action: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
};

/** GET /api/admin/users/{id}/teacher-log: what teachers changed for one student, newest first. */
export async function findTeacherLog({ caller, studentId }: { caller: Caller; studentId: string }): Promise<TeacherLogEntry[]> {
  if (caller.role !== "admin") throw new AppError("admin_only");
  if (!(await db().user.count({ where: { id: studentId } }))) throw new AppError("user_not_found");
  return db().teacherAction.findMany({
    where: { studentId },
    select: { id: true, teacherId: true, teacherName: true, action: true, before: true, after: true, createdAt: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: TEACHER_LOG_LIMIT,
  });
}
