import { beforeEach, describe, expect, it } from "vitest";
import { GET as dashboard } from "@/app/api/admin/dashboard/route";
import { DELETE as deleteCourse } from "@/app/api/admin/courses/[id]/route";
import { POST as approve } from "@/app/api/admin/payments/[id]/approve/route";
import { POST as reject } from "@/app/api/admin/payments/[id]/reject/route";
import { foldListCounts, listsCounts } from "@/lib/admin/list-counts";
import { tashkentMonthKey, tashkentMonthStart } from "@/lib/admin/month-start";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createCourse, enrol } from "../support/course-factory";
import { createUser, randomPhone, type TestUser } from "../support/factories";

// Issue 27: the dashboard's cards are read from the counts the triggers keep ("ListCount"),
// never counted over every row. After each kind of write they must equal what count(*) and
// sum() give over the tables themselves.

let admin: TestUser;
beforeEach(async () => {
  await db().payment.deleteMany();
  await db().enrollment.deleteMany();
  await db().course.deleteMany();
  await db().user.deleteMany();
  admin = await createUser({ role: "admin" });
});

/** The four cards as count(*) and sum() over the tables give them, now. */
async function counted() {
  const now = new Date();
  const revenue = await db().payment.aggregate({
    where: { kind: "topup", status: "approved", decidedAt: { gte: tashkentMonthStart(now) } },
    _sum: { amount: true },
  });
  return {
    totalUsers: await db().user.count(),
    totalCourses: await db().course.count({ where: { archivedAt: null } }),
    totalPayments: await db().payment.count(),
    monthlyRevenue: revenue._sum.amount ?? 0,
  };
}

/** The cards from the kept counts alone, and as the dashboard answers them: both equal count(*). */
async function expectCardsCounted(step: string) {
  const month = tashkentMonthKey(new Date());
  const kept = await listsCounts(["User", "Course", "Payment", "RevenueMonth"], { Course: ["live"], RevenueMonth: [month] });
  const sum = (map: Map<string, number>) => [...map.values()].reduce((total, n) => total + n, 0);
  const expected = await counted();
  expect({ step, ...{ totalUsers: sum(kept.User), totalCourses: sum(kept.Course), totalPayments: sum(kept.Payment), monthlyRevenue: sum(kept.RevenueMonth) } }).toEqual({ step, ...expected });
  const res = await call(dashboard, { token: admin.token });
  expect(res.status).toBe(200);
  expect({ step, ...(res.body.stats as object) }).toEqual({ step, ...expected });
}

describe("the dashboard's cards are kept counts that equal count(*)", () => {
  it("after registrations, role changes, deletes, course archives and every payment decision", async () => {
    await expectCardsCounted("start");
    const student = await createUser({ fullName: "Kamola" });
    const other = await db().user.create({ data: { fullName: "Bobur", phone: randomPhone(), passwordHash: "x" }, select: { id: true } });
    await db().user.createMany({ data: [1, 2, 3].map((i) => ({ fullName: `Talaba ${i}`, phone: randomPhone(), passwordHash: "x", role: "student_offline" as const })) });
    await expectCardsCounted("users inserted one by one and many at once");
    await db().user.update({ where: { id: other.id }, data: { role: "student_offline" } });
    await db().user.deleteMany({ where: { fullName: "Talaba 3" } });
    await expectCardsCounted("a role changed, a user deleted");

    const html = await createCourse({ title: "HTML", position: 1 });
    const css = await createCourse({ title: "CSS", position: 2 });
    await createCourse({ title: "JS", position: 3 });
    await enrol(student.id, css.id);
    await expectCardsCounted("courses created");
    expect((await call(deleteCourse, { token: admin.token, params: { id: css.id } })).status).toBe(200);
    await expectCardsCounted("a course with students archived");
    expect((await call(deleteCourse, { token: admin.token, params: { id: html.id } })).status).toBe(200);
    await expectCardsCounted("a course without students deleted");
    await db().course.update({ where: { id: css.id }, data: { archivedAt: null } });
    await expectCardsCounted("an archived course restored");

    const monthStart = tashkentMonthStart(new Date());
    const topup = (amount: number) => ({ userId: student.id, kind: "topup" as const, amount });
    const [first, second, third] = await Promise.all([1, 2, 3].map((i) => db().payment.create({ data: topup(10_000 * i), select: { id: true } })));
    await expectCardsCounted("pending top-ups");
    expect((await call(approve, { token: admin.token, params: { id: first!.id } })).status).toBe(200);
    await expectCardsCounted("a top-up approved");
    expect((await call(reject, { token: admin.token, params: { id: second!.id }, body: { reason: "Chek yo'q" } })).status).toBe(200);
    await expectCardsCounted("a top-up rejected");
    await db().payment.createMany({
      data: [
        { ...topup(2_000_000_000), status: "approved", decidedAt: new Date(), decidedById: admin.id },
        { ...topup(2_000_000_000), status: "approved", decidedAt: new Date(), decidedById: admin.id },
        { ...topup(7_000), status: "approved", decidedAt: new Date(monthStart.getTime() - 1), decidedById: admin.id },
        { ...topup(50_000), status: "approved", decidedAt: monthStart, decidedById: admin.id },
        { userId: student.id, kind: "enrollment", status: "approved", amount: 90, courseId: css.id, decidedAt: new Date() },
      ],
    });
    await expectCardsCounted("approved top-ups past 32 bits, last month's and an enrolment, at once");
    await db().payment.update({ where: { id: first!.id }, data: { amount: 12_345 } });
    await db().payment.update({ where: { id: third!.id }, data: { status: "approved", decidedAt: new Date(monthStart.getTime() - 60_000) } });
    await db().$executeRaw`UPDATE "Payment" SET "decidedAt" = now() WHERE id = ${third!.id}`;
    await expectCardsCounted("an amount changed, an approval moved into this month by raw SQL");
    await db().payment.deleteMany({ where: { amount: 2_000_000_000 } });
    await expectCardsCounted("approved top-ups deleted");
    await db().user.delete({ where: { id: student.id } });
    await expectCardsCounted("a student deleted with their payments");

    for (const list of ["User", "Course", "Payment", "RevenueMonth"] as const) await foldListCounts(list);
    await expectCardsCounted("the counts folded");
  });
});
