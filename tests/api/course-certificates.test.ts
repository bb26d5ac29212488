import { describe, expect, it } from "vitest";
import { POST as complete } from "@/app/api/courses/[id]/complete/route";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createCourse, enrol, type TestCourse } from "../support/course-factory";
import { createUser, type TestUser } from "../support/factories";

/** A student enrolled in a fresh course who opened `opened` of its lessons (all when not given). */
async function studentInCourse(opened?: number): Promise<{ student: TestUser; course: TestCourse }> {
  const course = await createCourse({ title: "Sertifikatli kurs", modules: 2, lessonsPerModule: 2 });
  const student = await createUser({ fullName: "Oʻgʻiljon Ergasheva" });
  await enrol(student.id, course.id);
  const lessons = course.modules.flatMap((module) => module.lessons);
  await db().lessonProgress.createMany({ data: lessons.slice(0, opened ?? lessons.length).map((lesson) => ({ userId: student.id, lessonId: lesson.id })) });
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
