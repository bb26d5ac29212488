import { describe, expect, it } from "vitest";
import { POST as revoke } from "@/app/api/admin/certificates/[code]/revoke/route";
import { PUT as updateCourse } from "@/app/api/admin/courses/[id]/route";
import { GET as verify } from "@/app/api/certificates/[code]/route";
import { POST as complete } from "@/app/api/courses/[id]/complete/route";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createCourse, enrol, watchLessons, type TestCourse } from "../support/course-factory";
import { createUser, type TestUser } from "../support/factories";
import { findMyCertificates } from "@/lib/certificates/find-my-certificates";
import { newCertificateCode } from "@/lib/offline/certificate-code";

/** A student enrolled in a fresh course who watched `opened` of its lessons through (all when not given; issue 42's done rule). */
async function studentInCourse(opened?: number): Promise<{ student: TestUser; course: TestCourse }> {
  const course = await createCourse({ title: "Sertifikatli kurs", modules: 2, lessonsPerModule: 2 });
  const student = await createUser({ fullName: "Oʻgʻiljon Ergasheva" });
  await enrol(student.id, course.id);
  const lessons = course.modules.flatMap((module) => module.lessons);
  await watchLessons(student.id, lessons.slice(0, opened ?? lessons.length).map((lesson) => lesson.id));
  return { student, course };
}

describe("course certificates: issued when a course is finished", () => {
  it("20 parallel completions of a finished course issue exactly one certificate", async () => {
    const { student, course } = await studentInCourse();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call(complete, { method: "POST", params: { id: course.id }, token: student.token })),
    );
    expect(results.map((res) => res.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const certificates = await db().courseCertificate.findMany({ where: { userId: student.id, courseId: course.id } });
    expect(certificates).toHaveLength(1);
    const code = certificates[0]?.code;
    expect(code).toMatch(/^[0-9A-Z]{10}$/);
    for (const res of results) expect(res.body.certificate).toEqual({ code });
  });

  it("a course with a lesson not done issues none", async () => {
    const { student, course } = await studentInCourse(3);
    const res = await call(complete, { method: "POST", params: { id: course.id }, token: student.token });
    expect(res.status).toBe(200);
    expect(res.body.certificate).toBeNull();
    expect(await db().courseCertificate.count({ where: { userId: student.id } })).toBe(0);
  });

  it("finishing again keeps the one certificate, its code and its date", async () => {
    const { student, course } = await studentInCourse();
    const first = await call(complete, { method: "POST", params: { id: course.id }, token: student.token });
    const second = await call(complete, { method: "POST", params: { id: course.id }, token: student.token });
    expect(second.body.certificate).toEqual(first.body.certificate);
    const certificate = await db().courseCertificate.findFirstOrThrow({ where: { userId: student.id } });
    expect(certificate.hours).toBeGreaterThan(0);
    expect(await db().courseCertificate.count({ where: { userId: student.id } })).toBe(1);
  });
});

/** The admin's course form, as the CMS sends it (multipart), with `fields` over a valid course. */
function courseForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  const all = { title: "Sertifikatli kurs", description: "Kurs", instructor: "Aziz Karimov", price: "1000", duration: "4", ...fields };
  for (const [key, value] of Object.entries(all)) form.append(key, value);
  return form;
}

describe("course certificates: the hours they print (issue 42)", () => {
  it("prints the hours the admin set in the course form", async () => {
    const admin = await createUser({ role: "admin" });
    const { student, course } = await studentInCourse();
    const saved = await call(updateCourse, { method: "PUT", params: { id: course.id }, token: admin.token, body: courseForm({ hours: "40" }) });
    expect(saved.status).toBe(200);
    expect(saved.body.course).toMatchObject({ hours: 40 });
    const res = await call(complete, { method: "POST", params: { id: course.id }, token: student.token });
    const code = (res.body.certificate as { code: string }).code;
    expect((await call(verify, { params: { code } })).body.certificate).toMatchObject({ kind: "course", hours: 40 });
  });

  it("else the videos' total length in hours, when every length is known", async () => {
    const { student, course } = await studentInCourse();
    // Four videos of 45 minutes each: three hours.
    await db().lesson.updateMany({ where: { module: { courseId: course.id } }, data: { videoSeconds: 2700 } });
    await db().lessonProgress.updateMany({ where: { userId: student.id }, data: { watchedSeconds: 2700 } });
    const res = await call(complete, { method: "POST", params: { id: course.id }, token: student.token });
    expect(await db().courseCertificate.findFirstOrThrow({ where: { userId: student.id }, select: { hours: true } })).toEqual({ hours: 3 });
    expect((await call(verify, { params: { code: (res.body.certificate as { code: string }).code } })).body.certificate).toMatchObject({ hours: 3 });
  });

  it("else no hours at all: the check answers hours null, and the course still counts", async () => {
    const { student, course } = await studentInCourse();
    // Lessons without video, opened: done, and there is no length to sum.
    await db().lesson.updateMany({ where: { module: { courseId: course.id } }, data: { videoUrl: "" } });
    const res = await call(complete, { method: "POST", params: { id: course.id }, token: student.token });
    const code = (res.body.certificate as { code: string }).code;
    const checked = await call(verify, { params: { code } });
    expect(checked.status).toBe(200);
    expect(checked.body.certificate).toMatchObject({ kind: "course", code, hours: null, valid: true });
  });

  it("refuses hours out of range in the course form, and '' clears them", async () => {
    const admin = await createUser({ role: "admin" });
    const course = await createCourse({ title: "Soatli kurs" });
    for (const hours of ["0", "1001", "2.5", "ko'p"]) {
      const res = await call(updateCourse, { method: "PUT", params: { id: course.id }, token: admin.token, body: courseForm({ hours }) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: "O'quv soatlari 1 dan 1000 gacha butun son bo'lishi kerak" });
    }
    await call(updateCourse, { method: "PUT", params: { id: course.id }, token: admin.token, body: courseForm({ hours: "12" }) });
    expect((await db().course.findUniqueOrThrow({ where: { id: course.id }, select: { hours: true } })).hours).toBe(12);
    await call(updateCourse, { method: "PUT", params: { id: course.id }, token: admin.token, body: courseForm({}) });
    expect((await db().course.findUniqueOrThrow({ where: { id: course.id }, select: { hours: true } })).hours).toBe(12);
    await call(updateCourse, { method: "PUT", params: { id: course.id }, token: admin.token, body: courseForm({ hours: "" }) });
    expect((await db().course.findUniqueOrThrow({ where: { id: course.id }, select: { hours: true } })).hours).toBeNull();
  });
});

/** A course certificate written straight in the database. */
async function courseCertificate(): Promise<{ code: string; student: TestUser; course: TestCourse }> {
  const course = await createCourse({ title: "React asoslari" });
  await db().course.update({ where: { id: course.id }, data: { titleRu: "Основы React" } });
  const student = await createUser({ fullName: "Aziza Yoʻldosheva" });
  const code = newCertificateCode();
  await db().courseCertificate.create({ data: { code, userId: student.id, courseId: course.id, hours: 24 } });
  return { code, student, course };
}

describe("course certificates: the public check and an admin's revoke", () => {
  it("the check names the student, the course in the reader's language, the hours, and valid", async () => {
    const { code } = await courseCertificate();
    const res = await call(verify, { params: { code: code.toLowerCase() } });
    expect(res.status).toBe(200);
    expect(res.body.certificate).toMatchObject({ kind: "course", code, studentName: "Aziza Yoʻldosheva", courseTitle: "React asoslari", hours: 24, valid: true, revokedAt: null, revokeReason: null });
    const ru = await call(verify, { params: { code }, headers: { "accept-language": "ru" } });
    expect(ru.body.certificate).toMatchObject({ courseTitle: "Основы React" });
  });

  it("an offline certificate's check keeps its shape, now with its kind", async () => {
    const student = await createUser({ fullName: "Offline Oʻquvchi" });
    const code = newCertificateCode();
    await db().certificate.create({ data: { code, userId: student.id, position: 0 } });
    const res = await call(verify, { params: { code } });
    expect(res.status).toBe(200);
    expect(res.body.certificate).toMatchObject({ kind: "offline", code, position: 1, total: 7, valid: true, studentName: "Offline Oʻquvchi" });
  });

  it("an admin revokes one with a reason; the check then says revoked and why", async () => {
    const { code } = await courseCertificate();
    const admin = await createUser({ role: "admin" });
    const res = await call(revoke, { method: "POST", params: { code }, token: admin.token, body: { reason: "  Loyiha koʻchirilgan  " } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Sertifikat bekor qilindi");
    const check = await call(verify, { params: { code } });
    expect(check.body.certificate).toMatchObject({ valid: false, revokeReason: "Loyiha koʻchirilgan" });
    expect((check.body.certificate as { revokedAt: string | null }).revokedAt).not.toBeNull();
  });

  it.each([
    ["no token", "none", { reason: "Sabab" }, 401, "Tizimga kirish kerak"],
    ["a student's token", "student", { reason: "Sabab" }, 403, "Admin huquqlariga ega emassiz"],
    ["an empty reason", "admin", { reason: "   " }, 400, "Bekor qilish sababini yozing"],
    ["no reason", "admin", {}, 400, "Bekor qilish sababini yozing"],
    ["a reason over 300 characters", "admin", { reason: "x".repeat(301) }, 400, "Sabab 300 belgidan oshmasligi kerak"],
  ] as const)("revoking with %s is refused and changes nothing", async (_name, who, body, status, message) => {
    const { code, student } = await courseCertificate();
    const token = who === "none" ? undefined : who === "student" ? student.token : (await createUser({ role: "admin" })).token;
    const res = await call(revoke, { method: "POST", params: { code }, token, body });
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await db().courseCertificate.findUniqueOrThrow({ where: { code }, select: { revokedAt: true } })).toEqual({ revokedAt: null });
  });

  it("revoking an unknown code is 404, a malformed one 400", async () => {
    const admin = await createUser({ role: "admin" });
    const unknown = await call(revoke, { method: "POST", params: { code: "ZZZZZZZZZZ" }, token: admin.token, body: { reason: "Sabab" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Sertifikat topilmadi");
    const malformed = await call(revoke, { method: "POST", params: { code: "a b" }, token: admin.token, body: { reason: "Sabab" } });
    expect(malformed.status).toBe(400);
  });
});

describe("course certificates: the student's own list", () => {
  it("lists the caller's course certificates and offline ones, nobody else's", async () => {
    const { code, student, course } = await courseCertificate();
    const offlineCode = newCertificateCode();
    await db().certificate.create({ data: { code: offlineCode, userId: student.id, position: 0 } });
    const other = await createUser();
    await db().courseCertificate.create({ data: { code: newCertificateCode(), userId: other.id, courseId: course.id, hours: 6 } });
    const mine = await findMyCertificates({ caller: student, locale: "ru" });
    expect(mine).toEqual([
      expect.objectContaining({ kind: "course", code, courseTitle: "Основы React", hours: 24, revoked: false }),
      expect.objectContaining({ kind: "offline", code: offlineCode, position: 0, courseTitle: null }),
    ]);
  });
});
