import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as adminExercise, PUT as updateExercise, DELETE as deleteExercise } from "@/app/api/admin/exercises/[id]/route";
import { GET as adminLessonExercises, POST as createExercise } from "@/app/api/admin/lessons/[lessonId]/exercises/route";
import { PUT as reorder } from "@/app/api/admin/lessons/[lessonId]/exercises/order/route";
import { GET as studentPractice } from "@/app/api/admin/users/[id]/practice/route";
import { PUT as saveDraft } from "@/app/api/exercises/[id]/draft/route";
import { GET as hint } from "@/app/api/exercises/[id]/hints/[index]/route";
import { GET as solution } from "@/app/api/exercises/[id]/solution/route";
import { POST as submit } from "@/app/api/exercises/[id]/submissions/route";
import { GET as health } from "@/app/api/health/route";
import { GET as lessonExercises } from "@/app/api/lessons/[lessonId]/exercises/route";
import { POST as progress } from "@/app/api/lessons/[lessonId]/progress/route";
import { GET as enrolledCourses } from "@/app/api/user/enrolled-courses/route";
import { getLearningViewOrThrow } from "@/lib/learning/get-learning-view";
import { db } from "@/lib/db/client";
import { closeSandbox, practicePool, QUEUE_PER_STUDENT } from "@/lib/practice/sandbox/practice-pool";
import { call } from "../support/call";
import { createCourse, enrol, type TestCourse } from "../support/course-factory";
import { createUser, type TestUser } from "../support/factories";
import { headingExercise, sumExercise } from "../support/practice-fixtures";

const webExercise = headingExercise();
const jsExercise = sumExercise();

let course: TestCourse;
let lessonId: string;
let secondLessonId: string;
let student: TestUser;
let stranger: TestUser;
let admin: TestUser;
let webId: string;
let jsId: string;

async function newStudent(): Promise<TestUser> {
  const user = await createUser();
  await enrol(user.id, course.id);
  return user;
}

const html = (content: string) => ({ files: [{ name: "index.html", content }] });
const js = (content: string) => ({ files: [{ name: "main.js", content }] });

beforeAll(async () => {
  course = await createCourse({ title: "Amaliyot", modules: 1, lessonsPerModule: 2 });
  lessonId = course.modules[0]!.lessons[0]!.id;
  secondLessonId = course.modules[0]!.lessons[1]!.id;
  student = await createUser();
  stranger = await createUser();
  admin = await createUser({ role: "admin" });
  await enrol(student.id, course.id);
  const web = await call(createExercise, { params: { lessonId }, token: admin.token, body: webExercise });
  expect(web.status).toBe(201);
  webId = (web.body.exercise as { id: string }).id;
  const script = await call(createExercise, { params: { lessonId: secondLessonId }, token: admin.token, body: jsExercise });
  expect(script.status).toBe(201);
  jsId = (script.body.exercise as { id: string }).id;
}, 60_000);

afterAll(async () => {
  await closeSandbox();
});

describe("GET /api/lessons/{lessonId}/exercises", () => {
  it("gives an enrolled student the published exercises, never the solution", async () => {
    const student = await newStudent();
    const res = await call(lessonExercises, { params: { lessonId }, token: student.token, headers: { "accept-language": "ru" } });
    expect(res.status).toBe(200);
    const [exercise] = res.body.exercises as Record<string, unknown>[];
    expect(exercise).toMatchObject({ id: webId, kind: "web", title: "Заголовок", hintsCount: 2, draft: null, status: { passed: false, tries: 0, lastSubmission: null } });
    expect(exercise!.checkDescriptions).toEqual(["На странице есть `h1`", 'Текст `h1`: "Salom"']);
    expect(JSON.stringify(res.body)).not.toContain("solutionFiles");
    expect(res.body.progress).toEqual({ passed: 0, total: 1 });
  });

  it.each([
    ["no token", undefined, 401, "unauthenticated"],
    ["a student not enrolled", "stranger", 403, "forbidden"],
  ])("%s: %s", async (_name, who, status, code) => {
    const res = await call(lessonExercises, { params: { lessonId }, token: who ? stranger.token : undefined });
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
  });

  it("answers an unknown lesson 404 and a malformed id 400", async () => {
    expect((await call(lessonExercises, { params: { lessonId: "nope" }, token: student.token })).status).toBe(404);
    expect((await call(lessonExercises, { params: { lessonId: "a b" }, token: student.token })).status).toBe(400);
  });
});

describe("POST /api/exercises/{id}/submissions", () => {
  it("ignores a forged pass: the server's verdict is stored", async () => {
    const student = await newStudent();
    const res = await call(submit, { params: { id: webId }, token: student.token, body: { ...html("<p>Salom</p>"), passed: true, results: [{ check: 0, passed: true }] } });
    expect(res.status).toBe(200);
    expect(res.body.passed).toBe(false);
    expect(res.body.results).toEqual([
      { check: 0, passed: false, message: "`h1` topilmadi" },
      { check: 1, passed: false, message: "`h1` topilmadi" },
    ]);
    const stored = await db().submission.findMany({ where: { userId: student.id, exerciseId: webId } });
    expect(stored.map((row) => row.passed)).toEqual([false]);
    expect(await db().exercisePass.count({ where: { userId: student.id } })).toBe(0);
  });

  it("answers in Russian for a Russian reader", async () => {
    const res = await call(submit, { params: { id: webId }, token: student.token, headers: { "accept-language": "ru" }, body: html("<h2>x</h2>") });
    expect((res.body.results as { message: string }[])[0]!.message).toBe("Не найден `h1`");
  });

  it("passes correct code once, marks the lesson done and opens the solution", async () => {
    const student = await newStudent();
    expect((await call(submit, { params: { id: webId }, token: student.token, body: html("<h1>Salam</h1>") })).body.passed).toBe(false);
    expect((await call(solution, { params: { id: webId }, token: student.token })).body.code).toBe("solution_locked");
    const res = await call(submit, { params: { id: webId }, token: student.token, body: html("<h1> Salom </h1>") });
    expect(res.body).toMatchObject({ passed: true, verdict: "ok", lessonDone: true, status: { passed: true, tries: 2 } });
    const again = await call(submit, { params: { id: webId }, token: student.token, body: html("<h1>Salom</h1>") });
    expect(again.body.passed).toBe(true);
    expect(await db().exercisePass.count({ where: { userId: student.id, exerciseId: webId } })).toBe(1);
    expect(await db().submission.count({ where: { userId: student.id, exerciseId: webId } })).toBe(3);
    const open = await call(solution, { params: { id: webId }, token: student.token });
    expect(open.body.files).toEqual(webExercise.solutionFiles);
  });

  it("fails a page whose script never finishes and says so; a page whose script ends passes", async () => {
    const student = await newStudent();
    const loop = await call(submit, { params: { id: webId }, token: student.token, body: html("<h1>Salom</h1><script>for (let i = 0; i < 10; i--) {}</script>") });
    expect(loop.status).toBe(200);
    expect(loop.body).toMatchObject({ passed: false, verdict: "timeout", verdictMessage: "Sahifa skripti 1 soniyada tugamadi (cheksiz sikl bo'lishi mumkin)" });
    expect((loop.body.results as { passed: boolean }[]).map((result) => result.passed)).toEqual([false, false]);
    const ru = await call(submit, { params: { id: webId }, token: student.token, headers: { "accept-language": "ru" }, body: html("<h1>Salom</h1><script>while (true) {}</script>") });
    expect(ru.body.verdictMessage).toBe("Скрипт страницы не закончился за 1 с (возможно, бесконечный цикл)");
    expect(await db().exercisePass.count({ where: { userId: student.id } })).toBe(0);
    const ends = await call(submit, { params: { id: webId }, token: student.token, body: html('<h1>Salom</h1><script>document.querySelector("h1").textContent = "Salom";</script>') });
    expect(ends.body).toMatchObject({ passed: true, verdict: "ok" });
  }, 30_000);

  it("runs js in the sandbox", async () => {
    const wrong = await call(submit, { params: { id: jsId }, token: student.token, body: js("function sum(a, b) { return a - b }") });
    expect(wrong.body.passed).toBe(false);
    expect((wrong.body.results as { message: string }[])[0]!.message).toBe("sum(2, 3) 5 qaytarishi kerak edi, lekin -1 qaytardi");
    const right = await call(submit, { params: { id: jsId }, token: student.token, body: js("const sum = (a, b) => a + b;") });
    expect(right.body).toMatchObject({ passed: true, verdict: "ok" });
  });

  const hostile: [string, string, string, string][] = [
    ["while(true){}", "while (true) {}", "timeout", "Vaqt tugadi"],
    ["deep recursion", "function sum(a, b) { return sum(a, b) + 1 }", "stack", "Rekursiya juda chuqur"],
    ["an allocation bomb", "const all = []; for (;;) all.push(new Array(100000).fill(1));", "memory", "Xotira yetmadi"],
    ["10 MB of output", "const line = 'x'.repeat(1000); for (let i = 0; i < 10000; i++) console.log(line);", "output", "Konsolga juda ko'p"],
    ["</script> in the code", "const s = '</script><script>alert(1)</script>'; function sum(a, b) { return s.length }", "ok", ""],
    ["reaching process and require", "function sum() { return process.exit(1) || require('fs') }", "ok", ""],
  ];

  it.each(hostile)("gives %s its verdict while other requests keep answering", async (_name, code, verdict, words) => {
    const student = await newStudent();
    const [res, alive, plain] = await Promise.all([
      call(submit, { params: { id: jsId }, token: student.token, body: js(code) }),
      call(health),
      call(lessonExercises, { params: { lessonId }, token: student.token }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.verdict).toBe(verdict);
    expect(res.body.passed).toBe(false);
    if (words) expect(res.body.verdictMessage).toContain(words);
    expect(alive.status).toBe(200);
    expect(plain.status).toBe(200);
  }, 20_000);

  // Issue 44: a wrong program that reaches into the checker is still wrong (more in lib/practice/checker-cases.ts).
  const forgeries: [string, string, string, string][] = [
    ["the right answers, then a line past the output limit", "function sum(a, b) { return a + b }\nconsole.log('x'.repeat(200000));", "output", "Konsolga juda ko'p"],
    [
      "Array.prototype.push patched",
      "const push = Array.prototype.push;\nArray.prototype.push = function (item) { if (item && item.ok === true) item = { ok: true, value: [5, 0][this.length] }; return push.call(this, item) };\nfunction sum() { return 1 }",
      "ok",
      "",
    ],
    [
      "Object.prototype.toJSON defined",
      "Object.prototype.toJSON = function () { return Object.prototype.hasOwnProperty.call(this, 'calls') ? { console: '', overflow: false, calls: [{ ok: true, value: 5 }, { ok: true, value: 0 }] } : this };\nfunction sum() { return 1 }",
      "ok",
      "",
    ],
  ];

  it.each(forgeries)("does not pass %s", async (_name, code, verdict, words) => {
    const student = await newStudent();
    const res = await call(submit, { params: { id: jsId }, token: student.token, body: js(code) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ passed: false, verdict });
    expect((res.body.results as { passed: boolean }[]).map((result) => result.passed)).toEqual([false, false]);
    if (words) expect(res.body.verdictMessage).toContain(words);
    expect(await db().exercisePass.count({ where: { userId: student.id } })).toBe(0);
  }, 20_000);

  it("refuses a 1 MB source with 413 and stores nothing", async () => {
    const before = await db().submission.count();
    const res = await call(submit, { params: { id: jsId }, token: student.token, body: js("x".repeat(1024 * 1024)) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("payload_too_large");
    expect(await db().submission.count()).toBe(before);
  });

  it.each([
    ["no files", {}, "invalid_input"],
    ["a bad file name", { files: [{ name: "../etc/passwd", content: "" }] }, "invalid_input"],
    ["duplicate names", { files: [{ name: "main.js", content: "" }, { name: "main.js", content: "" }] }, "invalid_input"],
  ])("answers %s with 400", async (_name, body, code) => {
    const res = await call(submit, { params: { id: jsId }, token: student.token, body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
  });

  it("refuses a student not enrolled (403) and an unknown exercise (404)", async () => {
    expect((await call(submit, { params: { id: jsId }, token: stranger.token, body: js("") })).status).toBe(403);
    expect((await call(submit, { params: { id: "unknown" }, token: student.token, body: js("") })).body.code).toBe("exercise_not_found");
  });

  it("limits a student's submissions per minute", async () => {
    const other = await createUser();
    await enrol(other.id, course.id);
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push((await call(submit, { params: { id: webId }, token: other.token, body: html("<p>") })).status);
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(answers[20]).toBe(429);
    expect(await db().submission.count({ where: { userId: other.id } })).toBe(20);
  });

  // Issue 46 item 1: one student's loops held everyone's verdicts.
  it("checks a student's code after at most one of another student's waiting loops, and refuses that student past their own queue with 429", async () => {
    const [looper, other] = [await newStudent(), await newStudent()];
    const workers = practicePool().stats.size;
    let loopsDone = 0;
    const loop = () => call(submit, { params: { id: jsId }, token: looper.token, body: js("while (true) {}") }).then((res) => (loopsDone++, res));
    // Every worker takes a loop; QUEUE_PER_STUDENT more wait.
    const loops = Array.from({ length: workers + QUEUE_PER_STUDENT }, loop);
    while (practicePool().stats.queued < QUEUE_PER_STUDENT) await new Promise((resolve) => setTimeout(resolve, 5));
    const refused = await call(submit, { params: { id: jsId }, token: looper.token, body: js("while (true) {}") });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(refused.body).toMatchObject({ success: false, code: "too_many_runs", message: "Oldingi yuborganlaringiz hali tekshirilmoqda. Ular tugashini kuting" });
    const answer = await call(submit, { params: { id: jsId }, token: other.token, body: js("function sum(a, b) { return a + b }") });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ passed: true, verdict: "ok" });
    // The loops that started before it: those in the workers, and the waiting one whose turn came first.
    expect(loopsDone).toBeLessThanOrEqual(workers + 1);
    expect((await Promise.all(loops)).map((res) => res.body.verdict)).toEqual(Array.from(loops, () => "timeout"));
  }, 120_000);
});

describe("drafts and hints", () => {
  it("keeps the last draft and shows it with the exercise", async () => {
    const student = await newStudent();
    expect((await call(saveDraft, { method: "PUT", params: { id: webId }, token: student.token, body: html("<h1>a") })).status).toBe(200);
    const res = await call(saveDraft, { method: "PUT", params: { id: webId }, token: student.token, body: html("<h1>b") });
    expect(res.body.draft).toMatchObject({ files: [{ name: "index.html", content: "<h1>b" }] });
    const list = await call(lessonExercises, { params: { lessonId }, token: student.token });
    expect((list.body.exercises as { draft: unknown }[])[0]!.draft).toMatchObject({ files: [{ name: "index.html", content: "<h1>b" }] });
    expect((await call(saveDraft, { method: "PUT", params: { id: webId }, token: stranger.token, body: html("x") })).status).toBe(403);
  });

  it("opens hints one by one in the reader's language", async () => {
    const first = await call(hint, { params: { id: webId, index: "0" }, token: student.token, headers: { "accept-language": "ru" } });
    expect(first.body).toMatchObject({ index: 0, hint: "Используйте тег <h1>", hintsCount: 2 });
    expect((await call(hint, { params: { id: webId, index: "2" }, token: student.token })).body.code).toBe("hint_not_found");
    expect((await call(hint, { params: { id: webId, index: "x" }, token: student.token })).status).toBe(400);
  });
});

describe("admin", () => {
  it("refuses to publish while the solution fails a check, and writes nothing", async () => {
    const before = await db().exercise.count();
    const res = await call(createExercise, { params: { lessonId }, token: admin.token, body: { ...jsExercise, solutionFiles: [{ name: "main.js", content: "function sum(a, b) { return a * b }" }] } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("solution_fails");
    expect((res.body.report as { results: { passed: boolean }[] }).results.map((r) => r.passed)).toEqual([false, false]);
    expect(await db().exercise.count()).toBe(before);
    const update = await call(updateExercise, { method: "PUT", params: { id: webId }, token: admin.token, body: { ...webExercise, solutionFiles: [{ name: "index.html", content: "<h2>Salom</h2>" }] } });
    expect(update.body.code).toBe("solution_fails");
    expect((await db().exercise.findUniqueOrThrow({ where: { id: webId } })).solutionFiles).toEqual(webExercise.solutionFiles);
  });

  it("keeps an unpublished exercise from students", async () => {
    const res = await call(createExercise, { params: { lessonId }, token: admin.token, body: { ...webExercise, published: false, solutionFiles: [{ name: "index.html", content: "" }] } });
    expect(res.status).toBe(201);
    const id = (res.body.exercise as { id: string }).id;
    expect((await call(submit, { params: { id }, token: student.token, body: html("") })).status).toBe(404);
    const list = await call(adminLessonExercises, { params: { lessonId }, token: admin.token });
    expect((list.body.exercises as { id: string }[]).map((e) => e.id)).toContain(id);
    expect((await call(reorder, { method: "PUT", params: { lessonId }, token: admin.token, body: { ids: [id] } })).status).toBe(400);
    expect((await call(deleteExercise, { method: "DELETE", params: { id }, token: admin.token })).status).toBe(200);
    expect((await call(adminExercise, { params: { id }, token: admin.token })).status).toBe(404);
  });

  it("reorders a lesson's exercises, all of them or none", async () => {
    const own = await createCourse({ title: "Tartib", modules: 1, lessonsPerModule: 1 });
    const lesson = own.modules[0]!.lessons[0]!.id;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(((await call(createExercise, { params: { lessonId: lesson }, token: admin.token, body: webExercise })).body.exercise as { id: string }).id);
    const order = await call(reorder, { method: "PUT", params: { lessonId: lesson }, token: admin.token, body: { ids: [ids[2], ids[0], ids[1]] } });
    expect((order.body.exercises as { id: string; position: number }[]).map((e) => [e.id, e.position])).toEqual([[ids[2], 0], [ids[0], 1], [ids[1], 2]]);
    const partial = await call(reorder, { method: "PUT", params: { lessonId: lesson }, token: admin.token, body: { ids: [ids[1], ids[0]] } });
    expect(partial.status).toBe(400);
    const list = await call(adminLessonExercises, { params: { lessonId: lesson }, token: admin.token });
    expect((list.body.exercises as { id: string }[]).map((e) => e.id)).toEqual([ids[2], ids[0], ids[1]]);
  });

  it("refuses a check of the other kind", async () => {
    const res = await call(createExercise, { params: { lessonId }, token: admin.token, body: { ...webExercise, checks: [{ type: "console", expected: "x" }] } });
    expect(res.status).toBe(400);
  });

  it("shows stats and a student's practice", async () => {
    const created = await call(createExercise, { params: { lessonId }, token: admin.token, body: webExercise });
    const id = (created.body.exercise as { id: string }).id;
    const [one, two] = [await newStudent(), await newStudent()];
    for (const [who, content] of [[one, "<p>"], [one, "<h1>Salom</h1>"], [two, "<h1>x</h1>"]] as const) await call(submit, { params: { id }, token: who.token, body: html(content) });
    const res = await call(adminExercise, { params: { id }, token: admin.token });
    expect(res.body.stats).toEqual({ students: 2, passed: 1, submissions: 3, mostFailedCheck: { check: 1, failures: 2, description: '`h1` matni: "Salom"' } });
    const practice = await call(studentPractice, { params: { id: one.id }, token: admin.token });
    const rows = practice.body.exercises as { exercise: { id: string }; passed: boolean; tries: number }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ exercise: { id }, passed: true, tries: 2 });
    await call(deleteExercise, { method: "DELETE", params: { id }, token: admin.token });
    expect((await call(studentPractice, { params: { id: student.id }, token: student.token })).status).toBe(403);
  });
});

describe("progress", () => {
  it("counts a lesson with exercises as done only when they are passed, on the course card and the learning view", async () => {
    const own = await createCourse({ title: "Progress", modules: 1, lessonsPerModule: 2 });
    const [withPractice, plain] = own.modules[0]!.lessons;
    // Issue 42: lessons without video here, so opening (and the practice) is what counts.
    await db().lesson.updateMany({ where: { moduleId: own.modules[0]!.id }, data: { videoUrl: "" } });
    const created = await call(createExercise, { params: { lessonId: withPractice!.id }, token: admin.token, body: webExercise });
    const id = (created.body.exercise as { id: string }).id;
    const learner = await createUser();
    await enrol(learner.id, own.id);
    const caller = { id: learner.id, role: learner.role, fullName: learner.fullName, phone: learner.phone };
    await call(progress, { params: { lessonId: withPractice!.id }, token: learner.token });
    await call(progress, { params: { lessonId: plain!.id }, token: learner.token });

    const card = async () => ((await call(enrolledCourses, { token: learner.token })).body.courses as Record<string, unknown>[]).find((c) => c.id === own.id);
    expect(await card()).toMatchObject({ completedLessons: 1, totalLessons: 2, passedExercises: 0, totalExercises: 1 });
    expect((await getLearningViewOrThrow({ caller, locale: "uz", courseId: own.id })).doneLessonIds).toEqual([plain!.id]);

    await call(submit, { params: { id }, token: learner.token, body: html("<h1>Salom</h1>") });
    expect(await card()).toMatchObject({ completedLessons: 2, passedExercises: 1, totalExercises: 1 });
    const view = await getLearningViewOrThrow({ caller, locale: "uz", courseId: own.id });
    expect(view.practice).toEqual({ [withPractice!.id]: { passed: 1, total: 1 } });
    expect(view.doneLessonIds.sort()).toEqual([withPractice!.id, plain!.id].sort());
  });
});
