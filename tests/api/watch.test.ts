import { describe, expect, it } from "vitest";
import { POST as progress } from "@/app/api/lessons/[lessonId]/progress/route";
import { POST as watch } from "@/app/api/lessons/[lessonId]/watch/route";
import { GET as enrolledCourses } from "@/app/api/user/enrolled-courses/route";
import type { Caller } from "@/lib/auth/session";
import { findCourseCompletion } from "@/lib/courses/course-completion";
import { db } from "@/lib/db/client";
import { getLearningViewOrThrow } from "@/lib/learning/get-learning-view";
import { call } from "../support/call";
import { createCourse, enrol } from "../support/course-factory";
import { createUser, type TestUser } from "../support/factories";

// Issue 42: the player posts watched ranges; the server merges them, idempotent and bounded by
// the video's length and by real time. Every test makes its own course and student (vitest
// shuffles them). Real time is never waited for: the first report's time is moved back instead.

function callerOf(user: TestUser): Caller {
  return { id: user.id, role: user.role, fullName: user.fullName, phone: user.phone };
}

async function enrolledStudent(lessonsPerModule = 2) {
  const course = await createCourse({ title: "Video kursi", modules: 1, lessonsPerModule });
  const student = await createUser();
  await enrol(student.id, course.id);
  return { course, student, lessons: course.modules[0]!.lessons };
}

/** Pretends the student's player first reported `seconds` ago. */
async function startedAgo(userId: string, lessonId: string, seconds: number) {
  await db().lessonProgress.update({ where: { userId_lessonId: { userId, lessonId } }, data: { watchStartedAt: new Date(Date.now() - seconds * 1000) } });
}

const send = (user: TestUser, lessonId: string, body: unknown) => call(watch, { method: "POST", params: { lessonId }, token: user.token, body });

describe("POST /api/lessons/{lessonId}/watch", () => {
  it("merges batches, and the same batch sent twice changes nothing", async () => {
    const { student, lessons } = await enrolledStudent();
    const lesson = lessons[0]!;
    const first = await send(student, lesson.id, { ranges: [[0, 10]], position: 10, duration: 120.4 });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, watch: { watchedSeconds: 10, videoSeconds: 120, positionSeconds: 10 } });
    await startedAgo(student.id, lesson.id, 60);
    const batch = { ranges: [[8, 30], [40, 50]], position: 50, duration: 120 };
    const second = await send(student, lesson.id, batch);
    const again = await send(student, lesson.id, batch);
    expect(second.body.watch).toEqual({ watchedSeconds: 40, videoSeconds: 120, positionSeconds: 50 });
    expect(again.body.watch).toEqual(second.body.watch);
    const row = await db().lessonProgress.findUniqueOrThrow({ where: { userId_lessonId: { userId: student.id, lessonId: lesson.id } } });
    expect(row.watchedRanges).toEqual([[0, 30], [40, 50]]);
  });

  it("never counts more than the video's length, and a later length does not change it", async () => {
    const { student, lessons } = await enrolledStudent();
    const lesson = lessons[0]!;
    await db().lesson.update({ where: { id: lesson.id }, data: { videoSeconds: 100 } });
    await call(progress, { method: "POST", params: { lessonId: lesson.id }, token: student.token });
    await send(student, lesson.id, { ranges: [[0, 5]], position: 5, duration: 100 });
    await startedAgo(student.id, lesson.id, 3600);
    const res = await send(student, lesson.id, { ranges: [[0, 5000]], position: 5000, duration: 5000 });
    expect(res.status).toBe(200);
    expect(res.body.watch).toEqual({ watchedSeconds: 100, videoSeconds: 100, positionSeconds: 100 });
    expect((await db().lesson.findUniqueOrThrow({ where: { id: lesson.id } })).videoSeconds).toBe(100);
  });

  it("refuses a claim much faster than real time, recording nothing of it", async () => {
    const { student, lessons } = await enrolledStudent();
    const lesson = lessons[0]!;
    await send(student, lesson.id, { ranges: [[0, 10]], position: 10, duration: 600 });
    await startedAgo(student.id, lesson.id, 20);
    // 20 s after the first report: at most 2 × 20 + 30 = 70 s may have been watched.
    const tooMuch = await send(student, lesson.id, { ranges: [[0, 300]], position: 300, duration: 600 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ success: false, code: "watch_too_fast", message: "Ko'rilgan vaqt o'tgan vaqtdan ancha ko'p. Videoni odatdagidek ko'ring" });
    const row = await db().lessonProgress.findUniqueOrThrow({ where: { userId_lessonId: { userId: student.id, lessonId: lesson.id } } });
    expect(row.watchedSeconds).toBe(10);
    const allowed = await send(student, lesson.id, { ranges: [[10, 70]], position: 70, duration: 600 });
    expect(allowed.status).toBe(200);
    expect(allowed.body.watch).toMatchObject({ watchedSeconds: 70 });
  });

  it("refuses a first batch of more than the slack", async () => {
    const { student, lessons } = await enrolledStudent();
    const res = await send(student, lessons[0]!.id, { ranges: [[0, 600]], position: 600, duration: 600 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "watch_too_fast" });
    expect(await db().lessonProgress.count({ where: { userId: student.id, watchedSeconds: { gt: 0 } } })).toBe(0);
  });

  it("answers a lesson without video with 409, and the caller's language", async () => {
    const { student, lessons } = await enrolledStudent();
    await db().lesson.update({ where: { id: lessons[0]!.id }, data: { videoUrl: "" } });
    const res = await call(watch, { method: "POST", params: { lessonId: lessons[0]!.id }, token: student.token, cookie: "lang=ru", body: { ranges: [[0, 5]], position: 5, duration: 60 } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "lesson_without_video", message: "В этом уроке нет видео" });
  });

  it.each([
    ["no ranges", { position: 1, duration: 60 }],
    ["a negative second", { ranges: [[-1, 5]], position: 1, duration: 60 }],
    ["a range that is not a pair", { ranges: [[1, 2, 3]], position: 1, duration: 60 }],
    ["no duration", { ranges: [[0, 5]], position: 1 }],
    ["too many ranges", { ranges: Array.from({ length: 101 }, (_, i) => [i, i + 0.5]), position: 1, duration: 600 }],
  ])("answers %s with 400, recording nothing", async (_case, body) => {
    const { student, lessons } = await enrolledStudent();
    const res = await send(student, lessons[0]!.id, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: "Ko'rilgan qismlar noto'g'ri yuborildi" });
    expect(await db().lessonProgress.count({ where: { userId: student.id } })).toBe(0);
  });

  it("refuses a student not enrolled, and leaves no trace of an admin", async () => {
    const { lessons } = await enrolledStudent();
    const stranger = await createUser();
    const admin = await createUser({ role: "admin" });
    const body = { ranges: [[0, 5]], position: 5, duration: 60 };
    expect((await send(stranger, lessons[0]!.id, body)).status).toBe(403);
    const asAdmin = await send(admin, lessons[0]!.id, body);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toEqual({ success: true, watch: null });
    expect(await db().lessonProgress.count({ where: { userId: { in: [stranger.id, admin.id] } } })).toBe(0);
  });
});

describe("the lesson-done rule through the API (issue 42)", () => {
  it("does not count an opened video lesson; counts it once 80% is watched", async () => {
    const { course, student, lessons } = await enrolledStudent();
    const lesson = lessons[0]!;
    await db().lesson.update({ where: { id: lesson.id }, data: { videoSeconds: 100 } });
    await call(progress, { method: "POST", params: { lessonId: lesson.id }, token: student.token });
    const cardOf = async () => ((await call(enrolledCourses, { token: student.token })).body.courses as Record<string, unknown>[]).find((card) => card.id === course.id);
    expect(await cardOf()).toMatchObject({ completedLessons: 0, totalLessons: 2 });

    await send(student, lesson.id, { ranges: [[0, 20]], position: 20, duration: 100 });
    await startedAgo(student.id, lesson.id, 60);
    await send(student, lesson.id, { ranges: [[20, 79]], position: 79, duration: 100 });
    expect(await cardOf()).toMatchObject({ completedLessons: 0 });
    await send(student, lesson.id, { ranges: [[79, 80]], position: 80, duration: 100 });
    expect(await cardOf()).toMatchObject({ completedLessons: 1, completed: false });

    const view = await getLearningViewOrThrow({ caller: callerOf(student), locale: "uz", courseId: course.id });
    expect(view.doneLessonIds).toEqual([lesson.id]);
    expect(view.watch[lesson.id]).toEqual({ videoSeconds: 100, watchedSeconds: 80, positionSeconds: 80 });
    expect(view.threshold).toBe(80);
  });

  it("goes by the course's threshold", async () => {
    const { course, student, lessons } = await enrolledStudent(1);
    await db().course.update({ where: { id: course.id }, data: { watchThreshold: 50 } });
    await db().lesson.update({ where: { id: lessons[0]!.id }, data: { videoSeconds: 40 } });
    await send(student, lessons[0]!.id, { ranges: [[0, 20]], position: 20, duration: 40 });
    expect(await findCourseCompletion({ userId: student.id, courseId: course.id })).toMatchObject({ completed: true, lessonsDone: 1, lessonsTotal: 1, missing: [] });
  });

  it("names what is left of a course: a video to watch, a lesson to open, an exercise to pass", async () => {
    const { course, student, lessons } = await enrolledStudent(3);
    const [video, text, practice] = lessons;
    await db().lesson.updateMany({ where: { id: { in: [text!.id, practice!.id] } }, data: { videoUrl: "" } });
    await db().exercise.create({
      data: { lessonId: practice!.id, kind: "web", titleUz: "Mashq", titleRu: "Упражнение", statementUz: "Yozing", statementRu: "Напишите", published: true },
    });
    await call(progress, { method: "POST", params: { lessonId: practice!.id }, token: student.token });
    await send(student, video!.id, { ranges: [[0, 10]], position: 10, duration: 100 });
    const completion = await findCourseCompletion({ userId: student.id, courseId: course.id });
    expect(completion).toMatchObject({ completed: false, lessonsDone: 0, lessonsTotal: 3 });
    expect(completion.missing).toEqual([
      { lessonId: video!.id, title: video!.title, titleRu: null, watch: true, practice: false, open: false, watchedPercent: 10 },
      { lessonId: text!.id, title: text!.title, titleRu: null, watch: false, practice: false, open: true, watchedPercent: 0 },
      { lessonId: practice!.id, title: practice!.title, titleRu: null, watch: false, practice: true, open: false, watchedPercent: 0 },
    ]);
  });
});
