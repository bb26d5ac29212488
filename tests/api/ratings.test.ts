import { describe, expect, it } from "vitest";
import { PATCH as hideReview } from "@/app/api/admin/course-ratings/[id]/route";
import { GET as reportedReviews } from "@/app/api/admin/course-ratings/route";
import { POST as reportReview } from "@/app/api/course-ratings/[id]/report/route";
import { PUT as rate } from "@/app/api/courses/[id]/rating/route";
import { GET as reviews } from "@/app/api/courses/[id]/reviews/route";
import { GET as getCourse } from "@/app/api/courses/[id]/route";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createCourse, enrol, watchLessons, type TestCourse } from "../support/course-factory";
import { createUser, type TestUser } from "../support/factories";

// Issue 42: students rate the courses they have done at least half of. Every test makes its own
// course and students (vitest shuffles the tests of a file).

/** A course of 4 video lessons without exercises (a lesson watched through is a done one, issue 42), seeded with `seeded`. */
async function ratedCourse(seeded = { rating: 0, totalRatings: 0 }): Promise<TestCourse> {
  const course = await createCourse({ modules: 2, lessonsPerModule: 2 });
  await db().course.update({ where: { id: course.id }, data: seeded });
  return course;
}

const lessonsOf = (course: TestCourse) => course.modules.flatMap((module) => module.lessons);

/** An enrolled student who has done `done` lessons of the course. */
async function learner(course: TestCourse, done: number, fullName = "Aziz Karimov"): Promise<TestUser> {
  const student = await createUser({ fullName });
  await enrol(student.id, course.id);
  await watchLessons(student.id, lessonsOf(course).slice(0, done).map((lesson) => lesson.id));
  return student;
}

const rateAs = (user: TestUser | undefined, courseId: string, body: unknown) =>
  call(rate, { method: "PUT", params: { id: courseId }, token: user?.token, body });

describe("PUT /api/courses/{id}/rating", () => {
  it("lets a student who did half the course rate it, and the card's figures add it to the seeded ones", async () => {
    const course = await ratedCourse({ rating: 4, totalRatings: 2 });
    const student = await learner(course, 2);
    const res = await rateAs(student, course.id, { stars: 5, review: "  Juda foydali kurs  " });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "Bahoingiz saqlandi", rating: { stars: 5, review: "Juda foydali kurs" } });
    const card = await call(getCourse, { params: { id: course.id } });
    expect(card.body.course).toMatchObject({ rating: 4.33, totalRatings: 3 });
  });

  it("keeps one rating per student and course, changed in place", async () => {
    const course = await ratedCourse();
    const student = await learner(course, 4);
    expect((await rateAs(student, course.id, { stars: 5, review: "Zo'r" })).status).toBe(200);
    const again = await rateAs(student, course.id, { stars: 2 });
    expect(again.status).toBe(200);
    const rows = await db().courseRating.findMany({ where: { courseId: course.id }, select: { userId: true, stars: true, review: true } });
    expect(rows).toEqual([{ userId: student.id, stars: 2, review: "" }]);
    const card = await call(getCourse, { params: { id: course.id } });
    expect(card.body.course).toMatchObject({ rating: 2, totalRatings: 1 });
  });

  it("leaves one row when the same student rates twenty times at once", async () => {
    const course = await ratedCourse();
    const student = await learner(course, 3);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => rateAs(student, course.id, { stars: (i % 5) + 1, review: `Sharh ${i}` })));
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    const rows = await db().courseRating.findMany({ where: { courseId: course.id, userId: student.id }, select: { stars: true, review: true } });
    expect(rows).toHaveLength(1);
    const card = await call(getCourse, { params: { id: course.id } });
    expect(card.body.course).toMatchObject({ rating: rows[0]!.stars, totalRatings: 1 });
  });

  it("refuses a student who has done less than half", async () => {
    const course = await ratedCourse();
    const student = await learner(course, 1);
    const res = await rateAs(student, course.id, { stars: 5 });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, code: "rating_locked", message: "Kursni baholash uchun uning kamida yarmini tugating" });
    expect(await db().courseRating.count({ where: { courseId: course.id } })).toBe(0);
  });

  it("refuses a student not enrolled in the course", async () => {
    const course = await ratedCourse();
    const stranger = await createUser();
    const res = await rateAs(stranger, course.id, { stars: 4 });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, message: "Avval kursga a'zo bo'ling" });
  });

  it.each(["admin", "teacher", "parent"] as const)("refuses the role %s", async (role) => {
    const course = await ratedCourse();
    const user = await createUser({ role });
    const res = await rateAs(user, course.id, { stars: 4 });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, message: "Kurslarni faqat o'quvchilar baholaydi" });
  });

  it("answers 401 without a token", async () => {
    const course = await ratedCourse();
    const res = await rateAs(undefined, course.id, { stars: 4 });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, message: "Tizimga kirish kerak" });
  });

  it("answers 404 for an unknown course", async () => {
    const student = await createUser();
    const res = await rateAs(student, "ckunknown000000000000000", { stars: 4 });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: "Kurs topilmadi" });
  });

  it.each([
    ["no stars", {}, "Bahoni 1 dan 5 gacha yulduz bilan bering"],
    ["zero stars", { stars: 0 }, "Bahoni 1 dan 5 gacha yulduz bilan bering"],
    ["six stars", { stars: 6 }, "Bahoni 1 dan 5 gacha yulduz bilan bering"],
    ["half a star", { stars: 3.5 }, "Bahoni 1 dan 5 gacha yulduz bilan bering"],
    ["stars as text", { stars: "5" }, "Bahoni 1 dan 5 gacha yulduz bilan bering"],
    ["a long review", { stars: 5, review: "a".repeat(501) }, "Sharh 500 belgidan oshmasligi kerak"],
    ["a review that is no text", { stars: 5, review: 12 }, "Sharh 500 belgidan oshmasligi kerak"],
  ])("answers 400 for %s", async (_case, body, message) => {
    const course = await ratedCourse();
    const student = await learner(course, 4);
    const res = await rateAs(student, course.id, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await db().courseRating.count({ where: { courseId: course.id } })).toBe(0);
  });
});

describe("GET /api/courses/{id}/reviews", () => {
  it("shows the latest reviews with words, first names only, newest first", async () => {
    const course = await ratedCourse();
    const first = await learner(course, 2, "Aziz Karimov");
    const second = await learner(course, 2, "Дилноза Рахимова");
    const silent = await learner(course, 2, "Olim Toshev");
    await rateAs(first, course.id, { stars: 4, review: "<b>Yaxshi</b> kurs" });
    await rateAs(second, course.id, { stars: 5, review: "Отличный курс" });
    await rateAs(silent, course.id, { stars: 3 });
    const res = await call(reviews, { params: { id: course.id } });
    expect(res.status).toBe(200);
    expect(res.body.reviews).toEqual([
      expect.objectContaining({ firstName: "Дилноза", stars: 5, review: "Отличный курс" }),
      expect.objectContaining({ firstName: "Aziz", stars: 4, review: "<b>Yaxshi</b> kurs" }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain("Karimov");
  });

  it("answers 404 for a draft course to a visitor", async () => {
    const draft = await createCourse({ status: "draft" });
    const res = await call(reviews, { params: { id: draft.id } });
    expect(res.status).toBe(404);
  });
});

describe("reporting and hiding a review", () => {
  async function reviewed() {
    const course = await ratedCourse();
    const author = await learner(course, 4, "Bekzod Aliyev");
    const rated = await rateAs(author, course.id, { stars: 1, review: "Yomon so'zlar" });
    return { course, author, reviewId: (rated.body.rating as { id: string }).id };
  }
  const report = (user: TestUser | undefined, id: string) => call(reportReview, { method: "POST", params: { id }, token: user?.token });

  it("counts one report per user, and admins see it among the reported", async () => {
    const { reviewId } = await reviewed();
    const reader = await createUser();
    const other = await createUser();
    const admin = await createUser({ role: "admin" });
    for (const user of [reader, reader, other]) {
      const res = await report(user, reviewId);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: "Shikoyatingiz adminlarga yuborildi" });
    }
    expect(await db().courseRating.findUniqueOrThrow({ where: { id: reviewId }, select: { reportCount: true } })).toEqual({ reportCount: 2 });
    const listed = await call(reportedReviews, { token: admin.token });
    expect(listed.status).toBe(200);
    expect(listed.body.reviews).toEqual(expect.arrayContaining([expect.objectContaining({ id: reviewId, reportCount: 2, hidden: false, review: "Yomon so'zlar" })]));
  });

  it("lets an admin hide a review's words (the stars still count) and show them again", async () => {
    const { course, reviewId } = await reviewed();
    const admin = await createUser({ role: "admin" });
    const hidden = await call(hideReview, { method: "PATCH", params: { id: reviewId }, token: admin.token, body: { hidden: true } });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ success: true, hidden: true, message: "Sharh yashirildi" });
    expect((await call(reviews, { params: { id: course.id } })).body.reviews).toEqual([]);
    expect((await call(getCourse, { params: { id: course.id } })).body.course).toMatchObject({ rating: 1, totalRatings: 1 });
    const shown = await call(hideReview, { method: "PATCH", params: { id: reviewId }, token: admin.token, body: { hidden: false } });
    expect(shown.status).toBe(200);
    expect((await call(reviews, { params: { id: course.id } })).body.reviews).toEqual([expect.objectContaining({ id: reviewId })]);
  });

  it("refuses a hidden or unknown review's report with 404, and a visitor's with 401", async () => {
    const { reviewId } = await reviewed();
    const reader = await createUser();
    await db().courseRating.update({ where: { id: reviewId }, data: { hiddenAt: new Date() } });
    expect((await report(reader, reviewId)).status).toBe(404);
    const unknown = await report(reader, "ckunknown000000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, message: "Sharh topilmadi" });
    expect((await report(undefined, reviewId)).status).toBe(401);
  });

  it("lets only admins hide, and checks the body", async () => {
    const { reviewId, author } = await reviewed();
    const admin = await createUser({ role: "admin" });
    const byStudent = await call(hideReview, { method: "PATCH", params: { id: reviewId }, token: author.token, body: { hidden: true } });
    expect(byStudent.status).toBe(403);
    expect((await call(reportedReviews, { token: author.token })).status).toBe(403);
    const bad = await call(hideReview, { method: "PATCH", params: { id: reviewId }, token: admin.token, body: { hidden: "yes" } });
    expect(bad.status).toBe(400);
    const unknown = await call(hideReview, { method: "PATCH", params: { id: "ckunknown000000000000000" }, token: admin.token, body: { hidden: true } });
    expect(unknown.status).toBe(404);
  });
});
