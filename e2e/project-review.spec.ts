import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { seriousFindings } from "./support/axe";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { SAME_ORIGIN } from "./support/origin";
import { untilHydrated } from "./support/hydrated";
import { shooter } from "./support/shoot";

test.use(SAME_ORIGIN);
test.describe.configure({ timeout: 300_000 });

// Issue 41, projects with review: a student sends a project from its lesson; a mentor claims it,
// leaves two line comments and asks for changes; the student reads them beside their code and
// revises; the mentor accepts; the student sees the project accepted and the lesson done. At
// 390 and 1280 px, axe on every screen.

const shoot = shooter(process.env.REVIEW_SHOTS_DIR ?? "/tmp/shots-review", { animations: "disabled" });

async function seriousAt(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    found.push(...(await seriousFindings(page)).map((line) => `${width}: ${line}`));
  }
  return found;
}

/**
 * A free course of its own with one lesson holding a project, and a new student enrolled in it.
 * Its own course, not the demo's: the specs that walk the demo's lessons in order share this server.
 */
async function projectForNewStudent(student: APIRequestContext, admin: APIRequestContext, name: string) {
  const created = await admin.post("/api/admin/courses", {
    multipart: { title: `Loyihalar ${name}`, description: "Loyiha kursi", instructor: "Aziz Karimov", price: "0", duration: "2", level: "beginner", tags: JSON.stringify(["html"]) },
  });
  expect(created.status()).toBe(201);
  const courseId = ((await created.json()) as { course: { id: string } }).course.id;
  const addedModule = await admin.post(`/api/admin/courses/${courseId}/modules`, { data: { title: "1-modul: Loyiha" } });
  const moduleId = ((await addedModule.json()) as { module: { id: string } }).module.id;
  const lesson = await admin.post(`/api/admin/modules/${moduleId}/lessons`, {
    data: { title: `Loyiha darsi ${name}`, titleRu: "", description: "Loyiha", descriptionRu: "", videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", codeSourceUrl: "" },
  });
  expect(lesson.status()).toBe(201);
  const lessonId = ((await lesson.json()) as { lesson: { id: string } }).lesson.id;
  expect((await admin.patch(`/api/admin/courses/${courseId}/status`, { data: { status: "active" } })).status()).toBe(200);
  await registerStudent(student, { fullName: name, phone: randomPhone("93").display });
  expect((await student.post(`/api/courses/${courseId}/enroll`)).status()).toBe(200);
  const project = await admin.post(`/api/admin/lessons/${lessonId}/projects`, {
    data: {
      titleUz: `Tashrif qog'ozi ${name}`,
      titleRu: "Визитка",
      statementUz: "O'zingiz haqingizda kichik sahifa yozing.",
      statementRu: "Напишите небольшую страницу о себе.",
      starterFiles: [{ name: "index.html", content: "<!DOCTYPE html>\n<html>\n</html>\n" }],
      checklistUz: ["Sarlavha bor"],
      checklistRu: ["Есть заголовок"],
    },
  });
  expect(project.status()).toBe(201);
  return { courseId, lessonId, projectId: ((await project.json()) as { project: { id: string } }).project.id };
}

test("a project from sending to acceptance: two line comments, changes, a revision", async ({ page, browser, baseURL }) => {
  const name = `Loyihachi ${Date.now() % 100_000}`;
  const mentorContext = await browser.newContext({ baseURL, ...SAME_ORIGIN });
  await login(mentorContext.request);
  const { courseId, lessonId, projectId } = await projectForNewStudent(page.request, mentorContext.request, name);

  // The student finds the project under its lesson and sends their page.
  await page.goto(`/learning/${courseId}?lesson=${lessonId}`);
  await untilHydrated(page);
  const link = page.getByRole("link", { name: `Tashrif qog'ozi ${name}` });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/learning/${courseId}/projects/${projectId}$`));
  await untilHydrated(page);
  await page.getByLabel("index.html kodi").fill("<!DOCTYPE html>\n<html>\n<body>\n<p>Salom</p>\n</body>\n</html>");
  await page.getByRole("button", { name: "Tekshiruvga yuborish" }).click();
  await expect(page.getByText("Loyiha tekshiruvga yuborildi")).toBeVisible();
  await expect(page.getByText("Loyihangiz mentor tekshiruvini kutmoqda", { exact: false })).toBeVisible();
  expect(await seriousAt(page)).toEqual([]);
  await shoot(page, "student-sent");

  // The mentor's queue, oldest first; the review screen; two line comments; changes asked for.
  const mentor = await mentorContext.newPage();
  await mentor.goto("/admin/reviews");
  const item = mentor.getByTestId("queue-item").filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(mentor.getByTestId("mentor-counts").or(mentor.getByText("Hali hech kim loyiha tekshirmagan"))).toBeVisible();
  expect(await seriousAt(mentor)).toEqual([]);
  await shoot(mentor, "mentor-queue");
  await item.getByRole("link").click();
  await mentor.waitForLoadState("networkidle");
  await mentor.getByRole("button", { name: "Tekshirishni boshlash" }).click();
  await expect(mentor.getByText("Izoh yozish uchun qator raqamini bosing")).toBeVisible();
  for (const [line, text] of [[3, "body ichida sarlavha yo'q"], [4, "<p> o'rniga <h1> yozing"]] as const) {
    await mentor.getByRole("button", { name: `${line}-qatorga izoh yozish` }).click();
    await mentor.getByLabel(`index.html, ${line}-qator uchun izoh`).fill(text);
    await mentor.getByRole("button", { name: "Izoh qo'shish" }).click();
    await expect(mentor.getByTestId("line-comment").filter({ hasText: text })).toBeVisible();
  }
  expect(await seriousAt(mentor)).toEqual([]);
  await shoot(mentor, "mentor-review");
  await mentor.getByLabel("Umumiy izoh").fill("Sarlavha qo'shing va qayta yuboring");
  await mentor.getByRole("button", { name: "O'zgartirish so'rash" }).click();
  await expect(mentor.getByText("Tekshiruv yakunlangan")).toBeVisible();

  // The student reads the comments under their lines and revises.
  await page.reload();
  await untilHydrated(page);
  await expect(page.getByTestId("line-comment")).toHaveCount(2);
  await expect(page.getByTestId("review-summary")).toContainText("Sarlavha qo'shing");
  expect(await seriousAt(page)).toEqual([]);
  await shoot(page, "student-comments");
  await page.getByLabel("index.html kodi").fill("<!DOCTYPE html>\n<html>\n<body>\n<h1>Salom</h1>\n</body>\n</html>");
  await page.getByRole("button", { name: "Tekshiruvga yuborish" }).click();
  await expect(page.getByText("Loyiha tekshiruvga yuborildi")).toBeVisible();

  // The mentor accepts the second iteration with a score.
  await mentor.goto("/admin/reviews");
  await mentor.getByTestId("queue-item").filter({ hasText: name }).getByRole("link").click();
  await mentor.waitForLoadState("networkidle");
  await expect(mentor.getByText("2-urinish", { exact: false }).first()).toBeVisible();
  await mentor.getByRole("button", { name: "Tekshirishni boshlash" }).click();
  await mentor.getByLabel("Ball (0–100)").fill("95");
  await mentor.getByRole("button", { name: "Qabul qilish" }).click();
  await expect(mentor.getByText("Ball: 95/100")).toBeVisible();

  // The student sees the project accepted and the lesson's practice done.
  await page.reload();
  await expect(page.getByTestId("project-accepted")).toBeVisible();
  expect(await seriousAt(page)).toEqual([]);
  await shoot(page, "student-accepted");
  const practice = (await (await page.request.get(`/api/lessons/${lessonId}/exercises`)).json()) as { lessonDone: boolean };
  expect(practice.lessonDone).toBe(true);
  await page.goto(`/learning/${courseId}?lesson=${lessonId}`);
  await expect(page.getByText("Qabul qilindi", { exact: true })).toBeVisible({ timeout: 30_000 });
  await mentorContext.close();
});
