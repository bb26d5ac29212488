import { expect, test, type Browser } from "@playwright/test";
import { seriousFindings } from "./support/axe";
import { login, randomPhone, registerStudent, STUDENT_PASSWORD } from "./support/accounts";
import { untilHydrated } from "./support/hydrated";
import { SAME_ORIGIN } from "./support/origin";
import { shooter } from "./support/shoot";

test.use(SAME_ORIGIN);

// Issue 38: a parent registers from the profile page's form, links a child with the code the
// child made in their own profile, and reads the child's week on /parent. The whole walk at a
// phone's width and at a desktop's; photos of each screen at both; axe on each new screen.

const shoot = shooter(process.env.PARENT_SHOTS_DIR ?? "/tmp/shots-parent", { animations: "disabled" });

/** Today in Tashkent (UTC+5), as the register dates a score. */
const tashkentToday = () => new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);

/** An offline student with a course, a balance and today's score, signed in on a context of their own. */
async function newChild(browser: Browser, width: number) {
  const context = await browser.newContext({ ...SAME_ORIGIN, viewport: { width, height: width === 390 ? 844 : 800 } });
  const phone = randomPhone("93");
  const fullName = `Farzand ${Math.random().toString(36).slice(2, 6)}`;
  const { user } = (await (await registerStudent(context.request, { fullName, phone: phone.display })).json()) as { user: { id: string; accountNumber: number } };
  const admin = await browser.newContext(SAME_ORIGIN);
  await login(admin.request);
  const edit = await admin.request.put(`/api/admin/users/${user.id}`, {
    data: { fullName, phone: phone.stored, role: "student_offline", balance: 2_000_000, step: 4, arrivalDate: "2026-09-01", totalScore: 0 },
  });
  expect(edit.status()).toBe(200);
  expect((await admin.request.put(`/api/admin/offline/students/${user.id}/scores/${tashkentToday()}`, { data: { score: 8 } })).status()).toBe(200);
  await admin.close();
  await login(context.request, { phone: phone.stored, password: STUDENT_PASSWORD });
  const { courses } = (await (await context.request.get("/api/courses")).json()) as { courses: { id: string; title: string; access: string }[] };
  const course = courses.find((entry) => entry.access === "open")!;
  expect((await context.request.post(`/api/courses/${course.id}/enroll`)).status()).toBe(200);
  return { context, fullName, course, accountNumber: user.accountNumber };
}

for (const width of [390, 1280]) {
  test(`a parent registers, links a child with the child's code and reads the week (${width} px)`, async ({ browser }) => {
    // Three people, two languages, axe at both widths: longer than one page's walk.
    test.setTimeout(180_000);
    const child = await newChild(browser, width);

    // The child makes a code in the profile.
    const childPage = await child.context.newPage();
    await childPage.goto("/projects/blogs");
    await untilHydrated(childPage);
    const card = childPage.getByTestId("pairing-code-card");
    await card.getByRole("button", { name: "Kod yaratish" }).click();
    const code = (await card.getByTestId("pairing-code").innerText()).trim();
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    await expect(card.getByText("Hali hech kim bog'lanmagan")).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    if (width === 1280) await shoot(childPage, "child-code-card");
    expect(await seriousFindings(childPage, '[data-testid="pairing-code-card"]')).toEqual([]);

    // A parent registers from the same form as a student, choosing "Ota-ona".
    const parentContext = await browser.newContext({ ...SAME_ORIGIN, viewport: { width, height: width === 390 ? 844 : 800 } });
    const page = await parentContext.newPage();
    await page.goto("/projects/blogs?form=register");
    await untilHydrated(page);
    const form = page.getByRole("form", { name: "Ro'yxatdan o'tish formasi" });
    await form.getByText("Ota-ona", { exact: true }).click();
    await expect(form.getByTestId("student-fields")).toBeHidden();
    if (width === 1280) await shoot(page, "parent-register");
    expect(await seriousFindings(page, "form")).toEqual([]);
    const phone = randomPhone("95");
    await form.getByLabel("Ism-familya").fill("Gulnora Ota-ona");
    await form.getByLabel("Telefon raqam").pressSequentially(phone.local);
    await form.getByLabel("Parol", { exact: true }).fill(STUDENT_PASSWORD);
    await form.getByLabel("Parolni tasdiqlang").fill(STUDENT_PASSWORD);
    await form.getByRole("button", { name: "Ro'yxatdan o'tish" }).click();

    // Signed in, the parent lands on their own page, with no child yet.
    await expect(page).toHaveURL(/\/parent$/);
    await expect(page.getByRole("heading", { name: "Farzandlarim" })).toBeVisible();
    await expect(page.getByText("Hali farzand bog'lanmagan", { exact: false })).toBeVisible();
    if (width === 1280) await shoot(page, "parent-empty");

    // A wrong code is refused on the form; the child's code links the child.
    await page.getByLabel("Bog'lash kodi").fill("ZZZZ-ZZZ2");
    await page.getByRole("button", { name: "Bog'lash", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Kod noto'g'ri yoki muddati o'tgan" })).toBeVisible();
    await page.getByLabel("Bog'lash kodi").fill(code.toLowerCase());
    await page.getByRole("button", { name: "Bog'lash", exact: true }).click();
    await expect(page).toHaveURL(/\/parent\?child=/);

    // The week: the child, the course with its progress, today's attendance and score, the balance, how to top up.
    await expect(page.getByRole("link", { name: child.fullName })).toHaveAttribute("aria-current", "page");
    const week = page.getByTestId("child-week");
    await expect(week.getByTestId("child-course").filter({ hasText: child.course.title })).toBeVisible();
    await expect(week.getByTestId("child-attendance").getByText("Keldi")).toHaveCount(1);
    await expect(week.getByText("Hafta bo'yicha jami: 8 ball")).toBeVisible();
    // The week's days in the reader's language: "Du 23-noyabr" here, "Пн 23 ноября" in Russian.
    await expect(week.getByTestId("child-attendance").locator("tbody th").first()).toHaveText(/^Du \d{1,2}-[a-z]+$/);
    await expect(week.getByTestId("child-account")).toHaveText(String(child.accountNumber));
    await expect(week.getByText("Ogohlantirish yo'q")).toBeVisible();
    await expect(week.getByTestId("payment-history")).toBeVisible();
    // The parent chooses which messages about the child come by Telegram or SMS; the choice is kept.
    const prefs = page.getByTestId("notification-preferences-card");
    await expect(prefs.getByRole("heading", { name: "Farzandim haqida xabarlar" })).toBeVisible();
    // The box follows the server's answer (no optimistic tick), so it is clicked, then awaited.
    await prefs.getByLabel("Kunlik ball qo'yilganda").click();
    await expect(prefs.getByLabel("Kunlik ball qo'yilganda")).not.toBeChecked();
    await expect.poll(async () => ((await (await page.request.get("/api/user/notification-preferences")).json()) as { preferences: Record<string, boolean> }).preferences.day_score).toBe(false);
    await page.reload();
    await expect(prefs.getByLabel("Kunlik ball qo'yilganda")).not.toBeChecked();
    await expect(prefs.getByLabel("Ogohlantirish berilganda")).toBeChecked();
    await shoot(page, "parent-week");
    for (const size of [390, 1280]) {
      await page.setViewportSize({ width: size, height: size === 390 ? 844 : 800 });
      expect(await seriousFindings(page), `/parent at ${size}`).toEqual([]);
    }

    // In Russian too.
    await page.goto("/parent?lang=ru");
    await expect(page.getByRole("heading", { name: "Мои дети" })).toBeVisible();
    await expect(page.getByText("Был(а)")).toHaveCount(1);
    const days = page.getByTestId("child-attendance").locator("tbody th");
    await expect(days.first()).toHaveText(/^Пн \d{1,2} [а-я]+$/);
    await expect(days.last()).toHaveText(/^Вс \d{1,2} [а-я]+$/);
    // Nothing wider than the phone: the Russian course title is long.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    if (width === 1280) await shoot(page, "parent-week-ru");

    // The child sees the parent in the profile.
    await childPage.reload();
    await expect(childPage.getByTestId("linked-parents").getByText("Gulnora Ota-ona")).toBeVisible();

    await parentContext.close();
    await child.context.close();
  });
}

test("before scripts, a parent registers and links a child with plain form posts", async ({ browser }) => {
  test.setTimeout(120_000);
  const child = await newChild(browser, 390);
  const made = (await (await child.context.request.post("/api/user/pairing-code")).json()) as { code: string };
  const context = await browser.newContext({ ...SAME_ORIGIN, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/projects/blogs?form=register");
  const form = page.getByRole("form", { name: "Ro'yxatdan o'tish formasi" });
  await form.getByText("Ota-ona", { exact: true }).click();
  await expect(form.getByTestId("student-fields")).toBeHidden();
  const phone = randomPhone("95");
  await form.getByLabel("Ism-familya").fill("Skriptsiz Ota-ona");
  await form.getByLabel("Telefon raqam").fill(phone.display);
  await form.getByLabel("Parol", { exact: true }).fill(STUDENT_PASSWORD);
  await form.getByLabel("Parolni tasdiqlang").fill(STUDENT_PASSWORD);
  await form.getByRole("button", { name: "Ro'yxatdan o'tish" }).click();
  await expect(page).toHaveURL(/\/parent$/);
  await page.getByLabel("Bog'lash kodi").fill(made.code);
  await page.getByRole("button", { name: "Bog'lash", exact: true }).click();
  await expect(page).toHaveURL(/\/parent\?child=/);
  await expect(page.getByTestId("child-week").getByText("Hafta bo'yicha jami: 8 ball")).toBeVisible();
  await context.close();
  await child.context.close();
});

for (const width of [390, 1280]) {
  test(`an admin sees a student's parents, makes a pairing code and unlinks a parent (${width} px)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const child = await newChild(browser, width);
    const parent = await browser.newContext(SAME_ORIGIN);
    const parentName = `Admin Ota-ona ${Math.random().toString(36).slice(2, 6)}`;
    const registered = await parent.request.post("/api/auth/register", { data: { fullName: parentName, phone: randomPhone("95").display, password: STUDENT_PASSWORD, role: "parent" } });
    expect(registered.status()).toBe(201);

    const admin = await browser.newContext({ ...SAME_ORIGIN, viewport: { width, height: width === 390 ? 844 : 800 } });
    await login(admin.request);
    const page = await admin.newPage();
    await page.goto("/admin/users");
    await page.getByLabel("Foydalanuvchilarni qidirish").fill(child.fullName);
    await page.getByRole("button", { name: `Ko'rish: ${child.fullName}` }).click();
    const dialog = page.getByRole("dialog", { name: "Foydalanuvchi ma'lumotlari" });
    const panel = dialog.getByTestId("parent-links");
    await expect(panel.getByText("Bog'langan ota-ona yo'q")).toBeVisible();

    // The admin's code links the parent, who then shows in the panel.
    await panel.getByRole("button", { name: "Bog'lash kodi yaratish" }).click();
    const code = (await panel.getByTestId("admin-pairing-code").innerText()).trim();
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect((await parent.request.post("/api/parent/children", { data: { code } })).status()).toBe(201);
    await dialog.getByRole("button", { name: "Yopish", exact: true }).click();
    await page.getByRole("button", { name: `Ko'rish: ${child.fullName}` }).click();
    await expect(panel.getByRole("list", { name: "Ota-onalar" })).toContainText(parentName);
    await panel.scrollIntoViewIfNeeded();
    if (width === 1280) await shoot(page, "admin-parents-dialog");
    expect(await seriousFindings(page, "dialog[open]")).toEqual([]);

    // Unlinked, the parent leaves the panel and no longer has the child.
    await panel.getByRole("button", { name: `Uzish: ${parentName}` }).click();
    await expect(panel.getByText("Bog'langan ota-ona yo'q")).toBeVisible();
    const { children } = (await (await parent.request.get("/api/parent/children")).json()) as { children: unknown[] };
    expect(children).toEqual([]);

    await admin.close();
    await parent.close();
    await child.context.close();
  });
}
