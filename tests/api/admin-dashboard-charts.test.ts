import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as charts } from "@/app/api/admin/dashboard/charts/route";
import { getDashboardCharts } from "@/lib/admin/get-dashboard-charts";
import { db } from "@/lib/db/client";
import { newCertificateCode } from "@/lib/offline/certificate-code";
import { call } from "../support/call";
import { createCourse, enrol, watchLessons } from "../support/course-factory";
import { createUser } from "../support/factories";

/** A Monday 00:30 in Tashkent (Sunday 19:30 UTC) in a year of the test's own, so no other test's rows fall in its weeks. */
function ownMonday(): Date {
  const year = 1990 + randomInt(0, 900);
  const jan1 = new Date(Date.UTC(year, 0, 1));
  const monday = new Date(jan1.getTime() + ((8 - jan1.getUTCDay()) % 7) * 86_400_000 + 14 * 86_400_000);
  return new Date(monday.getTime() - 4.5 * 3_600_000);
}

const at = (base: Date, days: number) => new Date(base.getTime() + days * 86_400_000);

describe("admin dashboard charts: weeks", () => {
  it("counts each week's approved top-up money, top-up requests, new students, enrolments and passes, Tashkent weeks, zeros between", async () => {
    const monday = ownMonday();
    const now = at(monday, 8); // a Tuesday of the next week
    const student = await createUser();
    await db().user.update({ where: { id: student.id }, data: { createdAt: at(monday, 1) } });
    await db().payment.createMany({
      data: [
        { userId: student.id, kind: "topup", status: "approved", amount: 150_000, createdAt: at(monday, -2), decidedAt: at(monday, 0) },
        { userId: student.id, kind: "topup", status: "approved", amount: 50_000, createdAt: at(monday, 2), decidedAt: at(monday, 8) },
        { userId: student.id, kind: "topup", status: "rejected", amount: 70_000, createdAt: at(monday, 3), decidedAt: at(monday, 3) },
        { userId: student.id, kind: "enrollment", status: "approved", amount: 90_000, createdAt: at(monday, 3), decidedAt: at(monday, 3) },
      ],
    });
    const course = await createCourse({ modules: 1, lessonsPerModule: 1 });
    await db().enrollment.create({ data: { userId: student.id, courseId: course.id, pricePaid: 90_000, createdAt: at(monday, 3) } });

    const { weeks } = await getDashboardCharts({ now, weeks: 4 });
    expect(weeks.map((week) => week.week)).toHaveLength(4);
    const [beforeLast, previous, thisWeek, nextWeek] = weeks.slice(-4);
    // 19:30 UTC on Sunday is already Monday in Tashkent: the first approval belongs to `monday`'s week.
    expect(thisWeek).toMatchObject({ revenue: 150_000, topups: 2, newStudents: 1, enrolments: 1, practicePasses: 0 });
    expect(nextWeek).toMatchObject({ revenue: 50_000, topups: 0, newStudents: 0, enrolments: 0 });
    expect(previous).toMatchObject({ revenue: 0, topups: 1, newStudents: 0 });
    expect(beforeLast).toMatchObject({ revenue: 0, topups: 0, newStudents: 0, enrolments: 0, practicePasses: 0 });
  });
});

describe("admin dashboard charts: course funnels", () => {
  it("enrolled → half the lessons → all → an unrevoked certificate, per course", async () => {
    const course = await createCourse({ title: "Voronka kursi", modules: 2, lessonsPerModule: 2 });
    await db().course.update({ where: { id: course.id }, data: { titleRu: "Курс воронки" } });
    const lessons = course.modules.flatMap((module) => module.lessons);
    const students = await Promise.all([0, 1, 2, 3, 4].map(() => createUser()));
    const watched = [0, 1, 2, 4, 4];
    for (const [index, student] of students.entries()) {
      await enrol(student.id, course.id);
      await watchLessons(student.id, lessons.slice(0, watched[index]).map((lesson) => lesson.id));
    }
    // Opening every lesson without watching finishes none of them (issue 42's done rule): enrolled, not half.
    const opener = await createUser();
    await enrol(opener.id, course.id);
    await db().lessonProgress.createMany({ data: lessons.map((lesson) => ({ userId: opener.id, lessonId: lesson.id })) });
    await db().courseCertificate.create({ data: { code: newCertificateCode(), userId: students[3]!.id, courseId: course.id, hours: 24 } });
    await db().courseCertificate.create({ data: { code: newCertificateCode(), userId: students[4]!.id, courseId: course.id, hours: 24, revokedAt: new Date(), revokeReason: "x" } });

    const { funnels } = await getDashboardCharts({ locale: "ru" });
    expect(funnels.find((funnel) => funnel.courseId === course.id)).toEqual({ courseId: course.id, title: "Курс воронки", enrolled: 6, half: 3, finished: 2, certified: 1 });
  });

  it("a course nobody enrolled in has no funnel", async () => {
    const course = await createCourse();
    const { funnels } = await getDashboardCharts();
    expect(funnels.some((funnel) => funnel.courseId === course.id)).toBe(false);
  });
});

describe("GET /api/admin/dashboard/charts", () => {
  it.each([
    ["no token", undefined, 401, "Tizimga kirish kerak"],
    ["a student", "student", 403, "Admin huquqlariga ega emassiz"],
  ] as const)("refuses %s", async (_name, role, status, message) => {
    const token = role ? (await createUser({ role })).token : undefined;
    const res = await call(charts, { token });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it("answers an admin 12 weeks, the last the current one, and the funnels", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await call(charts, { token: admin.token });
    expect(res.status).toBe(200);
    const weeks = res.body.weeks as { week: string }[];
    expect(weeks).toHaveLength(12);
    expect(weeks.every((week) => new Date(`${week.week}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(Array.isArray(res.body.funnels)).toBe(true);
  });
});
