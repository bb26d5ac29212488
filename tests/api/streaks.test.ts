import { describe, expect, it } from "vitest";
import { GET as listCourses } from "@/app/api/courses/route";
import { POST as watch } from "@/app/api/lessons/[lessonId]/watch/route";
import { GET as streak } from "@/app/api/user/streak/route";
import { db } from "@/lib/db/client";
import { findStudentActivity } from "@/lib/streaks/find-student-activity";
import { call } from "../support/call";
import { createCourse, enrol, watchLessons } from "../support/course-factory";
import { createUser } from "../support/factories";

// Issue 42: streaks and points. Each test makes its own student and course.

async function exercise(lessonId: string, opts: { kind?: "web" | "js"; published?: boolean } = {}) {
  return db().exercise.create({
    data: { lessonId, kind: opts.kind ?? "web", published: opts.published ?? true, titleUz: "Mashq", titleRu: "Упражнение", statementUz: "S", statementRu: "S" },
    select: { id: true },
  });
}

async function pass(userId: string, exerciseId: string, at = new Date()) {
  const submission = await db().submission.create({ data: { userId, exerciseId, files: [], passed: true, verdict: "ok", results: [], createdAt: at }, select: { id: true } });
  await db().exercisePass.create({ data: { userId, exerciseId, submissionId: submission.id, passedAt: at } });
}

describe("findStudentActivity", () => {
  it("counts activity on Tashkent's days: 23:30 and 00:30 there are two days in a row", async () => {
    const student = await createUser();
    const course = await createCourse({ modules: 1, lessonsPerModule: 2 });
    const [first] = course.modules[0]!.lessons;
    // 23:30 on the 28th in Tashkent (18:30 UTC), then a submission at 00:30 on the 29th (19:30 UTC).
    await db().lessonProgress.create({ data: { userId: student.id, lessonId: first!.id, openedAt: new Date("2026-11-28T18:30:00Z") } });
    const practice = await exercise(first!.id);
    await db().submission.create({ data: { userId: student.id, exerciseId: practice.id, files: [], passed: false, verdict: "ok", results: [], createdAt: new Date("2026-11-28T19:30:00Z") } });

    const activity = await findStudentActivity({ userId: student.id, now: new Date("2026-11-29T10:00:00Z") });
    expect(activity.today).toBe("2026-11-29");
    expect(activity.streak).toEqual({ current: 2, best: 2 });
    expect(activity.calendar.filter((day) => day.active).map((day) => day.day)).toEqual(["2026-11-28", "2026-11-29"]);
    // Five Monday-first weeks ending with the week of Sunday the 29th.
    expect(activity.calendar).toHaveLength(35);
    expect(activity.calendar[0]!.day).toBe("2026-10-26");
    expect(activity.calendar.at(-1)).toEqual({ day: "2026-11-29", active: true, future: false });
  });

  it("keeps the streak through today until Tashkent's midnight, and loses it the day after", async () => {
    const student = await createUser();
    const course = await createCourse({ modules: 1, lessonsPerModule: 1 });
    await db().lessonProgress.create({ data: { userId: student.id, lessonId: course.modules[0]!.lessons[0]!.id, openedAt: new Date("2026-11-27T12:00:00Z") } });
    // 23:59 on the 28th in Tashkent: the 27th was yesterday.
    expect((await findStudentActivity({ userId: student.id, now: new Date("2026-11-28T18:59:00Z") })).streak).toEqual({ current: 1, best: 1 });
    // 00:01 on the 29th: a whole day missed.
    expect((await findStudentActivity({ userId: student.id, now: new Date("2026-11-28T19:01:00Z") })).streak).toEqual({ current: 0, best: 1 });
  });

  it("counts an offline student's daily scores as active days and as points", async () => {
    const student = await createUser({ role: "student_offline" });
    await db().dailyScore.createMany({
      data: [
        { userId: student.id, date: new Date("2026-11-26T00:00:00Z"), score: 8 },
        { userId: student.id, date: new Date("2026-11-27T00:00:00Z"), score: 10 },
      ],
    });
    const activity = await findStudentActivity({ userId: student.id, now: new Date("2026-11-28T06:00:00Z") });
    expect(activity.streak).toEqual({ current: 2, best: 2 });
    expect(activity.points).toEqual({ passedExercises: 0, passedQuizzes: 0, finishedLessons: 0, dailyScoreTotal: 18, points: 18 });
  });

  it("gives points for passed published exercises and finished lessons, once each", async () => {
    const student = await createUser();
    const course = await createCourse({ modules: 1, lessonsPerModule: 3 });
    const [plain, practised, unfinished] = course.modules[0]!.lessons;
    // Each video watched through (issue 42's done rule), so only the practice decides.
    await watchLessons(student.id, [plain!.id, practised!.id, unfinished!.id]);
    const one = await exercise(practised!.id);
    const two = await exercise(practised!.id);
    const hard = await exercise(unfinished!.id);
    await exercise(unfinished!.id);
    const draft = await exercise(plain!.id, { published: false });
    for (const id of [one.id, two.id, hard.id, draft.id]) await pass(student.id, id);
    // plain (watched, only an unpublished exercise) and practised (both passed) are finished; unfinished is not.
    const activity = await findStudentActivity({ userId: student.id });
    expect(activity.points).toEqual({ passedExercises: 3, passedQuizzes: 0, finishedLessons: 2, dailyScoreTotal: 0, points: 3 * 10 + 2 * 5 });
  });
});

describe("finished lessons: one rule for points and the course card (issue 42)", () => {
  it("counts a lesson by its watched video or, without a video, by opening it, as the card does", async () => {
    const student = await createUser();
    const course = await createCourse({ modules: 1, lessonsPerModule: 5 });
    await enrol(student.id, course.id);
    const [below, at, textOpened, textPractice, unopened] = course.modules[0]!.lessons;
    await db().lesson.updateMany({ where: { id: { in: [below!.id, at!.id] } }, data: { videoSeconds: 100 } });
    await db().lesson.updateMany({ where: { id: { in: [textOpened!.id, textPractice!.id, unopened!.id] } }, data: { videoUrl: "" } });
    await db().course.update({ where: { id: course.id }, data: { watchThreshold: 80 } });
    // 79 of 100 seconds is under the threshold; 80 is at it. Opened text lessons: one with practice left.
    await db().lessonProgress.createMany({
      data: [
        { userId: student.id, lessonId: below!.id, watchedSeconds: 79 },
        { userId: student.id, lessonId: at!.id, watchedSeconds: 80 },
        { userId: student.id, lessonId: textOpened!.id },
        { userId: student.id, lessonId: textPractice!.id },
      ],
    });
    await exercise(textPractice!.id);
    const activity = await findStudentActivity({ userId: student.id });
    expect(activity.points.finishedLessons).toBe(2);
    const card = ((await call(listCourses, { token: student.token })).body.courses as Record<string, unknown>[]).find((one) => one.id === course.id);
    expect(card).toMatchObject({ completedLessons: 2 });
  });

  it("counts a day of watching toward the streak, though the lesson was opened days before", async () => {
    const student = await createUser();
    const course = await createCourse({ modules: 1, lessonsPerModule: 1 });
    await enrol(student.id, course.id);
    const lesson = course.modules[0]!.lessons[0]!;
    await db().lessonProgress.create({ data: { userId: student.id, lessonId: lesson.id, openedAt: new Date("2026-01-05T12:00:00Z") } });
    const res = await call(watch, { method: "POST", params: { lessonId: lesson.id }, token: student.token, body: { ranges: [[0, 10]], position: 10, duration: 100 } });
    expect(res.status).toBe(200);
    const activity = await findStudentActivity({ userId: student.id });
    expect(activity.calendar.find((day) => day.day === activity.today)).toMatchObject({ active: true });
    expect(activity.streak.current).toBe(1);
  });
});

describe("GET /api/user/streak", () => {
  it("answers the caller's own streak and points", async () => {
    const student = await createUser();
    const course = await createCourse({ modules: 1, lessonsPerModule: 1 });
    await watchLessons(student.id, [course.modules[0]!.lessons[0]!.id]);
    const res = await call(streak, { token: student.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, streak: { current: 1, best: 1 }, points: { finishedLessons: 1, points: 5 } });
  });

  it("answers 401 without a token", async () => {
    const res = await call(streak, {});
    expect(res.status).toBe(401);
  });
});
