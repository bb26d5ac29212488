import { expect, test, type Browser, type Page } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { randomPhone, registerStudent } from "./support/accounts";
import { SAME_ORIGIN } from "./support/origin";
import { pagesShoot as shoot } from "./support/shoot";

test.use(SAME_ORIGIN);

// Issue 14: a student's public page is rendered once for every student (the page cache's shell)
// and answered with that student's own part after it: their name, and their courses' facts.
// The demo student is enrolled in HTML; a new student is not, and its name is hostile markup.

const DEMO_STUDENT = { phone: "+998901234567", password: "student123", fullName: "Azizbek Tursunov" };
const HOSTILE_NAME = "Ali </script><b id=injected>x</b>";
const cardOf = (page: Page, title: RegExp) => page.getByTestId("course-card").filter({ has: page.getByRole("heading", { name: title }) });

async function signedInPage(browser: Browser, credentials: { phone: string; password: string } | null, options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {}) {
  const context = await browser.newContext({ ...SAME_ORIGIN, baseURL, viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  page.on("pageerror", (error) => problems.push(error.message));
  if (credentials) expect((await page.request.post("/api/auth/login", { data: credentials })).status()).toBe(200);
  return { page, problems, close: () => context.close() };
}

test("students share one rendered catalogue, and each sees their own name and courses on it", async ({ browser }) => {
  const phone = randomPhone("97");
  const newcomer = await signedInPage(browser, null);
  await registerStudent(newcomer.page.request, { fullName: HOSTILE_NAME, phone: phone.display });
  const demo = await signedInPage(browser, DEMO_STUDENT);

  // The same shell: one student's request renders it, the other's is answered from memory.
  await expect
    .poll(async () => {
      await newcomer.page.request.get("/courses", { headers: { accept: "text/html" } });
      return (await demo.page.request.get("/courses", { headers: { accept: "text/html" } })).headers()["x-qadam-page-cache"];
    })
    .toBe("hit");

  await demo.page.goto("/courses");
  await newcomer.page.goto("/courses");
  const sidebarOf = (page: Page) => page.getByTestId("sidebar");
  await expect(sidebarOf(demo.page)).toContainText(DEMO_STUDENT.fullName);
  await expect(sidebarOf(newcomer.page)).toContainText(HOSTILE_NAME);
  await expect(newcomer.page.locator("#injected")).toHaveCount(0);
  await expect(cardOf(demo.page, /HTML asoslari/).getByRole("link", { name: "Davom etish" })).toBeVisible();
  await expect(cardOf(newcomer.page, /HTML asoslari/).getByRole("link", { name: "Batafsil" })).toBeVisible();
  await expect(cardOf(newcomer.page, /HTML asoslari/).getByRole("link", { name: "Davom etish" })).toHaveCount(0);
  // A student's page: no login link anywhere, and the locked course opens its dialog.
  await expect(sidebarOf(newcomer.page).getByRole("link", { name: "Kirish", exact: true })).toHaveCount(0);
  await cardOf(newcomer.page, /CSS & Bootstrap/).getByRole("button", { name: /CSS & Bootstrap/ }).click();
  const locked = newcomer.page.getByRole("dialog", { name: "Kirish cheklangan" });
  await expect(locked).toBeVisible();
  await locked.getByRole("button", { name: "Tushunarli" }).click();
  await shoot(demo.page, "student-shell-courses");
  expect([...demo.problems, ...newcomer.problems]).toEqual([]);

  // Signed out without leaving the document it was answered to, the tab shows a visitor's pages.
  await sidebarOf(newcomer.page).getByRole("link", { name: "Profil", exact: true }).click();
  await newcomer.page.getByRole("button", { name: "Chiqish", exact: true }).click();
  await sidebarOf(newcomer.page).getByRole("link", { name: "Kurslar", exact: true }).click();
  await expect(newcomer.page).toHaveURL(/\/courses$/);
  await expect(sidebarOf(newcomer.page).getByRole("link", { name: "Kirish", exact: true })).toBeVisible();
  await expect(sidebarOf(newcomer.page)).not.toContainText("Ali");
  await Promise.all([newcomer.close(), demo.close()]);
});

test("before its scripts run, a student's catalogue holds their places empty, and a course's own page is theirs", async ({ browser }) => {
  const demo = await signedInPage(browser, DEMO_STUDENT, { javaScriptEnabled: false });
  const catalogue = (await (await demo.page.request.get("/api/courses")).json()) as { courses: { id: string; title: string }[] };
  const html = catalogue.courses.find((course) => course.title.startsWith("HTML"))!;
  await demo.page.goto("/courses");
  await expect(demo.page.getByTestId("sidebar").getByRole("link", { name: "Kirish", exact: true })).toHaveCount(0);
  // Every state's action is in the shell, hidden: with no script at all, none is shown (the next test runs the viewer's).
  await expect(demo.page.getByTestId("course-card").first()).toBeVisible();
  for (const action of ["Davom etish", "Batafsil", "Yopiq"]) await expect(demo.page.getByRole("link", { name: action })).toHaveCount(0);
  await expect(demo.page.getByRole("heading", { level: 1 })).toBeVisible();
  await shoot(demo.page, "student-shell-before-scripts");
  // A course's page is rendered for the student (issue 26 §1): their panel is in it from the start.
  await demo.page.goto(`/courses/${html.id}`);
  await expect(demo.page.getByRole("link", { name: "Davom etish" })).toBeVisible();
  await expect(demo.page.getByTestId("sidebar")).toContainText(DEMO_STUDENT.fullName);
  await demo.close();

  const withScripts = await signedInPage(browser, DEMO_STUDENT);
  await withScripts.page.goto(`/courses/${html.id}`);
  await expect(withScripts.page.getByRole("link", { name: "Davom etish" })).toBeVisible();
  await expect(withScripts.page.getByTestId("sidebar")).toContainText(DEMO_STUDENT.fullName);
  expect(withScripts.problems).toEqual([]);
  await withScripts.close();
});

test("before the page's script files arrive, each card of a student's catalogue offers the student's own action (issue 26 §1)", async ({ browser }) => {
  const phone = randomPhone("97");
  const newcomer = await signedInPage(browser, null);
  await registerStudent(newcomer.page.request, { fullName: "Kutayotgan Talaba", phone: phone.display });
  const demo = await signedInPage(browser, DEMO_STUDENT);
  const phoneWidth = await signedInPage(browser, DEMO_STUDENT, { viewport: { width: 390, height: 844 } });
  for (const { page } of [newcomer, demo, phoneWidth]) {
    // The files stay away: only the page's own HTML, and the viewer's script inside it, have run.
    await page.route((url) => url.pathname.startsWith("/_next/static/") && url.pathname.endsWith(".js"), () => undefined);
    await page.goto("/courses", { waitUntil: "commit" });
  }
  // Each student's name and initials are on the shared page already, in the rail and the phone's top bar.
  await expect(newcomer.page.getByTestId("sidebar").getByRole("link", { name: "KT Kutayotgan Talaba Online" })).toBeVisible();
  await expect(demo.page.getByTestId("sidebar").getByRole("link", { name: /Azizbek Tursunov/ })).toContainText("AT");
  await expect(phoneWidth.page.getByTestId("mobile-bar").getByRole("link", { name: "AT Profil" })).toBeVisible();
  // Enrolled in HTML, the demo student's card says continue; the newcomer's says look, and CSS is locked for them.
  const demoHtml = cardOf(demo.page, /HTML asoslari/);
  await expect(demoHtml.getByRole("link", { name: "Davom etish" })).toBeVisible();
  await expect(demoHtml.getByRole("link", { name: "Batafsil" })).toHaveCount(0);
  await expect(cardOf(newcomer.page, /HTML asoslari/).getByRole("link", { name: "Batafsil" })).toBeVisible();
  await expect(cardOf(newcomer.page, /HTML asoslari/).getByRole("link", { name: "Davom etish" })).toHaveCount(0);
  const newcomerCss = cardOf(newcomer.page, /CSS & Bootstrap/);
  await expect(newcomerCss.getByRole("link", { name: "Yopiq" })).toBeVisible();
  await shoot(newcomer.page, "student-shell-before-script-files");
  // A tap works without React: the demo student goes on learning.
  await demoHtml.getByRole("link", { name: "Davom etish" }).click();
  await expect(demo.page).toHaveURL(/\/learning\//);
  // The files arrive: React keeps the text the viewer's script wrote, with no mismatch reported.
  await phoneWidth.page.unrouteAll();
  await phoneWidth.page.reload();
  await expect(phoneWidth.page.getByTestId("mobile-bar").getByRole("link", { name: "AT, Profil" })).toBeVisible();
  await phoneWidth.page.getByTestId("mobile-bar").getByRole("button", { name: "Menyuni ochish" }).click();
  await expect(phoneWidth.page.getByRole("dialog").getByRole("link", { name: /Azizbek Tursunov/ })).toBeVisible();
  expect(phoneWidth.problems).toEqual([]);
  await Promise.all([newcomer.close(), demo.close(), phoneWidth.close()]);
});
