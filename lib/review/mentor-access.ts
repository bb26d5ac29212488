import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db, type Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";

// Issue 41: mentors are the admins and the teachers of the student's group (an active group the
// teacher is assigned to). Read from the database on every call, as lib/teaching does.

/** Refuses anyone who is neither an admin nor a teacher. */
export function assertMentor(caller: Caller): void {
  if (caller.role !== "admin" && caller.role !== "teacher") throw new AppError("mentor_only");
}

/** SQL: the student `studentColumn` is in an active group the teacher `teacherId` teaches. */
export function teachesStudentSql(teacherId: string, studentColumn: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`EXISTS (
    SELECT 1 FROM "GroupStudent" gs
    JOIN "Group" g ON g.id = gs."groupId" AND NOT g.archived
    JOIN "GroupTeacher" gt ON gt."groupId" = g.id AND gt."teacherId" = ${teacherId}
    WHERE gs."studentId" = ${studentColumn})`;
}

/** Refuses a mentor who may not review this student's work (a teacher of another group). */
export async function assertMentorOf(caller: Caller, studentId: string, tx?: Tx): Promise<void> {
  assertMentor(caller);
  if (caller.role === "admin") return;
  const [row] = await (tx ?? db()).$queryRaw<{ teaches: boolean }[]>`SELECT ${teachesStudentSql(caller.id, Prisma.sql`${studentId}`)} AS teaches`;
  if (!row?.teaches) throw new AppError("not_your_student");
}
