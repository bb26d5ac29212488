import { z } from "zod";
import { pageParam, searchParam } from "@/lib/admin/paging";
import { recordId } from "@/lib/api/record-id";
import { DAY_LABELS } from "@/lib/offline/week";

// The rules of a group's form and of the group calls (issue 38), browser-safe: the admin's form
// and the routes parse with the same schemas.

export const GROUP_NAME_MAX = 80;
export const GROUP_KINDS = ["offline", "online"] as const;
export const ATTENDANCE_MARKS = ["present", "late", "absent", "excused"] as const;
export type AttendanceMarkName = (typeof ATTENDANCE_MARKS)[number];

const groupName = z.string({ error: "api.validation.groupName" }).trim().min(1, "api.validation.groupName").max(GROUP_NAME_MAX, "api.validation.groupName");
const weekdays = z
  .array(z.enum(DAY_LABELS, { message: "api.validation.groupWeekdays" }), { error: "api.validation.groupWeekdays" })
  .max(DAY_LABELS.length, "api.validation.groupWeekdays")
  .transform((days) => DAY_LABELS.filter((day) => days.includes(day)));
const calendarDate = z
  .string({ error: "api.validation.groupStartDate" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "api.validation.groupStartDate")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "api.validation.groupStartDate");

/** POST /api/admin/groups. */
export const createGroupBody = z.object({
  name: groupName,
  kind: z.enum(GROUP_KINDS, { message: "api.validation.groupKind" }),
  weekdays: weekdays.default([]),
  startDate: calendarDate,
  courseId: recordId.nullable().optional(),
});

/** PATCH /api/admin/groups/{id}: rename, days, start, course, archive; what is left out stays. */
export const updateGroupBody = z
  .object({
    name: groupName.optional(),
    weekdays: weekdays.optional(),
    startDate: calendarDate.optional(),
    courseId: recordId.nullable().optional(),
    archived: z.boolean({ error: "api.validation.groupArchived" }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), "api.validation.groupNothing");

export const groupListQuery = z.object({
  page: pageParam,
  search: searchParam,
  archived: z.enum(["0", "1", "all"], { message: "api.validation.groupArchived" }).default("0"),
});

export const groupMembersQuery = z.object({ page: pageParam, search: searchParam });

/** The teacher's or student's id in a membership call's body. */
export const memberBody = z.object({ userId: recordId });

export const groupParams = z.object({ id: recordId });
export const groupMemberParams = z.object({ id: recordId, userId: recordId });

/** `?groupId=` on the admin's register and offline list: only that group's students. */
export const groupFilter = recordId.optional();
