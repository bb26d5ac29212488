import { expect, test, type APIRequestContext } from "@playwright/test";
import { seriousFindings } from "./support/axe";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { createTextCourse } from "./support/courses";
import { untilHydrated } from "./support/hydrated";
import { SAME_ORIGIN } from "./support/origin";
import { PAGES_SHOTS, pagesShoot as shoot, photo } from "./support/shoot";

test.use(SAME_ORIGIN);

// Issue 42: a student who has done half of a course rates it on the course page, at 390 and
// 1280 px; the profile shows their streak as a calendar of active days, and my courses the figures;
// the course's leaderboard lists them by first name.

/**
 * A new student enrolled in a fresh course of `lessons` lessons without video, `done` of them
 * done (opened: issue 42's done rule; the demo course's lessons have videos to watch first).
 */
async function halfwayStudent(request: APIRequestContext, admin: APIRequestContext, name: string, lessons: number, done: number): Promise<string> {
  const { courseId, lessonIds } = await createTextCourse(admin, { title: `Baholash kursi ${Date.now()}`, lessons });
  await registerStudent(request, { fullName: name, phone: randomPhone("93").display });
  expect((await request.post(`/api/courses/${courseId}/enroll`)).status()).toBe(200);
  for (const lessonId of lessonIds.slice(0, done)) expect((await request.post(`/api/lessons/${lessonId}/progress`)).status()).toBe(200);
  return courseId;
}

test("a student who did half the course rates it; the profile shows the streak calendar", async ({ page, context, playwright, baseURL }) => {
  test.setTimeout(240_000);
  const admin = await playwright.request.newContext({ baseURL, ...SAME_ORIGIN });
  await login(admin);
  const name = `Sevara ${Date.now()}`;
  const courseId = await halfwayStudent(context.request, admin, name, 4, 2);
  await admin.dispose();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto(`/courses/${courseId}`);
    await untilHydrated(page);
    const reviews = page.getByTestId("course-reviews");
    await expect(reviews.getByRole("heading", { name: "O'quvchilar fikri" })).toBeVisible();
    const stars = width === 390 ? "4" : "5";
    const words = width === 390 ? "Tushunarli darslar" : "Juda foydali kurs, tavsiya qilaman";
    await reviews.getByRole("radio", { name: stars, exact: true }).check();
    await reviews.getByLabel("Sharh (ixtiyoriy)").fill(words);
    const saved = page.waitForResponse((response) => response.url().endsWith(`/api/courses/${courseId}/rating`) && response.request().method() === "PUT");
    await reviews.getByRole("button", { name: /Bahoni (saqlash|o'zgartirish)/ }).click();
    expect((await saved).status()).toBe(200);
    // The page is read again: the review is listed under the first name, the form keeps the stars.
    const listed = reviews.getByRole("listitem").filter({ hasText: words });
    await expect(listed).toContainText("Sevara");
    await expect(listed).not.toContainText(name);
    await expect(reviews.getByRole("heading", { name: `Sizning bahoingiz: ${stars} / 5` })).toBeVisible();
    expect(await seriousFindings(page, "[data-testid=course-reviews]")).toEqual([]);
    await reviews.scrollIntoViewIfNeeded();
    await photo(page, { path: `${PAGES_SHOTS}/course-rated-${width}.png`, fullPage: true, animations: "disabled" });
  }
  // One rating, changed in place: the later words are the only ones.
  await expect(page.getByTestId("course-reviews").getByText("Tushunarli darslar")).toHaveCount(0);
  // The course's leaderboard names the student by first name, marked as them.
  const board = page.getByTestId("leaderboard");
  await expect(board.getByRole("listitem").filter({ hasText: "(siz)" })).toContainText("Sevara");
  await expect(board).not.toContainText(name);

  await page.goto("/projects/blogs");
  const card = page.getByTestId("streak-card");
  await expect(card.getByTestId("streak-current")).toHaveText("1 kun");
  await expect(card.getByTestId("streak-best")).toHaveText("1 kun");
  const calendar = card.getByTestId("streak-calendar");
  await expect(calendar.locator("li")).toHaveCount(35);
  // Today is active, marked ✓ and named in words (not by colour alone).
  await expect(calendar.locator('li[data-state="active"]')).toHaveCount(1);
  await expect(calendar.locator('li[data-state="active"]')).toContainText("✓");
  await expect(calendar.locator('li[data-state="active"]')).toContainText("faol kun");
  expect(await seriousFindings(page, "[data-testid=streak-card]")).toEqual([]);
  await card.scrollIntoViewIfNeeded();
  await shoot(page, "profile-streak");

  await page.goto("/my-courses");
  await expect(page.getByTestId("streak-current")).toHaveText("1 kun");
  await expect(page.getByTestId("streak-points")).not.toHaveText("0");
  await shoot(page, "my-courses-streak");
});
