import { randomUUID } from "node:crypto";
import pg from "pg";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { ADMIN_USERS_COUNT_BOUND, ADMIN_USERS_PAGE, MANY_MATCHES_REMEMBERED_MS } from "@/lib/admin/find-users";
import { USER_SORTS, type UserSort } from "@/lib/admin/user-sorts";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { call } from "../support/call";
import { createUser, type TestUser } from "../support/factories";

// Issue 27 item 5: a users search by name or phone counts its matches once, in the statement
// that reads its page, and at most up to a bound: below it the total is exact, beyond it the
// answer says "more than `total`" (totalAtLeast) and its pages are those of the bound, so a
// search that finds 5,000 people costs what one that finds a thousand does.

let admin: TestUser;
// A name the whole school shares beyond the bound (some of them offline students), and one a class shares.
const crowd = `Kamola${randomUUID().slice(0, 6)}`;
const clazz = `Ольга${randomUUID().slice(0, 6)}`;
// Enough that the students among them (nine in ten) are beyond the bound too.
const CROWD = ADMIN_USERS_COUNT_BOUND + 150;
let phones = 0;
const nextPhone = () => `+99893${String(phones++).padStart(7, "0")}`;

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  const now = Date.now();
  await db().user.createMany({
    data: Array.from({ length: CROWD }, (_, i) => ({
      fullName: `${crowd} ${i}`,
      phone: nextPhone(),
      passwordHash: "x",
      role: i % 10 === 0 ? ("student_offline" as const) : ("student" as const),
      balance: (i * 7919) % 100_000,
      createdAt: new Date(now - i * 60_000),
    })),
  });
  await db().user.createMany({
    data: Array.from({ length: 45 }, (_, i) => ({ fullName: `${clazz} ${i}`, phone: nextPhone(), passwordHash: "x", balance: i % 4, createdAt: new Date(now - i * 1000) })),
  });
});

const ORDERS: Record<UserSort, Prisma.UserOrderByWithRelationInput[]> = {
  newest: [{ createdAt: "desc" }, { id: "desc" }],
  oldest: [{ createdAt: "asc" }, { id: "asc" }],
  balance_desc: [{ balance: "desc" }, { id: "desc" }],
  balance_asc: [{ balance: "asc" }, { id: "asc" }],
};

/** What Prisma's `contains` finds for the search, in the sort's order, page by page (the list's contract). */
async function byPrisma(search: string, sort: UserSort, page: number, role?: "student" | "student_offline") {
  const where: Prisma.UserWhereInput = { OR: [{ fullName: { contains: search, mode: "insensitive" } }, { phone: { contains: search } }], ...(role ? { role } : {}) };
  const rows = await db().user.findMany({ where, select: { id: true }, orderBy: ORDERS[sort], skip: (page - 1) * ADMIN_USERS_PAGE, take: ADMIN_USERS_PAGE });
  return { ids: rows.map((row) => row.id), count: await db().user.count({ where }) };
}

const ids = (body: Record<string, unknown>) => (body.users as { id: string }[]).map((user) => user.id);

describe("GET /api/admin/users?search= counts up to a bound", () => {
  it("answers the exact total below the bound, with totalAtLeast false, and every sort's pages as Prisma reads them", async () => {
    for (const sort of USER_SORTS) {
      for (const page of [1, 3]) {
        const res = await call(listUsers, { token: admin.token, query: { search: clazz.toLowerCase(), sort, page: String(page) } });
        expect(res.status).toBe(200);
        const expected = await byPrisma(clazz, sort, page);
        expect(res.body).toMatchObject({ total: 45, totalAtLeast: false, pages: 3, page, pageSize: ADMIN_USERS_PAGE });
        expect(ids(res.body), `${sort} page ${page}`).toEqual(expected.ids);
      }
    }
  });

  it("answers the bound with totalAtLeast beyond it, and its pages hold the rows Prisma reads there, in every sort", async () => {
    const pages = ADMIN_USERS_COUNT_BOUND / ADMIN_USERS_PAGE;
    for (const sort of USER_SORTS) {
      for (const page of [1, 2, pages]) {
        const res = await call(listUsers, { token: admin.token, query: { search: crowd, sort, page: String(page) } });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ total: ADMIN_USERS_COUNT_BOUND, totalAtLeast: true, pages, page });
        const expected = await byPrisma(crowd, sort, page);
        expect(expected.count).toBe(CROWD);
        expect(ids(res.body), `${sort} page ${page}`).toEqual(expected.ids);
      }
    }
    // A page past the bound's pages answers the last of them.
    const past = await call(listUsers, { token: admin.token, query: { search: crowd, page: String(pages + 3) } });
    expect(past.body).toMatchObject({ page: pages, pages, total: ADMIN_USERS_COUNT_BOUND, totalAtLeast: true });
    expect(ids(past.body)).toEqual((await byPrisma(crowd, "newest", pages)).ids);
  });

  it("walks a search lately found beyond the bound without counting its matches again, for a while", async () => {
    // Its own search (the crowd's name without its first letter), so no other test has asked it.
    const search = crowd.slice(1);
    const asked = async (query: Record<string, string>) => {
      const sent = vi.spyOn(pg.Client.prototype, "query");
      try {
        const res = await call(listUsers, { token: admin.token, query: { search, ...query } });
        const counted = sent.mock.calls.some(([statement]) => JSON.stringify(statement).includes("qadam_suffixes"));
        return { res, counted };
      } finally {
        sent.mockRestore();
      }
    };
    const first = await asked({});
    expect(first.counted).toBe(true);
    expect(first.res.body).toMatchObject({ total: ADMIN_USERS_COUNT_BOUND, totalAtLeast: true });
    // The next pages and sorts of it walk the order's index only, and hold the rows Prisma reads there.
    for (const [sort, page] of [["oldest", 2], ["balance_desc", 50], ["newest", 1]] as const) {
      const next = await asked({ sort, page: String(page) });
      expect(next.counted, `${sort} page ${page}`).toBe(false);
      expect(next.res.body).toMatchObject({ total: ADMIN_USERS_COUNT_BOUND, totalAtLeast: true, page, pages: ADMIN_USERS_COUNT_BOUND / ADMIN_USERS_PAGE });
      expect(ids(next.res.body), `${sort} page ${page}`).toEqual((await byPrisma(search, sort, page)).ids);
    }
    // Past its time it is counted again.
    const now = performance.now();
    const later = vi.spyOn(performance, "now").mockReturnValue(now + MANY_MATCHES_REMEMBERED_MS + 1000);
    try {
      expect((await asked({})).counted).toBe(true);
    } finally {
      later.mockRestore();
    }
  });

  it("counts a search within a role up to the bound as well: exact when the role's matches are fewer", async () => {
    const offline = await call(listUsers, { token: admin.token, query: { search: crowd, role: "student_offline" } });
    const expected = await byPrisma(crowd, "newest", 1, "student_offline");
    expect(expected.count).toBeLessThan(ADMIN_USERS_COUNT_BOUND);
    expect(offline.body).toMatchObject({ total: expected.count, totalAtLeast: false });
    expect(ids(offline.body)).toEqual(expected.ids);
    const students = await call(listUsers, { token: admin.token, query: { search: crowd, role: "student" } });
    expect(students.body).toMatchObject({ total: ADMIN_USERS_COUNT_BOUND, totalAtLeast: true });
    expect(ids(students.body)).toEqual((await byPrisma(crowd, "newest", 1, "student")).ids);
  });

  it("keeps the exact totals of the whole list and of a search naming a role (counted, not bounded)", async () => {
    const all = await call(listUsers, { token: admin.token });
    expect(all.body).toMatchObject({ total: await db().user.count(), totalAtLeast: false });
    const role = await call(listUsers, { token: admin.token, query: { search: "offline" } });
    const expected = await db().user.count({ where: { OR: [{ role: "student_offline" }, { fullName: { contains: "offline", mode: "insensitive" } }, { phone: { contains: "offline" } }] } });
    expect(role.body).toMatchObject({ total: expected, totalAtLeast: false });
  });

  it.each([
    ["a Cyrillic name in another case", () => clazz.toUpperCase(), 45],
    ["a Cyrillic name's middle", () => clazz.slice(2, 8), 45],
    ["LIKE's % as itself", () => `${crowd}%1`, 0],
    ["LIKE's _ as itself", () => `${crowd}_1`, 0],
    ["a backslash", () => `${crowd}\\`, 0],
  ])("finds %s as Prisma's contains does", async (_, search, count) => {
    const res = await call(listUsers, { token: admin.token, query: { search: search() } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: count, totalAtLeast: false });
  });

  it.each([
    ["a NUL byte", `${crowd}\u0000`],
    ["a search over 100 characters", "K".repeat(101)],
  ])("refuses %s with 400, never 500", async (_, search) => {
    const res = await call(listUsers, { token: admin.token, query: { search } });
    expect(res.status).toBe(400);
  });

  it("reads a lone surrogate as the replacement character the URL carries: no one, never 500", async () => {
    const res = await call(listUsers, { token: admin.token, query: { search: `${crowd}\ud800` } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 0, totalAtLeast: false, users: [] });
  });
});
