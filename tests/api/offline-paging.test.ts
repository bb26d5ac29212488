import { beforeEach, describe, expect, it } from "vitest";
import { GET as listOfflineStudents } from "@/app/api/offline-students/route";
import { db } from "@/lib/db/client";
import { calendarDayKey, tashkentCalendarDay } from "@/lib/format/tashkent-time";
import { call } from "../support/call";
import { createUser, randomPhone } from "../support/factories";

// Issue 26 §2: /offline and /debtors (and /api/offline-students when asked for a page) are paged
// and searched in SQL; the count and the average percent are those of every match (spec: total
// count and overall average), and the page is that of the list's order.

type Row = { id: string; fullName: string; percent: number; step: number; daysSinceArrival: number };
type PageBody = { users: Row[]; total: number; average: number; page: number; pages: number; pageSize: number };

/** `fullName` arrived `days` Tashkent days ago (null: no arrival date) and is at `step`. */
async function offline(fullName: string, step: number, days: number | null): Promise<string> {
  const { id } = await db().user.create({ data: { fullName, phone: randomPhone(), passwordHash: "x", role: "student_offline", step }, select: { id: true } });
  const today = calendarDayKey(tashkentCalendarDay(new Date()));
  if (days !== null) await db().$executeRaw`UPDATE "User" SET "arrivalDate" = ${today}::date - ${days}::int WHERE id = ${id}`;
  return id;
}

// The spec's figures, computed here from the step and the days (§9): round(step / max(1, days) × 100).
const percentOf = (step: number, days: number | null) => Math.round((Math.max(0, step) / Math.max(1, days ?? 0)) * 100);
const averageOf = (percents: number[]) => (percents.length ? Math.round(percents.reduce((a, b) => a + b, 0) / percents.length) : 0);

type Made = { id: string; fullName: string; percent: number };
let made: Made[];

beforeEach(async () => {
  await db().user.deleteMany();
  await createUser({ fullName: "Online Student" });
  made = [];
  // 30 students: steps and days chosen so that some are at 100% and more, some under, with ties,
  // a float that rounds down in double precision (57 / 200 = 28.4999…) and one without a date.
  const plan: [string, number, number | null][] = [
    ["Goʻzal Karimova", 57, 200],
    ["Gulnoza Aliyeva", 3, 4],
    ["Anvar Toshev", 10, 10],
    ["Bekzod Olimov", 1, null],
    ["Ali Valiyev", 0, 30],
  ];
  for (let i = 0; i < 25; i++) plan.push([`Talaba ${String(i).padStart(2, "0")}`, 5 + (i % 7), 3 + (i % 11)]);
  for (const [fullName, step, days] of plan) made.push({ id: await offline(fullName, step, days), fullName, percent: percentOf(step, days) });
});

const byName = (a: Made, b: Made) => (a.fullName < b.fullName ? -1 : a.fullName > b.fullName ? 1 : a.id < b.id ? -1 : 1);

async function page(query: Record<string, string>): Promise<PageBody> {
  const res = await call(listOfflineStudents, { query });
  expect(res.status).toBe(200);
  return res.body as unknown as PageBody;
}

describe("GET /api/offline-students, paged", () => {
  it("answers 24 students a page by name, with the total and average of every offline student", async () => {
    const everyone = [...made].sort(byName);
    const first = await page({ page: "1" });
    expect(first).toMatchObject({ total: 30, pages: 2, page: 1, pageSize: 24, average: averageOf(made.map((m) => m.percent)) });
    const second = await page({ page: "2" });
    expect([...first.users, ...second.users].map((u) => u.fullName)).toEqual(everyone.map((m) => m.fullName));
    for (const user of [...first.users, ...second.users]) expect(user.percent).toBe(made.find((m) => m.id === user.id)!.percent);
    // A page past the end answers the last one.
    expect((await page({ page: "9" })).users.map((u) => u.id)).toEqual(second.users.map((u) => u.id));
  });

  it("lists the debtors (under 100%) highest percent first, names breaking ties, with their own total and average", async () => {
    const debtors = made.filter((m) => m.percent < 100).sort((a, b) => b.percent - a.percent || byName(a, b));
    const body = await page({ list: "debtors" });
    expect(body.total).toBe(debtors.length);
    expect(body.average).toBe(averageOf(debtors.map((m) => m.percent)));
    const all = body.pages > 1 ? [...body.users, ...(await page({ list: "debtors", page: "2" })).users] : body.users;
    expect(all.map((u) => u.id)).toEqual(debtors.map((m) => m.id));
  });

  it("searches the name case-insensitively, any apostrophe matching any other, and counts the matches only", async () => {
    const body = await page({ search: "GO'Z" });
    expect(body.users.map((u) => u.fullName)).toEqual(["Goʻzal Karimova"]);
    expect(body).toMatchObject({ total: 1, pages: 1, average: 28 });
    const talaba = await page({ search: "talaba 1", list: "debtors" });
    const expected = made.filter((m) => m.fullName.startsWith("Talaba 1") && m.percent < 100);
    expect(talaba.total).toBe(expected.length);
    expect(talaba.average).toBe(averageOf(expected.map((m) => m.percent)));
    expect(await page({ search: "100%_" })).toMatchObject({ users: [], total: 0, pages: 1, average: 0 });
  });

  it("still answers every student without paging parameters, and 400 to a bad one", async () => {
    const res = await call(listOfflineStudents);
    expect(res.status).toBe(200);
    expect((res.body.users as Row[]).length).toBe(30);
    expect(res.body.total).toBeUndefined();
    for (const query of [{ page: "0" }, { page: "x" }, { list: "everyone" }, { search: "a".repeat(101) }] as Record<string, string>[]) {
      expect((await call(listOfflineStudents, { query })).status).toBe(400);
    }
  });
});
