import { z } from "zod";
import type { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";

export const DATABASE_TABLES = ["users", "courses", "payments"] as const;
export type DatabaseTable = (typeof DATABASE_TABLES)[number];
export const DATABASE_ROW_LIMIT = 500;

export const databaseParams = z.object({
  table: z.enum(DATABASE_TABLES, { error: "Jadval users, courses yoki payments bo'lishi kerak" }),
});

// The columns each tab shows, in order. Never a password hash or a token version.
const userColumns = {
  id: true, fullName: true, phone: true, role: true, balance: true, step: true,
  region: true, district: true, school: true, grade: true, createdAt: true,
} satisfies Prisma.UserSelect;
const courseColumns = {
  id: true, title: true, instructor: true, price: true, duration: true, level: true,
  category: true, status: true, position: true, archivedAt: true, createdAt: true,
} satisfies Prisma.CourseSelect;
const paymentColumns = {
  id: true, userId: true, kind: true, status: true, amount: true, paymentMethod: true,
  transactionId: true, courseId: true, decidedById: true, decidedAt: true, createdAt: true,
} satisfies Prisma.PaymentSelect;

const newest = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/** The read-only database view: the 500 newest rows of one table and its column names. */
export async function readDatabaseTable({ table }: { table: DatabaseTable }): Promise<{ columns: string[]; rows: object[] }> {
  const take = DATABASE_ROW_LIMIT;
  if (table === "users") {
    return { columns: Object.keys(userColumns), rows: await db().user.findMany({ select: userColumns, orderBy: newest, take }) };
  }
  if (table === "courses") {
    return { columns: Object.keys(courseColumns), rows: await db().course.findMany({ select: courseColumns, orderBy: newest, take }) };
  }
  return { columns: Object.keys(paymentColumns), rows: await db().payment.findMany({ select: paymentColumns, orderBy: newest, take }) };
}
