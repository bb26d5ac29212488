import { describe, expect, it } from "vitest";
import { POST as reportReview } from "@/app/api/course-ratings/[id]/report/route";
import { GET as courseReviews } from "@/app/api/courses/[id]/reviews/route";
import { GET as listQuestions, POST as ask } from "@/app/api/lessons/[lessonId]/questions/route";
import { POST as reportPost } from "@/app/api/questions/posts/[postId]/report/route";
import { POST as decide } from "@/app/api/admin/reports/[target]/[id]/route";
import { GET as reports } from "@/app/api/admin/reports/route";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createCourse, enrol } from "../support/course-factory";
import { createUser, type TestUser } from "../support/factories";

// Issues 41 and 42: one moderation list for admins gathering reported question posts and
// reported course reviews; hide, restore and dismiss, each recorded with who and when. Every case
// makes its own course, posts and people.

type Item = {
  target: string;
  id: string;
  text: string;
  hidden: boolean;
  openReports: number;
  totalReports: number;
  reports: { reporter: string | null; reason: string; open: boolean }[];
  lastDecision: { action: string; by: string | null; at: string } | null;
};

/** A question under a new course's lesson, reported by two classmates. */
async function reportedQuestion() {
  const course = await createCourse({ modules: 1, lessonsPerModule: 1 });
  const lessonId = course.modules[0]!.lessons[0]!.id;
  const [author, first, second] = await Promise.all([createUser({ fullName: "Yozuvchi" }), createUser({ fullName: "Birinchi" }), createUser({ fullName: "Ikkinchi" })]);
  await Promise.all([author, first, second].map((user) => enrol(user.id, course.id)));
  const asked = await call(ask, { token: author.token, params: { lessonId }, body: { body: `Yomon gap ${course.id}` } });
  expect(asked.status).toBe(200);
  const postId = (asked.body.thread as { question: { id: string } }).question.id;
  for (const [reader, reason] of [[first, "haqorat"], [second, ""]] as const) {
    expect((await call(reportPost, { token: reader.token, params: { postId }, body: { reason } })).status).toBe(200);
  }
  return { course, lessonId, author, readers: [first, second], postId };
}

/** A course review written straight in the database, reported by one reader through the API. */
async function reportedReview() {
  const course = await createCourse({ modules: 1, lessonsPerModule: 1 });
  const author = await createUser({ fullName: "Sharhchi" });
  const rating = await db().courseRating.create({ data: { userId: author.id, courseId: course.id, stars: 1, review: `Yomon kurs ${course.id}` }, select: { id: true } });
  const reader = await createUser({ fullName: "Kuzatuvchi" });
  expect((await call(reportReview, { method: "POST", token: reader.token, params: { id: rating.id } })).status).toBe(200);
  return { course, author, reader, reviewId: rating.id };
}

const act = (admin: TestUser | undefined, target: string, id: string, action: string) => call(decide, { token: admin?.token, params: { target, id }, body: { action } });

async function listed(admin: TestUser, status: "open" | "decided", id: string): Promise<Item | undefined> {
  // Other cases' items may fill pages: walk them all.
  for (let page = 1; ; page++) {
    const res = await call(reports, { token: admin.token, query: { status, page: String(page) } });
    expect(res.status).toBe(200);
    const found = (res.body.items as Item[]).find((item) => item.id === id);
    if (found || page >= (res.body.pages as number)) return found;
  }
}

describe("who may moderate", () => {
  it("answers 401 without a token or with an expired session, 403 to a student and a teacher", async () => {
    const { postId } = await reportedQuestion();
    const student = await createUser();
    const teacher = await createUser({ role: "teacher" });
    expect((await call(reports)).status).toBe(401);
    expect((await act(undefined, "question_post", postId, "hide")).status).toBe(401);
    const ended = await createUser({ role: "admin" });
    await db().session.update({ where: { id: ended.sessionId }, data: { revokedAt: new Date() } });
    expect((await call(reports, { token: ended.token })).status).toBe(401);
    for (const caller of [student, teacher]) {
      expect((await call(reports, { token: caller.token })).status).toBe(403);
      expect((await act(caller, "question_post", postId, "hide")).status).toBe(403);
    }
    expect(await db().moderationDecision.count({ where: { targetId: postId } })).toBe(0);
    expect((await db().questionPost.findUniqueOrThrow({ where: { id: postId } })).hiddenAt).toBeNull();
  });

  it("answers 400 to a malformed id, target, action or status and 404 to an unknown post or review", async () => {
    const admin = await createUser({ role: "admin" });
    const { postId } = await reportedQuestion();
    expect((await act(admin, "question_post", "bad id!", "hide")).status).toBe(400);
    expect((await act(admin, "user", postId, "hide")).status).toBe(400);
    expect((await act(admin, "question_post", postId, "delete")).status).toBe(400);
    expect((await call(reports, { token: admin.token, query: { status: "all" } })).status).toBe(400);
    const unknownPost = await act(admin, "question_post", "ckunknown000000000000000", "hide");
    expect(unknownPost.status).toBe(404);
    expect(unknownPost.body.code).toBe("question_not_found");
    // A question post's id is not a review's.
    const crossed = await act(admin, "course_review", postId, "dismiss");
    expect(crossed.status).toBe(404);
    expect(crossed.body.code).toBe("review_not_found");
  });
});

describe("the list", () => {
  it("gathers a reported question post and a reported review, with the text, who reported and how many", async () => {
    const admin = await createUser({ role: "admin" });
    const question = await reportedQuestion();
    const review = await reportedReview();
    const post = await listed(admin, "open", question.postId);
    expect(post).toMatchObject({ target: "question_post", text: `Yomon gap ${question.course.id}`, hidden: false, openReports: 2, totalReports: 2, lastDecision: null });
    expect(post!.reports.map((line) => [line.reporter, line.reason]).sort()).toEqual([["Birinchi", "haqorat"], ["Ikkinchi", ""]]);
    const rated = await listed(admin, "open", review.reviewId);
    expect(rated).toMatchObject({ target: "course_review", text: `Yomon kurs ${review.course.id}`, openReports: 1, reports: [{ reporter: "Kuzatuvchi", open: true }] });
    expect(await listed(admin, "decided", question.postId)).toBeUndefined();
  });

  it("names the course and lesson in the reader's language", async () => {
    const admin = await createUser({ role: "admin" });
    const question = await reportedQuestion();
    await db().course.update({ where: { id: question.course.id }, data: { titleRu: "Курс по-русски" } });
    await db().lesson.update({ where: { id: question.lessonId }, data: { titleRu: "Урок по-русски" } });
    for (let page = 1; ; page++) {
      const res = await call(reports, { token: admin.token, cookie: "lang=ru", query: { page: String(page) } });
      const found = (res.body.items as (Item & { course: { title: string }; lesson: { title: string } })[]).find((item) => item.id === question.postId);
      if (found) {
        expect(found).toMatchObject({ course: { title: "Курс по-русски" }, lesson: { title: "Урок по-русски" } });
        break;
      }
      expect(page).toBeLessThan(res.body.pages as number);
    }
  });
});

describe("decisions", () => {
  it("hides a reported question from students, recorded with who and when; restore shows it again", async () => {
    const admin = await createUser({ role: "admin", fullName: "Moderator Admin" });
    const { postId, lessonId, readers } = await reportedQuestion();
    const hidden = await act(admin, "question_post", postId, "hide");
    expect(hidden.status).toBe(200);
    expect(hidden.body.decision).toMatchObject({ action: "hide", hidden: true });
    const seen = async () => (await call(listQuestions, { token: readers[0]!.token, params: { lessonId } })).body.threads as { question: { id: string } }[];
    expect((await seen()).map((thread) => thread.question.id)).not.toContain(postId);
    const record = await db().moderationDecision.findFirstOrThrow({ where: { targetId: postId } });
    expect(record).toMatchObject({ target: "question_post", action: "hide", actorId: admin.id });
    expect(await db().questionPost.findUniqueOrThrow({ where: { id: postId }, select: { hiddenById: true } })).toEqual({ hiddenById: admin.id });
    // Decided: it leaves the open list and shows who decided.
    expect(await listed(admin, "open", postId)).toBeUndefined();
    expect(await listed(admin, "decided", postId)).toMatchObject({ hidden: true, openReports: 0, lastDecision: { action: "hide", by: "Moderator Admin", at: record.createdAt.toISOString() } });

    const restored = await act(admin, "question_post", postId, "restore");
    expect(restored.status).toBe(200);
    expect((await seen()).map((thread) => thread.question.id)).toContain(postId);
    expect((await db().moderationDecision.findMany({ where: { targetId: postId }, orderBy: { createdAt: "asc" } })).map((row) => row.action)).toEqual(["hide", "restore"]);
  });

  it("dismisses a review's report: it stays shown and leaves the list until a new report", async () => {
    const admin = await createUser({ role: "admin", fullName: "Ikkinchi Admin" });
    const { reviewId, course } = await reportedReview();
    const dismissed = await act(admin, "course_review", reviewId, "dismiss");
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.decision).toMatchObject({ action: "dismiss", hidden: false });
    const shown = await call(courseReviews, { params: { id: course.id } });
    expect((shown.body.reviews as { id: string }[]).map((row) => row.id)).toContain(reviewId);
    expect(await listed(admin, "open", reviewId)).toBeUndefined();
    expect(await listed(admin, "decided", reviewId)).toMatchObject({ openReports: 0, totalReports: 1, lastDecision: { action: "dismiss", by: "Ikkinchi Admin" } });
    // Nothing left to decide: a second dismissal or a restore of a shown review is 409.
    expect((await act(admin, "course_review", reviewId, "dismiss")).body.code).toBe("report_decided");
    expect((await act(admin, "course_review", reviewId, "restore")).status).toBe(409);

    const newcomer = await createUser({ fullName: "Yangi o'quvchi" });
    expect((await call(reportReview, { method: "POST", token: newcomer.token, params: { id: reviewId } })).status).toBe(200);
    expect(await listed(admin, "open", reviewId)).toMatchObject({ openReports: 1, totalReports: 2, reports: [{ reporter: "Yangi o'quvchi", open: true }, { open: false }] });
    const hidden = await act(admin, "course_review", reviewId, "hide");
    expect(hidden.status).toBe(200);
    const after = await call(courseReviews, { params: { id: course.id } });
    expect((after.body.reviews as { id: string }[]).map((row) => row.id)).not.toContain(reviewId);
  });

  it("two admins deciding at once: one decision lands, the other is 409, one record", async () => {
    for (const [firstAction, secondAction] of [["hide", "dismiss"], ["hide", "hide"], ["dismiss", "dismiss"]] as const) {
      const [one, two] = await Promise.all([createUser({ role: "admin" }), createUser({ role: "admin" })]);
      const { postId } = await reportedQuestion();
      const answers = await Promise.all([act(one, "question_post", postId, firstAction), act(two, "question_post", postId, secondAction)]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      expect(answers.find((res) => res.status === 409)!.body.code).toBe("report_decided");
      expect(await db().moderationDecision.count({ where: { targetId: postId } })).toBe(1);
    }
  });
});
