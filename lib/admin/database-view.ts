import "server-only";
import { z } from "zod";
import type { Prisma } from "@/lib/db/generated/client";
import { countOf, listCounts } from "@/lib/admin/list-counts";
import { pageOf, pageParam, readPage, reversed, type Page } from "@/lib/admin/paging";
import { db } from "@/lib/db/client";
import { placePaymentsPage } from "@/lib/admin/find-admin-payments";

export const DATABASE_TABLES = ["users", "courses", "payments"] as const;
export type DatabaseTable = (typeof DATABASE_TABLES)[number];
export const DATABASE_PAGE = 50;

export const databaseParams = z.object({
  table: z.enum(DATABASE_TABLES, { error: "api.validation.table" }),
});

/** GET /api/admin/database/{table}?page= */
export const databaseQuery = z.object({ page: pageParam });

// The columns each tab shows, in order. Never a password hash or a token version.
const userColumns = {
  id: true, fullName: true, phone: true, role: true, balance: true, step: true,
  region: true, district: true, school: true, grade: true, createdAt: true,
} satisfies Prisma.UserSelect;
const courseColumns = {
  id: true, title: true, instructor: true, price: true, durationWeeks: true, level: true,
  category: true, status: true, position: true, archivedAt: true, createdAt: true,
} satisfies Prisma.CourseSelect;
const paymentColumns = {
  id: true, userId: true, kind: true, status: true, amount: true, paymentMethod: true,
  transactionId: true, courseId: true, decidedById: true, decidedAt: true, createdAt: true,
} satisfies Prisma.PaymentSelect;

// Who and what a payment's ids point at, read with the page (a join per row, 50 rows), so the
// screen names the student, the course and the deciding admin; the ids stay in their columns.
const paymentReferences = {
  user: { select: { fullName: true, phone: true } },
  course: { select: { title: true } },
  decidedBy: { select: { fullName: true, phone: true } },
} satisfies Prisma.PaymentSelect;
const paymentRows = { ...paymentColumns, ...paymentReferences } satisfies Prisma.PaymentSelect;

/** A column of the view; the screen names it in the reader's language (admin.database.columns). */
export type DatabaseColumn = keyof typeof userColumns | keyof typeof courseColumns | keyof typeof paymentColumns;

const newest = [{ createdAt: "desc" as const }, { id: "desc" as const }];

// A payments page deeper than this is placed by the per-hour counts (placePaymentsPage).
const PLACE_PAYMENTS_FROM = 2000;

/**
 * The read-only database view: one page of a table, newest first, its column names and the page
 * fields. The users' and payments' totals are read from "ListCount", a page past the middle is
 * read from the other end of the (createdAt, id) index, and a deep payments page is placed by
 * the per-hour counts. A payment's row also carries `user`, `course` and `decidedBy`: the names
 * behind its ids.
 */
export async function readDatabaseTable({ table, page }: { table: DatabaseTable; page: number }): Promise<Page & { columns: DatabaseColumn[]; rows: object[] }> {
  const total = table === "users" ? countOf(await listCounts("User")) : table === "courses" ? await db().course.count() : countOf(await listCounts("Payment"));
  const paging = pageOf(page, DATABASE_PAGE, total);
  const rows = await readPage(paging, ({ skip, take, reverse }): Promise<object[]> => {
    const orderBy = reverse ? reversed(newest) : newest;
    return table === "users"
      ? db().user.findMany({ select: userColumns, orderBy, skip, take })
      : table === "courses"
        ? db().course.findMany({ select: courseColumns, orderBy, skip, take })
        : skip > PLACE_PAYMENTS_FROM
          ? placePaymentsPage({ skip, take, reverse }).then((ids) => db().payment.findMany({ where: { id: { in: ids } }, select: paymentRows, orderBy }))
          : db().payment.findMany({ select: paymentRows, orderBy, skip, take });
  });
  const columns = Object.keys(table === "users" ? userColumns : table === "courses" ? courseColumns : paymentColumns) as DatabaseColumn[];
  return { columns, rows, ...paging };
}
