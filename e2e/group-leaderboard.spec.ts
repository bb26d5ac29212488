import { expect, test, type APIRequestContext } from "@playwright/test";
import { seriousFindings } from "./support/axe";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { createTextCourse } from "./support/courses";
import { untilHydrated } from "./support/hydrated";
import { SAME_ORIGIN } from "./support/origin";
import { pagesShoot as shoot } from "./support/shoot";

test.use(SAME_ORIGIN);

// Issue 42: a student finds their group's leaderboard from the profile ("Guruhlarim"): first
// names only, their own line marked. A classmate hides themself with the profile's switch, at
// 390 px, and the board no longer shows them; axe finds nothing serious on either screen.

/** A new student in `groupId`, enrolled in the course, who opened `lessons` of its lessons (5 points each). */
async function member(request: APIRequestContext, admin: APIRequestContext, fullName: string, groupId: string, courseId: string, lessonIds: string[]): Promise<void> {
  const { user } = (await (await registerStudent(request, { fullName, phone: randomPhone("97").display })).json()) as { user: { id: string } };
  expect((await request.post(`/api/courses/${courseId}/enroll`)).status()).toBe(200);
  for (const lessonId of lessonIds) expect((await request.post(`/api/lessons/${lessonId}/progress`)).status()).toBe(200);
  expect((await admin.post(`/api/admin/groups/${groupId}/students`, { data: { userId: user.id } })).status()).toBe(200);
}

test("a student reaches the group board from the profile; a classmate hides and leaves it", async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const admin = await playwright.request.newContext({ baseURL, ...SAME_ORIGIN });
  await login(admin);
  const groupName = `Reyting guruhi ${stamp}`;
  const created = await admin.post("/api/admin/groups", { data: { name: groupName, kind: "online", startDate: "2026-09-01" } });
  expect(created.status()).toBe(200);
  const groupId = ((await created.json()) as { group: { id: string } }).group.id;
  const { courseId, lessonIds } = await createTextCourse(admin, { title: `Guruh kursi ${stamp}`, lessons: 2 });

  // Dilshod (two lessons, 10 points) reads the board; Malika (one lesson, 5 points) hides herself.
  await member(page.context().request, admin, `Dilshod Yusupov ${stamp}`, groupId, courseId, lessonIds);
  const classmate = await browser.newContext({ baseURL, ...SAME_ORIGIN, viewport: { width: 390, height: 844 } });
  await member(classmate.request, admin, `Malika Karimova ${stamp}`, groupId, courseId, lessonIds.slice(0, 1));
  await admin.dispose();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/projects/blogs");
  await untilHydrated(page);
  const groups = page.getByTestId("my-groups");
  await expect(groups).toContainText(groupName);
  await groups.getByRole("link", { name: `«${groupName}» guruhi reytingi` }).click();
  await expect(page).toHaveURL(new RegExp(`/groups/${groupId}/leaderboard$`));
  await expect(page.getByRole("heading", { level: 1, name: `«${groupName}» guruhi reytingi` })).toBeVisible();
  const board = page.getByTestId("leaderboard");
  await expect(board.getByRole("listitem")).toHaveCount(2);
  await expect(board.getByRole("listitem").nth(0)).toContainText("Dilshod");
  await expect(board.getByRole("listitem").nth(0)).toContainText("(siz)");
  await expect(board.getByRole("listitem").nth(0)).toContainText("10 ball");
  await expect(board.getByRole("listitem").nth(1)).toContainText("Malika");
  await expect(board).not.toContainText("Yusupov");
  await expect(board).not.toContainText("Karimova");
  // The board came by a client navigation; its title names the group.
  await expect(page).toHaveTitle(`«${groupName}» guruhi reytingi · Qadam`);
  expect(await seriousFindings(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shoot(page, "group-leaderboard");

  // Malika, on her phone: the profile's switch leaves the leaderboards.
  const phone = await classmate.newPage();
  await phone.goto("/projects/blogs");
  await untilHydrated(phone);
  const hideMe = phone.getByLabel("Guruh va kurs reytinglarida meni ko'rsatmang");
  await expect(hideMe).toBeEnabled();
  await expect(hideMe).not.toBeChecked();
  const saved = phone.waitForResponse((response) => response.url().endsWith("/api/user/leaderboard-visibility") && response.request().method() === "PUT");
  await hideMe.check();
  expect((await saved).status()).toBe(200);
  await expect(hideMe).toBeChecked();
  expect(await seriousFindings(phone, "[data-testid=streak-card]")).toEqual([]);
  await phone.getByTestId("streak-card").scrollIntoViewIfNeeded();
  await shoot(phone, "leaderboard-hide-me");
  // Her own view of the board says why she is not on it.
  await phone.goto(`/groups/${groupId}/leaderboard`);
  await expect(phone.getByTestId("leaderboard")).toContainText("Siz reytinglarda ko'rinmaysiz");
  await expect(phone.getByTestId("leaderboard").getByRole("listitem")).toHaveCount(1);
  // A reload keeps the choice.
  await phone.goto("/projects/blogs");
  await untilHydrated(phone);
  await expect(phone.getByLabel("Guruh va kurs reytinglarida meni ko'rsatmang")).toBeChecked();
  await classmate.close();

  // Dilshod's board no longer shows her.
  await page.reload();
  await expect(board.getByRole("listitem")).toHaveCount(1);
  await expect(board).not.toContainText("Malika");
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await seriousFindings(page)).toEqual([]);
  await shoot(page, "group-leaderboard-after-hiding");

  // Someone outside the group gets a 404, as for an unknown group.
  const outsider = await browser.newContext({ baseURL, ...SAME_ORIGIN });
  await registerStudent(outsider.request, { fullName: `Begona ${stamp}`, phone: randomPhone("97").display });
  const outsiderPage = await outsider.newPage();
  expect((await outsiderPage.goto(`/groups/${groupId}/leaderboard`))?.status()).toBe(404);
  await outsider.close();
});
