import { describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/auth/change-password/route";
import { POST as signIn } from "@/app/auth/sign-in/route";
import { POST as linkChild } from "@/app/auth/link-child/route";
import { POST as signUp } from "@/app/auth/sign-up/route";
import { POST as makePairingCode } from "@/app/api/user/pairing-code/route";
import { POST as attendanceForm } from "@/app/teaching/attendance/route";
import { POST as scoreForm } from "@/app/teaching/score/route";
import { POST as warningForm } from "@/app/teaching/warning/route";
import { fromDateColumn, toDateColumn } from "@/lib/offline/db-date";
import { formRefusalText } from "@/lib/api/form-post";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createUser, randomPhone, TEST_PASSWORD } from "../support/factories";

// Issue 44 item 2: the login, registration and password forms posted before the page's scripts
// run. A browser sends them as application/x-www-form-urlencoded from our own page; the answer
// is a redirect, and no password is ever in a URL.
const FORM = "application/x-www-form-urlencoded";
const ORIGIN = "http://localhost:3000";

type Handler = Parameters<typeof call>[0];

async function post(handler: Handler, path: string, fields: Record<string, string>, headers: Record<string, string> = {}, cookie?: string) {
  const result = await call(handler, {
    path,
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": FORM, origin: ORIGIN, "sec-fetch-site": "same-origin", ...headers },
    cookie,
  });
  const location = result.headers.get("location") ?? "";
  const cookies = result.headers.getSetCookie();
  return { status: result.status, location, cookies, jwt: cookies.find((line) => line.startsWith("jwt=") && !line.startsWith("jwt=;")) };
}

const meta = { "meta.region": "Toshkent", "meta.district": "Chirchiq shahri", "meta.school": "12-maktab", "meta.grade": "9-sinf" };

describe("POST /auth/sign-in (the login form before scripts)", () => {
  it("signs a student in with the cookie and goes to the profile", async () => {
    const student = await createUser();
    const answer = await post(signIn, "/auth/sign-in", { phone: student.phone, password: TEST_PASSWORD });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/projects/blogs");
    expect(answer.jwt).toMatch(/HttpOnly/i);
    expect(answer.location).not.toContain(TEST_PASSWORD);
  });

  it("goes on to a safe `next`, never to another site", async () => {
    const student = await createUser();
    expect((await post(signIn, "/auth/sign-in", { phone: student.phone, password: TEST_PASSWORD, next: "/courses/abc" })).location).toBe("/courses/abc");
    for (const next of ["//evil.example/x", "https://evil.example", "/api/admin/users", "/\\evil.example"]) {
      expect((await post(signIn, "/auth/sign-in", { phone: student.phone, password: TEST_PASSWORD, next })).location, next).toBe("/projects/blogs");
    }
  });

  it("takes a teacher to their own area, /teach (issue 38)", async () => {
    const teacher = await createUser({ role: "teacher" });
    expect((await post(signIn, "/auth/sign-in", { phone: teacher.phone, password: TEST_PASSWORD })).location).toBe("/teach");
  });

  it("takes an admin to the admin area", async () => {
    const admin = await createUser({ role: "admin" });
    expect((await post(signIn, "/auth/sign-in", { phone: admin.phone, password: TEST_PASSWORD })).location).toBe("/admin");
  });

  it("comes back to the form with the refusal's code, no cookie and no password in the address", async () => {
    const student = await createUser();
    const answer = await post(signIn, "/auth/sign-in", { phone: student.phone, password: "wrong-password", next: "/courses/abc" });
    expect(answer.status).toBe(303);
    const back = new URL(answer.location, ORIGIN);
    expect(back.pathname).toBe("/projects/blogs");
    expect(Object.fromEntries(back.searchParams)).toEqual({ next: "/courses/abc", form: "login", error: "invalid_credentials" });
    expect(answer.jwt).toBeUndefined();
    expect(answer.location).not.toContain("wrong-password");
  });

  it("refuses a post from another site, as the JSON route does", async () => {
    const student = await createUser();
    const answer = await post(signIn, "/auth/sign-in", { phone: student.phone, password: TEST_PASSWORD }, { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(answer.location).toBe("/projects/blogs?form=login&error=cross_site");
    expect(answer.jwt).toBeUndefined();
  });

  it.each([
    ["JSON instead of a form", { "content-type": "application/json" }, "{}", "unsupported_media_type"],
    ["bytes that are not UTF-8", {}, Buffer.from([0x70, 0x3d, 0xff, 0xfe]), "invalid_input"],
    ["a NUL in the phone", {}, "phone=%00&password=x", "invalid_input"],
    ["malformed percent-encoding", {}, "phone=%E0%A4%A&password=%", "invalid_input"],
    ["a body over the limit", {}, `phone=1&password=${"a".repeat(20_000)}`, "payload_too_large"],
  ])("answers %s with a redirect back, never a 500", async (_what, headers, body, code) => {
    const result = await call(signIn, { path: "/auth/sign-in", body: body as string, headers: { "content-type": FORM, origin: ORIGIN, ...headers } });
    expect(result.status).toBe(303);
    expect(new URL(result.headers.get("location")!, ORIGIN).searchParams.get("error")).toBe(code);
  });
});

describe("POST /auth/sign-up (the registration form before scripts)", () => {
  it("creates a student, signs them in and goes to the profile", async () => {
    const phone = randomPhone();
    const answer = await post(signUp, "/auth/sign-up", { fullName: "Aziza Karimova", phone, password: "secret123", confirmPassword: "secret123", role: "student", ...meta });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/projects/blogs");
    expect(answer.jwt).toBeDefined();
    const user = await db().user.findFirstOrThrow({ where: { fullName: "Aziza Karimova", phone: { endsWith: phone.replace(/\D/g, "").slice(-9) } }, select: { role: true, region: true, grade: true } });
    expect(user).toEqual({ role: "student", region: "Toshkent", grade: "9-sinf" });
  });

  it("creates a parent from the same form, its student fields left empty, and goes to /parent", async () => {
    const fullName = `Parent ${randomPhone()}`;
    const empty = { "meta.region": "", "meta.district": "", "meta.school": "", "meta.grade": "" };
    const answer = await post(signUp, "/auth/sign-up", { fullName, phone: randomPhone(), password: "secret123", confirmPassword: "secret123", role: "parent", ...empty });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/parent");
    expect(answer.jwt).toBeDefined();
    expect(await db().user.findFirstOrThrow({ where: { fullName }, select: { role: true, region: true } })).toEqual({ role: "parent", region: null });
  });

  it("refuses a role the form may not name (admin, teacher) and creates nobody", async () => {
    for (const role of ["admin", "teacher"]) {
      const fullName = `Role ${role} ${randomPhone()}`;
      const answer = await post(signUp, "/auth/sign-up", { fullName, phone: randomPhone(), password: "secret123", confirmPassword: "secret123", role, ...meta });
      expect(answer.location).toBe("/projects/blogs?form=register&error=invalid_input");
      expect(await db().user.count({ where: { fullName } })).toBe(0);
    }
  });

  it("refuses passwords that differ and creates nobody", async () => {
    const fullName = `Mismatch ${randomPhone()}`;
    const answer = await post(signUp, "/auth/sign-up", { fullName, phone: randomPhone(), password: "secret123", confirmPassword: "secret124", ...meta });
    expect(answer.location).toBe("/projects/blogs?form=register&error=invalid_input&reason=passwordMismatch");
    expect(await db().user.count({ where: { fullName } })).toBe(0);
  });
});

describe("POST /auth/change-password (the password form before scripts)", () => {
  function cookieOf(token: string) {
    return `jwt=${token}`;
  }

  it("changes the password and comes back to its page, done", async () => {
    const student = await createUser();
    const answer = await post(changePassword, "/auth/change-password", { currentPassword: TEST_PASSWORD, newPassword: "new-secret-1", confirmPassword: "new-secret-1", next: "/projects/blogs" }, {}, cookieOf(student.token));
    expect(answer.location).toBe("/projects/blogs?form=password&done=1");
    expect(answer.jwt).toBeDefined();
    const { passwordHash } = await db().user.findUniqueOrThrow({ where: { id: student.id }, select: { passwordHash: true } });
    expect(await verifyPassword("new-secret-1", passwordHash)).toBe(true);
  });

  it.each([
    ["a wrong current password", { currentPassword: "nope-nope", newPassword: "new-secret-1", confirmPassword: "new-secret-1" }, true, "/projects/resume?form=password&error=wrong_current_password"],
    ["new passwords that differ", { currentPassword: TEST_PASSWORD, newPassword: "new-secret-1", confirmPassword: "new-secret-2" }, true, "/projects/resume?form=password&error=invalid_input&reason=newPasswordMismatch"],
    ["no session", { currentPassword: TEST_PASSWORD, newPassword: "new-secret-1", confirmPassword: "new-secret-1" }, false, "/projects/resume?form=password&error=unauthenticated"],
  ])("refuses %s and changes nothing", async (_what, fields, signedIn, location) => {
    const student = await createUser();
    const answer = await post(changePassword, "/auth/change-password", fields, {}, signedIn ? cookieOf(student.token) : undefined);
    expect(answer.location).toBe(location);
    const { passwordHash } = await db().user.findUniqueOrThrow({ where: { id: student.id }, select: { passwordHash: true } });
    expect(await verifyPassword(TEST_PASSWORD, passwordHash)).toBe(true);
  });
});

describe("formRefusalText", () => {
  it("shows a known code's or reason's words and nothing a crafted link makes up", () => {
    expect(formRefusalText({ form: "login", error: "invalid_credentials" }, "login", "uz")).toBe("Telefon raqam yoki parol noto'g'ri");
    expect(formRefusalText({ form: "login", error: "invalid_credentials" }, "login", "ru")).not.toBe("Telefon raqam yoki parol noto'g'ri");
    expect(formRefusalText({ form: "register", error: "invalid_input", reason: "passwordMismatch" }, "register", "uz")).toBe("Parollar mos kelmadi");
    expect(formRefusalText({ form: "login", error: "invalid_credentials" }, "register", "uz")).toBeNull();
    expect(formRefusalText({ form: "login", error: "Your account is blocked, call +1 555" }, "login", "uz")).toBeNull();
    expect(formRefusalText({ form: "login", error: "invalid_input", reason: "../../errors.internal" }, "login", "uz")).toBe("Noto'g'ri ma'lumot yuborildi");
    expect(formRefusalText({ form: "login", error: ["invalid_input"] }, "login", "uz")).toBeNull();
  });
});

describe("POST /auth/link-child (the parent's pairing-code form)", () => {
  it("links the child and shows them; a wrong code comes back to /parent with its refusal", async () => {
    const [parent, child] = await Promise.all([createUser({ role: "parent" }), createUser()]);
    const wrong = await post(linkChild, "/auth/link-child", { code: "ZZZZ-ZZZ2" }, {}, `jwt=${parent.token}`);
    expect(wrong.location).toBe("/parent?form=link&error=pairing_code_invalid");
    expect(formRefusalText({ form: "link", error: "pairing_code_invalid" }, "link", "uz")).toBe("Kod noto'g'ri yoki muddati o'tgan. Farzandingizdan yangi kod so'rang");
    const { code } = (await call(makePairingCode, { method: "POST", token: child.token })).body as { code: string };
    const right = await post(linkChild, "/auth/link-child", { code }, {}, `jwt=${parent.token}`);
    expect(right.location).toBe(`/parent?child=${child.id}`);
    expect(await db().parentLink.count({ where: { parentId: parent.id, childId: child.id } })).toBe(1);
  });
});

describe("the /teach register's forms before scripts (issue 38)", () => {
  const DAY = fromDateColumn(toDateColumn(new Date())!);

  /** A teacher with a group of one offline student, and the register page the forms sit on. */
  async function classroom() {
    const [teacher, student] = await Promise.all([createUser({ role: "teacher" }), createUser({ role: "student_offline" })]);
    const group = await db().group.create({ data: { name: `Forma ${student.id}`, kind: "offline", startDate: toDateColumn(DAY)! }, select: { id: true } });
    await db().groupTeacher.create({ data: { groupId: group.id, teacherId: teacher.id } });
    await db().groupStudent.create({ data: { groupId: group.id, studentId: student.id } });
    const page = `/teach/groups/${group.id}?date=${DAY}`;
    return { teacher, student, page, fields: { student: student.id, date: DAY, next: page }, cookie: `jwt=${teacher.token}` };
  }

  const stored = async (studentId: string) => ({
    marks: await db().attendance.findMany({ where: { userId: studentId }, select: { mark: true } }),
    scores: await db().dailyScore.findMany({ where: { userId: studentId }, select: { score: true, note: true } }),
    warnings: (await db().user.findUniqueOrThrow({ where: { id: studentId }, select: { warnings: true } })).warnings,
  });

  it("marks attendance, saves a score with its note and gives a warning, each back on the register", async () => {
    const { student, page, fields, cookie } = await classroom();
    const marked = await post(attendanceForm, "/teaching/attendance", { ...fields, mark: "late" }, {}, cookie);
    expect([marked.status, marked.location]).toEqual([303, `${page}&saved=1`]);
    const scored = await post(scoreForm, "/teaching/score", { ...fields, score: "9", note: "Yaxshi" }, {}, cookie);
    expect(scored.location).toBe(`${page}&saved=1`);
    const warned = await post(warningForm, "/teaching/warning", { ...fields, current: "", reason: "Uy vazifasi yo'q" }, {}, cookie);
    expect(warned.location).toBe(`${page}&saved=1`);
    const body = new URLSearchParams({ ...fields, reason: "Kechikdi" });
    for (const value of ["Uy vazifasi yo'q", "", ""]) body.append("current", value);
    const second = await call(warningForm, { path: "/teaching/warning", body: body.toString(), headers: { "content-type": FORM, origin: ORIGIN, "sec-fetch-site": "same-origin" }, cookie });
    expect(second.headers.get("location")).toBe(`${page}&saved=1`);
    expect(await stored(student.id)).toEqual({ marks: [{ mark: "late" }], scores: [{ score: 9, note: "Yaxshi" }], warnings: ["Uy vazifasi yo'q", "Kechikdi", ""] });
  });

  it("comes back with the refusal and changes nothing: a bad score, a bad mark, a student of another group, no teacher", async () => {
    const mine = await classroom();
    const other = await classroom();
    const before = await stored(mine.student.id);
    const refusals: [handler: Handler, path: string, fields: Record<string, string>, cookie: string | undefined, error: string][] = [
      [scoreForm, "/teaching/score", { ...mine.fields, score: "beshta" }, mine.cookie, "invalid_input"],
      [attendanceForm, "/teaching/attendance", { ...mine.fields, mark: "sometimes" }, mine.cookie, "invalid_input"],
      [attendanceForm, "/teaching/attendance", { ...mine.fields, mark: "present" }, other.cookie, "not_your_student"],
      [warningForm, "/teaching/warning", { ...mine.fields, reason: "Sababsiz" }, undefined, "unauthenticated"],
    ];
    for (const [handler, path, fields, cookie, error] of refusals) {
      const answer = await post(handler, path, fields, {}, cookie);
      expect([answer.status, answer.location], `${path} ${JSON.stringify(fields)}`).toEqual([303, `${mine.page}&form=teach-register&error=${error}`]);
    }
    expect(await stored(mine.student.id)).toEqual(before);
  });

  it("goes back only to a page of /teach, never elsewhere", async () => {
    const { fields, cookie } = await classroom();
    for (const next of ["//evil.example/x", "/admin/users", "https://evil.example/teach"]) {
      expect((await post(attendanceForm, "/teaching/attendance", { ...fields, next, mark: "present" }, {}, cookie)).location, next).toBe("/teach?saved=1");
    }
  });
});
