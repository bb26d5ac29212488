import "server-only";
import { z } from "zod";
import { likeLiteral } from "@/lib/admin/contains-sql";
import { AppError } from "@/lib/errors/app-error";
import { isRecordId, recordId } from "@/lib/api/record-id";
import { pageOf, pageParam, searchParam, type Page } from "@/lib/admin/paging";
import type { Caller } from "@/lib/auth/session";
import { cachedPublic } from "@/lib/cache/public-data";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { calendarDayKey, tashkentCalendarDay } from "@/lib/format/tashkent-time";
import { APOSTROPHE_CHARS, searchable } from "./debtors";
import { offlineStaffSelect, offlineStudentSelect, toOfflineStaffView, toOfflineStudentView, type OfflineStaffView, type OfflineStudentView } from "./shapes";

/** Cards a page of /offline and /debtors shows (and /api/offline-students answers when paged). */
export const OFFLINE_PAGE_SIZE = 24;

export type OfflineList = "offline" | "debtors";

const PAGING = ["page", "search", "list", "groupId"] as const;

/**
 * The optional paging of /api/offline-students and of the pages: ?page=, ?search= and
 * ?list=debtors. `paged` says whether any was given: without one, the API answers every
 * student as it always did (the spec's contract).
 */
export const offlinePageQuery = z.preprocess(
  (raw) => (raw && typeof raw === "object" ? { ...raw, paged: PAGING.some((name) => name in raw) } : raw),
  z.object({
    page: pageParam,
    search: searchParam,
    list: z.enum(["offline", "debtors"], { message: "api.validation.offlineList" }).default("offline"),
    /** An admin's filter: one group's students only (issue 38). */
    groupId: recordId.optional(),
    paged: z.boolean(),
  }),
);

export type OfflinePage<T> = Page & { students: T[]; average: number };

/**
 * One page of the offline students (spec §2, §9), paged and searched in SQL: the completion
 * percent is computed there as completionPercent does (round(step / max(1, days) × 100), in
 * double precision, half up), so /debtors keeps the students under 100%, highest first, and the
 * total and the average of the shown percents (overallPercent) are those of every match, not of
 * the page. Then the page's rows only are read with their scores and certificates. A page past
 * the end answers the last one. A visitor's first unsearched page is kept in memory until an
 * offline student changes or the Tashkent day turns (lib/cache/public-data.ts).
 */
export async function findOfflinePage({
  caller = null,
  list,
  search,
  page,
  groupId,
  now = new Date(),
}: {
  caller?: Caller | null;
  list: OfflineList;
  search: string;
  page: number;
  groupId?: string | undefined;
  now?: Date;
}): Promise<OfflinePage<OfflineStudentView> | OfflinePage<OfflineStaffView>> {
  // Who is in which group is the school's, not the public's: the filter is an admin's.
  if (groupId && caller?.role !== "admin") throw new AppError("admin_only");
  const today = calendarDayKey(tashkentCalendarDay(now));
  const read = () => pageIds({ list, search, page, today, groupId });
  // Only the first page is kept: the keys a visitor can make are then bounded (two lists a day).
  const found = caller?.role !== "admin" && search === "" && page === 1 ? await cachedPublic("offline", `offline:first:${list}:${today}`, read) : await read();
  const { ids, ...figures } = found;
  const position = new Map(ids.map((id, index) => [id, index]));
  const byPosition = <T extends { id: string }>(rows: T[]) => rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  if (caller?.role === "admin") {
    const rows = ids.length ? await db().user.findMany({ where: { id: { in: ids } }, select: offlineStaffSelect }) : [];
    return { ...figures, students: byPosition(rows).map((row) => toOfflineStaffView(row, now)) };
  }
  const rows = ids.length ? await db().user.findMany({ where: { id: { in: ids }, role: "student_offline" }, select: offlineStudentSelect }) : [];
  return { ...figures, students: byPosition(rows).map((row) => toOfflineStudentView(row, now)) };
}

/** The page's ids in the list's order, the matches' number and their average percent, in one statement. */
async function pageIds({
  list,
  search,
  page,
  today,
  groupId,
}: {
  list: OfflineList;
  search: string;
  page: number;
  today: string;
  groupId?: string | undefined;
}): Promise<Page & { ids: string[]; average: number }> {
  const needle = searchable(search.trim());
  const inGroup = groupId ? Prisma.sql`id IN (SELECT "studentId" FROM "GroupStudent" WHERE "groupId" = ${groupId})` : Prisma.sql`true`;
  const named = needle === "" ? Prisma.sql`true` : Prisma.sql`translate(lower("fullName"), ${APOSTROPHE_CHARS}, ${"'".repeat(APOSTROPHE_CHARS.length)}) LIKE '%' || ${likeLiteral(needle)} || '%'`;
  const debtors = list === "debtors";
  const order = debtors ? Prisma.sql`percent DESC, "fullName", id` : Prisma.sql`"fullName", id`;
  // One statement, so the figures and the page agree; the page is placed once the total is
  // known (a page past the end answers the last one).
  const [row] = await db().$queryRaw<[{ total: number; average: number; ids: string[] }]>`
    WITH students AS MATERIALIZED (
      SELECT id, "fullName",
        floor(greatest(step, 0)::float8 / greatest(1, ${today}::date - "arrivalDate")::float8 * 100 + 0.5)::int AS percent
      FROM "User" WHERE role = 'student_offline' AND (${named}) AND (${inGroup})
    ),
    shown AS MATERIALIZED (SELECT * FROM students WHERE ${debtors ? Prisma.sql`percent < 100` : Prisma.sql`true`}),
    figures AS (SELECT count(*)::int AS total, coalesce(floor(sum(percent)::float8 / nullif(count(*), 0) + 0.5), 0)::int AS average FROM shown)
    SELECT total, average, ARRAY(
      SELECT id FROM shown ORDER BY ${order}
      OFFSET (least(${page}::int, greatest(1, ceil(total / ${OFFLINE_PAGE_SIZE}::float8)::int)) - 1) * ${OFFLINE_PAGE_SIZE} LIMIT ${OFFLINE_PAGE_SIZE}
    ) AS ids FROM figures`;
  return { ...pageOf(page, OFFLINE_PAGE_SIZE, row.total), average: row.average, ids: row.ids };
}

/** The offline student `id` as the list shows them (the opened card of ?student=), or null. */
export async function findOfflineCard({ caller = null, id, now = new Date() }: { caller?: Caller | null; id: string; now?: Date }): Promise<OfflineStudentView | OfflineStaffView | null> {
  if (!isRecordId(id)) return null;
  const where = { id, role: "student_offline" as const };
  if (caller?.role === "admin") {
    const row = await db().user.findFirst({ where, select: offlineStaffSelect });
    return row ? toOfflineStaffView(row, now) : null;
  }
  const row = await db().user.findFirst({ where, select: offlineStudentSelect });
  return row ? toOfflineStudentView(row, now) : null;
}
