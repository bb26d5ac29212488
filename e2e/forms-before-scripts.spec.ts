import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { ADMIN, randomPhone, registerStudent, STUDENT_PASSWORD } from "./support/accounts";
import { SAME_ORIGIN } from "./support/origin";

// Issue 44 item 2: on a slow phone the login form is tapped before its scripts arrive. A form
// with no method is then sent by GET: the password lands in the address bar, the history and
// the access logs, and nobody is signed in. The forms are posted (app/auth/*) and work with
// no script at all; no password ever reaches a URL.

const PHONE = { viewport: { width: 390, height: 844 } };

/** Every address the page asked for, to show that no password is in one. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => seen.push(request.url()));
  page.on("framenavigated", (frame) => seen.push(frame.url()));
  return seen;
}

async function noScripts(context: BrowserContext | null, browser: import("@playwright/test").Browser) {
  const state = context ? await context.storageState() : undefined;
  return browser.newContext({ ...SAME_ORIGIN, ...PHONE, javaScriptEnabled: false, storageState: state });
}

async function newStudent(browser: import("@playwright/test").Browser, fullName: string) {
  const signUp = await browser.newContext(SAME_ORIGIN);
  const phone = randomPhone("93").display;
  await registerStudent(signUp.request, { fullName, phone });
  return { signUp, phone };
}

test("a student signs in with scripts off, and the password is in no address", async ({ browser }) => {
  const { signUp, phone } = await newStudent(browser, "Sekin Kirish");
  await signUp.close();
  const context = await noScripts(null, browser);
  const page = await context.newPage();
  const addresses = addressesOf(page);
  await page.goto("/projects/blogs");

  // A wrong password first: the form comes back saying so.
  const form = page.getByRole("form", { name: "Kirish formasi" });
  await form.getByLabel("Telefon raqam").fill(phone);
  await form.getByLabel("Parol").fill("not-my-password-1");
  await form.getByRole("button", { name: "Kirish" }).click();
  await expect(page).toHaveURL(/\/projects\/blogs\?form=login&error=invalid_credentials$/);
  await expect(page.getByText("Telefon raqam yoki parol noto'g'ri")).toBeVisible();

  await form.getByLabel("Telefon raqam").fill(phone);
  await form.getByLabel("Parol").fill(STUDENT_PASSWORD);
  await form.getByRole("button", { name: "Kirish" }).click();
  await expect(page).toHaveURL(/\/projects\/blogs$/);
  await expect(page.getByRole("heading", { name: "Sekin Kirish" })).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === "jwt" && cookie.httpOnly)).toBe(true);

  for (const address of addresses) {
    expect(address).not.toContain(STUDENT_PASSWORD);
    expect(address).not.toContain("not-my-password-1");
    expect(address).not.toMatch(/[?&]password=/);
  }
  await context.close();
});

test("an enrol click's login returns to the course with scripts off", async ({ browser, request }) => {
  const { courses } = (await (await request.get("/api/courses")).json()) as { courses: { id: string }[] };
  const { signUp, phone } = await newStudent(browser, "Sekin Qaytish");
  await signUp.close();
  const context = await noScripts(null, browser);
  const page = await context.newPage();
  await page.goto(`/projects/blogs?next=${encodeURIComponent(`/courses/${courses[0]!.id}`)}`);
  const form = page.getByRole("form", { name: "Kirish formasi" });
  await form.getByLabel("Telefon raqam").fill(phone);
  await form.getByLabel("Parol").fill(STUDENT_PASSWORD);
  await form.getByRole("button", { name: "Kirish" }).click();
  await expect(page).toHaveURL(`/courses/${courses[0]!.id}`);
  await context.close();
});

test("the registration form is posted with scripts off and says what is missing", async ({ browser }) => {
  const context = await noScripts(null, browser);
  const page = await context.newPage();
  const addresses = addressesOf(page);
  await page.goto("/projects/blogs");
  // Before scripts the switch to registration is a link.
  await page.getByRole("link", { name: "Ro'yxatdan o'tish" }).click();
  await expect(page).toHaveURL(/\/projects\/blogs\?form=register$/);
  const form = page.getByRole("form", { name: "Ro'yxatdan o'tish formasi" });
  await form.getByLabel("Ism-familya").fill("Sekin Yangi");
  await form.getByLabel("Telefon raqam").fill(randomPhone("93").display);
  await form.getByLabel("Parol", { exact: true }).fill("first-secret-1");
  await form.getByLabel("Parolni tasdiqlang").fill("other-secret-2");
  await form.getByRole("button", { name: "Ro'yxatdan o'tish" }).click();
  await expect(page).toHaveURL(/\/projects\/blogs\?form=register&error=invalid_input&reason=passwordMismatch$/);
  await expect(page.getByText("Parollar mos kelmadi")).toBeVisible();
  for (const address of addresses) expect(address).not.toMatch(/secret-[12]|password=/);
  await context.close();
});

test("a student changes the password with scripts off", async ({ browser }) => {
  const { signUp } = await newStudent(browser, "Sekin Parol");
  const context = await noScripts(signUp, browser);
  await signUp.close();
  const page = await context.newPage();
  const addresses = addressesOf(page);
  await page.goto("/projects/blogs");
  const form = page.getByRole("form", { name: "Parolni o'zgartirish" });
  await form.getByLabel("Joriy parol").fill(STUDENT_PASSWORD);
  await form.getByLabel("Yangi parol", { exact: true }).fill("brand-new-secret-7");
  await form.getByLabel("Yangi parolni tasdiqlang").fill("brand-new-secret-7");
  await form.getByRole("button", { name: "Parolni o'zgartirish" }).click();
  await expect(page).toHaveURL(/\/projects\/blogs\?form=password&done=1$/);
  await expect(page.getByText("Parol muvaffaqiyatli o'zgartirildi")).toBeVisible();
  for (const address of addresses) expect(address).not.toContain("brand-new-secret-7");
  await context.close();
});

test("every form with a password field is posted, never sent by GET", async ({ browser }) => {
  const admin = await browser.newContext(SAME_ORIGIN);
  expect((await admin.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  const { signUp } = await newStudent(browser, "Sekin Forma");
  for (const [who, context, paths] of [
    ["visitor", null, ["/projects/blogs", "/projects/blogs?form=register"]],
    ["student", signUp, ["/projects/blogs", "/projects/resume"]],
    ["admin", admin, ["/admin/settings"]],
  ] as const) {
    const scriptsOff = await noScripts(context, browser);
    const page = await scriptsOff.newPage();
    let found = 0;
    for (const path of paths) {
      await page.goto(path);
      const forms = page.locator("form:has(input[type=password])");
      found += await forms.count();
      for (const form of await forms.all()) {
        expect(await form.getAttribute("method"), `${who} ${path}`).toBe("post");
        expect(await form.getAttribute("action"), `${who} ${path}`).toMatch(/^\/auth\//);
      }
    }
    // The admin's settings and the security tab draw their password forms with scripts.
    if (who !== "admin") expect(found, who).toBeGreaterThan(0);
    await scriptsOff.close();
  }
  await admin.close();
  await signUp.close();
});

test("the admin's password form comes back with its refusal when posted with scripts off", async ({ browser }) => {
  const admin = await browser.newContext(SAME_ORIGIN);
  expect((await admin.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  const context = await noScripts(admin, browser);
  await admin.close();
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin/settings");
  await page.getByLabel("Joriy parol").fill("not-the-admin-password");
  await page.getByLabel("Yangi parol", { exact: true }).fill("another-admin-secret");
  await page.getByLabel("Yangi parol (takroran)").fill("another-admin-secret");
  await page.locator("form:has(input[type=password])").getByRole("button").click();
  await expect(page).toHaveURL(/\/admin\/settings\?form=password&error=wrong_current_password$/);
  await expect(page.getByText("Joriy parol noto'g'ri")).toBeVisible();
  await context.close();
});
