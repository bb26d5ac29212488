import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { login } from "./support/accounts";
import { askUnder, firstProject, htmlClassroom, sendProject } from "./support/mentoring";
import { SAME_ORIGIN } from "./support/origin";
import { photo } from "./support/shoot";
import { rawKeys, uzbekWords, visibleText, words } from "./support/uzbek-words";

test.use(SAME_ORIGIN);

// Issue 41: the questions, reviews and project screens in Russian (the `lang` cookie), at 390 px,
// for the student, the teacher and the admin: no Uzbek interface word, counts in Russian plural
// forms, nothing wider than the phone.

const SHOTS = process.env.LANGUAGE_SHOTS_DIR ?? "/tmp/shots-language";

type Check = { path: string; name: string };

/** Texts stored in both languages (the course's title): the Uzbek one must not show where a Russian one exists. */
type Twin = { uz: string; ru: string };

async function walk(page: Page, checks: Check[], allowed: Set<string>, twins: Twin[], found: string[]) {
  for (const check of checks) {
    const response = await page.goto(check.path);
    expect(response?.status(), check.path).toBeLessThan(400);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    const text = await visibleText(page);
    const uzbek = uzbekWords(text, allowed);
    if (uzbek.length > 0) found.push(`${check.path}: ${uzbek.join(", ")}`);
    const keys = rawKeys(text);
    if (keys.length > 0) found.push(`${check.path}: message keys shown: ${keys.join(", ")}`);
    for (const twin of twins) if (twin.uz !== twin.ru && text.includes(twin.uz)) found.push(`${check.path}: "${twin.uz}" instead of "${twin.ru}"`);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (wide > 0) found.push(`${check.path}: ${wide}px wider than the screen`);
    await photo(page, { path: path.join(SHOTS, `ru-390-${check.name}.png`), fullPage: true });
  }
}

/** The words people typed that the mentors' lists show: questions, reports, names. */
async function typedByOthers(admin: APIRequestContext): Promise<string> {
  const typed: string[] = [];
  const questions = (await (await admin.get("/api/admin/questions")).json()) as { questions: { body: string; authorName: string | null }[] };
  typed.push(...questions.questions.flatMap((question) => [question.body, question.authorName ?? ""]));
  const queue = (await (await admin.get("/api/review/queue")).json()) as { items: { student: { fullName: string }; reviewer: { fullName: string } | null }[] };
  typed.push(...queue.items.flatMap((item) => [item.student.fullName, item.reviewer?.fullName ?? ""]));
  for (const status of ["open", "decided"]) {
    const reports = (await (await admin.get(`/api/admin/reports?status=${status}`)).json()) as { items: { text: string; author: string | null; reports: { reporter: string | null; reason: string }[] }[] };
    typed.push(...reports.items.flatMap((item) => [item.text, item.author ?? "", ...item.reports.flatMap((line) => [line.reporter ?? "", line.reason])]));
  }
  return typed.join(" ");
}

test("the questions, reviews and project screens read in Russian at 390 px", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const tag = `${Date.now() % 100_000}`;
  const room = await htmlClassroom(browser, baseURL!, tag, "97");
  const { lessonId, projectId } = await firstProject(room.student, room.courseId);

  // A question answered twice by the admin and reported by the teacher; one left unanswered.
  const answered = await askUnder(room.student, lessonId, `Почему заголовок такой большой? ${tag}`);
  await askUnder(room.student, lessonId, `Как вставить картинку? ${tag}`);
  for (const body of ["h1 — самый крупный заголовок.", "Возьмите h2 или h3."]) {
    expect((await room.admin.post(`/api/questions/threads/${answered.threadId}/answers`, { data: { body } })).status()).toBe(200);
  }
  const teacherContext = await browser.newContext({ baseURL, ...SAME_ORIGIN });
  const teacherApi = teacherContext.request;
  await login(teacherApi, { phone: room.teacher.phone, password: room.teacher.password });
  expect((await teacherApi.post(`/api/questions/posts/${answered.postId}/report`, { data: { reason: "проверка" } })).status()).toBe(200);

  // A project: the teacher comments a line and asks for changes; the student sends it again.
  const first = await sendProject(room.student, projectId);
  expect((await teacherApi.post(`/api/review/submissions/${first}/claim`)).status()).toBe(200);
  expect((await teacherApi.post(`/api/review/submissions/${first}/comments`, { data: { file: "index.html", line: 4, body: "Добавьте lang у html" } })).status()).toBe(201);
  expect((await teacherApi.post(`/api/review/submissions/${first}/decision`, { data: { decision: "changes", summary: "Почти готово" } })).status()).toBe(200);
  const second = await sendProject(room.student, projectId, '<!DOCTYPE html>\n<html lang="ru">\n<body>\n<h1>Привет</h1>\n</body>\n</html>\n');

  // What people typed is content, not interface words: here, and by the other specs on this
  // server (their questions, reports, students and groups show in the mentors' lists too).
  const allowed = new Set(words([room.studentName, room.teacher.fullName, `Guruh ${tag}`, "Qadam Administrator", await typedByOthers(room.admin)].join(" ")));
  const found: string[] = [];
  const titleIn = async (language: string) =>
    ((await (await room.admin.get(`/api/courses/${room.courseId}`, { headers: { "accept-language": language } })).json()) as { course: { title: string } }).course.title;
  const twins = [{ uz: await titleIn("uz"), ru: await titleIn("ru") }];
  const as = async (state: Awaited<ReturnType<typeof room.student.storageState>>, checks: Check[]) => {
    const context = await browser.newContext({ baseURL, storageState: state, viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: "lang", value: "ru", url: baseURL! }]);
    const page = await context.newPage();
    await walk(page, checks, allowed, twins, found);
    return { context, page };
  };

  const student = await as(await room.student.storageState(), [
    { path: `/learning/${room.courseId}?lesson=${lessonId}`, name: "lesson-questions" },
    { path: `/learning/${room.courseId}/projects/${projectId}`, name: "project" },
  ]);
  await student.context.close();
  const teacher = await as(await teacherApi.storageState(), [
    { path: "/teach/questions", name: "teach-questions" },
    { path: "/teach/reviews", name: "teach-reviews" },
    { path: `/teach/reviews/${second}`, name: "teach-review" },
  ]);
  await teacher.context.close();
  const admin = await as(await room.admin.storageState(), [
    { path: "/admin/questions", name: "admin-questions" },
    { path: "/admin/reviews", name: "admin-reviews" },
    { path: `/admin/reviews/${second}`, name: "admin-review" },
    { path: "/admin/reports", name: "admin-reports" },
    { path: `/learning/${room.courseId}?lesson=${lessonId}`, name: "admin-lesson-questions" },
  ]);
  // Counts in Russian plural forms, not "Ответов: 2" / "Жалоб: 1".
  const thread = admin.page.getByTestId("question-thread").filter({ hasText: "Почему заголовок" });
  await expect(thread.getByRole("list", { name: "2 ответа" })).toBeVisible();
  await expect(thread.getByText("1 жалоба", { exact: true })).toBeVisible();
  await admin.context.close();
  await teacherContext.close();
  await room.close();
  expect(found).toEqual([]);
});
