import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { signToken } from "@/lib/auth/token";
import { db } from "@/lib/db/client";
import { call, type CallResult } from "../support/call";
import { createUser, type TestUser } from "../support/factories";

type Handler = Parameters<typeof call>[0];
type Target = { id: string; moduleId: string; lessonId: string; paymentId: string; notificationId: string; userId: string; exerciseId: string; parentId: string; groupId: string };
type Row = [name: string, path: string, method: string, params: (t: Target) => Record<string, string>, body?: unknown];
type RouteModule = Record<string, unknown>;

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
// Every route file under app/api/admin: a handler without a row below fails "covers every handler".
const modules = import.meta.glob<RouteModule>("/app/api/admin/**/route.ts", { eager: true });

const none = () => ({});
const byId = (t: Target) => ({ id: t.id });

// GET /api/admin/users/{id} is public by design (offline card data), so it has no row.
const PUBLIC = new Set(["GET users/[id]"]);

const EXERCISE = {
  kind: "web",
  titleUz: "M",
  titleRu: "M",
  statementUz: "S",
  statementRu: "S",
  starterFiles: [{ name: "index.html", content: "" }],
  checks: [{ type: "exists", selector: "h1" }],
  solutionFiles: [{ name: "index.html", content: "<h1>x</h1>" }],
};

const ROUTES: Row[] = [
  ["GET dashboard", "dashboard", "GET", none],
  ["GET dashboard/charts", "dashboard/charts", "GET", none],
  ["GET users", "users", "GET", none],
  ["GET users/export", "users/export", "GET", none],
  ["PUT users/{id}", "users/[id]", "PUT", (t) => ({ id: t.userId }), { fullName: "X", phone: "+998901112233" }],
  ["DELETE users/{id}", "users/[id]", "DELETE", (t) => ({ id: t.userId })],
  ["GET courses", "courses", "GET", none],
  ["POST courses", "courses", "POST", none, { title: "X" }],
  ["PUT courses/{id}", "courses/[id]", "PUT", byId, { title: "X" }],
  ["DELETE courses/{id}", "courses/[id]", "DELETE", byId],
  ["PATCH courses/reorder", "courses/reorder", "PATCH", none, { orderedIds: [] }],
  ["PATCH courses/{id}/status", "courses/[id]/status", "PATCH", byId, { status: "active" }],
  ["GET courses/{id}/details", "courses/[id]/details", "GET", byId],
  ["GET courses/{id}/modules", "courses/[id]/modules", "GET", byId],
  ["POST courses/{id}/modules", "courses/[id]/modules", "POST", byId, { title: "M" }],
  ["PUT courses/{id}/modules/{moduleId}", "courses/[id]/modules/[moduleId]", "PUT", (t) => ({ id: t.id, moduleId: t.moduleId }), { title: "M" }],
  ["DELETE courses/{id}/modules/{moduleId}", "courses/[id]/modules/[moduleId]", "DELETE", (t) => ({ id: t.id, moduleId: t.moduleId })],
  ["GET modules/{moduleId}/lessons", "modules/[moduleId]/lessons", "GET", (t) => ({ moduleId: t.moduleId })],
  ["POST modules/{moduleId}/lessons", "modules/[moduleId]/lessons", "POST", (t) => ({ moduleId: t.moduleId }), { title: "L" }],
  ["PUT modules/{moduleId}/lessons/{lessonId}", "modules/[moduleId]/lessons/[lessonId]", "PUT", (t) => ({ moduleId: t.moduleId, lessonId: t.lessonId }), { title: "L" }],
  ["DELETE modules/{moduleId}/lessons/{lessonId}", "modules/[moduleId]/lessons/[lessonId]", "DELETE", (t) => ({ moduleId: t.moduleId, lessonId: t.lessonId })],
  ["GET lessons/{lessonId}/exercises", "lessons/[lessonId]/exercises", "GET", (t) => ({ lessonId: t.lessonId })],
  ["POST lessons/{lessonId}/exercises", "lessons/[lessonId]/exercises", "POST", (t) => ({ lessonId: t.lessonId }), EXERCISE],
  ["PUT lessons/{lessonId}/exercises/order", "lessons/[lessonId]/exercises/order", "PUT", (t) => ({ lessonId: t.lessonId }), { ids: [] }],
  ["GET exercises/{id}", "exercises/[id]", "GET", (t) => ({ id: t.exerciseId })],
  ["PUT exercises/{id}", "exercises/[id]", "PUT", (t) => ({ id: t.exerciseId }), EXERCISE],
  ["DELETE exercises/{id}", "exercises/[id]", "DELETE", (t) => ({ id: t.exerciseId })],
  ["GET users/{id}/practice", "users/[id]/practice", "GET", (t) => ({ id: t.userId })],
  ["GET users/{id}/login-lock", "users/[id]/login-lock", "GET", (t) => ({ id: t.userId })],
  ["DELETE users/{id}/login-lock", "users/[id]/login-lock", "DELETE", (t) => ({ id: t.userId })],
  ["GET users/{id}/password-reset", "users/[id]/password-reset", "GET", (t) => ({ id: t.userId })],
  ["POST users/{id}/password-reset", "users/[id]/password-reset", "POST", (t) => ({ id: t.userId })],
  ["POST users/{id}/pairing-code", "users/[id]/pairing-code", "POST", (t) => ({ id: t.userId })],
  ["GET users/{id}/parents", "users/[id]/parents", "GET", (t) => ({ id: t.userId })],
  ["DELETE users/{id}/parents/{parentId}", "users/[id]/parents/[parentId]", "DELETE", (t) => ({ id: t.userId, parentId: t.parentId })],
  ["GET outbox", "outbox", "GET", none],
  ["GET questions", "questions", "GET", none],
  ["POST lessons/{lessonId}/projects", "lessons/[lessonId]/projects", "POST", (t) => ({ lessonId: t.lessonId }), { titleUz: "P", titleRu: "P", statementUz: "S", statementRu: "S" }],
  ["GET projects/{id}", "projects/[id]", "GET", (t) => ({ id: t.exerciseId })],
  ["PUT projects/{id}", "projects/[id]", "PUT", (t) => ({ id: t.exerciseId }), { titleUz: "P", titleRu: "P", statementUz: "S", statementRu: "S" }],
  ["GET review/mentors", "review/mentors", "GET", none],
  ["GET course-ratings", "course-ratings", "GET", none],
  ["PATCH course-ratings/{id}", "course-ratings/[id]", "PATCH", byId, { hidden: true }],
  ["GET reports", "reports", "GET", none],
  ["POST reports/{target}/{id}", "reports/[target]/[id]", "POST", (t) => ({ target: "course_review", id: t.id }), { action: "dismiss" }],
  ["GET payments", "payments", "GET", none],
  ["GET payments/export", "payments/export", "GET", none],
  ["GET payments/reconciliation", "payments/reconciliation", "GET", none],
  ["POST payments/{id}/approve", "payments/[id]/approve", "POST", (t) => ({ id: t.paymentId })],
  ["POST payments/{id}/reject", "payments/[id]/reject", "POST", (t) => ({ id: t.paymentId })],
  ["GET database/users", "database/[table]", "GET", () => ({ table: "users" })],
  ["GET database/courses", "database/[table]", "GET", () => ({ table: "courses" })],
  ["GET database/payments", "database/[table]", "GET", () => ({ table: "payments" })],
  ["GET notifications", "notifications", "GET", none],
  ["POST notifications/read", "notifications/read", "POST", none],
  ["POST notifications/{id}/read", "notifications/[id]/read", "POST", (t) => ({ id: t.notificationId })],
  ["DELETE notifications/{id}", "notifications/[id]", "DELETE", (t) => ({ id: t.notificationId })],
  ["GET offline/register", "offline/register", "GET", none],
  ["PUT offline/students/{id}/scores/{date}", "offline/students/[id]/scores/[date]", "PUT", (t) => ({ id: t.userId, date: "2026-11-16" }), { score: 5 }],
  ["PUT offline/students/{id}/step", "offline/students/[id]/step", "PUT", (t) => ({ id: t.userId }), { step: 40 }],
  ["GET users/{id}/teacher-log", "users/[id]/teacher-log", "GET", (t) => ({ id: t.userId })],
  ["POST certificates/{code}/revoke", "certificates/[code]/revoke", "POST", () => ({ code: "ZZZZZZZZZZ" }), { reason: "Sabab" }],
  ["GET groups", "groups", "GET", none],
  ["POST groups", "groups", "POST", none, { name: "G", kind: "online", startDate: "2026-11-16" }],
  ["GET groups/{id}", "groups/[id]", "GET", (t) => ({ id: t.groupId })],
  ["PATCH groups/{id}", "groups/[id]", "PATCH", (t) => ({ id: t.groupId }), { name: "Renamed", archived: true }],
  ["POST groups/{id}/teachers", "groups/[id]/teachers", "POST", (t) => ({ id: t.groupId }), { userId: "x" }],
  ["DELETE groups/{id}/teachers/{userId}", "groups/[id]/teachers/[userId]", "DELETE", (t) => ({ id: t.groupId, userId: t.userId })],
  ["GET groups/{id}/students", "groups/[id]/students", "GET", (t) => ({ id: t.groupId })],
  ["POST groups/{id}/students", "groups/[id]/students", "POST", (t) => ({ id: t.groupId }), { userId: "x" }],
  ["DELETE groups/{id}/students/{userId}", "groups/[id]/students/[userId]", "DELETE", (t) => ({ id: t.groupId, userId: t.userId })],
];

/** Every exported handler of every admin route file, as "METHOD path" ("GET users/[id]"). */
function handlersOnDisk(): string[] {
  return Object.entries(modules).flatMap(([file, module]) => {
    const path = file.replace(/^\/app\/api\/admin\//, "").replace(/\/route\.ts$/, "");
    return METHODS.filter((method) => typeof module[method] === "function").map((method) => `${method} ${path}`);
  });
}

function handlerOf(path: string, method: string): Handler {
  const handler = modules[`/app/api/admin/${path}/route.ts`]?.[method];
  if (typeof handler !== "function") throw new Error(`no ${method} in app/api/admin/${path}/route.ts`);
  return handler as Handler;
}

let target: Target;
let student: TestUser;
let parentCaller: TestUser;
let teacher: TestUser;
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
  const exercises = await db().exercise.findMany({ select: { id: true, titleUz: true, position: true }, orderBy: { id: "asc" } });
  const [links, codes] = await Promise.all([db().parentLink.count(), db().pairingCode.count()]);
  const groups = await db().group.findMany({ select: { id: true, name: true, archived: true, teachers: true, students: true }, orderBy: { id: "asc" } });
  return { c, m, l, p, n, u, exercises, groups, courses: await db().course.count(), scores: await db().dailyScore.count(), links, codes };
}

beforeAll(async () => {
  student = await createUser();
  const owner = await createUser({ fullName: "Payer" });
  const c = await db().course.create({ data: { title: "Kurs", description: "d", instructor: "i", price: 0 }, select: { id: true } });
  const m = await db().module.create({ data: { courseId: c.id, title: "Modul" }, select: { id: true } });
  const l = await db().lesson.create({ data: { moduleId: m.id, title: "Dars" }, select: { id: true } });
  const p = await db().payment.create({ data: { userId: owner.id, kind: "topup", amount: 1000 }, select: { id: true } });
  const n = await db().notification.create({ data: { type: "user_registered", title: "T", body: "B" }, select: { id: true } });
  const e = await db().exercise.create({ data: { lessonId: l.id, kind: "web", titleUz: "Mashq", titleRu: "Mashq", statementUz: "S", statementRu: "S" }, select: { id: true } });
  // The owner's parent (issue 38): a refused unlink must leave the link, a refused code make none.
  const parent = await createUser({ role: "parent" });
  await db().parentLink.create({ data: { parentId: parent.id, childId: owner.id } });
  parentCaller = parent;
  const g = await db().group.create({ data: { name: "Guruh", kind: "online", startDate: new Date("2026-11-16") }, select: { id: true } });
  await db().groupStudent.create({ data: { groupId: g.id, studentId: owner.id } });
  // The target's own teacher: every admin call (money, users, database, CMS, settings) is still 403.
  teacher = await createUser({ role: "teacher" });
  await db().groupTeacher.create({ data: { groupId: g.id, teacherId: teacher.id } });
  target = { id: c.id, moduleId: m.id, lessonId: l.id, paymentId: p.id, notificationId: n.id, userId: owner.id, exerciseId: e.id, parentId: parent.id, groupId: g.id };

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
  const [, path, method, params, body] = row;
  return call(handlerOf(path, method), { method, params: params(target), body, ...auth });
}

describe("every admin route refuses non-admins", () => {
  it("covers every handler under app/api/admin", () => {
    const covered = new Set([...PUBLIC, ...ROUTES.map(([, path, method]) => `${method} ${path}`)]);
    expect(handlersOnDisk().filter((handler) => !covered.has(handler))).toEqual([]);
    expect([...covered].filter((handler) => !handlersOnDisk().includes(handler))).toEqual([]);
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

  for (const [who, caller] of [["a parent's", () => parentCaller], ["the target's teacher's", () => teacher]] as const) {
    it.each(ROUTES)(`%s: ${who} token is 403 and changes nothing`, async (...row) => {
      const before = await snapshot();
      const res = await request(row, { token: caller().token });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, message: "Admin huquqlariga ega emassiz" });
      expect(await snapshot()).toEqual(before);
    });
  }

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
    const res = await call(handlerOf("dashboard", "GET"), { cookie: `jwt=${student.token}` });
    expect(res.status).toBe(403);
  });

  it("a token with the right secret but a stale token version is 401", async () => {
    const admin = await createUser({ role: "admin" });
    const stale = await signToken({ sub: admin.id, ver: 7, role: "admin", fullName: admin.fullName, phone: admin.phone, sid: admin.sessionId });
    expect((await call(handlerOf("dashboard", "GET"), { token: stale })).status).toBe(401);
  });
});
