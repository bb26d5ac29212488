import { beforeAll, describe, expect, it } from "vitest";
import { POST as progress } from "@/app/api/lessons/[lessonId]/progress/route";
import { GET as listLessons } from "@/app/api/modules/[moduleId]/lessons/route";
import { GET as enrolledCourses } from "@/app/api/user/enrolled-courses/route";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { getLearningViewOrThrow } from "@/lib/learning/get-learning-view";
import { call } from "../support/call";
import { createCourse, enrol, type TestCourse } from "../support/course-factory";
import { createUser, type TestUser } from "../support/factories";

function callerOf(user: TestUser): Caller {
  return { id: user.id, role: user.role, fullName: user.fullName, phone: user.phone };
}

let course: TestCourse;
let draft: TestCourse;
let student: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  course = await createCourse({ title: "HTML asoslari", modules: 2, lessonsPerModule: 3 });
  draft = await createCourse({ title: "HTML qoralama", status: "draft" });
  student = await createUser();
  stranger = await createUser();
  admin = await createUser({ role: "admin" });
  await enrol(student.id, course.id);
});

describe("GET /api/modules/{moduleId}/lessons", () => {
  it("gives an enrolled student the module's lessons in order", async () => {
    const second = course.modules[1]!;
    const res = await call(listLessons, { params: { moduleId: second.id }, token: student.token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.lessons).toEqual(
      second.lessons.map((lesson, i) => ({
        id: lesson.id,
        title: `Dars 2.${i + 1}`,
        description: `Dars 2.${i + 1} tavsifi`,
        videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        codeSourceUrl: "",
        order: i + 1,
      })),
    );
  });

  it("gives an admin any module's lessons, a draft course's too", async () => {
    const res = await call(listLessons, { params: { moduleId: draft.modules[0]!.id }, token: admin.token });
    expect(res.status).toBe(200);
    expect((res.body.lessons as unknown[]).length).toBe(2);
  });

  it.each([
    ["no token", () => undefined, () => course.modules[0]!.id, 401, "Tizimga kirish kerak"],
    ["a bad token", () => "garbage", () => course.modules[0]!.id, 401, "Tizimga kirish kerak"],
    ["a student not enrolled", () => stranger.token, () => course.modules[0]!.id, 403, "Kirish cheklangan"],
    ["a student not enrolled, draft course", () => stranger.token, () => draft.modules[0]!.id, 404, "Modul topilmadi"],
    ["an unknown module", () => student.token, () => "ckunknown000000000000000", 404, "Modul topilmadi"],
  ])("answers %s with its status and message", async (_case, token, moduleId, status, message) => {
    const res = await call(listLessons, { params: { moduleId: moduleId() }, token: token() });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, message });
    expect(res.body).not.toHaveProperty("lessons");
  });
});

describe("POST /api/lessons/{lessonId}/progress", () => {
  it("records opened lessons and moves lastLessonId; the card counts only lessons done by the rule", async () => {
    const learner = await createUser();
    await enrol(learner.id, course.id);
    const first = course.modules[0]!.lessons[0]!;
    const third = course.modules[0]!.lessons[2]!;
    for (const lesson of [first, third, first]) {
      const res = await call(progress, { method: "POST", params: { lessonId: lesson.id }, token: learner.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
    }
    expect(await db().lessonProgress.count({ where: { userId: learner.id } })).toBe(2);
    const enrolment = await db().enrollment.findFirstOrThrow({ where: { userId: learner.id, courseId: course.id } });
    expect(enrolment.lastLessonId).toBe(first.id);
    const cards = (await call(enrolledCourses, { token: learner.token })).body.courses as Record<string, unknown>[];
    // Issue 42: opening a video lesson is not finishing it.
    expect(cards[0]).toMatchObject({ id: course.id, completedLessons: 0, totalLessons: 6, lastLessonId: first.id });
  });

  it("lets an admin open a lesson without leaving progress", async () => {
    const lesson = course.modules[0]!.lessons[1]!;
    const res = await call(progress, { method: "POST", params: { lessonId: lesson.id }, token: admin.token });
    expect(res.status).toBe(200);
    expect(await db().lessonProgress.count({ where: { userId: admin.id } })).toBe(0);
  });

  it.each([
    ["no token", () => undefined, () => course.modules[0]!.lessons[0]!.id, 401, "Tizimga kirish kerak"],
    ["a student not enrolled", () => stranger.token, () => course.modules[0]!.lessons[0]!.id, 403, "Kirish cheklangan"],
    ["a draft course's lesson", () => stranger.token, () => draft.modules[0]!.lessons[0]!.id, 404, "Dars topilmadi"],
    ["an unknown lesson", () => student.token, () => "ckunknown000000000000000", 404, "Dars topilmadi"],
  ])("answers %s with its status and message, recording nothing", async (_case, token, lessonId, status, message) => {
    const before = await db().lessonProgress.count();
    const res = await call(progress, { method: "POST", params: { lessonId: lessonId() }, token: token() });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await db().lessonProgress.count()).toBe(before);
  });

  it("answers malformed JSON with 400, recording nothing", async () => {
    const before = await db().lessonProgress.count();
    const res = await call(progress, {
      method: "POST",
      params: { lessonId: course.modules[0]!.lessons[0]!.id },
      token: student.token,
      body: "{oops",
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: "So'rov tanasi JSON formatida emas" });
    expect(await db().lessonProgress.count()).toBe(before);
  });
});

describe("getLearningViewOrThrow", () => {
  it("gives an enrolled student the modules and lessons in order, and where to resume", async () => {
    const lesson = course.modules[1]!.lessons[0]!;
    await db().enrollment.update({ where: { userId_courseId: { userId: student.id, courseId: course.id } }, data: { lastLessonId: lesson.id } });
    const view = await getLearningViewOrThrow({ caller: callerOf(student), locale: "uz", courseId: course.id });
    expect(view.course).toEqual({ id: course.id, title: "HTML asoslari" });
    expect(view.modules.map((m) => [m.title, m.order, m.lessons.map((l) => l.title)])).toEqual([
      ["Modul 1", 1, ["Dars 1.1", "Dars 1.2", "Dars 1.3"]],
      ["Modul 2", 2, ["Dars 2.1", "Dars 2.2", "Dars 2.3"]],
    ]);
    expect(view.lastLessonId).toBe(lesson.id);
  });

  it("names the lessons of this course the caller has opened, and only those", async () => {
    const learner = await createUser();
    const own = await createCourse({ title: "Ochilgan darslar" });
    const other = await createCourse({ title: "Boshqa kurs" });
    await enrol(learner.id, own.id);
    await enrol(learner.id, other.id);
    const opened = [own.modules[0]!.lessons[1]!.id, own.modules[1]!.lessons[0]!.id];
    await db().lessonProgress.createMany({ data: [...opened, other.modules[0]!.lessons[0]!.id].map((lessonId) => ({ userId: learner.id, lessonId })) });
    const view = await getLearningViewOrThrow({ caller: callerOf(learner), locale: "uz", courseId: own.id });
    expect([...view.openedLessonIds].sort()).toEqual([...opened].sort());
  });

  it("forgets a resume point whose lesson was deleted", async () => {
    const learner = await createUser();
    const own = await createCourse({ title: "HTML o'chirilgan dars" });
    await enrol(learner.id, own.id);
    const lesson = own.modules[0]!.lessons[0]!;
    await db().enrollment.update({ where: { userId_courseId: { userId: learner.id, courseId: own.id } }, data: { lastLessonId: lesson.id } });
    await db().lesson.delete({ where: { id: lesson.id } });
    const view = await getLearningViewOrThrow({ caller: callerOf(learner), locale: "uz", courseId: own.id });
    expect(view.lastLessonId).toBeNull();
    expect(view.modules[0]?.lessons.map((l) => l.title)).toEqual(["Dars 1.2"]);
    const cards = (await call(enrolledCourses, { token: learner.token })).body.courses as Record<string, unknown>[];
    expect(cards[0]).toMatchObject({ id: own.id, lastLessonId: null, totalLessons: 3 });
  });

  it("gives an admin the view with no resume point", async () => {
    const view = await getLearningViewOrThrow({ caller: callerOf(admin), locale: "uz", courseId: draft.id });
    expect(view.lastLessonId).toBeNull();
    expect(view.modules).toHaveLength(2);
  });

  it.each([
    ["no caller", () => null, () => course.id, "unauthenticated"],
    ["a student not enrolled", () => callerOf(stranger), () => course.id, "forbidden"],
    ["a draft course for a stranger", () => callerOf(stranger), () => draft.id, "course_not_found"],
    ["an unknown course", () => callerOf(student), () => "nope", "course_not_found"],
  ])("refuses %s", async (_case, caller, courseId, code) => {
    const error = await getLearningViewOrThrow({ caller: caller(), locale: "uz", courseId: courseId() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(code);
  });
});
