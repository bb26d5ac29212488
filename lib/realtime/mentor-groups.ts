import "server-only";
import { db } from "@/lib/db/client";

// Which teachers' sockets hear a mentors' event (issue 41). A teacher's socket joins the rooms
// of the active groups they teach when it connects (lib/realtime/admin-socket.ts); an event names
// the groups whose teachers may read what it is about, by the same rules the reads use
// (lib/questions/access.ts, lib/review/mentor-access.ts). Changing a group's teachers or
// archiving it ends its teachers' sockets (lib/groups/manage-groups.ts), so a socket's rooms
// never outlive the rights they stand for.

/** The active groups the teacher teaches: their socket's rooms. */
export async function teacherGroupIds(teacherId: string): Promise<string[]> {
  const rows = await db().$queryRaw<{ id: string }[]>`
    SELECT g.id FROM "GroupTeacher" gt JOIN "Group" g ON g.id = gt."groupId" AND NOT g.archived
    WHERE gt."teacherId" = ${teacherId}`;
  return rows.map((row) => row.id);
}

/** The active groups whose teachers mentor the course's questions: the group studies it, or holds one of its students. */
export async function courseMentorGroupIds(courseId: string): Promise<string[]> {
  const rows = await db().$queryRaw<{ id: string }[]>`
    SELECT g.id FROM "Group" g
    WHERE NOT g.archived AND EXISTS (SELECT 1 FROM "GroupTeacher" gt WHERE gt."groupId" = g.id)
      AND (g."courseId" = ${courseId} OR EXISTS (
        SELECT 1 FROM "GroupStudent" gs JOIN "Enrollment" e ON e."userId" = gs."studentId" AND e."courseId" = ${courseId}
        WHERE gs."groupId" = g.id))`;
  return rows.map((row) => row.id);
}

/** The active groups the student is in: their teachers review the student's projects. */
export async function studentGroupIds(studentId: string): Promise<string[]> {
  const rows = await db().$queryRaw<{ id: string }[]>`
    SELECT g.id FROM "GroupStudent" gs JOIN "Group" g ON g.id = gs."groupId" AND NOT g.archived
    WHERE gs."studentId" = ${studentId}`;
  return rows.map((row) => row.id);
}
