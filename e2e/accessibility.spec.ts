import { expect, test, type Browser, type Page } from "@playwright/test";
import { OPEN_DIALOG, seriousFindings } from "./support/axe";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { SAME_ORIGIN } from "./support/origin";
import { untilHydrated } from "./support/hydrated";

test.use(SAME_ORIGIN);
// Each test loads a dozen pages twice and scans each: minutes, not the default minute.
test.describe.configure({ timeout: 600_000 });
// A dialog that does not open fails its test in seconds, not at the end of the ten minutes.
test.use({ actionTimeout: 20_000 });

// Issue 26 §4: axe over every page and every open dialog, at 390 and 1280 px, as a visitor, a
// student, an offline student and an admin: no serious and no critical violation. Each test
// gathers every finding of its scans and fails once with the whole list, so one run names them all.

const WIDTHS = [390, 1280] as const;
type Finding = string;

/** The page's serious and critical findings now (e2e/support/axe.ts), each named by the scan. */
async function scan(page: Page, name: string, include?: string): Promise<Finding[]> {
  return (await seriousFindings(page, include)).map((finding) => `${name}: ${finding}`);
}

/**
 * Scans one page at both widths; `open` (optional) opens a dialog at each width and answers its
 * locator for a second scan; `ready` (optional) waits for what loads after the page (the editor).
 */
async function scanPage(page: Page, url: string, findings: Finding[], dialogs: { name: string; open: (page: Page) => Promise<void> }[] = [], ready?: (page: Page) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto(url);
    // The student-side shell marks its hydration; the admin's pages read their data after it.
    if (!url.startsWith("/admin")) await untilHydrated(page);
    await page.waitForLoadState("networkidle");
    await ready?.(page);
    findings.push(...(await scan(page, `${url} @${width}`)));
    for (const dialog of dialogs) {
      await dialog.open(page);
      await expect(page.locator(OPEN_DIALOG).last()).toBeVisible();
      findings.push(...(await scan(page, `${url} [${dialog.name}] @${width}`, OPEN_DIALOG)));
      await page.keyboard.press("Escape");
      await expect(page.locator(OPEN_DIALOG)).toHaveCount(0);
    }
  }
}

const menu = { name: "menu", open: async (page: Page) => {
  const button = page.getByRole("button", { name: "Menyuni ochish" });
  if (!(await button.isVisible())) {
    // The drawer is the phone's menu; at 1280 px the sidebar is on the page already.
    await page.setViewportSize({ width: 390, height: 844 });
  }
  await button.click();
} };

async function courseIds(page: Page): Promise<{ open: string; locked: string }> {
  const { courses } = (await (await page.request.get("/api/courses")).json()) as { courses: { id: string; title: string; access: string }[] };
  return {
    open: courses.find((course) => course.title.startsWith("HTML asoslari"))!.id,
    locked: courses.find((course) => course.title.startsWith("JavaScript"))!.id,
  };
}

async function newStudent(browser: Browser, role: "student" | "student_offline") {
  const context = await browser.newContext(SAME_ORIGIN);
  const phone = randomPhone("95");
  const fullName = `Axe ${role === "student" ? "Talaba" : "Oflayn"} ${Math.random().toString(36).slice(2, 6)}`;
  const { user } = (await (await registerStudent(context.request, { fullName, phone: phone.display })).json()) as { user: { id: string } };
  if (role === "student_offline") {
    const admin = await browser.newContext(SAME_ORIGIN);
    await login(admin.request);
    const edit = await admin.request.put(`/api/admin/users/${user.id}`, {
      data: { fullName, phone: phone.stored, role: "student_offline", balance: 0, step: 4, arrivalDate: "2026-09-01", totalScore: 0 },
    });
    expect(edit.status()).toBe(200);
    await admin.close();
    // The role is read from the session: sign in again.
    await login(context.request, { phone: phone.stored, password: "secret123" });
  }
  return { context, user, fullName };
}

test("a visitor's pages and dialogs have no serious accessibility problem", async ({ page }) => {
  const findings: Finding[] = [];
  const { open } = await courseIds(page);
  const { users: students } = (await (await page.request.get("/api/offline-students")).json()) as { users: { id: string }[] };
  await scanPage(page, "/home", findings, [menu]);
  await scanPage(page, "/courses", findings);
  await scanPage(page, `/courses/${open}`, findings);
  await scanPage(page, "/projects/blogs", findings);
  await scanPage(page, "/projects/blogs?next=%2Fcourses", findings);
  await scanPage(page, "/projects", findings);
  await scanPage(page, "/projects/resume", findings);
  await scanPage(page, "/projects/payments", findings);
  await scanPage(page, "/my-courses", findings);
  await scanPage(page, "/offline", findings);
  await scanPage(page, "/debtors", findings);
  await scanPage(page, `/students/${students[0]!.id}`, findings);
  await scanPage(page, "/no-such-page", findings);
  await scanPage(page, "/courses/no-such-course", findings);
  expect(findings).toEqual([]);
});

test("a student's pages and dialogs have no serious accessibility problem", async ({ browser }) => {
  const findings: Finding[] = [];
  const { context } = await newStudent(browser, "student");
  const page = await context.newPage();
  const { open, locked } = await courseIds(page);
  expect((await context.request.post(`/api/courses/${open}/enroll`)).status()).toBe(402);
  await scanPage(page, "/home", findings, [menu]);
  await scanPage(page, "/courses", findings, [{ name: "locked", open: (page) => page.getByRole("button", { name: /JavaScript/ }).first().click() }]);
  await scanPage(page, `/courses/${open}`, findings, [{ name: "enrol", open: (page) => page.getByRole("button", { name: "Kursga obuna bo'lish" }).click() }]);
  await scanPage(page, `/courses/${locked}`, findings);
  await scanPage(page, "/my-courses", findings);
  await scanPage(page, "/projects/blogs", findings);
  await scanPage(page, "/projects/resume", findings);
  await scanPage(page, "/projects/payments", findings, [{ name: "top-up", open: (page) => page.getByRole("button", { name: "Balansni to'ldirish" }).click() }]);
  // Enrolled (the admin credits the balance first), the lesson player and its modules drawer.
  const admin = await browser.newContext(SAME_ORIGIN);
  await login(admin.request);
  const { user } = (await (await context.request.get("/api/user/profile")).json()) as { user: { id: string; fullName: string; phone: string } };
  expect((await admin.request.put(`/api/admin/users/${user.id}`, { data: { fullName: user.fullName, phone: user.phone, role: "student", balance: 5_000_000 } })).status()).toBe(200);
  await admin.close();
  expect((await context.request.post(`/api/courses/${open}/enroll`)).status()).toBe(200);
  await scanPage(page, `/courses/${open}`, findings);
  await scanPage(page, "/my-courses", findings);
  await scanPage(page, `/learning/${open}`, findings, [
    {
      name: "modules",
      open: async (page) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.getByRole("button", { name: "Modullar ro'yxatini ochish" }).click();
      },
    },
  ], async (page) => {
    // The first lesson's exercise, in the code editor (its line numbers, its starter code's tokens).
    await expect(page.getByTestId("exercise").first().locator(".cm-content .cm-line").first()).toBeVisible({ timeout: 60_000 });
  });
  await context.close();
  expect(findings).toEqual([]);
});

test("an offline student's pages have no serious accessibility problem", async ({ browser }) => {
  const findings: Finding[] = [];
  const { context, user } = await newStudent(browser, "student_offline");
  const page = await context.newPage();
  await scanPage(page, "/projects/blogs", findings);
  await scanPage(page, "/offline", findings);
  await scanPage(page, `/offline?student=${user.id}`, findings);
  await scanPage(page, `/students/${user.id}`, findings);
  await scanPage(page, "/projects/payments", findings);
  await context.close();
  expect(findings).toEqual([]);
});

test("the admin's pages and dialogs have no serious accessibility problem", async ({ page, browser }) => {
  const findings: Finding[] = [];
  await login(page.request);
  // A pending top-up with something to look at in the payments list, and an offline student.
  const { context, fullName } = await newStudent(browser, "student_offline");
  expect((await context.request.post("/api/payments/create", { data: { amount: 120000, paymentMethod: "card" } })).status()).toBe(201);
  await context.close();
  await scanPage(page, "/admin/dashboard", findings);
  await scanPage(page, "/admin/users", findings, [{ name: "user", open: (page) => page.getByRole("button", { name: /^Ko'rish:/ }).first().click() }]);
  await scanPage(page, "/admin/payments", findings, [{ name: "payment", open: (page) => page.getByRole("button", { name: `Batafsil: ${fullName}` }).first().click() }]);
  await scanPage(page, "/admin/courses", findings, [{ name: "new course", open: (page) => page.getByRole("button", { name: "Kurs qo'shish" }).click() }]);
  await scanPage(page, "/admin/notifications", findings);
  await scanPage(page, "/admin/offline", findings, [{
      name: "offline edit",
      open: async (page) => {
        await page.getByLabel("Ism bo'yicha qidirish").fill(fullName);
        await page.getByRole("button", { name: `${fullName}ni tahrirlash` }).click();
      },
    }]);
  await scanPage(page, "/admin/offline/register", findings);
  await scanPage(page, "/admin/database", findings);
  await scanPage(page, "/admin/settings", findings);
  expect(findings).toEqual([]);
});
