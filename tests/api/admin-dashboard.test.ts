import { beforeEach, describe, expect, it } from "vitest";
import { GET as dashboard } from "@/app/api/admin/dashboard/route";
import { tashkentMonthStart } from "@/lib/admin/month-start";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createUser } from "../support/factories";

beforeEach(async () => {
  await db().payment.deleteMany();
  await db().enrollment.deleteMany();
  await db().course.deleteMany();
  await db().user.deleteMany();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("GET /api/admin/dashboard", () => {
  it("answers the four stats with monthly revenue from approved top-ups decided this Tashkent month", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser({ fullName: "Kamola" });
    const course = await db().course.create({ data: { title: "HTML", description: "d", instructor: "i", price: 10 }, select: { id: true } });
    await db().course.create({ data: { title: "Arxiv", description: "d", instructor: "i", price: 10, archivedAt: new Date() } });
    const monthStart = tashkentMonthStart(new Date());
    const base = { userId: student.id, kind: "topup" as const, decidedById: admin.id };
    await db().payment.createMany({
      data: [
        { ...base, status: "approved", amount: 100_000, decidedAt: new Date() },
        { ...base, status: "approved", amount: 50_000, decidedAt: monthStart, createdAt: new Date(monthStart.getTime() - 86_400_000) },
        { ...base, status: "approved", amount: 7_000, decidedAt: new Date(monthStart.getTime() - 1) },
        { ...base, status: "rejected", amount: 900_000, decidedAt: new Date() },
        { userId: student.id, kind: "topup", status: "pending", amount: 800_000 },
        { userId: student.id, kind: "enrollment", status: "approved", amount: 10, courseId: course.id, decidedAt: new Date() },
      ],
    });
    const res = await call(dashboard, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.stats).toEqual({ totalUsers: 2, totalCourses: 1, totalPayments: 6, monthlyRevenue: 150_000 });
  });

  it("answers the 5 newest payments and users, newest first, with names and course titles", async () => {
    const admin = await createUser({ role: "admin" });
    const users = [];
    for (let i = 0; i < 6; i += 1) {
      const user = await createUser({ fullName: `Talaba ${i}` });
      await db().user.update({ where: { id: user.id }, data: { createdAt: minutesAgo(100 - i) } });
      users.push(user);
    }
    const course = await db().course.create({ data: { title: "CSS", description: "d", instructor: "i", price: 10 }, select: { id: true } });
    for (let i = 0; i < 7; i += 1) {
      await db().payment.create({
        data: { userId: users[0]!.id, kind: i === 6 ? "enrollment" : "topup", amount: 1000 + i, createdAt: minutesAgo(50 - i), courseId: i === 6 ? course.id : null },
      });
    }
    const res = await call(dashboard, { token: admin.token });
    expect(res.status).toBe(200);
    const payments = res.body.recentPayments as { amount: number; user: { fullName: string }; course: { title: string } | null; kind: string; status: string }[];
    expect(payments.map((p) => p.amount)).toEqual([1006, 1005, 1004, 1003, 1002]);
    expect(payments[0]).toMatchObject({ kind: "enrollment", status: "pending", user: { fullName: "Talaba 0" }, course: { title: "CSS" } });
    expect(payments[1]).toMatchObject({ course: null });
    const recent = res.body.recentUsers as { fullName: string; phone: string }[];
    // The admin was created last, so it is the newest.
    expect(recent.map((u) => u.fullName)).toEqual(["Test admin", "Talaba 5", "Talaba 4", "Talaba 3", "Talaba 2"]);
    expect(Object.keys(recent[0]!).sort()).toEqual(["createdAt", "fullName", "id", "phone"]);
  });

  it("answers zeros and empty lists on an empty academy", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await call(dashboard, { token: admin.token });
    expect(res.body).toMatchObject({ success: true, stats: { totalUsers: 1, totalCourses: 0, totalPayments: 0, monthlyRevenue: 0 }, recentPayments: [] });
  });

  it("answers 403 'Admin huquqlariga ega emassiz' to a student and 401 without a token", async () => {
    const student = await createUser();
    const forbidden = await call(dashboard, { token: student.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ success: false, message: "Admin huquqlariga ega emassiz" });
    const anonymous = await call(dashboard);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
  });
});
