import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as listDatabase } from "@/app/api/admin/database/[table]/route";
import { GET as exportPayments } from "@/app/api/admin/payments/export/route";
import { GET as listPayments } from "@/app/api/admin/payments/route";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { likeLiteral } from "@/lib/admin/contains-sql";
import { ADMIN_USERS_COUNT_BOUND } from "@/lib/admin/find-users";
import { foldListCounts, listCounts } from "@/lib/admin/list-counts";
import { USER_SORTS } from "@/lib/admin/user-sorts";
import { db } from "@/lib/db/client";
import { placePaymentsPage } from "@/lib/admin/find-admin-payments";
import type { Prisma } from "@/lib/db/generated/client";
import ru from "@/messages/ru.json";
import uz from "@/messages/uz.json";
import { call } from "../support/call";
import { createUser, randomPhone, type TestUser } from "../support/factories";

// Issue 12: the admin lists hold at 100,000 rows. Totals are read from counts kept by triggers
// ("ListCount", User.paymentCount) or added up from a search's parts, and a page past the middle
// is read from the other end of its index. Each must give exactly what count(*) and an offset
// read give.

const unique = () => `Q${randomUUID().slice(0, 8)}`;
// Phones for users made by the thousand: a sequence, since a thousand random ones collide now and then.
let phones = 0;
const nextPhone = () => `+99897${String(phones++).padStart(7, "0")}`;
type Row = { id: string };

let admin: TestUser;
beforeEach(async () => {
  admin = await createUser({ role: "admin" });
});

async function student(name: string) {
  return db().user.create({ data: { fullName: name, phone: randomPhone(), passwordHash: "x" }, select: { id: true } });
}

/** `count` top-ups of the user, a second apart, amounts 600_000 + i. */
async function payments(userId: string, count: number, data: Partial<Prisma.PaymentCreateManyInput> = {}) {
  const base = Date.now() - 10_000_000 + Math.floor(Math.random() * 1_000_000);
  await db().payment.createMany({
    data: Array.from({ length: count }, (_, i) => ({ userId, kind: "topup" as const, amount: 600_000 + i, createdAt: new Date(base + i * 1000), ...data })),
  });
}

async function statusCounts(): Promise<Map<string, number>> {
  const groups = await db().payment.groupBy({ by: ["status"], _count: { _all: true } });
  return new Map(groups.map((group) => [group.status, group._count._all]));
}

async function roleCounts(): Promise<Map<string, number>> {
  const groups = await db().user.groupBy({ by: ["role"], _count: { _all: true } });
  return new Map(groups.map((group) => [group.role, group._count._all]));
}

const withoutZeros = (counts: Map<string, number>) => new Map([...counts].filter(([, rows]) => rows !== 0));

describe("ListCount: rows per payment status and per user role, kept by triggers", () => {
  it("agrees with count(*) through inserts, status changes, deletes, a user's cascade and a fold", async () => {
    const a = await student(unique());
    const b = await student(unique());
    await payments(a.id, 5);
    await payments(b.id, 3, { status: "approved" });
    await db().payment.updateMany({ where: { userId: a.id, amount: { lt: 600_002 } }, data: { status: "rejected" } });
    await db().payment.updateMany({ where: { userId: a.id }, data: { description: "no status change" } });
    await db().payment.deleteMany({ where: { userId: b.id, amount: 600_000 } });
    await db().user.update({ where: { id: b.id }, data: { role: "student_offline" } });
    await db().user.delete({ where: { id: a.id } });
    expect(withoutZeros(await listCounts("Payment"))).toEqual(await statusCounts());
    expect(withoutZeros(await listCounts("User"))).toEqual(await roleCounts());

    await foldListCounts("Payment");
    expect(await db().listCount.count({ where: { list: "Payment" } })).toBeLessThanOrEqual(3);
    expect(withoutZeros(await listCounts("Payment"))).toEqual(await statusCounts());
  });
});

describe("ListCount: rows per payment status and method (issue 21)", () => {
  async function statusMethodCounts(): Promise<Map<string, number>> {
    const groups = await db().payment.groupBy({ by: ["status", "paymentMethod"], _count: { _all: true } });
    return new Map(groups.map((group) => [`${group.status}:${group.paymentMethod}`, group._count._all]));
  }

  it("agrees with count(*) through inserts, status and method changes, deletes, a user's cascade and a fold", async () => {
    const a = await student(unique());
    const b = await student(unique());
    await payments(a.id, 4, { paymentMethod: "payme" });
    await payments(b.id, 3, { paymentMethod: "click", status: "approved" });
    await payments(b.id, 2, { paymentMethod: "odd:method" });
    await db().payment.updateMany({ where: { userId: a.id, amount: { lt: 600_002 } }, data: { status: "approved" } });
    await db().payment.updateMany({ where: { userId: b.id, paymentMethod: "click", amount: 600_000 }, data: { paymentMethod: "card" } });
    await db().payment.deleteMany({ where: { userId: b.id, amount: 600_001 } });
    await db().user.delete({ where: { id: a.id } });
    expect(withoutZeros(await listCounts("PaymentStatusMethod"))).toEqual(await statusMethodCounts());
    await foldListCounts("PaymentStatusMethod");
    expect(withoutZeros(await listCounts("PaymentStatusMethod"))).toEqual(await statusMethodCounts());
  });
});

describe("User.paymentCount follows the user's payments", () => {
  it("counts inserts one by one and many at once, deletes and a payment moved to another user", async () => {
    const a = await student(unique());
    const b = await student(unique());
    const countOf = async (id: string) => (await db().user.findUniqueOrThrow({ where: { id }, select: { paymentCount: true } })).paymentCount;
    await payments(a.id, 4);
    await db().payment.create({ data: { userId: a.id, kind: "topup", amount: 1 } });
    expect(await countOf(a.id)).toBe(5);
    const moved = await db().payment.findFirstOrThrow({ where: { userId: a.id }, select: { id: true } });
    await db().payment.update({ where: { id: moved.id }, data: { userId: b.id } });
    await db().payment.deleteMany({ where: { userId: a.id, amount: 1 } });
    expect([await countOf(a.id), await countOf(b.id)]).toEqual([3, 1]);
    expect(await countOf(a.id)).toBe(await db().payment.count({ where: { userId: a.id } }));
  });
});

describe("GET /api/admin/payments at scale", () => {
  it("answers the exact total of the whole list, and its middle and last pages are the rows an offset read gives", async () => {
    await payments((await student(unique())).id, 47);
    const total = await db().payment.count();
    const first = await call(listPayments, { token: admin.token });
    expect(first.body).toMatchObject({ total, pageSize: 15, pages: Math.ceil(total / 15) });
    const pages = first.body.pages as number;
    for (const page of [Math.ceil(pages / 2), Math.ceil(pages / 2) + 1, pages - 1, pages, pages + 5]) {
      const res = await call(listPayments, { token: admin.token, query: { page: String(page) } });
      const current = Math.min(page, pages);
      const byOffset = await db().payment.findMany({ select: { id: true }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (current - 1) * 15, take: 15 });
      expect(res.body.page).toBe(current);
      expect((res.body.payments as Row[]).map((row) => row.id)).toEqual(byOffset.map((row) => row.id));
    }
  });

  it("places a deep page by the per-day and per-hour counts on exactly the rows an offset read gives, both ways", async () => {
    const s = await student(unique());
    const start = Date.UTC(2026, 0, 10, 22, 30);
    // 300 payments over three days and several hours, some sharing a createdAt, one moved later.
    await db().payment.createMany({
      data: Array.from({ length: 300 }, (_, i) => ({ userId: s.id, kind: "topup" as const, amount: 1 + i, createdAt: new Date(start + Math.floor(i / 3) * 37 * 60_000) })),
    });
    await db().payment.updateMany({ where: { userId: s.id, amount: 7 }, data: { createdAt: new Date(start + 3 * 86_400_000) } });
    await db().payment.deleteMany({ where: { userId: s.id, amount: { in: [50, 51] } } });
    const total = await db().payment.count();
    const order = [{ createdAt: "desc" as const }, { id: "desc" as const }];
    for (const skip of [0, 1, 14, 15, 100, 149, total - 15, total - 1]) {
      for (const reverse of [false, true]) {
        const take = 15;
        const byOffset = await db().payment.findMany({ select: { id: true }, orderBy: reverse ? [{ createdAt: "asc" }, { id: "asc" }] : order, skip, take });
        expect(await placePaymentsPage({ skip, take, reverse }), `skip ${skip}${reverse ? " reversed" : ""}`).toEqual(byOffset.map((row) => row.id));
      }
    }
  });

  it("counts a payment once when the student's name and another payment's transaction id both match", async () => {
    const name = unique();
    const a = await student(`${name} Aliyev`);
    await payments(a.id, 3);
    // One of the student's own payments also carries the name in its transaction id.
    await db().payment.updateMany({ where: { userId: a.id, amount: 600_000 }, data: { transactionId: `TX-${name}` } });
    const other = await student(unique());
    await payments(other.id, 2);
    await db().payment.updateMany({ where: { userId: other.id, amount: 600_001 }, data: { transactionId: `${name}-2` } });
    const res = await call(listPayments, { token: admin.token, query: { search: name } });
    expect(res.body.total).toBe(4);
    expect((res.body.payments as { amount: number }[]).map((row) => row.amount).sort()).toEqual([600_000, 600_001, 600_001, 600_002]);
  });

  it("pages a name that finds over a thousand students' payments the same as Prisma's where does, first and last page", async () => {
    const name = unique();
    const count = 1010;
    await db().user.createMany({ data: Array.from({ length: count }, (_, i) => ({ id: `${name}-u${i}`, fullName: `${name} ${i}`, phone: nextPhone(), passwordHash: "x" })) });
    const base = Date.now() - 5_000_000;
    await db().payment.createMany({
      data: Array.from({ length: count }, (_, i) => ({ userId: `${name}-u${i}`, kind: "topup" as const, amount: 700_000 + i, createdAt: new Date(base + (i % 7) * 1000) })),
    });
    const other = await student(unique());
    await payments(other.id, 1, { transactionId: `${name}-bank` });
    // One of the students' own payments also matches by its transaction id: counted once.
    await db().payment.updateMany({ where: { userId: `${name}-u0` }, data: { transactionId: `${name}-own` } });
    const where: Prisma.PaymentWhereInput = { OR: [{ user: { fullName: { contains: name, mode: "insensitive" } } }, { transactionId: { contains: name, mode: "insensitive" } }] };
    const total = await db().payment.count({ where });
    expect(total).toBe(count + 1);
    const pages = Math.ceil(total / 15);
    for (const page of [1, 2, Math.ceil(pages / 2) + 1, pages]) {
      const res = await call(listPayments, { token: admin.token, query: { search: name, page: String(page) } });
      expect(res.body).toMatchObject({ total, pages, page });
      const byOffset = await db().payment.findMany({ where, select: { id: true }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (page - 1) * 15, take: 15 });
      expect((res.body.payments as Row[]).map((row) => row.id), `page ${page}`).toEqual(byOffset.map((row) => row.id));
    }
  });

  it("totals a status search as the status's rows plus other statuses' rows the rest of the search finds", async () => {
    const s = await student(unique());
    await payments(s.id, 2, { status: "rejected" });
    await payments(s.id, 1, { transactionId: `bank-rejected-${unique()}` });
    const expected = await db().payment.count({ where: { OR: [{ status: "rejected" }, { transactionId: { contains: "rejected", mode: "insensitive" } }] } });
    const res = await call(listPayments, { token: admin.token, query: { search: "rejected" } });
    expect(res.body.total).toBe(expected);
    const pages = res.body.pages as number;
    const last = await call(listPayments, { token: admin.token, query: { search: "rejected", page: String(pages) } });
    expect((last.body.payments as unknown[]).length).toBe(expected - (pages - 1) * 15);
  });

  it.each(["payme", "CLICK", "karta", "Карта", "Payme", "lick", "a"])(
    "finds %j by the method the table names (card, Payme, Click), with the exact total and the pages an offset read gives",
    async (search) => {
      const s = await student(unique());
      await payments(s.id, 20, { paymentMethod: "payme" });
      await payments(s.id, 3, { paymentMethod: "click", status: "approved" });
      await payments(s.id, 2, { paymentMethod: "click", status: "rejected" });
      await payments(s.id, 1, { transactionId: `bank-${search}-${unique()}` });
      const lower = search.toLocaleLowerCase();
      const named = <K extends string>(keys: readonly K[], labels: (key: K) => string[]) => keys.filter((key) => labels(key).some((word) => word.toLocaleLowerCase().includes(lower)));
      const statuses = named(["pending", "approved", "rejected"] as const, (status) => [status, uz.admin.payments.statuses[status], ru.admin.payments.statuses[status]]);
      const methods = named(["card", "balance", "payme", "click"] as const, (method) => [method, uz.admin.payments.methods[method], ru.admin.payments.methods[method]]);
      expect(methods.length).toBeGreaterThan(0);
      const users = await db().user.findMany({ where: { fullName: { contains: likeLiteral(search), mode: "insensitive" } }, select: { id: true } });
      const where: Prisma.PaymentWhereInput = {
        OR: [
          { userId: { in: users.map((user) => user.id) } },
          { transactionId: { contains: likeLiteral(search), mode: "insensitive" } },
          { id: search },
          { userId: search },
          ...(statuses.length ? [{ status: { in: [...statuses] } }] : []),
          { paymentMethod: { in: [...methods] } },
        ],
      };
      const total = await db().payment.count({ where });
      const res = await call(listPayments, { token: admin.token, query: { search } });
      expect(res.body.total).toBe(total);
      const pages = Math.ceil(total / 15);
      for (const page of [1, pages]) {
        const read = page === 1 ? res : await call(listPayments, { token: admin.token, query: { search, page: String(page) } });
        const byOffset = await db().payment.findMany({ where, select: { id: true }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (page - 1) * 15, take: 15 });
        expect((read.body.payments as Row[]).map((row) => row.id), `page ${page}`).toEqual(byOffset.map((row) => row.id));
      }
      const csv = await call(exportPayments, { token: admin.token, query: { search } });
      expect(String(csv.body.raw).trim().split("\n")).toHaveLength(total + 1);
    },
  );

  it.each(["Q", "60", "%"])("finds %j, shorter than a trigram, as a plain contains does (a % is itself)", async (search) => {
    const s = await student(`${unique()} a`);
    await payments(s.id, 2);
    const res = await call(listPayments, { token: admin.token, query: { search } });
    const users = await db().user.findMany({ where: { fullName: { contains: likeLiteral(search), mode: "insensitive" } }, select: { id: true } });
    const statuses = (["pending", "approved", "rejected"] as const).filter((status) =>
      [status, uz.admin.payments.statuses[status], ru.admin.payments.statuses[status]].some((word) => word.toLocaleLowerCase().includes(search.toLocaleLowerCase())),
    );
    const where: Prisma.PaymentWhereInput = {
      OR: [
        { userId: { in: users.map((user) => user.id) } },
        { transactionId: { contains: likeLiteral(search), mode: "insensitive" } },
        { id: search },
        { userId: search },
        ...(/^\d+$/.test(search) ? [{ amount: Number(search) }] : []),
        ...(statuses.length ? [{ status: { in: [...statuses] } }] : []),
      ],
    };
    expect(res.body.total).toBe(await db().payment.count({ where }));
    const page = await db().payment.findMany({ where, select: { id: true }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 15 });
    expect((res.body.payments as Row[]).map((row) => row.id)).toEqual(page.map((row) => row.id));
  });
});

describe("GET /api/admin/users at scale", () => {
  it("answers the exact total, and every sort's middle and last pages are the rows an offset read gives", async () => {
    const name = unique();
    await db().user.createMany({ data: Array.from({ length: 45 }, (_, i) => ({ fullName: `${name} ${i}`, phone: nextPhone(), passwordHash: "x", balance: i % 4 })) });
    const orders: Record<string, Prisma.UserOrderByWithRelationInput[]> = {
      newest: [{ createdAt: "desc" }, { id: "desc" }],
      oldest: [{ createdAt: "asc" }, { id: "asc" }],
      balance_desc: [{ balance: "desc" }, { id: "desc" }],
      balance_asc: [{ balance: "asc" }, { id: "asc" }],
    };
    const total = await db().user.count();
    for (const sort of USER_SORTS) {
      const pages = Math.ceil(total / 20);
      for (const page of [Math.ceil(pages / 2) + 1, pages]) {
        const res = await call(listUsers, { token: admin.token, query: { sort, page: String(page) } });
        expect(res.body).toMatchObject({ total, pages, page });
        const byOffset = await db().user.findMany({ select: { id: true }, orderBy: orders[sort], skip: (page - 1) * 20, take: 20 });
        expect((res.body.users as Row[]).map((row) => row.id), `${sort} page ${page}`).toEqual(byOffset.map((row) => row.id));
      }
    }
  });

  it("totals a search naming a role as that role's users plus the others whose name holds it", async () => {
    await db().user.create({ data: { fullName: `${unique()} offline fan`, phone: randomPhone(), passwordHash: "x" } });
    await db().user.create({ data: { fullName: unique(), phone: randomPhone(), passwordHash: "x", role: "student_offline" } });
    const expected = await db().user.count({ where: { OR: [{ role: "student_offline" }, { fullName: { contains: "offline", mode: "insensitive" } }, { phone: { contains: "offline" } }] } });
    const res = await call(listUsers, { token: admin.token, query: { search: "offline" } });
    expect(res.body.total).toBe(expected);
    const onlyStudents = await call(listUsers, { token: admin.token, query: { search: "offline", role: "student" } });
    expect(onlyStudents.body.total).toBe(await db().user.count({ where: { role: "student", fullName: { contains: "offline", mode: "insensitive" } } }));
  });

  it("answers the last page of a search for a page past its end, in every order", async () => {
    const name = unique();
    await db().user.createMany({ data: Array.from({ length: 25 }, (_, i) => ({ fullName: `${name} ${i}`, phone: nextPhone(), passwordHash: "x", balance: i % 3 })) });
    for (const sort of USER_SORTS) {
      const last = await call(listUsers, { token: admin.token, query: { search: name, sort, page: "2" } });
      const past = await call(listUsers, { token: admin.token, query: { search: name, sort, page: "7" } });
      expect(past.body).toMatchObject({ page: 2, pages: 2, total: 25 });
      expect(past.body.users).toEqual(last.body.users);
      expect((last.body.users as unknown[]).length).toBe(5);
    }
  });

  it.each(["Q", "99", "%"])("finds %j, shorter than a trigram, as a plain contains does (a % is itself)", async (search) => {
    const res = await call(listUsers, { token: admin.token, query: { search } });
    const where: Prisma.UserWhereInput = { OR: [{ fullName: { contains: likeLiteral(search), mode: "insensitive" } }, { phone: { contains: likeLiteral(search) } }] };
    // The suite's database holds every file's users, so a one-letter search may pass the bound.
    const matches = await db().user.count({ where });
    expect(res.body).toMatchObject(matches > ADMIN_USERS_COUNT_BOUND ? { total: ADMIN_USERS_COUNT_BOUND, totalAtLeast: true } : { total: matches, totalAtLeast: false });
    const page = await db().user.findMany({ where, select: { id: true }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 20 });
    expect((res.body.users as Row[]).map((row) => row.id)).toEqual(page.map((row) => row.id));
  });
});

describe("GET /api/admin/database/{table} at scale", () => {
  it("answers the exact totals, and the last page of payments is the rows an offset read gives", async () => {
    await payments((await student(unique())).id, 60);
    const total = await db().payment.count();
    const pages = Math.ceil(total / 50);
    const res = await call(listDatabase, { token: admin.token, params: { table: "payments" }, query: { page: String(pages) } });
    expect(res.body).toMatchObject({ total, pages, page: pages });
    const byOffset = await db().payment.findMany({ select: { id: true }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (pages - 1) * 50, take: 50 });
    expect((res.body.rows as Row[]).map((row) => row.id)).toEqual(byOffset.map((row) => row.id));
    const users = await call(listDatabase, { token: admin.token, params: { table: "users" } });
    expect(users.body.total).toBe(await db().user.count());
  });
});
