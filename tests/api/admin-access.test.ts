import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import * as courseDetails from "@/app/api/admin/courses/[id]/details/route";
import * as courseModule from "@/app/api/admin/courses/[id]/modules/[moduleId]/route";
import * as courseModules from "@/app/api/admin/courses/[id]/modules/route";
import * as course from "@/app/api/admin/courses/[id]/route";
import * as courseStatus from "@/app/api/admin/courses/[id]/status/route";
import * as reorder from "@/app/api/admin/courses/reorder/route";
import * as courses from "@/app/api/admin/courses/route";
import * as dashboard from "@/app/api/admin/dashboard/route";
import * as database from "@/app/api/admin/database/[table]/route";
import * as lesson from "@/app/api/admin/modules/[moduleId]/lessons/[lessonId]/route";
import * as lessons from "@/app/api/admin/modules/[moduleId]/lessons/route";
import * as notificationRead from "@/app/api/admin/notifications/[id]/read/route";
import * as notification from "@/app/api/admin/notifications/[id]/route";
import * as notifications from "@/app/api/admin/notifications/route";
import * as offlineRegister from "@/app/api/admin/offline/register/route";
import * as offlineScore from "@/app/api/admin/offline/students/[id]/scores/[date]/route";
import * as offlineStep from "@/app/api/admin/offline/students/[id]/step/route";
import * as approve from "@/app/api/admin/payments/[id]/approve/route";
import * as reject from "@/app/api/admin/payments/[id]/reject/route";
import * as paymentsExport from "@/app/api/admin/payments/export/route";
import * as payments from "@/app/api/admin/payments/route";
import * as user from "@/app/api/admin/users/[id]/route";
import * as usersExport from "@/app/api/admin/users/export/route";
import * as users from "@/app/api/admin/users/route";
import { signToken } from "@/lib/auth/token";
import { db } from "@/lib/db/client";
import { call, type CallResult } from "../support/call";
import { createUser, type TestUser } from "../support/factories";

type Handler = Parameters<typeof call>[0];
type Target = { id: string; moduleId: string; lessonId: string; paymentId: string; notificationId: string; userId: string };
type Row = [name: string, handler: Handler, method: string, params: (t: Target) => Record<string, string>, body?: unknown];

const none = () => ({});
const byId = (t: Target) => ({ id: t.id });

// Every /api/admin/** handler. GET /api/admin/users/{id} is public by design (offline card data).
const ROUTES: Row[] = [
  ["GET dashboard", dashboard.GET, "GET", none],
  ["GET users", users.GET, "GET", none],
  ["GET users/export", usersExport.GET, "GET", none],
  ["PUT users/{id}", user.PUT, "PUT", (t) => ({ id: t.userId }), { fullName: "X", phone: "+998901112233" }],
  ["DELETE users/{id}", user.DELETE, "DELETE", (t) => ({ id: t.userId })],
  ["GET courses", courses.GET, "GET", none],
  ["POST courses", courses.POST, "POST", none, { title: "X" }],
  ["PUT courses/{id}", course.PUT, "PUT", byId, { title: "X" }],
  ["DELETE courses/{id}", course.DELETE, "DELETE", byId],
  ["PATCH courses/reorder", reorder.PATCH, "PATCH", none, { orderedIds: [] }],
  ["PATCH courses/{id}/status", courseStatus.PATCH, "PATCH", byId, { status: "active" }],
  ["GET courses/{id}/details", courseDetails.GET, "GET", byId],
  ["GET courses/{id}/modules", courseModules.GET, "GET", byId],
  ["POST courses/{id}/modules", courseModules.POST, "POST", byId, { title: "M" }],
  ["PUT courses/{id}/modules/{moduleId}", courseModule.PUT, "PUT", (t) => ({ id: t.id, moduleId: t.moduleId }), { title: "M" }],
  ["DELETE courses/{id}/modules/{moduleId}", courseModule.DELETE, "DELETE", (t) => ({ id: t.id, moduleId: t.moduleId })],
  ["GET modules/{moduleId}/lessons", lessons.GET, "GET", (t) => ({ moduleId: t.moduleId })],
  ["POST modules/{moduleId}/lessons", lessons.POST, "POST", (t) => ({ moduleId: t.moduleId }), { title: "L" }],
  ["PUT modules/{moduleId}/lessons/{lessonId}", lesson.PUT, "PUT", (t) => ({ moduleId: t.moduleId, lessonId: t.lessonId }), { title: "L" }],
  ["DELETE modules/{moduleId}/lessons/{lessonId}", lesson.DELETE, "DELETE", (t) => ({ moduleId: t.moduleId, lessonId: t.lessonId })],
  ["GET payments", payments.GET, "GET", none],
  ["GET payments/export", paymentsExport.GET, "GET", none],
  ["POST payments/{id}/approve", approve.POST, "POST", (t) => ({ id: t.paymentId })],
  ["POST payments/{id}/reject", reject.POST, "POST", (t) => ({ id: t.paymentId })],
  ["GET database/users", database.GET, "GET", () => ({ table: "users" })],
  ["GET database/courses", database.GET, "GET", () => ({ table: "courses" })],
  ["GET database/payments", database.GET, "GET", () => ({ table: "payments" })],
  ["GET notifications", notifications.GET, "GET", none],
  ["POST notifications/{id}/read", notificationRead.POST, "POST", (t) => ({ id: t.notificationId })],
  ["DELETE notifications/{id}", notification.DELETE, "DELETE", (t) => ({ id: t.notificationId })],
  ["GET offline/register", offlineRegister.GET, "GET", none],
  ["PUT offline/students/{id}/scores/{date}", offlineScore.PUT, "PUT", (t) => ({ id: t.userId, date: "2026-11-16" }), { score: 5 }],
  ["PUT offline/students/{id}/step", offlineStep.PUT, "PUT", (t) => ({ id: t.userId }), { step: 40 }],
];

let target: Target;
let student: TestUser;
let demoted: TestUser;
let forged: string;

async function snapshot() {
  const [c, m, l, p, n, u] = await Promise.all([
    db().course.findUniqueOrThrow({ where: { id: target.id }, select: { title: true, status: true, position: true, archivedAt: true } }),
    db().module.findUniqueOrThrow({ where: { id: target.moduleId }, select: { title: true } }),
    db().lesson.findUniqueOrThrow({ where: { id: target.lessonId }, select: { title: true } }),
    db().payment.findUniqueOrThrow({ where: { id: target.paymentId }, select: { status: true } }),
    db().notification.findUniqueOrThrow({ where: { id: target.notificationId }, select: { read: true } }),
    db().user.findUniqueOrThrow({ where: { id: target.userId }, select: { fullName: true, phone: true, balance: true, step: true, totalScore: true } }),
  ]);
  return { c, m, l, p, n, u, courses: await db().course.count(), scores: await db().dailyScore.count() };
}

beforeAll(async () => {
  student = await createUser();
  const owner = await createUser({ fullName: "Payer" });
  const c = await db().course.create({ data: { title: "Kurs", description: "d", instructor: "i", price: 0 }, select: { id: true } });
  const m = await db().module.create({ data: { courseId: c.id, title: "Modul" }, select: { id: true } });
  const l = await db().lesson.create({ data: { moduleId: m.id, title: "Dars" }, select: { id: true } });
  const p = await db().payment.create({ data: { userId: owner.id, kind: "topup", amount: 1000 }, select: { id: true } });
  const n = await db().notification.create({ data: { type: "user_registered", title: "T", body: "B" }, select: { id: true } });
  target = { id: c.id, moduleId: m.id, lessonId: l.id, paymentId: p.id, notificationId: n.id, userId: owner.id };

  // An admin whose token was issued before the demotion: the role is re-read on every call.
  demoted = await createUser({ role: "admin" });
  await db().user.update({ where: { id: demoted.id }, data: { role: "student" } });

  // A well-formed HS256 token for a real admin, signed with another secret.
  const admin = await createUser({ role: "admin" });
  forged = await new SignJWT({ ver: 0, role: "admin", fullName: admin.fullName, phone: admin.phone })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(admin.id)
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode("another-secret-that-is-long-enough-for-hs256-000000"));
});

function request(row: Row, auth: { token?: string; cookie?: string }): Promise<CallResult> {
  const [, handler, method, params, body] = row;
  return call(handler, { method, params: params(target), body, ...auth });
}

describe("every admin route refuses non-admins", () => {
  it("covers all 33 handlers", () => {
    expect(ROUTES).toHaveLength(33);
  });

  it.each(ROUTES)("%s: no token is 401", async (...row) => {
    const before = await snapshot();
    const res = await request(row, {});
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, message: "Tizimga kirish kerak" });
    expect(await snapshot()).toEqual(before);
  });

  it.each(ROUTES)("%s: a student token is 403", async (...row) => {
    const before = await snapshot();
    const res = await request(row, { token: student.token });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, message: "Admin huquqlariga ega emassiz" });
    expect(await snapshot()).toEqual(before);
  });

  it.each(ROUTES)("%s: a token signed with another secret is 401", async (...row) => {
    const before = await snapshot();
    const res = await request(row, { token: forged });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    expect(await snapshot()).toEqual(before);
  });

  it.each(ROUTES)("%s: a demoted admin's old token is 403", async (...row) => {
    const before = await snapshot();
    const res = await request(row, { token: demoted.token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Admin huquqlariga ega emassiz");
    expect(await snapshot()).toEqual(before);
  });

  it("a student's cookie is refused as well", async () => {
    const res = await call(dashboard.GET, { cookie: `jwt=${student.token}` });
    expect(res.status).toBe(403);
  });

  it("a token with the right secret but a stale token version is 401", async () => {
    const admin = await createUser({ role: "admin" });
    const stale = await signToken({ sub: admin.id, ver: 7, role: "admin", fullName: admin.fullName, phone: admin.phone });
    expect((await call(dashboard.GET, { token: stale })).status).toBe(401);
  });
});
