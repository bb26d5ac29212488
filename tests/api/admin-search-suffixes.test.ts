import { beforeAll, describe, expect, it } from "vitest";
import { GET as listPayments } from "@/app/api/admin/payments/route";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { userContainsSql } from "@/lib/admin/contains-sql";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { placePaymentsPage, readAdminPayments } from "@/lib/admin/find-admin-payments";
import { adminPaymentSelect } from "@/lib/payments/shapes";
import { call } from "../support/call";
import { createCourse } from "../support/course-factory";
import { createUser, type TestUser } from "../support/factories";

// Issue 12: the admin searches by name and phone are answered by the suffix indexes
// (migration 20261123045234_admin_search_suffixes) and must find exactly the rows a plain
// "contains" finds (spec §5): the name holding the search in any case, the phone the digits.
// LIKE's % and _ are characters like any other there.

let admin: TestUser;
const people = [
  { fullName: "Aziza Karimova", phone: "+998901234567" },
  { fullName: "Dilnoza KARIMOVA", phone: "+998911250000" },
  { fullName: "Ёлкин O'g'li", phone: "+998935550012" },
  { fullName: "Jasur 1_2 Toshev", phone: "+998771200120" },
  { fullName: "Jasur 192 Toshev", phone: "+998990012345" },
  { fullName: "Madina Yusupova", phone: "+998330000250" },
];

beforeAll(async () => {
  admin = await createUser({ role: "admin", fullName: "Bosh Admin", phone: "+998900000001" });
  for (const [i, person] of people.entries()) {
    const user = await createUser(person);
    // Two payments each; the last person's amounts are the 250 000 the second one's phone holds.
    await db().payment.createMany({
      data: [0, 1].map((n) => ({ userId: user.id, kind: "topup" as const, amount: i === people.length - 1 ? 250_000 : 10_000 * (i + 1) + n, transactionId: `TRX-${i}${n}0012` })),
    });
  }
});

/** The users a search means: the name holds it in any case, or the phone the digits typed (without spaces, dashes, parentheses). */
async function usersBefore(search: string): Promise<string[]> {
  const digits = search.replace(/[\s()-]/g, "") || search;
  const rows = await db().$queryRaw<{ id: string }[]>`
    SELECT id FROM "User" WHERE strpos(lower("fullName"), lower(${search})) > 0 OR strpos(phone, ${digits}) > 0 ORDER BY id`;
  return rows.map((row) => row.id);
}

/** The payments a search means: the student's name, or phone for a number, the transaction id, id, user id or amount. */
async function paymentsBefore(search: string): Promise<string[]> {
  const digits = search.replace(/[\s()-]/g, "");
  const phone = /^\+?\d{3,}$/.test(digits) ? digits : null;
  const amount = /^\d{1,9}$/.test(digits) ? Number(digits) : null;
  const rows = await db().$queryRaw<{ id: string }[]>`
    SELECT p.id FROM "Payment" AS p JOIN "User" AS u ON u.id = p."userId"
    WHERE strpos(lower(u."fullName"), lower(${search})) > 0 OR (${phone}::text IS NOT NULL AND strpos(u.phone, ${phone}::text) > 0)
      OR strpos(lower(p."transactionId"), lower(${search})) > 0 OR p.id = ${search} OR p."userId" = ${search} OR p.amount = ${amount}::int
    ORDER BY p.id`;
  return rows.map((row) => row.id);
}

async function found(handler: Parameters<typeof call>[0], list: "users" | "payments", search: string): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const res = await call(handler, { token: admin.token, query: { search, page: String(page) } });
    expect(res.status).toBe(200);
    ids.push(...(res.body[list] as { id: string }[]).map((row) => row.id));
    total = res.body.total as number;
    if (page >= (res.body.pages as number)) break;
  }
  return { ids: ids.sort(), total };
}

describe("admin searches by the suffix indexes find what LIKE found", () => {
  const userSearches = [
    ["the end of a phone", "4567"],
    ["the middle of a phone", "1250"],
    ["digits with spaces, as typed", "90 123 45"],
    ["a phone written with +998 and spaces", "+998 91 125"],
    ["a whole phone", "+998935550012"],
    ["digits every phone holds", "998"],
    ["two digits (LIKE itself)", "12"],
    ["a name in another case", "KARIMOVA"],
    ["the middle of a name", "rimo"],
    ["a Cyrillic name in another case", "ЁЛКИН"],
    ["a name with apostrophes", "o'g'li"],
    ["an underscore, as itself", "1_2"],
    ["a percent sign, as itself", "Jasur%Toshev"],
    ["a lone percent sign", "%"],
    ["a backslash", "\\"],
    ["a name and digits", "Jasur 19"],
    ["nothing", "Zafar 000"],
  ] as const;

  it.each(userSearches)("users: %s (%s)", async (_, search) => {
    const before = await usersBefore(search);
    expect(await found(listUsers, "users", search)).toEqual({ ids: before, total: before.length });
  });

  const paymentSearches = [
    ["an amount that is also in a phone", "250000"],
    ["the middle of a phone", "1250"],
    ["a phone written with +998 and spaces", "+998 93 555"],
    ["digits of a transaction id and a phone", "0012"],
    ["a name in another case", "karimova"],
    ["a Cyrillic name in another case", "ёлкин"],
    ["an underscore, as itself", "1_2"],
  ] as const;

  it.each(paymentSearches)("payments: %s (%s)", async (_, search) => {
    const before = await paymentsBefore(search);
    expect(before.length).toBeGreaterThan(0);
    expect(await found(listPayments, "payments", search)).toEqual({ ids: before, total: before.length });
  });

  it("takes LIKE's % and _ as themselves: '1_2' finds its own name and not '192', '%' finds none of these people", async () => {
    const byName = new Map((await db().user.findMany({ where: { phone: { in: people.map((person) => person.phone) } } })).map((user) => [user.fullName, user.id]));
    const underscore = await found(listUsers, "users", "1_2");
    expect(underscore.ids).toContain(byName.get("Jasur 1_2 Toshev"));
    expect(underscore.ids).not.toContain(byName.get("Jasur 192 Toshev"));
    const percent = await found(listUsers, "users", "%");
    expect(percent.ids.filter((id) => [...byName.values()].includes(id))).toEqual([]);
    expect((await found(listPayments, "payments", "TRX_")).total).toBe(0);
  });

  it("reads a name or phone of 3 characters and more through the suffix indexes, shorter ones and LIKE's wildcards through LIKE", async () => {
    const plan = await db().$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      const rows = await tx.$queryRaw<{ "QUERY PLAN": string }[]>`
        EXPLAIN SELECT id FROM "User" WHERE ${userContainsSql("fullName", "Karimova")} OR ${userContainsSql("phone", "0012")}`;
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("User_fullName_suffixes_idx");
    expect(plan).toContain("User_phone_suffixes_idx");
    expect(userContainsSql("fullName", "ab").sql).toContain("ILIKE");
    expect(userContainsSql("fullName", "1_2").sql).toContain("ILIKE");
    expect(userContainsSql("phone", "12%").sql).toContain("LIKE");
  });
});

describe("readAdminPayments", () => {
  it("reads a page's payments as Prisma's adminPaymentSelect does, relations included, in either order", async () => {
    const course = await createCourse({ title: "Python asoslari" });
    const student = await createUser({ fullName: "Laziz Receipt" });
    const base = Date.now() - 60_000;
    const ids = ["a", "b", "c"].map((suffix) => `readpay-${suffix}`);
    await db().payment.createMany({
      data: [
        { id: ids[0]!, userId: student.id, kind: "topup", amount: 1000, createdAt: new Date(base) },
        { id: ids[1]!, userId: student.id, kind: "enrollment", amount: 2000, courseId: course.id, createdAt: new Date(base + 1000), status: "approved", decidedById: admin.id, decidedAt: new Date(base + 2000) },
        { id: ids[2]!, userId: student.id, kind: "topup", amount: 3000, createdAt: new Date(base + 1000), description: "naqd", transactionId: "TX-R" },
      ],
    });
    await db().paymentReceipt.create({ data: { paymentId: ids[2]!, mimeType: "image/png", size: 1, data: Buffer.from([1]) } });
    for (const reverse of [false, true]) {
      const order: Prisma.PaymentOrderByWithRelationInput[] = reverse ? [{ createdAt: "asc" }, { id: "asc" }] : [{ createdAt: "desc" }, { id: "desc" }];
      const expected = await db().payment.findMany({ where: { id: { in: ids } }, select: adminPaymentSelect, orderBy: order });
      const read = await readAdminPayments(ids, reverse);
      expect(read).toEqual(expected);
      expect(JSON.stringify(read)).toBe(JSON.stringify(expected));
    }
    expect(await readAdminPayments([])).toEqual([]);
  });
});

describe("placePaymentsPage", () => {
  it("folds the per-day and per-hour counts once their rows of changes pile up, and still places the page", async () => {
    const student = await createUser({ fullName: "Laziz Fold" });
    // 250 statements, one payment each: 250 rows of changes in "PaymentDay" and "PaymentHour".
    for (let i = 0; i < 250; i++) {
      await db().payment.create({ data: { userId: student.id, kind: "topup", amount: 100 + i, createdAt: new Date(Date.UTC(2026, 1, 1 + (i % 3), i % 24)) } });
    }
    const rows = (list: string) => db().listCount.count({ where: { list } });
    expect(await rows("PaymentDay")).toBeGreaterThan(200);
    const byOffset = await db().payment.findMany({ select: { id: true }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: 100, take: 15 });
    expect(await placePaymentsPage({ skip: 100, take: 15, reverse: false })).toEqual(byOffset.map((row) => row.id));
    const days = await db().listCount.groupBy({ by: ["key"], where: { list: "PaymentDay" } });
    expect(await rows("PaymentDay")).toBe(days.length);
    expect(await rows("PaymentHour")).toBeLessThanOrEqual(24 * days.length);
    expect(await placePaymentsPage({ skip: 100, take: 15, reverse: false })).toEqual(byOffset.map((row) => row.id));
  });
});
