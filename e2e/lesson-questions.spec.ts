import { expect, test, type APIRequestContext } from "@playwright/test";
import { seriousFindings } from "./support/axe";
import { ADMIN, enrolInHtmlCourse } from "./support/accounts";
import { untilHydrated } from "./support/hydrated";
import { SAME_ORIGIN } from "./support/origin";
import { ADMIN_SHOTS, PAGES_SHOTS, shooter } from "./support/shoot";

test.use(SAME_ORIGIN);

// Issue 41, questions under each lesson: a student asks under a lesson (with code in a fence);
// the question reaches the admin's unanswered list live; the admin answers it there; the student
// sees the mentor's answer and marks it helped. axe finds nothing serious on either screen.

async function enrolledInHtml(request: APIRequestContext, admin: APIRequestContext, name: string): Promise<string> {
  const html = { id: await enrolInHtmlCourse(request, admin, name, "93") };
  return html.id;
}

test("a student asks under a lesson, the admin answers from the live list, the student marks it helped", async ({ page, browser, context, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const adminApi = await playwright.request.newContext({ baseURL, ...SAME_ORIGIN });
  expect((await adminApi.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  const name = `Savolchi ${Date.now()}`;
  const courseId = await enrolledInHtml(context.request, adminApi, name);
  await adminApi.dispose();

  // The admin's list is open before the question exists: the socket brings it in.
  const adminContext = await browser.newContext({ baseURL, ...SAME_ORIGIN });
  expect((await adminContext.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  const adminPage = await adminContext.newPage();
  await adminPage.goto("/admin/questions");
  await expect(adminPage.getByRole("heading", { name: "Javobsiz savollar" })).toBeVisible();

  const question = `Nega sarlavha katta chiqadi? ${Date.now()}`;
  await page.goto(`/learning/${courseId}`);
  await untilHydrated(page);
  const questions = page.getByTestId("lesson-questions");
  await expect(questions.getByText("Hali savol yo'q. Birinchi bo'lib so'rang!")).toBeVisible();
  await questions.getByLabel("Dars bo'yicha savolingiz").fill(`${question}\n\`\`\`html\n<h1>Salom</h1>\n\`\`\``);
  await questions.getByRole("button", { name: "Savol berish" }).click();
  const thread = questions.getByTestId("question-thread").filter({ hasText: question });
  await expect(thread).toBeVisible();
  // The fence is code, shown as text: no <h1> is made from it.
  await expect(thread.locator("pre code")).toHaveText("<h1>Salom</h1>");
  await expect(thread.locator("h1")).toHaveCount(0);
  await expect(thread.getByText("Javob kutilmoqda")).toBeVisible();
  await shooter(PAGES_SHOTS)(page, "lesson-questions-asked");
  expect(await seriousFindings(page, "#questions")).toEqual([]);

  // Live: the question appears on the admin's open list without a reload.
  const item = adminPage.getByTestId("queue-item").filter({ hasText: question });
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: "Javob yozish" }).click();
  const adminThread = item.getByTestId("question-thread").filter({ hasText: question });
  // A mentor may hide the question; the admin answers it instead.
  await expect(adminThread.getByRole("button", { name: "Yashirish" })).toBeVisible();
  await adminThread.getByRole("button", { name: "Javob yozish" }).click();
  await adminThread.getByLabel("Javobingiz").fill("h1 eng katta sarlavha: kichigi uchun h2 yoki h3 yozing.");
  await shooter(ADMIN_SHOTS)(adminPage, "admin-questions");
  expect(await seriousFindings(adminPage, "[data-testid=mentor-queue]")).toEqual([]);
  await adminThread.getByRole("button", { name: "Javob yuborish" }).click();
  // Answered, it leaves the unanswered list.
  await expect(item).toHaveCount(0);
  await adminContext.close();

  // The student sees the mentor's answer, marks it helped; the bell tells of it too.
  await page.reload();
  await untilHydrated(page);
  const answer = thread.getByTestId("question-answer");
  await expect(answer).toContainText("h1 eng katta sarlavha");
  await expect(answer.getByText("Ustoz")).toBeVisible();
  await answer.getByRole("button", { name: "Foydali bo'ldi · 0" }).click();
  await expect(answer.getByRole("button", { name: "Foydali bo'ldi · 1" })).toHaveAttribute("aria-pressed", "true");
  const bell = (await (await context.request.get("/api/user/bell")).json()) as { items: { kind: string; href: string }[] };
  expect(bell.items.find((line) => line.kind === "question_answered")?.href).toContain(`/learning/${courseId}?lesson=`);
  await shooter(PAGES_SHOTS)(page, "lesson-questions-answered");
  expect(await seriousFindings(page, "#questions")).toEqual([]);
});
