import "server-only";
import type { Prisma } from "@/lib/db/generated/client";
import { fromDateColumn } from "@/lib/offline/db-date";

/** A group as the admin's list and the teacher's area show it. */
export const groupSelect = {
  id: true,
  name: true,
  kind: true,
  weekdays: true,
  startDate: true,
  courseId: true,
  archived: true,
  createdAt: true,
  course: { select: { id: true, title: true, titleRu: true } },
  teachers: { select: { teacher: { select: { id: true, fullName: true, phone: true } } }, orderBy: { createdAt: "asc" } },
  _count: { select: { students: true } },
} satisfies Prisma.GroupSelect;

type GroupRow = Prisma.GroupGetPayload<{ select: typeof groupSelect }>;

export type GroupView = Omit<GroupRow, "startDate" | "teachers" | "_count"> & {
  startDate: string;
  teachers: { id: string; fullName: string; phone: string }[];
  studentCount: number;
};

export function toGroupView({ startDate, teachers, _count, ...group }: GroupRow): GroupView {
  return { ...group, startDate: fromDateColumn(startDate), teachers: teachers.map((row) => row.teacher), studentCount: _count.students };
}

/** A member of a group in the admin's member list. */
export const groupMemberSelect = { id: true, fullName: true, phone: true, role: true } satisfies Prisma.UserSelect;
export type GroupMember = Prisma.UserGetPayload<{ select: typeof groupMemberSelect }>;
