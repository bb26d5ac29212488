import "server-only";
import type { z } from "zod";
import { pageOf, type Page } from "@/lib/admin/paging";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db, type Tx } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { toDateColumn } from "@/lib/offline/db-date";
import { disconnectUserSockets } from "@/lib/realtime/publish";
import type { createGroupBody, updateGroupBody } from "./schemas";
import { groupMemberSelect, groupSelect, toGroupView, type GroupMember, type GroupView } from "./shapes";

// The admin's groups (issue 38, /admin/groups): every call here is admin-only; a teacher's own
// reads are in lib/teaching.

export const GROUPS_PAGE_SIZE = 20;
export const MEMBERS_PAGE_SIZE = 20;

function assertAdmin(caller: Caller): void {
  if (caller.role !== "admin") throw new AppError("admin_only");
}

async function courseExists(tx: Tx, courseId: string | null | undefined): Promise<void> {
  if (!courseId) return;
  const found = await tx.course.count({ where: { id: courseId } });
  if (!found) throw new AppError("course_not_found");
}

async function lockGroup(tx: Tx, groupId: string): Promise<{ id: string; archived: boolean }> {
  const [group] = await tx.$queryRaw<{ id: string; archived: boolean }[]>`SELECT id, archived FROM "Group" WHERE id = ${groupId} FOR UPDATE`;
  if (!group) throw new AppError("group_not_found");
  return group;
}

export async function createGroup({ caller, input }: { caller: Caller; input: z.output<typeof createGroupBody> }): Promise<GroupView> {
  assertAdmin(caller);
  return db().$transaction(async (tx) => {
    await courseExists(tx, input.courseId);
    const row = await tx.group.create({
      data: { name: input.name, kind: input.kind, weekdays: input.weekdays, startDate: toDateColumn(input.startDate)!, courseId: input.courseId ?? null },
      select: groupSelect,
    });
    return toGroupView(row);
  });
}

/**
 * Rename, days, start, course or archive. Taking a group out of the archive is refused while one
 * of its offline students has joined another active group since (the database's trigger says the
 * same; this check comes first, to answer with the catalogue's code).
 */
export async function updateGroup({ caller, groupId, input }: { caller: Caller; groupId: string; input: z.output<typeof updateGroupBody> }): Promise<GroupView> {
  assertAdmin(caller);
  const updated = await db().$transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    await courseExists(tx, input.courseId);
    if (group.archived && input.archived === false) {
      const [busy] = await tx.$queryRaw<{ id: string }[]>`
        SELECT u.id FROM "GroupStudent" gs JOIN "User" u ON u.id = gs."studentId"
        WHERE gs."groupId" = ${groupId} AND u.role = 'student_offline' AND EXISTS (
          SELECT 1 FROM "GroupStudent" o JOIN "Group" g ON g.id = o."groupId"
          WHERE o."studentId" = u.id AND o."groupId" <> ${groupId} AND NOT g.archived)
        ORDER BY u.id LIMIT 1 FOR UPDATE OF u`;
      if (busy) throw new AppError("already_in_group");
    }
    const data: Prisma.GroupUpdateInput = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.weekdays !== undefined ? { weekdays: input.weekdays } : {}),
      ...(input.startDate !== undefined ? { startDate: toDateColumn(input.startDate)! } : {}),
      ...(input.courseId !== undefined ? { course: input.courseId ? { connect: { id: input.courseId } } : { disconnect: true } } : {}),
      ...(input.archived !== undefined ? { archived: input.archived } : {}),
    };
    const view = toGroupView(await tx.group.update({ where: { id: groupId }, data, select: groupSelect }));
    return { view, archivedChanged: input.archived !== undefined && input.archived !== group.archived };
  });
  // A teacher's open sockets joined the rooms of their active groups (lib/realtime): archived or
  // back, the group's teachers open them again with the rooms they now have.
  if (updated.archivedChanged) await endTeacherSockets(groupId);
  return updated.view;
}

/** Ends the open sockets of the group's teachers; their pages reconnect with the rooms they have now. */
async function endTeacherSockets(groupId: string): Promise<void> {
  const teachers = await db().groupTeacher.findMany({ where: { groupId }, select: { teacherId: true } });
  for (const { teacherId } of teachers) disconnectUserSockets(teacherId);
}

export async function findGroups({
  caller,
  search,
  page,
  archived,
}: {
  caller: Caller;
  search: string;
  page: number;
  archived: "0" | "1" | "all";
}): Promise<Page & { groups: GroupView[] }> {
  assertAdmin(caller);
  const where: Prisma.GroupWhereInput = {
    ...(archived === "all" ? {} : { archived: archived === "1" }),
    ...(search ? { name: { contains: search, mode: "insensitive" } } : {}),
  };
  const total = await db().group.count({ where });
  const paging = pageOf(page, GROUPS_PAGE_SIZE, total);
  const rows = await db().group.findMany({
    where,
    select: groupSelect,
    orderBy: [{ name: "asc" }, { id: "asc" }],
    skip: (paging.page - 1) * GROUPS_PAGE_SIZE,
    take: GROUPS_PAGE_SIZE,
  });
  return { ...paging, groups: rows.map(toGroupView) };
}

export async function getGroup({ caller, groupId }: { caller: Caller; groupId: string }): Promise<GroupView> {
  assertAdmin(caller);
  const row = await db().group.findUnique({ where: { id: groupId }, select: groupSelect });
  if (!row) throw new AppError("group_not_found");
  return toGroupView(row);
}

/** A group's students, by name, one page at a time (a group of 40 in a school of 50,000). */
export async function findGroupStudents({
  caller,
  groupId,
  search,
  page,
}: {
  caller: Caller;
  groupId: string;
  search: string;
  page: number;
}): Promise<Page & { students: GroupMember[] }> {
  assertAdmin(caller);
  if (!(await db().group.count({ where: { id: groupId } }))) throw new AppError("group_not_found");
  const where: Prisma.UserWhereInput = {
    groupsJoined: { some: { groupId } },
    ...(search ? { OR: [{ fullName: { contains: search, mode: "insensitive" } }, { phone: { contains: search } }] } : {}),
  };
  const total = await db().user.count({ where });
  const paging = pageOf(page, MEMBERS_PAGE_SIZE, total);
  const students = await db().user.findMany({
    where,
    select: groupMemberSelect,
    orderBy: [{ fullName: "asc" }, { id: "asc" }],
    skip: (paging.page - 1) * MEMBERS_PAGE_SIZE,
    take: MEMBERS_PAGE_SIZE,
  });
  return { ...paging, students };
}

/** Assigns a teacher (a user whose role is `teacher`) to a group; assigning twice is a no-op. */
export async function addGroupTeacher({ caller, groupId, teacherId }: { caller: Caller; groupId: string; teacherId: string }): Promise<GroupView> {
  assertAdmin(caller);
  await db().$transaction(async (tx) => {
    await lockGroup(tx, groupId);
    const teacher = await tx.user.findUnique({ where: { id: teacherId }, select: { role: true } });
    if (!teacher) throw new AppError("user_not_found");
    if (teacher.role !== "teacher") throw new AppError("invalid_input", "api.validation.notATeacher");
    await tx.groupTeacher.upsert({ where: { groupId_teacherId: { groupId, teacherId } }, create: { groupId, teacherId }, update: {} });
  });
  // Their open socket reconnects into the group's room (lib/realtime).
  disconnectUserSockets(teacherId);
  return getGroup({ caller, groupId });
}

/** Takes a teacher off a group: from the next request on, they no longer see its students. */
export async function removeGroupTeacher({ caller, groupId, teacherId }: { caller: Caller; groupId: string; teacherId: string }): Promise<GroupView> {
  assertAdmin(caller);
  await db().$transaction(async (tx) => {
    await lockGroup(tx, groupId);
    await tx.groupTeacher.deleteMany({ where: { groupId, teacherId } });
  });
  // Their open socket stops hearing of the group's questions and projects at once (lib/realtime).
  disconnectUserSockets(teacherId);
  return getGroup({ caller, groupId });
}

/**
 * Adds a student (role student or student_offline). An offline student is in at most one active
 * group: checked on the student's locked row, so two admins adding them to two groups at once are
 * checked one after the other; the database's trigger holds the same rule for any other writer.
 */
export async function addGroupStudent({ caller, groupId, studentId }: { caller: Caller; groupId: string; studentId: string }): Promise<GroupView> {
  assertAdmin(caller);
  await db().$transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    const [student] = await tx.$queryRaw<{ role: string }[]>`SELECT role::text AS role FROM "User" WHERE id = ${studentId} FOR UPDATE`;
    if (!student) throw new AppError("user_not_found");
    if (student.role !== "student" && student.role !== "student_offline") throw new AppError("invalid_input", "api.validation.notAStudent");
    if (student.role === "student_offline" && !group.archived) {
      const elsewhere = await tx.groupStudent.count({ where: { studentId, groupId: { not: groupId }, group: { archived: false } } });
      if (elsewhere) throw new AppError("already_in_group");
    }
    await tx.groupStudent.upsert({ where: { groupId_studentId: { groupId, studentId } }, create: { groupId, studentId }, update: {} });
  });
  return getGroup({ caller, groupId });
}

export async function removeGroupStudent({ caller, groupId, studentId }: { caller: Caller; groupId: string; studentId: string }): Promise<GroupView> {
  assertAdmin(caller);
  await db().$transaction(async (tx) => {
    await lockGroup(tx, groupId);
    await tx.groupStudent.deleteMany({ where: { groupId, studentId } });
  });
  return getGroup({ caller, groupId });
}
