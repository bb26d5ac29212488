import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createExercise } from "@/app/api/admin/lessons/[lessonId]/exercises/route";
import { POST as checkForm } from "@/app/practice/check/route";
import { POST as runForm } from "@/app/practice/run/route";
import { db } from "@/lib/db/client";
import { findOpeningPractice } from "@/lib/practice/find-opening-practice";
import { closeSandbox } from "@/lib/practice/sandbox/practice-pool";
import { call } from "../support/call";
import { createCourse, enrol, type TestCourse } from "../support/course-factory";
import { createUser, type TestUser } from "../support/factories";
import { headingExercise, sumExercise } from "../support/practice-fixtures";

// Issue 44 item 8: an exercise's Check and Run posted by the browser before the learning page's
// scripts run (app/practice/*, through lib/api/form-post.ts): the draft saved, the server's
// verdict, and the page (lib/practice/find-opening-practice.ts) showing both when it comes back.
const FORM = "application/x-www-form-urlencoded";
const ORIGIN = "http://localhost:3000";

const jsExercise = sumExercise({ checks: [{ type: "returns", name: "sum", args: [2, 3], expected: 5 }] });
const webExercise = headingExercise({ statementUz: "Sahifaga `<h1>` qo'shing", statementRu: "Добавьте `<h1>`", hintsUz: [], hintsRu: [], checks: [{ type: "exists", selector: "h1" }] });

let course: TestCourse;
let jsLesson: string;
let webLesson: string;
let jsId: string;
let webId: string;
let student: TestUser;

beforeAll(async () => {
  course = await createCourse({ title: "Formalar", modules: 1, lessonsPerModule: 2 });
  jsLesson = course.modules[0]!.lessons[0]!.id;
  webLesson = course.modules[0]!.lessons[1]!.id;
  const admin = await createUser({ role: "admin" });
  const js = await call(createExercise, { params: { lessonId: jsLesson }, token: admin.token, body: jsExercise });
  const web = await call(createExercise, { params: { lessonId: webLesson }, token: admin.token, body: webExercise });
  jsId = (js.body.exercise as { id: string }).id;
  webId = (web.body.exercise as { id: string }).id;
  student = await createUser();
  await enrol(student.id, course.id);
}, 60_000);

afterAll(async () => {
  await closeSandbox();
});

const lessonPage = (lessonId: string) => `/learning/${course.id}?lesson=${lessonId}`;

async function post(handler: typeof checkForm, path: string, user: TestUser, fields: [string, string][]) {
  const result = await call(handler, {
    path,
    body: new URLSearchParams(fields).toString(),
    cookie: `jwt=${user.token}`,
    headers: { "content-type": FORM, origin: ORIGIN, "sec-fetch-site": "same-origin" },
  });
  const location = result.headers.get("location") ?? "";
  return { status: result.status, location, query: Object.fromEntries(new URL(location, ORIGIN).searchParams) };
}

const opening = (user: TestUser, lessonId: string, query: Record<string, string>) =>
  findOpeningPractice({ caller: { id: user.id, role: user.role, fullName: user.fullName, phone: user.phone }, locale: "uz", lessonId, query, known: { [lessonId]: { passed: 0, total: 1 } } });

describe("POST /practice/check (an exercise's Check before scripts)", () => {
  it("saves the typed code, checks it on the server and comes back to the lesson with the verdict", async () => {
    const typed = "function sum(a, b) {\r\n  return a + b\r\n}\r\n";
    const checked = await post(checkForm, "/practice/check", student, [
      ["exerciseId", jsId],
      ["next", lessonPage(jsLesson)],
      ["file:main.js", typed],
    ]);
    expect(checked.status).toBe(303);
    expect(checked.location.startsWith(`/learning/${course.id}?`)).toBe(true);
    expect(checked.query.lesson).toBe(jsLesson);
    const submission = await db().submission.findUniqueOrThrow({ where: { id: checked.query.checked! } });
    expect(submission).toMatchObject({ userId: student.id, exerciseId: jsId, passed: true });
    const draft = await db().exerciseDraft.findUniqueOrThrow({ where: { userId_exerciseId: { userId: student.id, exerciseId: jsId } } });
    expect(draft.files).toEqual([{ name: "main.js", content: "function sum(a, b) {\n  return a + b\n}\n" }]);

    const page = await opening(student, jsLesson, checked.query);
    expect(page?.checked).toEqual({ exerciseId: jsId, passed: true, verdictMessage: null, results: [{ check: 0, passed: true, message: "sum(2, 3) → 5" }] });
    expect(page?.practice.exercises[0]?.draft?.files[0]?.content).toBe("function sum(a, b) {\n  return a + b\n}\n");
    expect(page?.refusal).toBeNull();
  });

  it("shows a failing verdict with the check that failed", async () => {
    const other = await createUser();
    await enrol(other.id, course.id);
    const checked = await post(checkForm, "/practice/check", other, [
      ["exerciseId", jsId],
      ["next", lessonPage(jsLesson)],
      ["file:main.js", "function sum(a, b) { return a - b }"],
    ]);
    const page = await opening(other, jsLesson, checked.query);
    expect(page?.checked?.passed).toBe(false);
    expect(page?.checked?.results[0]).toMatchObject({ check: 0, passed: false });
  });

  it("comes back with the refusal for a student who is not enrolled, and stores nothing", async () => {
    const stranger = await createUser();
    const refused = await post(checkForm, "/practice/check", stranger, [
      ["exerciseId", jsId],
      ["next", lessonPage(jsLesson)],
      ["file:main.js", "function sum(a, b) { return a + b }"],
    ]);
    expect(refused.status).toBe(303);
    expect(refused.query).toMatchObject({ lesson: jsLesson, form: "practice", error: "forbidden" });
    expect(await db().submission.count({ where: { userId: stranger.id } })).toBe(0);
  });

  it("never shows another student's submission, nor one from another lesson", async () => {
    // Tests run shuffled: this one makes its own submission rather than reading the first test's.
    const checked = await post(checkForm, "/practice/check", student, [
      ["exerciseId", jsId],
      ["next", lessonPage(jsLesson)],
      ["file:main.js", "function sum(a, b) { return a + b }"],
    ]);
    const own = await db().submission.findUniqueOrThrow({ where: { id: checked.query.checked! } });
    expect((await opening(student, jsLesson, { checked: own.id }))?.checked?.passed).toBe(true);
    const other = await createUser();
    await enrol(other.id, course.id);
    expect((await opening(other, jsLesson, { checked: own.id }))?.checked).toBeNull();
    expect((await opening(student, webLesson, { checked: own.id }))?.checked).toBeNull();
  });

  it("names only learning pages as the way back", async () => {
    const elsewhere = await post(checkForm, "/practice/check", student, [
      ["exerciseId", jsId],
      ["next", "/projects/blogs"],
      ["file:main.js", "function sum(a, b) { return a + b }"],
    ]);
    expect(elsewhere.location.startsWith("/my-courses?checked=")).toBe(true);
  });
});

describe("POST /practice/run (a web exercise's Run before scripts)", () => {
  it("saves the typed page and comes back to the lesson to show it", async () => {
    const ran = await post(runForm, "/practice/run", student, [
      ["exerciseId", webId],
      ["next", lessonPage(webLesson)],
      ["file:index.html", "<h1>Salom</h1>"],
    ]);
    expect(ran.status).toBe(303);
    expect(ran.query).toEqual({ lesson: webLesson, ran: webId });
    const page = await opening(student, webLesson, ran.query);
    expect(page?.ranExerciseId).toBe(webId);
    expect(page?.practice.exercises[0]?.draft?.files).toEqual([{ name: "index.html", content: "<h1>Salom</h1>" }]);
    expect(await db().submission.count({ where: { userId: student.id, exerciseId: webId } })).toBe(0);
  });
});
