import { beforeAll, describe, expect, it } from "vitest";
import { POST as adminPairingCode } from "@/app/api/admin/users/[id]/pairing-code/route";
import { DELETE as adminUnlink } from "@/app/api/admin/users/[id]/parents/[parentId]/route";
import { GET as adminParents } from "@/app/api/admin/users/[id]/parents/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as enroll } from "@/app/api/courses/[id]/enroll/route";
import { GET as childPayments } from "@/app/api/parent/children/[id]/payments/route";
import { GET as childOverview } from "@/app/api/parent/children/[id]/route";
import { GET as childTopUp } from "@/app/api/parent/children/[id]/top-up/route";
import { GET as children, POST as redeem } from "@/app/api/parent/children/route";
import { POST as createPayment } from "@/app/api/payments/create/route";
import { POST as topup } from "@/app/api/payments/topup/route";
import { POST as pairingCode } from "@/app/api/user/pairing-code/route";
import { DELETE as unlinkMine } from "@/app/api/user/parents/[parentId]/route";
import { GET as myParents } from "@/app/api/user/parents/route";
import { db } from "@/lib/db/client";
import { calendarDayKey, tashkentCalendarDay } from "@/lib/format/tashkent-time";
import { pairingCodeHash } from "@/lib/parents/pairing-code";
import { findAccountHolder } from "@/lib/payments/provider-transactions";
import { PAIRING_CODE_ALPHABET } from "@/lib/parents/rules";
import { call, type CallResult } from "../support/call";
import { createCourse } from "../support/course-factory";
import { createUser, ledgerAndBalance, randomPhone, type TestUser } from "../support/factories";
import { passedExercise } from "../support/practice-fixtures";

// Issue 38: parents, pairing codes, and what a parent may read and may not do.

type Handler = Parameters<typeof call>[0];

let addressSeq = 0;
/** Each test its own address, so the per-address limit of wrong codes is the test's own. */
const freshAddress = () => `198.51.100.${++addressSeq}`;

async function makeCode(child: TestUser): Promise<string> {
  const res = await call(pairingCode, { method: "POST", token: child.token });
  expect(res.status).toBe(200);
  return res.body.code as string;
}

function redeemAs(parent: TestUser, code: string, clientAddress = freshAddress()): Promise<CallResult> {
  return call(redeem, { body: { code }, token: parent.token, clientAddress });
}

async function linked(child: TestUser): Promise<TestUser> {
  const parent = await createUser({ role: "parent" });
  expect((await redeemAs(parent, await makeCode(child))).status).toBe(201);
  return parent;
}

/** A well-formed code nobody was given (the alphabet's first letter, eight times, is never made by chance in a test). */
const WRONG = "ZZZZ-ZZZ2";

describe("POST /api/auth/register with a role", () => {
  const base = () => ({ fullName: "Dilnoza Karimova", phone: randomPhone(), password: "secret123" });
  const meta = { region: "Toshkent", district: "Chirchiq shahri", school: "12-maktab", grade: "9-sinf" };

  it("opens a parent's account without meta", async () => {
    const res = await call(register, { body: { ...base(), role: "parent" }, clientAddress: freshAddress() });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ role: "parent", region: null, school: null });
  });

  it("a student still says where they study", async () => {
    const res = await call(register, { body: { ...base(), role: "student" }, clientAddress: freshAddress() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Viloyat tanlanmagan");
  });

  it.each(["teacher", "admin", "student_offline", "Parent"])("refuses role %s with 400 and makes no account", async (role) => {
    const body = { ...base(), role, meta };
    const res = await call(register, { body, clientAddress: freshAddress() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: "invalid_input", message: "Ro'yxatdan faqat o'quvchi yoki ota-ona sifatida o'tish mumkin" });
    expect(await db().user.count({ where: { phone: body.phone } })).toBe(0);
  });
});

describe("pairing codes", () => {
  it("a student makes a code of 8 characters without look-alikes, kept only as a hash, valid 72 hours", async () => {
    const child = await createUser();
    const before = Date.now();
    const res = await call(pairingCode, { method: "POST", token: child.token });
    expect(res.status).toBe(200);
    const code = res.body.code as string;
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect([...code].every((char) => PAIRING_CODE_ALPHABET.includes(char))).toBe(true);
    const row = await db().pairingCode.findFirstOrThrow({ where: { childId: child.id } });
    expect(row.codeHash).toBe(pairingCodeHash(code));
    expect(row.codeHash).not.toContain(code);
    expect(row.createdById).toBe(child.id);
    const hours = (row.expiresAt.getTime() - before) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThan(72.1);
  });

  it("an admin makes one for a student, and is recorded as its maker", async () => {
    const [admin, child] = await Promise.all([createUser({ role: "admin" }), createUser({ role: "student_offline" })]);
    const res = await call(adminPairingCode, { method: "POST", params: { id: child.id }, token: admin.token });
    expect(res.status).toBe(200);
    const row = await db().pairingCode.findFirstOrThrow({ where: { childId: child.id } });
    expect(row).toMatchObject({ createdById: admin.id, codeHash: pairingCodeHash(res.body.code as string) });
  });

  it("no code for an account that is not a student's; 404 for an unknown id", async () => {
    const [admin, parent] = await Promise.all([createUser({ role: "admin" }), createUser({ role: "parent" })]);
    const forParent = await call(adminPairingCode, { method: "POST", params: { id: parent.id }, token: admin.token });
    expect(forParent.status).toBe(403);
    expect((await call(pairingCode, { method: "POST", token: parent.token })).status).toBe(403);
    expect((await call(adminPairingCode, { method: "POST", params: { id: "nobody00000000000000000" }, token: admin.token })).status).toBe(404);
    expect(await db().pairingCode.count({ where: { childId: parent.id } })).toBe(0);
  });

  it("a new code ends the child's older unused one", async () => {
    const child = await createUser();
    const old = await makeCode(child);
    const fresh = await makeCode(child);
    const parent = await createUser({ role: "parent" });
    expect((await redeemAs(parent, old)).status).toBe(400);
    expect((await redeemAs(parent, fresh)).status).toBe(201);
  });
});

describe("POST /api/parent/children: redeeming a code", () => {
  it("links the child once; the code typed in small letters with a dash still works; a second use is 409", async () => {
    const child = await createUser({ fullName: "Jasur Aliyev" });
    const code = await makeCode(child);
    const parent = await createUser({ role: "parent" });
    const res = await redeemAs(parent, `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`);
    expect(res.status).toBe(201);
    expect(res.body.child).toMatchObject({ id: child.id, fullName: "Jasur Aliyev" });
    const list = await call(children, { token: parent.token });
    expect(list.body.children).toEqual([expect.objectContaining({ id: child.id, fullName: "Jasur Aliyev", role: "student" })]);
    const row = await db().pairingCode.findFirstOrThrow({ where: { childId: child.id } });
    expect(row.usedById).toBe(parent.id);

    const other = await createUser({ role: "parent" });
    const again = await redeemAs(other, code);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "pairing_code_used", message: "Bu kod allaqachon ishlatilgan" });
    expect(await db().parentLink.count({ where: { childId: child.id } })).toBe(1);
  });

  it("refuses an expired code", async () => {
    const child = await createUser();
    const code = await makeCode(child);
    await db().pairingCode.updateMany({ where: { childId: child.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await redeemAs(await createUser({ role: "parent" }), code);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("pairing_code_invalid");
    expect(await db().parentLink.count({ where: { childId: child.id } })).toBe(0);
  });

  it.each([["no code", ""], ["a code past 32 characters", "A".repeat(33)]])("refuses %s with 400, saying what to type", async (_name, code) => {
    const res = await redeemAs(await createUser({ role: "parent" }), code);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "invalid_input", message: "Farzandingiz profilidagi 8 belgili bog'lash kodini kiriting" });
  });

  it("a parent already linked gets 409 and the code stays unused", async () => {
    const child = await createUser();
    const parent = await linked(child);
    const code = await makeCode(child);
    const res = await redeemAs(parent, code);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("already_linked");
    expect((await db().pairingCode.findFirstOrThrow({ where: { codeHash: pairingCodeHash(code) } })).usedAt).toBeNull();
  });

  it("a fourth parent is refused with 409 and the code stays usable", async () => {
    const child = await createUser();
    for (let i = 0; i < 3; i++) await linked(child);
    const code = await makeCode(child);
    const fourth = await createUser({ role: "parent" });
    const res = await redeemAs(fourth, code);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "too_many_parents", message: "Bu o'quvchiga allaqachon 3 ta ota-ona bog'langan" });
    expect(await db().parentLink.count({ where: { childId: child.id } })).toBe(3);
    expect((await db().pairingCode.findFirstOrThrow({ where: { codeHash: pairingCodeHash(code) } })).usedAt).toBeNull();
  });

  it("only a parent redeems: a visitor is 401, a student and an admin 403", async () => {
    const child = await createUser();
    const code = await makeCode(child);
    expect((await call(redeem, { body: { code }, clientAddress: freshAddress() })).status).toBe(401);
    for (const role of ["student", "admin"] as const) {
      const res = await redeemAs(await createUser({ role }), code);
      expect(res.status).toBe(403);
    }
    expect(await db().parentLink.count({ where: { childId: child.id } })).toBe(0);
  });
});

describe("pairing races", () => {
  it("two parents redeeming one code at once: exactly one wins, the other gets 409", async () => {
    for (let round = 0; round < 5; round++) {
      const child = await createUser();
      const code = await makeCode(child);
      const parents = await Promise.all([createUser({ role: "parent" }), createUser({ role: "parent" })]);
      const results = await Promise.all(parents.map((parent) => redeemAs(parent, code)));
      expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
      expect(results.find((res) => res.status === 409)?.body.code).toBe("pairing_code_used");
      expect(await db().parentLink.count({ where: { childId: child.id } })).toBe(1);
    }
  });

  it("two codes of a child with two parents redeemed at once: the limit of three holds", async () => {
    for (let round = 0; round < 3; round++) {
      const child = await createUser();
      await linked(child);
      await linked(child);
      // Two live codes at once (an admin's and a teacher's made in the same moment can be): written here directly.
      const codes = ["AAAAAAA" + "23456789"[round]!, "BBBBBBB" + "23456789"[round]!];
      await db().pairingCode.createMany({
        data: codes.map((code) => ({ childId: child.id, codeHash: pairingCodeHash(code), expiresAt: new Date(Date.now() + 3600_000) })),
      });
      const parents = await Promise.all([createUser({ role: "parent" }), createUser({ role: "parent" })]);
      const results = await Promise.all(parents.map((parent, i) => redeemAs(parent, codes[i]!)));
      expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
      expect(results.find((res) => res.status === 409)?.body.code).toBe("too_many_parents");
      expect(await db().parentLink.count({ where: { childId: child.id } })).toBe(3);
    }
  });
});

describe("wrong codes are limited", () => {
  it("a parent's 11th wrong code is 429, and then even a right one waits", async () => {
    const parent = await createUser({ role: "parent" });
    const child = await createUser();
    const code = await makeCode(child);
    for (let i = 0; i < 10; i++) {
      const res = await redeemAs(parent, WRONG);
      expect(res.status).toBe(400);
    }
    const limited = await redeemAs(parent, WRONG);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("too_many_attempts");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await redeemAs(parent, code)).status).toBe(429);
    expect(await db().parentLink.count({ where: { childId: child.id } })).toBe(0);
  });

  it("40 wrong codes at once from one parent: 10 are looked at, 30 refused", async () => {
    const parent = await createUser({ role: "parent" });
    const results = await Promise.all(Array.from({ length: 40 }, () => redeemAs(parent, WRONG)));
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  it("one address trying codes for many parents is limited too", async () => {
    const address = freshAddress();
    const parents = await Promise.all(Array.from({ length: 4 }, () => createUser({ role: "parent" })));
    const statuses: number[] = [];
    for (const parent of parents) for (let i = 0; i < 8; i++) statuses.push((await redeemAs(parent, WRONG, address)).status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });

  it("a code that links a child does not count against the parent", async () => {
    const parent = await createUser({ role: "parent" });
    for (let i = 0; i < 9; i++) expect((await redeemAs(parent, WRONG)).status).toBe(400);
    expect((await redeemAs(parent, await makeCode(await createUser()))).status).toBe(201);
    expect((await redeemAs(parent, WRONG)).status).toBe(400);
    expect((await redeemAs(parent, WRONG)).status).toBe(429);
  });
});

describe("what a parent reads of a linked child", () => {
  let child: TestUser;
  let parent: TestUser;
  let courseId: string;

  beforeAll(async () => {
    child = await createUser({ role: "student_offline", fullName: "Kamola Yusupova", balance: 120_000 });
    const course = await createCourse({ title: "JavaScript asoslari", price: 0, modules: 1, lessonsPerModule: 2 });
    courseId = course.id;
    await db().enrollment.create({ data: { userId: child.id, courseId, pricePaid: 0 } });
    // Issue 42: both video lessons watched through; the second one's exercise passed below.
    await db().lesson.updateMany({ where: { moduleId: course.modules[0]!.id }, data: { videoSeconds: 100 } });
    await db().lessonProgress.createMany({ data: course.modules[0]!.lessons.map((lesson) => ({ userId: child.id, lessonId: lesson.id, watchedSeconds: 100 })) });
    await passedExercise({ userId: child.id, lessonId: course.modules[0]!.lessons[1]!.id });
    // Today in Tashkent, the register's calendar.
    const day = new Date(calendarDayKey(tashkentCalendarDay(new Date())));
    await db().user.update({
      where: { id: child.id },
      data: { warnings: ["Uy vazifasi qilinmadi", "", ""], arrivalDate: new Date("2026-09-01"), step: 12 },
    });
    await db().dailyScore.create({ data: { userId: child.id, date: day, score: 7, note: "admin's own note" } });
    await db().attendance.create({ data: { userId: child.id, date: day, mark: "late" } });
    await db().certificate.create({ data: { userId: child.id, position: 0, code: "QDM-PARENT-1" } });
    await db().payment.create({ data: { userId: child.id, kind: "topup", status: "approved", amount: 120_000, decidedAt: new Date() } });
    parent = await linked(child);
  });

  it("the week: courses with progress, exercises passed, scores, warnings with reasons, certificates, balance", async () => {
    const res = await call(childOverview, { params: { id: child.id }, token: parent.token, headers: { "accept-language": "ru" } });
    expect(res.status).toBe(200);
    const overview = res.body.overview as Record<string, unknown> & { offline: Record<string, unknown> & { week: { score: number; marked: boolean; attendance: string | null }[] } };
    expect(overview).toMatchObject({
      child: { id: child.id, fullName: "Kamola Yusupova", role: "student_offline" },
      balance: 120_000,
      // Lesson 1 opened, lesson 2 done by passing its one exercise.
      courses: [{ id: courseId, title: "JavaScript asoslari", percent: 100, completedLessons: 2, totalLessons: 2, passedExercises: 1, totalExercises: 1 }],
      passedThisWeek: [expect.objectContaining({ title: "Сумма", courseTitle: "JavaScript asoslari" })],
      offline: { step: 12, warnings: ["Uy vazifasi qilinmadi"], certificates: [expect.objectContaining({ code: "QDM-PARENT-1", position: 0 })] },
    });
    expect(overview.offline.week).toHaveLength(7);
    expect(overview.offline.week.filter((day) => day.marked)).toHaveLength(1);
    // The teacher's attendance mark (issue 38) beside the score.
    expect(overview.offline.week.map((day) => day.attendance).filter(Boolean)).toEqual(["late"]);
    expect(JSON.stringify(overview)).not.toContain("admin's own note");
    expect(JSON.stringify(overview)).not.toContain(child.phone);
  });

  it("payments and how to top up for the child (the child's account number, the card)", async () => {
    const payments = await call(childPayments, { params: { id: child.id }, token: parent.token });
    expect(payments.status).toBe(200);
    expect(payments.body).toMatchObject({ balance: 120_000, payments: [expect.objectContaining({ kind: "topup", amount: 120_000, status: "approved" })] });
    const topUp = await call(childTopUp, { params: { id: child.id }, token: parent.token });
    expect(topUp.status).toBe(200);
    const { accountNumber } = await db().user.findUniqueOrThrow({ where: { id: child.id }, select: { accountNumber: true } });
    expect(topUp.body.topUp).toMatchObject({ accountNumber, card: { number: expect.any(String), holder: expect.any(String) } });
  });

  it("the child's parent account number names nobody at Payme and Click; the child's names the child", async () => {
    const own = await db().user.findUniqueOrThrow({ where: { id: parent.id }, select: { accountNumber: true } });
    expect(await findAccountHolder(own.accountNumber)).toBeNull();
    const childNumber = await db().user.findUniqueOrThrow({ where: { id: child.id }, select: { accountNumber: true } });
    expect(await findAccountHolder(childNumber.accountNumber)).toMatchObject({ id: child.id });
  });
});

describe("authorization of every new route", () => {
  // Each kind of caller against each route: the status it gets. "child" is the student whose
  // parent "parent" is; "otherParent" is linked to another child.
  type Who = "visitor" | "student" | "child" | "parent" | "otherParent" | "admin";
  type Case = [name: string, handler: Handler, method: string, params: () => Record<string, string>, body: unknown, expected: Record<Who, number>];
  const people = {} as Record<Exclude<Who, "visitor">, TestUser>;

  beforeAll(async () => {
    people.student = await createUser();
    people.child = await createUser();
    people.admin = await createUser({ role: "admin" });
    people.parent = await linked(people.child);
    people.otherParent = await linked(await createUser());
  });

  const child = () => ({ id: people.child.id });
  const cases: Case[] = [
    ["GET /api/parent/children", children, "GET", () => ({}), undefined, { visitor: 401, student: 403, child: 403, parent: 200, otherParent: 200, admin: 403 }],
    ["POST /api/parent/children", redeem, "POST", () => ({}), { code: WRONG }, { visitor: 401, student: 403, child: 403, parent: 400, otherParent: 400, admin: 403 }],
    ["GET /api/parent/children/{id}", childOverview, "GET", child, undefined, { visitor: 401, student: 403, child: 403, parent: 200, otherParent: 403, admin: 403 }],
    ["GET /api/parent/children/{id}/payments", childPayments, "GET", child, undefined, { visitor: 401, student: 403, child: 403, parent: 200, otherParent: 403, admin: 403 }],
    ["GET /api/parent/children/{id}/top-up", childTopUp, "GET", child, undefined, { visitor: 401, student: 403, child: 403, parent: 200, otherParent: 403, admin: 403 }],
    ["POST /api/user/pairing-code", pairingCode, "POST", () => ({}), undefined, { visitor: 401, student: 200, child: 200, parent: 403, otherParent: 403, admin: 403 }],
    ["GET /api/user/parents", myParents, "GET", () => ({}), undefined, { visitor: 401, student: 200, child: 200, parent: 200, otherParent: 200, admin: 200 }],
    ["POST /api/admin/users/{id}/pairing-code", adminPairingCode, "POST", child, undefined, { visitor: 401, student: 403, child: 403, parent: 403, otherParent: 403, admin: 200 }],
    ["GET /api/admin/users/{id}/parents", adminParents, "GET", child, undefined, { visitor: 401, student: 403, child: 403, parent: 403, otherParent: 403, admin: 200 }],
  ];
  const whos: Who[] = ["visitor", "student", "child", "parent", "otherParent", "admin"];
  const rows = cases.flatMap(([name, handler, method, params, body, expected]) =>
    whos.map((who) => [name, who, expected[who], handler, method, params, body] as const),
  );

  async function state() {
    const [links, codes, users] = await Promise.all([
      db().parentLink.findMany({ orderBy: [{ childId: "asc" }, { parentId: "asc" }] }),
      db().pairingCode.count({ where: { childId: people.child.id } }),
      db().user.findMany({ where: { id: { in: Object.values(people).map((p) => p.id) } }, select: { id: true, balance: true, role: true }, orderBy: { id: "asc" } }),
    ]);
    return { links, codes, users };
  }

  it.each(rows)("%s as %s: %i", async (_name, who, status, handler, method, params, body) => {
    const before = await state();
    const res = await call(handler, { method, params: params(), body, token: who === "visitor" ? undefined : people[who].token, clientAddress: freshAddress() });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (status >= 400) {
      expect(res.body.success).toBe(false);
      expect(await state()).toEqual(before);
    }
  });

  it("the overview names only the parent's children: 404 for an unknown id", async () => {
    const res = await call(childOverview, { params: { id: "nobody00000000000000000" }, token: people.parent.token });
    expect(res.status).toBe(404);
  });

  it("unlinking: only the child or an admin; the parent loses the child on the next request", async () => {
    // Its own child and parents: tests run shuffled, and the rows above read people.child's links.
    const kid = await createUser();
    const [first, second] = [await linked(kid), await linked(kid)];
    const overview = (parent: TestUser) => call(childOverview, { params: { id: kid.id }, token: parent.token });
    const byOther = await call(unlinkMine, { method: "DELETE", params: { parentId: first.id }, token: people.student.token });
    expect(byOther.status).toBe(404);
    const byParent = await call(adminUnlink, { method: "DELETE", params: { id: kid.id, parentId: first.id }, token: first.token });
    expect(byParent.status).toBe(403);
    const byStudent = await call(adminUnlink, { method: "DELETE", params: { id: kid.id, parentId: first.id }, token: people.student.token });
    expect(byStudent.status).toBe(403);
    expect(await db().parentLink.count({ where: { childId: kid.id } })).toBe(2);

    const mine = await call(myParents, { token: kid.token });
    expect(mine.body.parents).toEqual([expect.objectContaining({ id: first.id }), expect.objectContaining({ id: second.id })]);
    expect((await overview(second)).status).toBe(200);
    const byChild = await call(unlinkMine, { method: "DELETE", params: { parentId: second.id }, token: kid.token });
    expect(byChild.status).toBe(200);
    expect((await overview(second)).status).toBe(403);

    const listed = await call(adminParents, { params: { id: kid.id }, token: people.admin.token });
    expect(listed.body.parents).toEqual([expect.objectContaining({ id: first.id })]);
    const byAdmin = await call(adminUnlink, { method: "DELETE", params: { id: kid.id, parentId: first.id }, token: people.admin.token });
    expect(byAdmin.status).toBe(200);
    expect((await overview(first)).status).toBe(403);
    expect(await db().parentLink.count({ where: { childId: kid.id } })).toBe(0);
  });
});

describe("a parent never enrols or spends", () => {
  it.each([0, 50_000])("enrol in a course of %i so'm: 403, no enrolment, no payment, balance unchanged", async (price) => {
    const parent = await createUser({ role: "parent", balance: 100_000 });
    const course = await createCourse({ title: `Kurs ${price}`, price });
    const res = await call(enroll, { method: "POST", params: { id: course.id }, token: parent.token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Ota-ona hisobi faqat ko'rish uchun: kursga yozilish va to'lov farzandning o'z hisobidan qilinadi");
    expect(await db().enrollment.count({ where: { userId: parent.id } })).toBe(0);
    expect(await db().payment.count({ where: { userId: parent.id } })).toBe(0);
    expect(await ledgerAndBalance(parent.id)).toEqual({ balance: 100_000, ledger: 100_000 });
  });

  it("a top-up request, with or without a receipt: 403, nothing stored", async () => {
    const parent = await createUser({ role: "parent" });
    const json = await call(createPayment, { token: parent.token, body: { amount: 50_000, paymentMethod: "card" } });
    expect(json.status).toBe(403);
    const form = new FormData();
    form.append("amount", "50000");
    form.append("receipt", new File([new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")], "chek.pdf", { type: "application/pdf" }));
    const multipart = await call(topup, { method: "POST", token: parent.token, body: form });
    expect(multipart.status).toBe(403);
    expect(await db().payment.count({ where: { userId: parent.id } })).toBe(0);
    expect(await db().notification.count({ where: { type: "topup_requested", body: { contains: parent.phone } } })).toBe(0);
  });

  it("a student's own money calls still work", async () => {
    const student = await createUser({ balance: 100_000 });
    const course = await createCourse({ title: "Talaba kursi", price: 50_000 });
    expect((await call(enroll, { method: "POST", params: { id: course.id }, token: student.token })).status).toBe(200);
    expect((await call(createPayment, { token: student.token, body: { amount: 50_000, paymentMethod: "card" } })).status).toBe(201);
  });
});
