import { afterEach, describe, expect, it } from "vitest";
import { GET as adminQuestions } from "@/app/api/admin/questions/route";
import { GET as listQuestions, POST as ask } from "@/app/api/lessons/[lessonId]/questions/route";
import { PUT as helpful } from "@/app/api/questions/posts/[postId]/helpful/route";
import { POST as hide } from "@/app/api/questions/posts/[postId]/hide/route";
import { POST as report } from "@/app/api/questions/posts/[postId]/report/route";
import { GET as getThread } from "@/app/api/questions/threads/[threadId]/route";
import { POST as answer } from "@/app/api/questions/threads/[threadId]/answers/route";
import { PUT as subscription } from "@/app/api/questions/threads/[threadId]/subscription/route";
import { GET as teacherQuestions } from "@/app/api/teacher/questions/route";
import { db } from "@/lib/db/client";
import { installAdminEmitter } from "@/lib/realtime/publish";
import type { AdminEvent } from "@/lib/realtime/events";
import { call, type CallResult } from "../support/call";
import { createCourse, enrol } from "../support/course-factory";
import { createUser, type TestUser } from "../support/factories";

// Issue 41, questions under each lesson: enrolled students and the course's mentors (admins,
// teachers of a group studying it) ask and answer; hidden posts never reach students; posting
// is rate-limited; answers reach the thread's followers. Every case makes its own course.

type Post = { id: string; kind: string; body: string; byMentor: boolean; mine: boolean; helpfulCount: number; helpedByMe: boolean; hidden?: { at: string; by: string | null } };
type Thread = { id: string; answered: boolean; mentorAnswered: boolean; subscribed: boolean; question: Post; answers: Post[] };
const threadOf = (res: CallResult) => res.body.thread as Thread;
const threadsOf = (res: CallResult) => res.body.threads as Thread[];

/** A course with one enrolled student, a stranger, and a teacher whose group studies it. */
async function lessonWithPeople() {
  const course = await createCourse({ modules: 1, lessonsPerModule: 1 });
  const lessonId = course.modules[0]!.lessons[0]!.id;
  const [student, classmate, stranger, admin, teacher, otherTeacher] = await Promise.all([
    createUser({ fullName: "Bobur" }),
    createUser({ fullName: "Dilnoza" }),
    createUser({ fullName: "Begona" }),
    createUser({ role: "admin", fullName: "Admin" }),
    createUser({ role: "teacher", fullName: "Ustoz" }),
    createUser({ role: "teacher", fullName: "Boshqa ustoz" }),
  ]);
  await enrol(student.id, course.id);
  await enrol(classmate.id, course.id);
  const group = await db().group.create({ data: { name: `G ${course.id}`, kind: "online", startDate: new Date(), courseId: course.id }, select: { id: true } });
  await db().groupTeacher.create({ data: { groupId: group.id, teacherId: teacher.id } });
  return { course, lessonId, student, classmate, stranger, admin, teacher, otherTeacher, group: group.id };
}

async function asked(lessonId: string, user: TestUser, body = "useState qachon ishlatiladi?") {
  const res = await call(ask, { params: { lessonId }, body: { body }, token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return threadOf(res);
}

async function answered(threadId: string, user: TestUser, body = "Holat o'zgarganda sahifa yangilanishi kerak bo'lsa.") {
  const res = await call(answer, { params: { threadId }, body: { body }, token: user.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return threadOf(res);
}

afterEach(() => installAdminEmitter(undefined));

describe("asking and reading", () => {
  it("an enrolled student asks; a classmate, the admin and the group's teacher read it", async () => {
    const f = await lessonWithPeople();
    const thread = await asked(f.lessonId, f.student, "```js\n<script>alert(1)</script>\n```");
    expect(thread.question).toMatchObject({ kind: "question", mine: true, byMentor: false, body: "```js\n<script>alert(1)</script>\n```" });
    expect(thread.subscribed).toBe(true);
    for (const reader of [f.classmate, f.admin, f.teacher]) {
      const res = await call(listQuestions, { params: { lessonId: f.lessonId }, token: reader.token });
      expect(res.status).toBe(200);
      expect(threadsOf(res).map((t) => t.id)).toEqual([thread.id]);
    }
  });

  it.each([
    ["a student not enrolled", "stranger", 403],
    ["a teacher of no group studying the course", "otherTeacher", 403],
  ] as const)("%s may neither read nor ask", async (_name, who, status) => {
    const f = await lessonWithPeople();
    const thread = await asked(f.lessonId, f.student);
    const user = f[who];
    const read = await call(listQuestions, { params: { lessonId: f.lessonId }, token: user.token });
    expect(read.status).toBe(status);
    expect(read.body.message).toBe("Dars ostidagi savollarni kursga yozilgan o'quvchilar va ularning ustozlari ko'radi");
    expect((await call(ask, { params: { lessonId: f.lessonId }, body: { body: "Salom" }, token: user.token })).status).toBe(status);
    expect((await call(getThread, { params: { threadId: thread.id }, token: user.token })).status).toBe(status);
    expect((await call(answer, { params: { threadId: thread.id }, body: { body: "Salom" }, token: user.token })).status).toBe(status);
    expect((await call(report, { params: { postId: thread.question.id }, body: {}, token: user.token })).status).toBe(status);
    expect(await db().questionPost.count({ where: { threadId: thread.id } })).toBe(1);
  });

  it("a teacher whose group holds an enrolled student is a mentor of the course", async () => {
    const f = await lessonWithPeople();
    const group = await db().group.create({ data: { name: `H ${f.course.id}`, kind: "offline", startDate: new Date() }, select: { id: true } });
    await db().groupTeacher.create({ data: { groupId: group.id, teacherId: f.otherTeacher.id } });
    await db().groupStudent.create({ data: { groupId: group.id, studentId: f.student.id } });
    const thread = await asked(f.lessonId, f.student);
    const reply = await answered(thread.id, f.otherTeacher);
    expect(reply.answers[0]).toMatchObject({ byMentor: true });
    expect(reply.mentorAnswered).toBe(true);
  });

  it("an archived group's teacher is no longer a mentor", async () => {
    const f = await lessonWithPeople();
    await db().group.update({ where: { id: f.group }, data: { archived: true } });
    expect((await call(listQuestions, { params: { lessonId: f.lessonId }, token: f.teacher.token })).status).toBe(403);
  });

  it("answers 401 without a token and 404 for an unknown lesson or thread", async () => {
    const f = await lessonWithPeople();
    expect((await call(listQuestions, { params: { lessonId: f.lessonId } })).status).toBe(401);
    expect((await call(ask, { params: { lessonId: f.lessonId }, body: { body: "Salom" } })).status).toBe(401);
    const missingLesson = await call(ask, { params: { lessonId: "nolesson" }, body: { body: "Salom" }, token: f.student.token });
    expect(missingLesson.status).toBe(404);
    expect(missingLesson.body.code).toBe("lesson_not_found");
    const missingThread = await call(getThread, { params: { threadId: "nothread" }, token: f.student.token });
    expect(missingThread.status).toBe(404);
    expect(missingThread.body.code).toBe("question_not_found");
  });

  it("a draft course's lesson is 404 to a stranger, not 403", async () => {
    const course = await createCourse({ status: "draft", modules: 1, lessonsPerModule: 1 });
    const stranger = await createUser();
    const res = await call(listQuestions, { params: { lessonId: course.modules[0]!.lessons[0]!.id }, token: stranger.token });
    expect(res.status).toBe(404);
  });

  it.each([
    ["an empty text", { body: "   " }, 400],
    ["a NUL byte", { body: "a\u0000b" }, 400],
    ["a lone surrogate", { body: "a\uD800b" }, 400],
    ["a text over 5000 characters", { body: "x".repeat(5001) }, 400],
    ["an unknown field", { body: "Salom", html: "<b>" }, 400],
    ["a number", { body: 5 }, 400],
    ["a body over the JSON limit", { body: "x".repeat(200_000) }, 413],
  ])("refuses %s and writes nothing", async (_name, payload, status) => {
    const f = await lessonWithPeople();
    const res = await call(ask, { params: { lessonId: f.lessonId }, body: payload, token: f.student.token });
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    expect(await db().questionThread.count({ where: { lessonId: f.lessonId } })).toBe(0);
  });

  it("refuses malformed JSON with 400", async () => {
    const f = await lessonWithPeople();
    const res = await call(ask, { params: { lessonId: f.lessonId }, body: "{\"body\":", token: f.student.token });
    expect(res.status).toBe(400);
  });
});

describe("order and paging", () => {
  it("newest first, or unanswered first then newest", async () => {
    const f = await lessonWithPeople();
    const first = await asked(f.lessonId, f.student, "birinchi");
    const second = await asked(f.lessonId, f.student, "ikkinchi");
    const third = await asked(f.lessonId, f.classmate, "uchinchi");
    await answered(third.id, f.admin);
    const newest = await call(listQuestions, { params: { lessonId: f.lessonId }, query: { order: "newest" }, token: f.student.token });
    expect(threadsOf(newest).map((t) => t.id)).toEqual([third.id, second.id, first.id]);
    const unanswered = await call(listQuestions, { params: { lessonId: f.lessonId }, query: { order: "unanswered" }, token: f.student.token });
    expect(threadsOf(unanswered).map((t) => t.id)).toEqual([second.id, first.id, third.id]);
    expect((await call(listQuestions, { params: { lessonId: f.lessonId }, query: { order: "oldest" }, token: f.student.token })).status).toBe(400);
  });

  it("pages by 10 and answers the last page for a page past the end", async () => {
    const f = await lessonWithPeople();
    const thread = await db().questionThread.create({ data: { lessonId: f.lessonId, posts: { create: { kind: "question", authorId: f.student.id, body: "eng eski" } } }, select: { id: true } });
    await db().questionThread.update({ where: { id: thread.id }, data: { createdAt: new Date(Date.now() - 60_000) } });
    for (let i = 0; i < 10; i++) await db().questionThread.create({ data: { lessonId: f.lessonId, posts: { create: { kind: "question", authorId: f.student.id, body: `savol ${i}` } } } });
    const last = await call(listQuestions, { params: { lessonId: f.lessonId }, query: { page: "9" }, token: f.student.token });
    expect(last.body).toMatchObject({ page: 2, pages: 2, total: 11, pageSize: 10 });
    expect(threadsOf(last).map((t) => t.id)).toEqual([thread.id]);
  });
});

describe("mentors' answers, helped and notify me", () => {
  it("a mentor's answer is marked; the asker and followers are told, the answerer and parents are not", async () => {
    const f = await lessonWithPeople();
    const parent = await createUser({ role: "parent" });
    await db().parentLink.create({ data: { parentId: parent.id, childId: f.student.id } });
    const thread = await asked(f.lessonId, f.student);
    expect((await call(subscription, { method: "PUT", params: { threadId: thread.id }, body: { on: true }, token: f.classmate.token })).body).toMatchObject({ subscribed: true });
    const after = await answered(thread.id, f.teacher);
    expect(after.answers).toHaveLength(1);
    expect(after.answers[0]).toMatchObject({ byMentor: true, mine: true });
    expect(after).toMatchObject({ answered: true, mentorAnswered: true });

    const answerId = after.answers[0]!.id;
    const bells = await db().bellItem.findMany({ where: { eventKey: `question_answered:${answerId}` }, select: { userId: true, href: true } });
    expect(bells.map((b) => b.userId).sort()).toEqual([f.student.id, f.classmate.id].sort());
    expect(bells[0]!.href).toBe(`/learning/${f.course.id}?lesson=${f.lessonId}#questions`);
    const messages = await db().outboxMessage.findMany({ where: { eventKey: `question_answered:${answerId}` }, select: { recipient: true, text: true } });
    expect(messages.map((m) => m.recipient).sort()).toEqual([f.student.phone, f.classmate.phone].sort());
    expect(messages[0]!.text).toContain("Dars 1.1");
  });

  it("a follower who turned notify me off is not told, and the kind can be switched off", async () => {
    const f = await lessonWithPeople();
    const thread = await asked(f.lessonId, f.student);
    await db().user.update({ where: { id: f.student.id }, data: { notificationOptOut: ["question_answered"] } });
    const res = await call(subscription, { method: "PUT", params: { threadId: thread.id }, body: { on: false }, token: f.classmate.token });
    expect(res.status).toBe(200);
    const after = await answered(thread.id, f.admin);
    const key = `question_answered:${after.answers[0]!.id}`;
    expect(await db().bellItem.findMany({ where: { eventKey: key }, select: { userId: true } })).toEqual([{ userId: f.student.id }]);
    expect(await db().outboxMessage.count({ where: { eventKey: key } })).toBe(0);
  });

  it("a student's answer is not a mentor's", async () => {
    const f = await lessonWithPeople();
    const thread = await asked(f.lessonId, f.student);
    const after = await answered(thread.id, f.classmate);
    expect(after).toMatchObject({ answered: true, mentorAnswered: false });
    expect(after.answers[0]!.byMentor).toBe(false);
  });

  it("this helped: on an answer once per reader, never on a question nor on one's own answer", async () => {
    const f = await lessonWithPeople();
    const thread = await asked(f.lessonId, f.student);
    const answerId = (await answered(thread.id, f.teacher)).answers[0]!.id;
    const put = (postId: string, user: TestUser, on: boolean) => call(helpful, { method: "PUT", params: { postId }, body: { on }, token: user.token });
    expect((await put(answerId, f.student, true)).body).toMatchObject({ helpfulCount: 1, helpedByMe: true });
    expect((await put(answerId, f.student, true)).body).toMatchObject({ helpfulCount: 1 });
    expect((await put(answerId, f.classmate, true)).body).toMatchObject({ helpfulCount: 2 });
    expect((await put(answerId, f.classmate, false)).body).toMatchObject({ helpfulCount: 1, helpedByMe: false });
    expect((await put(thread.question.id, f.classmate, true)).status).toBe(400);
    expect((await put(answerId, f.teacher, true)).status).toBe(403);
    expect((await put(answerId, f.stranger, true)).status).toBe(403);
    const read = await call(getThread, { params: { threadId: thread.id }, token: f.student.token });
    expect((read.body.thread as Thread).answers[0]).toMatchObject({ helpfulCount: 1, helpedByMe: true });
  });
});

describe("report and hide", () => {
  it("a report is kept once per reader", async () => {
    const f = await lessonWithPeople();
    const thread = await asked(f.lessonId, f.student);
    for (let i = 0; i < 2; i++) expect((await call(report, { params: { postId: thread.question.id }, body: { reason: "haqorat" }, token: f.classmate.token })).status).toBe(200);
    expect(await db().questionReport.count({ where: { postId: thread.question.id } })).toBe(1);
  });

  it("a mentor hides an answer: students no longer see it, mentors see who hid it; the row stays", async () => {
    const f = await lessonWithPeople();
    const thread = await asked(f.lessonId, f.student);
    const answerId = (await answered(thread.id, f.classmate, "yomon so'z")).answers[0]!.id;
    const hidden = await call(hide, { params: { postId: answerId }, token: f.teacher.token });
    expect(hidden.status).toBe(200);

    const forStudent = threadsOf(await call(listQuestions, { params: { lessonId: f.lessonId }, token: f.student.token }));
    expect(forStudent[0]).toMatchObject({ answered: false, answers: [] });
    const single = await call(getThread, { params: { threadId: thread.id }, token: f.classmate.token });
    expect((single.body.thread as Thread).answers).toEqual([]);
    expect((await call(helpful, { method: "PUT", params: { postId: answerId }, body: { on: true }, token: f.student.token })).status).toBe(404);

    const forAdmin = threadsOf(await call(listQuestions, { params: { lessonId: f.lessonId }, token: f.admin.token }));
    expect(forAdmin[0]!.answers[0]!.hidden).toMatchObject({ by: "Ustoz" });
    const row = await db().questionPost.findUniqueOrThrow({ where: { id: answerId }, select: { body: true, hiddenAt: true, hiddenById: true } });
    expect(row).toMatchObject({ body: "yomon so'z", hiddenById: f.teacher.id });
    expect(row.hiddenAt).toBeInstanceOf(Date);
  });

  it("a hidden question hides its thread from students, and its page is 404 for them", async () => {
    const f = await lessonWithPeople();
    const thread = await asked(f.lessonId, f.student);
    expect((await call(hide, { params: { postId: thread.question.id }, token: f.admin.token })).status).toBe(200);
    const list = await call(listQuestions, { params: { lessonId: f.lessonId }, token: f.classmate.token });
    expect(list.body).toMatchObject({ total: 0, threads: [] });
    expect((await call(getThread, { params: { threadId: thread.id }, token: f.student.token })).status).toBe(404);
    expect((await call(answer, { params: { threadId: thread.id }, body: { body: "x" }, token: f.classmate.token })).status).toBe(404);
    expect(threadsOf(await call(listQuestions, { params: { lessonId: f.lessonId }, token: f.teacher.token }))).toHaveLength(1);
  });

  it("students may not hide; hiding twice keeps the first record", async () => {
    const f = await lessonWithPeople();
    const thread = await asked(f.lessonId, f.student);
    const refused = await call(hide, { params: { postId: thread.question.id }, token: f.classmate.token });
    expect(refused.status).toBe(403);
    expect((await call(hide, { params: { postId: thread.question.id }, token: f.student.token })).status).toBe(403);
    const first = await call(hide, { params: { postId: thread.question.id }, token: f.teacher.token });
    const second = await call(hide, { params: { postId: thread.question.id }, token: f.admin.token });
    expect(second.body.hiddenAt).toBe(first.body.hiddenAt);
    expect((await db().questionPost.findUniqueOrThrow({ where: { id: thread.question.id }, select: { hiddenById: true } })).hiddenById).toBe(f.teacher.id);
  });
});

describe("rate limit", () => {
  it("the 11th post in the window is 429 with Retry-After, and nothing is written", async () => {
    const f = await lessonWithPeople();
    const thread = await asked(f.lessonId, f.student);
    for (let i = 0; i < 9; i++) await answered(thread.id, f.student, `qo'shimcha ${i}`);
    const over = await call(answer, { params: { threadId: thread.id }, body: { body: "yana" }, token: f.student.token });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe("too_many_attempts");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call(ask, { params: { lessonId: f.lessonId }, body: { body: "yana" }, token: f.student.token })).status).toBe(429);
    expect(await db().questionPost.count({ where: { authorId: f.student.id } })).toBe(10);
    // The classmate's own limit is untouched.
    expect((await call(ask, { params: { lessonId: f.lessonId }, body: { body: "men ham" }, token: f.classmate.token })).status).toBe(200);
  });

  it("parallel posts racing the limit: exactly 10 land", async () => {
    const f = await lessonWithPeople();
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => call(ask, { params: { lessonId: f.lessonId }, body: { body: `parallel ${i}` }, token: f.student.token })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(6);
    expect(await db().questionThread.count({ where: { lessonId: f.lessonId } })).toBe(10);
  });
});

describe("mentors' unanswered lists and the live event", () => {
  it("a new question reaches the admin socket", async () => {
    const events: AdminEvent[] = [];
    installAdminEmitter((event) => events.push(event));
    const f = await lessonWithPeople();
    const thread = await asked(f.lessonId, f.student);
    expect(events).toContainEqual({ type: "question:new", payload: { threadId: thread.id, lessonId: f.lessonId } });
  });

  it("the admin's and the teacher's lists hold unanswered questions, oldest first; answered and hidden ones leave", async () => {
    const f = await lessonWithPeople();
    const older = await asked(f.lessonId, f.student, "eski savol");
    const newer = await asked(f.lessonId, f.classmate, "yangi savol");
    const done = await asked(f.lessonId, f.classmate, "javob berilgan");
    await answered(done.id, f.admin);
    const gone = await asked(f.lessonId, f.student, "yashirilgan");
    await call(hide, { params: { postId: gone.question.id }, token: f.admin.token });

    const ids = (res: CallResult) => (res.body.questions as { threadId: string }[]).map((q) => q.threadId);
    const teacher = await call(teacherQuestions, { token: f.teacher.token });
    expect(teacher.status).toBe(200);
    expect(ids(teacher)).toEqual([older.id, newer.id]);
    expect((teacher.body.questions as { body: string; authorName: string }[])[0]).toMatchObject({ body: "eski savol", authorName: "Bobur" });

    // Other cases of this file ask too: the admin's list is read whole, page by page.
    const first = await call(adminQuestions, { token: f.admin.token });
    expect(first.status).toBe(200);
    const all = [...ids(first)];
    for (let page = 2; page <= (first.body.pages as number); page++) all.push(...ids(await call(adminQuestions, { query: { page: String(page) }, token: f.admin.token })));
    expect(all.filter((id) => [older.id, newer.id, done.id, gone.id].includes(id))).toEqual([older.id, newer.id]);

    expect(ids(await call(teacherQuestions, { token: f.otherTeacher.token }))).toEqual([]);
    expect((await call(teacherQuestions, { token: f.student.token })).status).toBe(403);
    expect((await call(adminQuestions, { token: f.teacher.token })).status).toBe(403);
  });

  it("names the course and lesson in the reader's language", async () => {
    const f = await lessonWithPeople();
    await db().course.update({ where: { id: f.course.id }, data: { titleRu: "Основы HTML" } });
    await db().lesson.update({ where: { id: f.lessonId }, data: { titleRu: "Первый урок" } });
    const thread = await asked(f.lessonId, f.student, "ruscha savol");
    const read = async (cookie: string) => {
      const res = await call(teacherQuestions, { token: f.teacher.token, cookie });
      return (res.body.questions as { threadId: string; courseTitle: string; lessonTitle: string }[]).find((q) => q.threadId === thread.id);
    };
    expect(await read("lang=ru")).toMatchObject({ courseTitle: "Основы HTML", lessonTitle: "Первый урок" });
    expect(await read("lang=uz")).toMatchObject({ courseTitle: f.course.title, lessonTitle: f.course.modules[0]!.lessons[0]!.title });
  });
});
