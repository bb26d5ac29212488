import { beforeAll, describe, expect, it } from "vitest";
import { POST as enroll } from "@/app/api/courses/[id]/enroll/route";
import { GET as dashboard } from "@/app/api/admin/dashboard/route";
import { GET as payments } from "@/app/api/admin/payments/route";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createCourse } from "../support/course-factory";
import { createUser, type TestUser } from "../support/factories";

// Issue 44 (left from item 9): the admin dashboard's latest payments and the admin payments list
// named an enrolment's course in Uzbek to a Russian-reading admin. Each is in the reader's
// language now, Uzbek where nobody wrote the Russian.

let admin: TestUser;
let student: TestUser;
const UZ = "Veb dasturlash asoslari";
const RU = "Основы веб-разработки";

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  student = await createUser({ balance: 500_000, fullName: "Tarjima Talabasi" });
  const course = await createCourse({ title: UZ, price: 100_000 });
  await db().course.update({ where: { id: course.id }, data: { titleRu: RU } });
  expect((await call(enroll, { params: { id: course.id }, token: student.token })).status).toBe(200);
}, 60_000);

const titlesOf = (rows: { user: { fullName: string }; course: { title: string } | null }[]) =>
  rows.filter((row) => row.user.fullName === student.fullName && row.course).map((row) => row.course!.title);

describe("course titles in admin lists", () => {
  it.each([
    ["ru", RU],
    ["uz", UZ],
  ])("GET /api/admin/dashboard names the course in the reader's language (%s)", async (language, title) => {
    const res = await call(dashboard, { token: admin.token, headers: { "accept-language": language } });
    expect(res.status).toBe(200);
    expect(titlesOf(res.body.recentPayments as never)).toEqual([title]);
  });

  it.each([
    ["ru", RU],
    ["uz", UZ],
  ])("GET /api/admin/payments names the course in the reader's language (%s)", async (language, title) => {
    const res = await call(payments, { token: admin.token, query: { search: student.fullName }, headers: { "accept-language": language } });
    expect(res.status).toBe(200);
    expect(titlesOf(res.body.payments as never)).toEqual([title]);
  });
});
