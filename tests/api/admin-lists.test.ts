import { randomUUID } from "node:crypto";
import Papa from "papaparse";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as exportPayments } from "@/app/api/admin/payments/export/route";
import { GET as listPayments } from "@/app/api/admin/payments/route";
import { GET as listNotifications } from "@/app/api/admin/notifications/route";
import { POST as readAll } from "@/app/api/admin/notifications/read/route";
import { GET as exportUsers } from "@/app/api/admin/users/export/route";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { EXPORT_BATCH } from "@/lib/admin/paging";
import { db } from "@/lib/db/client";
import type { AdminEvent } from "@/lib/realtime/events";
import { installAdminEmitter } from "@/lib/realtime/publish";
import { call } from "../support/call";
import { createUser, randomPhone, type TestUser } from "../support/factories";

// DESIGN.md: admin lists are paged, searched, filtered and sorted on the server; CSV exports
// stream every matching row. Each test makes rows under a name of its own and searches for it,
// so the tests hold in any order.

const unique = () => `Q${randomUUID().slice(0, 8)}`;
type Row = Record<string, unknown> & { id: string };

let admin: TestUser;
beforeEach(async () => {
  admin = await createUser({ role: "admin" });
});

/** A student named `name` with `count` top-ups, the newest last (amounts 500_000 + i). */
async function studentWithPayments(name: string, count: number) {
  const student = await db().user.create({ data: { fullName: name, phone: randomPhone(), passwordHash: "x" }, select: { id: true, phone: true } });
  const base = Date.now() - count * 1000;
  await db().payment.createMany({
    data: Array.from({ length: count }, (_, i) => ({ userId: student.id, kind: "topup" as const, amount: 500_000 + i, transactionId: `TX-${name}-${i}`, createdAt: new Date(base + i * 1000) })),
  });
  return student;
}

async function csvRows(response: Response): Promise<string[][]> {
  const parsed = Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, ""), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** The first chunk the stream hands out, as CSV lines. */
async function firstChunkLines(response: Response): Promise<number> {
  const reader = response.body!.getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return Papa.parse<string[]>(new TextDecoder().decode(value).replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data.length;
}

describe("GET /api/admin/payments: paged and searched on the server", () => {
  it("answers 15 a page, newest first, with page, pages and total; a page past the end is the last", async () => {
    const name = unique();
    await studentWithPayments(name, 40);
    const first = await call(listPayments, { token: admin.token, query: { search: name } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 15, total: 40, pages: 3 });
    const amounts = (first.body.payments as { amount: number }[]).map((payment) => payment.amount);
    expect(amounts).toEqual(Array.from({ length: 15 }, (_, i) => 500_039 - i));
    const last = await call(listPayments, { token: admin.token, query: { search: name, page: "3" } });
    expect((last.body.payments as { amount: number }[]).map((payment) => payment.amount)).toEqual(Array.from({ length: 10 }, (_, i) => 500_009 - i));
    const past = await call(listPayments, { token: admin.token, query: { search: name, page: "9" } });
    expect(past.body).toMatchObject({ page: 3, pages: 3 });
    expect(past.body.payments).toEqual(last.body.payments);
  });

  it("finds a payment by the student's name, phone, the payment's id, its amount and its transaction id", async () => {
    const name = unique();
    const student = await studentWithPayments(name, 3);
    const payment = await db().payment.findFirstOrThrow({ where: { userId: student.id, amount: 500_001 }, select: { id: true } });
    const found = async (search: string) => {
      const res = await call(listPayments, { token: admin.token, query: { search } });
      expect(res.status).toBe(200);
      return (res.body.payments as Row[]).map((row) => row.id);
    };
    expect(await found(name.toLowerCase())).toHaveLength(3);
    expect(await found(student.phone.slice(4))).toHaveLength(3);
    expect(await found(payment.id)).toEqual([payment.id]);
    expect(await found(`TX-${name}-1`)).toEqual([payment.id]);
    const amount = 700_000 + Math.floor(Math.random() * 99_999);
    const odd = await db().payment.create({ data: { userId: student.id, kind: "topup", amount }, select: { id: true } });
    expect(await found(String(amount))).toEqual([odd.id]);
  });

  it("finds payments by status, as code or as the label the table shows", async () => {
    const name = unique();
    const student = await studentWithPayments(name, 2);
    await db().payment.updateMany({ where: { userId: student.id }, data: { status: "rejected" } });
    const rejected = await db().payment.count({ where: { status: "rejected" } });
    for (const search of ["rejected", "Rad etilgan", "отклон"]) {
      const res = await call(listPayments, { token: admin.token, query: { search } });
      expect(res.body.total).toBe(rejected);
      expect((res.body.payments as { status: string }[]).every((row) => row.status === "rejected")).toBe(true);
    }
  });

  it.each([
    ["0", "page 1 dan katta butun son bo'lishi kerak"],
    ["abc", "page 1 dan katta butun son bo'lishi kerak"],
    ["1.5", "page 1 dan katta butun son bo'lishi kerak"],
  ])("refuses page %s with 400", async (page, message) => {
    const res = await call(listPayments, { token: admin.token, query: { page } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });

  it("exports every matching payment, not one page, streamed a batch at a time", async () => {
    const name = unique();
    const count = EXPORT_BATCH * 2 + 7;
    await studentWithPayments(name, count);
    const url = `http://localhost:3000/api/admin/payments/export?search=${name}`;
    const init = { headers: { authorization: `Bearer ${admin.token}` } };
    const rows = await csvRows(await exportPayments(new Request(url, init)));
    expect(rows[0]).toEqual(["user", "date", "amount", "method", "status", "transaction id"]);
    expect(rows.slice(1).map((cells) => Number(cells[2]))).toEqual(Array.from({ length: count }, (_, i) => 500_000 + count - 1 - i));
    // The first piece of the body holds one batch: the rows are not gathered before sending.
    expect(await firstChunkLines(await exportPayments(new Request(url, init)))).toBe(EXPORT_BATCH + 1);
  });
});

describe("GET /api/admin/users: filtered, sorted and paged on the server", () => {
  async function usersNamed(name: string, balances: number[], role: "student" | "student_offline" = "student") {
    const base = Date.now() - balances.length * 1000;
    for (const [i, balance] of balances.entries()) {
      await db().user.create({ data: { fullName: `${name} ${i}`, phone: randomPhone(), passwordHash: "x", role, balance, createdAt: new Date(base + i * 1000) } });
    }
  }
  const names = (res: { body: Record<string, unknown> }) => (res.body.users as { fullName: string }[]).map((user) => user.fullName);

  it("answers 20 a page with page, pages and total", async () => {
    const name = unique();
    await usersNamed(name, Array.from({ length: 25 }, () => 0));
    const first = await call(listUsers, { token: admin.token, query: { search: name } });
    expect(first.body).toMatchObject({ page: 1, pageSize: 20, total: 25, pages: 2 });
    expect(names(first)[0]).toBe(`${name} 24`);
    const second = await call(listUsers, { token: admin.token, query: { search: name, page: "2" } });
    expect(names(second)).toEqual([4, 3, 2, 1, 0].map((i) => `${name} ${i}`));
  });

  it.each([
    ["newest", [3, 2, 1, 0]],
    ["oldest", [0, 1, 2, 3]],
    ["balance_desc", [1, 3, 0, 2]],
    ["balance_asc", [2, 0, 3, 1]],
  ])("sorts by %s", async (sort, order) => {
    const name = unique();
    await usersNamed(name, [200, 900, 100, 500]);
    const res = await call(listUsers, { token: admin.token, query: { search: name, sort } });
    expect(names(res)).toEqual(order.map((i) => `${name} ${i}`));
  });

  it("filters by role together with the search", async () => {
    const name = unique();
    await usersNamed(name, [0, 0]);
    await usersNamed(`${name} off`, [0, 0, 0], "student_offline");
    const res = await call(listUsers, { token: admin.token, query: { search: name, role: "student_offline" } });
    expect(res.body.total).toBe(3);
    expect((res.body.users as { role: string }[]).every((user) => user.role === "student_offline")).toBe(true);
  });

  it("exports every matching user in the chosen order, streamed a batch at a time", async () => {
    const name = unique();
    const count = EXPORT_BATCH + 3;
    const base = Date.now() - count * 1000;
    await db().user.createMany({
      // Phones in a sequence: a thousand random ones collide now and then.
      data: Array.from({ length: count }, (_, i) => ({ fullName: `${name} ${i}`, phone: `+99896${String(i).padStart(7, "0")}`, passwordHash: "x", balance: i % 7, createdAt: new Date(base + i * 1000) })),
    });
    const url = `http://localhost:3000/api/admin/users/export?search=${name}&sort=balance_desc`;
    const init = { headers: { authorization: `Bearer ${admin.token}` } };
    const rows = (await csvRows(await exportUsers(new Request(url, init)))).slice(1);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((cells) => cells[0])).size).toBe(count);
    const balances = rows.map((cells) => Number(cells[3]));
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect(await firstChunkLines(await exportUsers(new Request(url, init)))).toBe(EXPORT_BATCH + 1);
  });
});

describe("GET /api/admin/notifications and POST /api/admin/notifications/read", () => {
  const events: AdminEvent[] = [];
  beforeEach(() => {
    events.length = 0;
    installAdminEmitter((event) => events.push(event));
  });
  afterEach(() => installAdminEmitter(undefined));

  it("pages the list, filters unread ones, and marks all read for every admin with one event", async () => {
    await db().notification.updateMany({ data: { read: true } });
    const base = Date.now() - 100_000;
    await db().notification.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({ type: "user_registered" as const, title: `N${i}`, body: "b", read: i % 3 === 0, createdAt: new Date(base + i * 1000) })),
    });
    const unread = await call(listNotifications, { token: admin.token, query: { unread: "1" } });
    expect(unread.status).toBe(200);
    expect(unread.body).toMatchObject({ unreadCount: 20, total: 20, page: 1, pages: 1 });
    expect((unread.body.notifications as { read: boolean }[]).every((item) => !item.read)).toBe(true);
    const all = await db().notification.count();
    const second = await call(listNotifications, { token: admin.token, query: { page: "2" } });
    expect(second.body).toMatchObject({ page: 2, total: all, unreadCount: 20 });
    expect((second.body.notifications as unknown[]).length).toBe(Math.min(20, all - 20));

    const res = await call(readAll, { method: "POST", token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, updated: 20 });
    expect(await db().notification.count({ where: { read: false } })).toBe(0);
    expect(events).toEqual([{ type: "notification:read-all", payload: { before: expect.any(String) } }]);
  });

  it("refuses unread=yes with 400", async () => {
    const res = await call(listNotifications, { token: admin.token, query: { unread: "yes" } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: "unread 1 yoki 0 bo'lishi kerak" });
  });
});
