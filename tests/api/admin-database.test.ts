import { describe, expect, it } from "vitest";
import { GET as readTable } from "@/app/api/admin/database/[table]/route";
import { DATABASE_PAGE } from "@/lib/admin/database-view";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createUser } from "../support/factories";

describe("GET /api/admin/database/{table}", () => {
  it("answers users without password hashes or token versions", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser({ fullName: "Jadval Talaba", balance: 1234 });
    const res = await call(readTable, { params: { table: "users" }, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.columns).toEqual(["id", "fullName", "phone", "role", "balance", "step", "region", "district", "school", "grade", "createdAt"]);
    const rows = res.body.rows as Record<string, unknown>[];
    expect(rows.find((row) => row.id === student.id)).toMatchObject({ fullName: "Jadval Talaba", balance: 1234, role: "student" });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|tokenVersion|\$2[aby]\$/);
  });

  it("answers courses, archived ones included, and payments", async () => {
    const admin = await createUser({ role: "admin" });
    const course = await db().course.create({ data: { title: "Arxiv kurs", description: "d", instructor: "i", price: 5, archivedAt: new Date() }, select: { id: true } });
    const payment = await db().payment.create({ data: { userId: admin.id, kind: "topup", amount: 777, transactionId: "TX9" }, select: { id: true } });
    const courses = await call(readTable, { params: { table: "courses" }, token: admin.token });
    expect(courses.status).toBe(200);
    expect(courses.body.columns).toContain("archivedAt");
    expect((courses.body.rows as { id: string }[]).some((row) => row.id === course.id)).toBe(true);
    const payments = await call(readTable, { params: { table: "payments" }, token: admin.token });
    expect(payments.body.columns).toEqual(["id", "userId", "kind", "status", "amount", "paymentMethod", "transactionId", "courseId", "decidedById", "decidedAt", "createdAt"]);
    expect((payments.body.rows as Record<string, unknown>[]).find((row) => row.id === payment.id)).toMatchObject({ amount: 777, status: "pending", transactionId: "TX9" });
  });

  it("names the student, the course and the deciding admin behind a payment's ids", async () => {
    const admin = await createUser({ role: "admin", fullName: "Qaror Admin" });
    const student = await createUser({ fullName: "Havola Talaba" });
    const course = await db().course.create({ data: { title: "Havola kursi", description: "d", instructor: "i", price: 5 }, select: { id: true } });
    const paid = await db().payment.create({ data: { userId: student.id, kind: "enrollment", status: "approved", amount: 5, courseId: course.id }, select: { id: true } });
    const decided = await db().payment.create({ data: { userId: student.id, kind: "topup", status: "approved", amount: 9, decidedById: admin.id, decidedAt: new Date() }, select: { id: true } });
    const res = await call(readTable, { params: { table: "payments" }, token: admin.token });
    expect(res.status).toBe(200);
    // The columns stay the ids; the names ride beside them.
    expect(res.body.columns).toEqual(["id", "userId", "kind", "status", "amount", "paymentMethod", "transactionId", "courseId", "decidedById", "decidedAt", "createdAt"]);
    const rows = res.body.rows as Record<string, unknown>[];
    expect(rows.find((row) => row.id === paid.id)).toMatchObject({
      userId: student.id, user: { fullName: "Havola Talaba", phone: student.phone },
      courseId: course.id, course: { title: "Havola kursi" }, decidedById: null, decidedBy: null,
    });
    expect(rows.find((row) => row.id === decided.id)).toMatchObject({ courseId: null, course: null, decidedById: admin.id, decidedBy: { fullName: "Qaror Admin", phone: admin.phone } });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|tokenVersion|\$2[aby]\$/);
  });

  it("answers one page of the newest rows with page and total; a page past the end is the last", async () => {
    const admin = await createUser({ role: "admin" });
    const owner = await createUser();
    await db().payment.deleteMany();
    const base = Date.now() - 1_000_000;
    const count = DATABASE_PAGE + 5;
    await db().payment.createMany({
      data: Array.from({ length: count }, (_, i) => ({ userId: owner.id, kind: "topup" as const, amount: 900_000 + i, createdAt: new Date(base + i * 1000) })),
    });
    const total = await db().payment.count();
    const first = await call(readTable, { params: { table: "payments" }, query: { page: "1" }, token: admin.token });
    expect(first.status).toBe(200);
    const rows = first.body.rows as { amount: number }[];
    expect(rows).toHaveLength(DATABASE_PAGE);
    expect(rows[0]?.amount).toBe(900_000 + count - 1);
    expect(first.body).toMatchObject({ page: 1, pageSize: DATABASE_PAGE, total, pages: Math.ceil(total / DATABASE_PAGE) });
    const second = await call(readTable, { params: { table: "payments" }, query: { page: "2" }, token: admin.token });
    expect((second.body.rows as { amount: number }[])[0]?.amount).toBe(900_000 + 4);
    const past = await call(readTable, { params: { table: "payments" }, query: { page: "999" }, token: admin.token });
    expect(past.body.page).toBe(Math.ceil(total / DATABASE_PAGE));
    expect((past.body.rows as unknown[]).length).toBe(total - (Math.ceil(total / DATABASE_PAGE) - 1) * DATABASE_PAGE);
  });

  it.each(["0", "-1", "1.5", "x"])("refuses page %s with 400", async (page) => {
    const admin = await createUser({ role: "admin" });
    const res = await call(readTable, { params: { table: "users" }, query: { page }, token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: "page 1 dan katta butun son bo'lishi kerak" });
  });

  it.each(["ledger", "LedgerEntry", "users;drop", "RateLimitCounter"])("refuses table %s with 400", async (table) => {
    const admin = await createUser({ role: "admin" });
    const res = await call(readTable, { params: { table }, token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: "Jadval users, courses yoki payments bo'lishi kerak" });
  });

  it("answers 403 to a student and 401 without a token", async () => {
    const student = await createUser();
    const res = await call(readTable, { params: { table: "users" }, token: student.token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Admin huquqlariga ega emassiz");
    expect((await call(readTable, { params: { table: "users" } })).status).toBe(401);
  });
});
