import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { recordId } from "@/lib/api/record-id";
import { parseFlexibleDate } from "@/lib/format/parse-date";
import { fromDateColumn, toDateColumn } from "./db-date";
import { weekDays, type DayLabel } from "./week";

/** `?week=` any day of the wanted week as 'yyyy-MM-dd'; absent means this Tashkent week. */
export const registerQuery = z.object({
  week: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "api.validation.weekDate")
    .refine((value) => parseFlexibleDate(value) !== null, "api.validation.weekDate")
    .optional(),
  /** Only this group's students (issue 38). */
  groupId: recordId.optional(),
});

export type RegisterCell = { score: number; note: string };

export type RegisterStudent = {
  id: string;
  fullName: string;
  step: number;
  attendanceDays: string[];
  totalScore: number;
  /** The week's scores by 'yyyy-MM-dd'; a day with no score is absent. */
  cells: Record<string, RegisterCell>;
};

export type RegisterWeek = {
  days: { day: DayLabel; date: string }[];
  /** The Monday of this week in Tashkent, so the page can tell the current week. */
  currentWeek: string;
  students: RegisterStudent[];
};

/**
 * The daily register's grid: every offline student by name with the scores of one Monday–Sunday
 * Tashkent week. One findMany; Prisma loads the week's scores of all rows with one IN query.
 */
export async function findRegisterWeek({ caller, week, groupId, now = new Date() }: { caller: Caller; week?: string; groupId?: string; now?: Date }): Promise<RegisterWeek> {
  if (caller.role !== "admin") throw new AppError("admin_only");
  const anchor = week ? parseFlexibleDate(week) : now;
  if (!anchor) throw new AppError("invalid_input", "api.validation.weekDate");
  const days = weekDays(anchor);
  const first = toDateColumn(days[0]?.date);
  const last = toDateColumn(days[days.length - 1]?.date);
  if (!first || !last) throw new AppError("invalid_input", "api.validation.weekDate");
  const rows = await db().user.findMany({
    where: { role: "student_offline", ...(groupId ? { groupsJoined: { some: { groupId } } } : {}) },
    select: {
      id: true,
      fullName: true,
      step: true,
      attendanceDays: true,
      totalScore: true,
      dailyScores: { where: { date: { gte: first, lte: last } }, select: { date: true, score: true, note: true } },
    },
    orderBy: [{ fullName: "asc" }, { id: "asc" }],
  });
  return {
    days,
    currentWeek: weekDays(now)[0]?.date ?? "",
    students: rows.map(({ dailyScores, ...student }) => ({
      ...student,
      cells: Object.fromEntries(dailyScores.map((entry) => [fromDateColumn(entry.date), { score: entry.score, note: entry.note }])),
    })),
  };
}
