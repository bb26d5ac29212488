import { beforeAll, describe, expect, it } from "vitest";
import { POST as postGroups, GET as getGroups } from "@/app/api/admin/groups/route";
import { PATCH as patchGroup } from "@/app/api/admin/groups/[id]/route";
import { POST as postStudent } from "@/app/api/admin/groups/[id]/students/route";
import { POST as postTeacher } from "@/app/api/admin/groups/[id]/teachers/route";
import { DELETE as deleteTeacher } from "@/app/api/admin/groups/[id]/teachers/[userId]/route";
import { GET as getRegisterWeek } from "@/app/api/admin/offline/register/route";
import { GET as getTeacherLog } from "@/app/api/admin/users/[id]/teacher-log/route";
import { PUT as putUser } from "@/app/api/admin/users/[id]/route";
import { GET as getOfflineStudents } from "@/app/api/offline-students/route";
import { POST as redeemCode } from "@/app/api/parent/children/route";
import { db } from "@/lib/db/client";
import { fromDateColumn, toDateColumn } from "@/lib/offline/db-date";
import { call, type CallResult } from "../support/call";
import { createUser, type TestUser } from "../support/factories";

type Handler = Parameters<typeof call>[0];
type RouteModule = Record<string, unknown>;
type Fixture = { group: string; student: string; date: string };
type Row = [name: string, path: string, method: string, params: (f: Fixture) => Record<string, string>, body?: unknown];

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
// Every route file under app/api/teacher: a handler without a row below fails "covers every handler".
const modules = import.meta.glob<RouteModule>("/app/api/teacher/**/route.ts", { eager: true });

const TODAY = fromDateColumn(toDateColumn(new Date())!);
const DAYS_AGO = (days: number) => new Date(toDateColumn(new Date())!.getTime() - days * 86_400_000);

const byStudent = (f: Fixture) => ({ id: f.student });
const ROUTES: Row[] = [
  ["GET groups", "groups", "GET", () => ({})],
  ["GET home", "home", "GET", () => ({})],
  ["GET groups/{id}/register", "groups/[id]/register", "GET", (f) => ({ id: f.group })],
  ["GET students/{id}", "students/[id]", "GET", byStudent],
  ["PUT students/{id}/attendance/{date}", "students/[id]/attendance/[date]", "PUT", (f) => ({ id: f.student, date: f.date }), { mark: "late" }],
  ["PUT students/{id}/scores/{date}", "students/[id]/scores/[date]", "PUT", (f) => ({ id: f.student, date: f.date }), { score: 7, note: "yaxshi" }],
  ["PUT students/{id}/step", "students/[id]/step", "PUT", byStudent, { step: 40 }],
  ["PUT students/{id}/warnings", "students/[id]/warnings", "PUT", byStudent, { warnings: ["Kechikdi", "", ""] }],
  ["PUT students/{id}/certificates", "students/[id]/certificates", "PUT", byStudent, { certificates: [true] }],
  ["POST students/{id}/password-reset", "students/[id]/password-reset", "POST", byStudent],
  ["POST students/{id}/pairing-code", "students/[id]/pairing-code", "POST", byStudent],
  ["GET questions", "questions", "GET", () => ({})],
];
// Routes that read every group of the caller (no group or student in the path): another
// group's teacher is allowed there and sees only their own groups.
const OWN_LISTS = new Set(["GET groups", "GET home", "GET questions"]);

function handlersOnDisk(): string[] {
  return Object.entries(modules).flatMap(([file, module]) => {
    const path = file.replace(/^\/app\/api\/teacher\//, "").replace(/\/route\.ts$/, "");
    return METHODS.filter((method) => typeof module[method] === "function").map((method) => `${method} ${path}`);
  });
}

function handlerOf(path: string, method: string): Handler {
  const handler = modules[`/app/api/teacher/${path}/route.ts`]?.[method];
  if (typeof handler !== "function") throw new Error(`no ${method} in app/api/teacher/${path}/route.ts`);
  return handler as Handler;
}

/** A group with a teacher and one offline student who arrived 10 days ago. */
async function makeGroup(kind: "offline" | "online" = "offline") {
  const teacher = await createUser({ role: "teacher", fullName: "Ustoz" });
  const student = await createUser({ role: kind === "offline" ? "student_offline" : "student", fullName: "Bobur" });
  await db().user.update({ where: { id: student.id }, data: { arrivalDate: DAYS_AGO(10) } });
  const group = await db().group.create({ data: { name: `G ${student.id}`, kind, startDate: DAYS_AGO(30) }, select: { id: true } });
  await db().groupTeacher.create({ data: { groupId: group.id, teacherId: teacher.id } });
  await db().groupStudent.create({ data: { groupId: group.id, studentId: student.id } });
  return { teacher, student, group: group.id, fixture: { group: group.id, student: student.id, date: TODAY } };
}

async function snapshot(studentId: string) {
  return {
    user: await db().user.findUniqueOrThrow({ where: { id: studentId }, select: { step: true, warnings: true, totalScore: true, role: true } }),
    scores: await db().dailyScore.findMany({ where: { userId: studentId }, select: { date: true, score: true, note: true } }),
    attendance: await db().attendance.findMany({ where: { userId: studentId }, select: { date: true, mark: true } }),
    certificates: await db().certificate.findMany({ where: { userId: studentId }, select: { position: true, revokedAt: true } }),
    resets: await db().passwordReset.count({ where: { userId: studentId } }),
    pairingCodes: await db().pairingCode.count({ where: { childId: studentId } }),
    log: await db().teacherAction.count({ where: { studentId } }),
  };
}

function request(row: Row, fixture: Fixture, token?: string): Promise<CallResult> {
  const [, path, method, params, body] = row;
  return call(handlerOf(path, method), { method, params: params(fixture), body, ...(token ? { token } : {}) });
}

let mine: Awaited<ReturnType<typeof makeGroup>>;
let other: Awaited<ReturnType<typeof makeGroup>>;
let admin: TestUser;
let student: TestUser;
let offlineStudent: TestUser;

beforeAll(async () => {
  mine = await makeGroup();
  other = await makeGroup();
  admin = await createUser({ role: "admin" });
  student = await createUser({ role: "student" });
  offlineStudent = await createUser({ role: "student_offline" });
});

describe("the teacher's routes: who may call them", () => {
  it("covers every handler under app/api/teacher", () => {
    const covered = new Set(ROUTES.map(([, path, method]) => `${method} ${path}`));
    expect(handlersOnDisk().filter((handler) => !covered.has(handler))).toEqual([]);
    expect([...covered].filter((handler) => !handlersOnDisk().includes(handler))).toEqual([]);
  });

  it.each(ROUTES)("%s: a visitor is 401 and changes nothing", async (...row) => {
    const before = await snapshot(mine.student.id);
    const res = await request(row, mine.fixture);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: "unauthenticated" });
    expect(await snapshot(mine.student.id)).toEqual(before);
  });

  it.each(ROUTES)("%s: a student, an offline student and an admin are 403 and change nothing", async (...row) => {
    for (const caller of [student, offlineStudent, admin, mine.student]) {
      const before = await snapshot(mine.student.id);
      const res = await request(row, mine.fixture, caller.token);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: "teacher_only", message: "O'qituvchi huquqlariga ega emassiz" });
      expect(await snapshot(mine.student.id)).toEqual(before);
    }
  });

  it.each(ROUTES.filter(([name]) => !OWN_LISTS.has(name)))("%s: another group's teacher is 403 and changes nothing", async (...row) => {
    const before = await snapshot(mine.student.id);
    const res = await request(row, mine.fixture, other.teacher.token);
    expect(res.status).toBe(403);
    expect(["not_your_student", "forbidden"]).toContain(res.body.code);
    expect(await snapshot(mine.student.id)).toEqual(before);
  });

  it.each(ROUTES)("%s: the group's teacher is answered", async (...row) => {
    const own = await makeGroup();
    const res = await request(row, own.fixture, own.teacher.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.success).toBe(true);
  });

  it("another group's teacher sees only their own groups in the lists", async () => {
    const groups = await request(ROUTES[0]!, mine.fixture, other.teacher.token);
    expect((groups.body.groups as { id: string }[]).map((group) => group.id)).toEqual([other.group]);
    const home = await request(ROUTES[1]!, mine.fixture, other.teacher.token);
    expect((home.body.groups as { group: { id: string } }[]).map((entry) => entry.group.id)).toEqual([other.group]);
  });

  it("an unknown student or group is 404", async () => {
    const unknown = { group: "nosuchgroup0000000000000", student: "nosuchuser00000000000000", date: TODAY };
    expect((await request(ROUTES[3]!, unknown, mine.teacher.token)).body.code).toBe("user_not_found");
    expect((await request(ROUTES[2]!, unknown, mine.teacher.token)).body.code).toBe("group_not_found");
  });
});

describe("a teacher's rights are read on every request", () => {
  it("an admin makes a teacher in the users form; the new teacher's next request is a teacher's", async () => {
    const user = await createUser({ role: "student", fullName: "Yangi" });
    expect((await request(ROUTES[0]!, mine.fixture, user.token)).status).toBe(403);
    const made = await call(putUser, { method: "PUT", params: { id: user.id }, token: admin.token, body: { fullName: "Yangi", phone: user.phone, role: "teacher" } });
    expect(made.status).toBe(200);
    const groups = await request(ROUTES[0]!, mine.fixture, user.token);
    expect(groups.status).toBe(200);
    expect(groups.body.groups).toEqual([]);
  });

  it("a demoted teacher is refused on the next request", async () => {
    const own = await makeGroup();
    const card = ROUTES[3]!;
    expect((await request(card, own.fixture, own.teacher.token)).status).toBe(200);
    await call(putUser, {
      method: "PUT",
      params: { id: own.teacher.id },
      token: admin.token,
      body: { fullName: own.teacher.fullName, phone: own.teacher.phone, role: "student" },
    });
    const before = await snapshot(own.student.id);
    const res = await request(ROUTES[6]!, own.fixture, own.teacher.token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("teacher_only");
    expect(await snapshot(own.student.id)).toEqual(before);
  });

  it("a teacher taken off the group, or whose group is archived, loses its students at once", async () => {
    const own = await makeGroup();
    const step = ROUTES[6]!;
    expect((await request(step, own.fixture, own.teacher.token)).status).toBe(200);
    const removed = await call(deleteTeacher, { method: "DELETE", params: { id: own.group, userId: own.teacher.id }, token: admin.token });
    expect(removed.status).toBe(200);
    expect((await request(step, own.fixture, own.teacher.token)).body.code).toBe("not_your_student");

    const archived = await makeGroup();
    await call(patchGroup, { method: "PATCH", params: { id: archived.group }, token: admin.token, body: { archived: true } });
    expect((await request(ROUTES[3]!, archived.fixture, archived.teacher.token)).body.code).toBe("not_your_student");
    expect((await request(ROUTES[2]!, archived.fixture, archived.teacher.token)).body.code).toBe("forbidden");
  });

  it("a group member who became an admin is out of reach (no reset link for an admin)", async () => {
    const own = await makeGroup();
    await db().user.update({ where: { id: own.student.id }, data: { role: "admin" } });
    const res = await request(ROUTES[9]!, own.fixture, own.teacher.token);
    expect(res.status).toBe(403);
    expect(await db().passwordReset.count({ where: { userId: own.student.id } })).toBe(0);
  });
});

describe("what a teacher changes", () => {
  it("keeps the register through the admin's rules and logs every change for the admin", async () => {
    const own = await makeGroup();
    const token = own.teacher.token;
    expect((await request(ROUTES[4]!, own.fixture, token)).body.attendance).toEqual({ date: TODAY, mark: "late" });
    expect((await request(ROUTES[5]!, own.fixture, token)).body).toMatchObject({ cell: { date: TODAY, score: 7, note: "yaxshi" }, totalScore: 7 });
    expect((await request(ROUTES[6]!, own.fixture, token)).body).toMatchObject({ step: 40, certificates: ["HTML sertifikati"] });
    // The spec's order rule holds: the second warning only after the first.
    const early = await call(handlerOf("students/[id]/warnings", "PUT"), { method: "PUT", params: { id: own.student.id }, token, body: { warnings: ["", "Ikkinchi", ""] } });
    expect(early.status).toBe(400);
    expect((await request(ROUTES[7]!, own.fixture, token)).body.warnings).toEqual(["Kechikdi", "", ""]);
    // So does the certificates' chain: the third only after the second.
    const gap = await call(handlerOf("students/[id]/certificates", "PUT"), { method: "PUT", params: { id: own.student.id }, token, body: { certificates: [true, false, true] } });
    expect(gap.status).toBe(400);

    const register = await request(ROUTES[2]!, own.fixture, token);
    expect(register.body.students).toEqual([
      expect.objectContaining({ id: own.student.id, mark: "late", score: 7, note: "yaxshi", step: 40, warnings: ["Kechikdi", "", ""] }),
    ]);

    const log = await call(getTeacherLog, { params: { id: own.student.id }, token: admin.token });
    expect(log.status).toBe(200);
    const entries = log.body.entries as { action: string; teacherId: string; teacherName: string; before: unknown; after: unknown }[];
    expect(entries.map((entry) => entry.action).sort()).toEqual(["attendance", "score", "step", "warnings"]);
    expect(entries.every((entry) => entry.teacherId === own.teacher.id && entry.teacherName === "Ustoz")).toBe(true);
    expect(entries.find((entry) => entry.action === "step")).toMatchObject({ before: { step: 1 }, after: { step: 40 } });
    expect(entries.find((entry) => entry.action === "attendance")).toMatchObject({ before: { date: TODAY, mark: null }, after: { date: TODAY, mark: "late" } });
  });

  it("makes a reset link for their own student, logged without the link", async () => {
    const own = await makeGroup("online");
    const res = await request(ROUTES[9]!, own.fixture, own.teacher.token);
    expect(res.status).toBe(200);
    expect(res.body.link).toMatch(/\/reset\?token=/);
    const reset = await db().passwordReset.findFirstOrThrow({ where: { userId: own.student.id }, select: { createdById: true, kind: true } });
    expect(reset).toEqual({ createdById: own.teacher.id, kind: "link" });
    const logged = await db().teacherAction.findFirstOrThrow({ where: { studentId: own.student.id }, select: { action: true, after: true } });
    expect(logged.action).toBe("reset_link");
    expect(JSON.stringify(logged.after)).not.toContain(String(res.body.link).split("token=")[1]);
  });

  it("makes a pairing code for their own student that a parent redeems, logged without the code", async () => {
    const own = await makeGroup("online");
    const res = await request(ROUTES[10]!, own.fixture, own.teacher.token);
    expect(res.status).toBe(200);
    expect(res.body.code).toMatch(/^[A-Z0-9]{8}$/);
    const made = await db().pairingCode.findFirstOrThrow({ where: { childId: own.student.id }, select: { createdById: true } });
    expect(made.createdById).toBe(own.teacher.id);
    const logged = await db().teacherAction.findFirstOrThrow({ where: { studentId: own.student.id }, select: { action: true, after: true } });
    expect(logged.action).toBe("pairing_code");
    expect(JSON.stringify(logged.after)).not.toContain(String(res.body.code));
    const parent = await createUser({ role: "parent" });
    const linked = await call(redeemCode, { method: "POST", token: parent.token, body: { code: res.body.code } });
    expect(linked.status).toBe(201);
    expect(await db().parentLink.count({ where: { parentId: parent.id, childId: own.student.id } })).toBe(1);
  });

  it("home names today's attendance, who is behind, who has not practised, and the exercises most fail", async () => {
    const own = await makeGroup();
    await db().user.update({ where: { id: own.student.id }, data: { step: 3 } });
    const c = await db().course.create({ data: { title: "K", description: "d", instructor: "i", price: 0 }, select: { id: true } });
    const m = await db().module.create({ data: { courseId: c.id, title: "M" }, select: { id: true } });
    const l = await db().lesson.create({ data: { moduleId: m.id, title: "L" }, select: { id: true } });
    const e = await db().exercise.create({ data: { lessonId: l.id, kind: "web", titleUz: "Qiyin", titleRu: "Трудное", statementUz: "S", statementRu: "S" }, select: { id: true } });
    const practising = await createUser({ role: "student", fullName: "Aziza" });
    await db().groupStudent.create({ data: { groupId: own.group, studentId: practising.id } });
    await db().submission.create({ data: { userId: practising.id, exerciseId: e.id, files: [], passed: false, verdict: "ok", results: [] } });
    await request(ROUTES[4]!, { ...own.fixture, student: practising.id }, own.teacher.token);

    const home = await request(ROUTES[1]!, own.fixture, own.teacher.token);
    const [entry] = home.body.groups as { attendance: Record<string, number>; behind: { id: string }[]; inactive: { id: string }[]; hardest: { id: string; title: string; stuck: number }[] }[];
    expect(entry!.attendance).toEqual({ present: 0, late: 1, absent: 0, excused: 0, unmarked: 1 });
    expect(entry!.behind.map((row) => row.id)).toEqual([own.student.id]);
    expect(entry!.inactive.map((row) => row.id)).toEqual([own.student.id]);
    expect(entry!.hardest).toEqual([{ id: e.id, title: "Qiyin", stuck: 1, tried: 1 }]);

    const card = await request(ROUTES[3]!, { ...own.fixture, student: practising.id }, own.teacher.token);
    expect((card.body.stuck as { exercise: { id: string }; tries: number }[]).map((row) => [row.exercise.id, row.tries])).toEqual([[e.id, 1]]);
    expect(card.body.attendance).toEqual([{ date: TODAY, mark: "late" }]);
    expect(card.body.student).not.toHaveProperty("phone");
  });
});

describe("who is behind among online students (issue 38)", () => {
  it("names an online student whose course progress is under the group's pace, not one in a group just started", async () => {
    const own = await makeGroup("online");
    const course = await db().course.create({ data: { title: "Onlayn", description: "d", instructor: "i", price: 0, status: "active", durationWeeks: 4 }, select: { id: true } });
    const m = await db().module.create({ data: { courseId: course.id, title: "M" }, select: { id: true } });
    await db().lesson.create({ data: { moduleId: m.id, title: "L" } });
    await db().enrollment.create({ data: { userId: own.student.id, courseId: course.id, pricePaid: 0 } });
    // Started 14 days ago on a 4-week course: the group's pace is 50%, the student has done nothing.
    await db().group.update({ where: { id: own.group }, data: { courseId: course.id, startDate: DAYS_AGO(14) } });
    const home = await request(ROUTES[1]!, own.fixture, own.teacher.token);
    const [entry] = home.body.groups as { behind: { id: string; percent: number }[] }[];
    expect(entry!.behind).toEqual([{ id: own.student.id, fullName: "Bobur", percent: 0 }]);

    // The same, in a group starting today: no pace yet, nobody behind.
    await db().group.update({ where: { id: own.group }, data: { startDate: DAYS_AGO(0) } });
    const fresh = await request(ROUTES[1]!, own.fixture, own.teacher.token);
    expect((fresh.body.groups as { behind: unknown[] }[])[0]!.behind).toEqual([]);
  });
});

describe("the admin's groups", () => {
  it("an offline student is in at most one active group: the API says so, the database holds it", async () => {
    const a = await makeGroup();
    const created = await call(postGroups, { token: admin.token, body: { name: "Ikkinchi", kind: "offline", weekdays: ["Se", "Du"], startDate: "2026-11-16" } });
    expect(created.status).toBe(200);
    const group = created.body.group as { id: string; weekdays: string[] };
    expect(group.weekdays).toEqual(["Du", "Se"]);
    const twice = await call(postStudent, { params: { id: group.id }, token: admin.token, body: { userId: a.student.id } });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe("already_in_group");
    await expect(db().groupStudent.create({ data: { groupId: group.id, studentId: a.student.id } })).rejects.toThrow();
    expect(await db().groupStudent.count({ where: { studentId: a.student.id } })).toBe(1);

    // Archived, the first group frees the student; unarchiving it then is refused.
    await call(patchGroup, { method: "PATCH", params: { id: a.group }, token: admin.token, body: { archived: true } });
    expect((await call(postStudent, { params: { id: group.id }, token: admin.token, body: { userId: a.student.id } })).status).toBe(200);
    const back = await call(patchGroup, { method: "PATCH", params: { id: a.group }, token: admin.token, body: { archived: false } });
    expect(back.body.code).toBe("already_in_group");
    await expect(db().group.update({ where: { id: a.group }, data: { archived: false } })).rejects.toThrow();

    // An online student may be in several groups.
    const online = await createUser({ role: "student" });
    expect((await call(postStudent, { params: { id: group.id }, token: admin.token, body: { userId: online.id } })).status).toBe(200);
    expect((await call(postStudent, { params: { id: other.group }, token: admin.token, body: { userId: online.id } })).status).toBe(200);
  });

  it("assigns only teachers, and lists groups by name", async () => {
    const g = await call(postGroups, { token: admin.token, body: { name: "Teachers test", kind: "online", startDate: "2026-11-16" } });
    const id = (g.body.group as { id: string }).id;
    expect((await call(postTeacher, { params: { id }, token: admin.token, body: { userId: student.id } })).body.code).toBe("invalid_input");
    const teacher = await createUser({ role: "teacher", fullName: "Yangi ustoz" });
    const assigned = await call(postTeacher, { params: { id }, token: admin.token, body: { userId: teacher.id } });
    expect((assigned.body.group as { teachers: { id: string }[] }).teachers.map((row) => row.id)).toEqual([teacher.id]);
    const list = await call(getGroups, { token: admin.token, query: { search: "teachers TEST" } });
    expect((list.body.groups as { id: string }[]).map((row) => row.id)).toEqual([id]);
  });

  it("the group's days, start and course change with PATCH; a bad field is a 400 and nothing changes", async () => {
    const a = await makeGroup();
    const course = await db().course.create({ data: { title: "Guruh kursi", description: "d", instructor: "i", price: 0 }, select: { id: true } });
    const read = () => db().group.findUniqueOrThrow({ where: { id: a.group }, select: { name: true, weekdays: true, startDate: true, courseId: true, archived: true } });
    const changed = await call(patchGroup, { method: "PATCH", params: { id: a.group }, token: admin.token, body: { weekdays: ["Ju", "Du"], startDate: "2026-09-01", courseId: course.id } });
    expect(changed.status).toBe(200);
    expect(changed.body.group).toMatchObject({ weekdays: ["Du", "Ju"], startDate: "2026-09-01", courseId: course.id, course: { id: course.id, title: "Guruh kursi" } });
    const before = await read();

    const refused: [body: unknown, status: number, code: string][] = [
      [{ weekdays: ["Du", "Xx"] }, 400, "invalid_input"],
      [{ weekdays: "Du" }, 400, "invalid_input"],
      [{ startDate: "2026-02-30" }, 400, "invalid_input"],
      [{ startDate: "01.09.2026" }, 400, "invalid_input"],
      [{ courseId: "not an id!" }, 400, "invalid_input"],
      [{ weekdays: ["Se"], courseId: "c".repeat(25) }, 404, "course_not_found"],
      [{}, 400, "invalid_input"],
    ];
    for (const [body, status, code] of refused) {
      const answer = await call(patchGroup, { method: "PATCH", params: { id: a.group }, token: admin.token, body });
      expect([answer.status, answer.body.code], JSON.stringify(body)).toEqual([status, code]);
      expect(await read()).toEqual(before);
    }

    // A null course takes the course away; the days and start stay.
    const cleared = await call(patchGroup, { method: "PATCH", params: { id: a.group }, token: admin.token, body: { courseId: null } });
    expect(cleared.body.group).toMatchObject({ weekdays: ["Du", "Ju"], startDate: "2026-09-01", courseId: null, course: null });
  });

  it("the admin's register and offline list take ?groupId=, an admin's filter only", async () => {
    const a = await makeGroup();
    const week = await call(getRegisterWeek, { token: admin.token, query: { groupId: a.group } });
    expect((week.body.students as { id: string }[]).map((row) => row.id)).toEqual([a.student.id]);
    const list = await call(getOfflineStudents, { token: admin.token, query: { groupId: a.group } });
    expect((list.body.users as { id: string }[]).map((row) => row.id)).toEqual([a.student.id]);
    expect((await call(getOfflineStudents, { query: { groupId: a.group } })).status).toBe(403);
  });
});
