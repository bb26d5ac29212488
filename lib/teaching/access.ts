import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db, type Tx } from "@/lib/db/client";

// A teacher's rights (issue 38), read from the database on every call: the route has just read
// the caller's role (lib/api/route.ts, auth "teacher"), and these read the groups. A teacher taken
// off a group, or a group archived, loses its students on the next request.

export type TaughtStudent = { id: string; role: "student" | "student_offline"; fullName: string };

/**
 * The student `studentId` if the caller teaches them in an active group; a student of nobody's
 * group is 403 as well, and an unknown id 404. Only students: a member later made teacher or
 * admin is out of every teacher's reach (a reset link must never reach an admin).
 */
export async function taughtStudent(caller: Caller, studentId: string, tx?: Tx): Promise<TaughtStudent> {
  if (caller.role !== "teacher") throw new AppError("teacher_only");
  const [row] = await (tx ?? db()).$queryRaw<{ id: string; role: string; fullName: string; teaches: boolean }[]>`
    SELECT u.id, u.role::text AS role, u."fullName", EXISTS (
      SELECT 1 FROM "GroupStudent" gs
      JOIN "Group" g ON g.id = gs."groupId" AND NOT g.archived
      JOIN "GroupTeacher" gt ON gt."groupId" = g.id AND gt."teacherId" = ${caller.id}
      WHERE gs."studentId" = u.id) AS teaches
    FROM "User" u WHERE u.id = ${studentId}`;
  if (!row) throw new AppError("user_not_found");
  if (!row.teaches || (row.role !== "student" && row.role !== "student_offline")) throw new AppError("not_your_student");
  return { id: row.id, role: row.role, fullName: row.fullName };
}

/** Refuses a group the caller does not teach (or an archived one); an unknown group is 404. */
export async function assertTeachesGroup(caller: Caller, groupId: string): Promise<void> {
  if (caller.role !== "teacher") throw new AppError("teacher_only");
  const group = await db().group.findUnique({
    where: { id: groupId },
    select: { archived: true, teachers: { where: { teacherId: caller.id }, select: { teacherId: true } } },
  });
  if (!group) throw new AppError("group_not_found");
  if (group.archived || group.teachers.length === 0) throw new AppError("forbidden");
}
