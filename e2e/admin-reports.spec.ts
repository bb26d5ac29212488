import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { seriousFindings } from "./support/axe";
import { login } from "./support/accounts";
import { askUnder, enrolledStudent, freeCourse } from "./support/mentoring";
import { SAME_ORIGIN } from "./support/origin";
import { ADMIN_SHOTS, shooter } from "./support/shoot";

test.use(SAME_ORIGIN);

// Issues 41 and 42: one admin screen for what readers reported. A question under a lesson and a
// course review are reported; the admin finds both on /admin/reports (from the menu), with the
// text and who reported; hides the question, restores it, and dismisses the review's report.
// At 390 and 1280 px, axe finds nothing serious.

const shoot = shooter(ADMIN_SHOTS, { animations: "disabled" });

async function seriousAt(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    found.push(...(await seriousFindings(page)).map((line) => `${width}: ${line}`));
  }
  return found;
}

test("an admin hides, restores and dismisses reported posts and reviews from one screen", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const tag = `${Date.now() % 100_000}`;
  const contexts = await Promise.all([0, 1, 2].map(() => browser.newContext({ baseURL, ...SAME_ORIGIN })));
  const [admin, author, reader] = contexts.map((context) => context.request) as [APIRequestContext, APIRequestContext, APIRequestContext];
  await login(admin);
  const { courseId, lessonIds } = await freeCourse(admin, tag);

  // The author asks and, having done the course, reviews it; a classmate reports both.
  await enrolledStudent(author, courseId, `Muallif ${tag}`);
  const question = `Haqoratli savol ${tag}`;
  const { postId } = await askUnder(author, lessonIds[0]!, question);
  for (const lessonId of lessonIds) expect((await author.post(`/api/lessons/${lessonId}/progress`)).status()).toBe(200);
  const review = `Yomon sharh ${tag}`;
  const rated = await author.put(`/api/courses/${courseId}/rating`, { data: { stars: 1, review } });
  expect(rated.status()).toBe(200);
  const reviewId = ((await rated.json()) as { rating: { id: string } }).rating.id;
  await enrolledStudent(reader, courseId, `Kuzatuvchi ${tag}`);
  expect((await reader.post(`/api/questions/posts/${postId}/report`, { data: { reason: "haqorat" } })).status()).toBe(200);
  expect((await reader.post(`/api/course-ratings/${reviewId}/report`)).status()).toBe(200);

  await page.context().addCookies((await admin.storageState()).cookies);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/dashboard");
  await page.getByRole("button", { name: /menyu/i }).click();
  await page.getByRole("link", { name: "Shikoyatlar" }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole("heading", { level: 1, name: "Shikoyatlar" })).toBeVisible();
  const asked = page.getByTestId("report-item").filter({ hasText: question });
  const reviewed = page.getByTestId("report-item").filter({ hasText: review });
  await expect(asked).toContainText("Savol");
  await expect(asked).toContainText(`Kuzatuvchi ${tag}`);
  await expect(asked).toContainText("«haqorat»");
  await expect(asked).toContainText("1 ta yangi shikoyat");
  await expect(reviewed).toContainText("Kurs sharhi");
  await expect(reviewed).toContainText("1/5 yulduz");
  await shoot(page, "admin-reports");
  expect(await seriousAt(page)).toEqual([]);

  // Hide: it leaves the open list and is hidden from the course's readers.
  await asked.getByRole("button", { name: "Yashirish" }).click();
  await expect(page.getByText("Yashirildi: o'quvchilar endi ko'rmaydi")).toBeVisible();
  await expect(asked).toHaveCount(0);
  const { threads } = (await (await reader.get(`/api/lessons/${lessonIds[0]}/questions`)).json()) as { threads: { question: { id: string } }[] };
  expect(threads.map((thread) => thread.question.id)).not.toContain(postId);

  // Decided: who and when, and the way back.
  await page.getByRole("button", { name: "Hal qilingan" }).click();
  const decided = page.getByTestId("report-item").filter({ hasText: question });
  await expect(decided.getByTestId("report-decision")).toContainText("Yashirgan: Qadam Administrator");
  await shoot(page, "admin-reports-decided");
  expect(await seriousAt(page)).toEqual([]);
  await decided.getByRole("button", { name: "Qayta ko'rsatish" }).click();
  await expect(decided.getByTestId("report-decision")).toContainText("Qayta ko'rsatgan: Qadam Administrator");
  const after = (await (await reader.get(`/api/lessons/${lessonIds[0]}/questions`)).json()) as { threads: { question: { id: string } }[] };
  expect(after.threads.map((thread) => thread.question.id)).toContain(postId);

  // Dismiss the review's report: it stays on the course page and leaves the open list.
  await page.getByRole("button", { name: "Ko'rib chiqilmagan" }).click();
  await reviewed.getByRole("button", { name: "Shikoyatni rad etish" }).click();
  await expect(reviewed).toHaveCount(0);
  const shown = (await (await reader.get(`/api/courses/${courseId}/reviews`)).json()) as { reviews: { id: string }[] };
  expect(shown.reviews.map((row) => row.id)).toContain(reviewId);
  for (const context of contexts) await context.close();
});
