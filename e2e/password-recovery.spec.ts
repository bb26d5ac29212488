import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { login, randomPhone, registerStudent, STUDENT_PASSWORD } from "./support/accounts";
import { untilHydrated } from "./support/hydrated";
import { SAME_ORIGIN } from "./support/origin";
import { adminShoot, shooter } from "./support/shoot";

test.use(SAME_ORIGIN);

// Issue 39: a student who forgot the password gets back in. Demo mode has no SMS account, so
// the code waits at /admin/outbox, where an admin reads it; an admin's reset link works too.
// Each with scripts and, as a phone on a slow network would send them, before scripts.

const shoot = shooter(process.env.SHOTS_DIR ?? "/tmp/shots-recovery");
const NEW_PASSWORD = "yangi-parol-42";

async function newStudent(browser: Browser, fullName: string) {
  const signUp = await browser.newContext(SAME_ORIGIN);
  const phone = randomPhone("94");
  await registerStudent(signUp.request, { fullName, phone: phone.display });
  await signUp.close();
  return phone;
}

/** What the form says once a code is sent: the phone, and how long the code lasts (lib/recovery/rules). */
const codeSent = (display: string) => `Agar ${display} ro'yxatdan o'tgan bo'lsa, unga kod yuborildi. Kod 10 daqiqa amal qiladi.`;

const codeForm = (page: Page) => page.getByRole("form", { name: "Kod va yangi parol" });

/** Every address a page asked for, to show that no password is in one. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => seen.push(request.url()));
  page.on("framenavigated", (frame) => seen.push(frame.url()));
  return seen;
}

/** The admin reads the code the outbox holds for `stored` on /admin/outbox, as a person would. */
async function readCodeAtOutbox(admin: Page, display: string): Promise<string> {
  const item = admin.getByTestId("outbox-item").filter({ hasText: display }).first();
  await expect(async () => {
    await admin.goto("/admin/outbox");
    await expect(item).toHaveAttribute("data-status", "held", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(item.getByText("kanal sozlanmagan")).toBeVisible();
  return /\b(\d{6})\b/.exec(await item.getByTestId("outbox-text").innerText())![1]!;
}

async function adminPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(SAME_ORIGIN);
  await login(context.request);
  return { context, page: await context.newPage() };
}

test("a student resets a forgotten password from the login page through the outbox", async ({ page, browser }) => {
  const phone = await newStudent(browser, "Unutuvchan Talaba");
  const admin = await adminPage(browser);
  const addresses = addressesOf(page);

  await page.goto("/projects/blogs");
  await untilHydrated(page);
  await page.getByRole("link", { name: "Parolni unutdingizmi?" }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await untilHydrated(page);
  await shoot(page, "forgot-phone");
  await page.getByRole("form", { name: "Telefon raqam" }).getByLabel("Telefon raqam").fill(phone.display);
  await page.getByRole("button", { name: "Kod yuborish" }).click();
  await expect(page.getByText(codeSent(phone.display))).toBeVisible();

  const code = await readCodeAtOutbox(admin.page, phone.display);
  await adminShoot(admin.page, "outbox");

  // A wrong code first: the form says so and stays.
  await codeForm(page).getByLabel("6 xonali kod (SMS yoki Telegram)").fill(code === "000000" ? "111111" : "000000");
  await codeForm(page).getByLabel("Yangi parol").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Yangi parolni saqlash" }).click();
  await expect(page.getByText("Kod noto'g'ri yoki muddati o'tgan. Yangi kod so'rang")).toBeVisible();
  await shoot(page, "forgot-code");

  await codeForm(page).getByLabel("6 xonali kod (SMS yoki Telegram)").fill(code);
  await page.getByRole("button", { name: "Yangi parolni saqlash" }).click();
  await expect(page).toHaveURL(/\/projects\/blogs$/);
  await expect(page.getByRole("heading", { name: "Unutuvchan Talaba" })).toBeVisible();

  const fresh = await browser.newContext(SAME_ORIGIN);
  expect((await fresh.request.post("/api/auth/login", { data: { phone: phone.display, password: STUDENT_PASSWORD } })).status()).toBe(401);
  expect((await fresh.request.post("/api/auth/login", { data: { phone: phone.display, password: NEW_PASSWORD } })).status()).toBe(200);
  for (const address of addresses) expect(address).not.toContain(NEW_PASSWORD);
  await fresh.close();
  await admin.context.close();
});

test("the same works before scripts load: plain posted forms, no password in any address", async ({ browser }) => {
  const phone = await newStudent(browser, "Sekin Tiklovchi");
  const admin = await adminPage(browser);
  const context = await browser.newContext({ ...SAME_ORIGIN, viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const page = await context.newPage();
  const addresses = addressesOf(page);

  await page.goto("/forgot");
  await page.getByRole("form", { name: "Telefon raqam" }).getByLabel("Telefon raqam").fill(phone.display);
  await page.getByRole("button", { name: "Kod yuborish" }).click();
  await expect(page).toHaveURL(/\/forgot\?phone=%2B998\d{9}&sent=1$/);
  await expect(page.getByText(codeSent(phone.display))).toBeVisible();
  const code = await readCodeAtOutbox(admin.page, phone.display);

  await codeForm(page).getByLabel("6 xonali kod (SMS yoki Telegram)").fill(code === "000000" ? "111111" : "000000");
  await codeForm(page).getByLabel("Yangi parol").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Yangi parolni saqlash" }).click();
  await expect(page).toHaveURL(/\/forgot\?phone=%2B998\d{9}&form=forgot-code&error=reset_code_invalid$/);
  await expect(page.getByText("Kod noto'g'ri yoki muddati o'tgan. Yangi kod so'rang")).toBeVisible();

  await codeForm(page).getByLabel("6 xonali kod (SMS yoki Telegram)").fill(code);
  await codeForm(page).getByLabel("Yangi parol").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Yangi parolni saqlash" }).click();
  await expect(page).toHaveURL(/\/projects\/blogs$/);
  await expect(page.getByRole("heading", { name: "Sekin Tiklovchi" })).toBeVisible();
  for (const address of addresses) expect(address).not.toContain(NEW_PASSWORD);
  await context.close();
  await admin.context.close();
});

test("an admin makes a reset link in the users screen and the student sets a password with it, with and without scripts", async ({ browser }) => {
  const name = `Havola ${Date.now()}`;
  const phone = await newStudent(browser, name);
  const admin = await adminPage(browser);
  const page = admin.page;
  await page.goto("/admin/users");
  await page.getByLabel("Foydalanuvchilarni qidirish").fill(name);
  await page.getByRole("button", { name: `Ko'rish: ${name}` }).click();
  const detail = page.getByRole("dialog", { name: "Foydalanuvchi ma'lumotlari" });
  const panel = detail.getByRole("region", { name: "Parolni tiklash" });
  await panel.getByRole("button", { name: "Havola yaratish" }).click();
  const linkField = panel.getByRole("textbox");
  await expect(linkField).toHaveValue(/\/reset\?token=[A-Za-z0-9_-]{43}$/);
  await adminShoot(page, "user-reset-link-modal");
  const link = new URL(await linkField.inputValue());

  for (const scripts of [true, false]) {
    const student = await browser.newContext({ ...SAME_ORIGIN, javaScriptEnabled: scripts });
    const reset = await student.newPage();
    const target = scripts ? link : new URL((await (await admin.context.request.post(`/api/admin/users/${await userIdOf(admin.context, name)}/password-reset`)).json()).link as string);
    await reset.goto(`${target.pathname}${target.search}`);
    if (scripts) {
      await untilHydrated(reset);
      await shoot(reset, "reset");
    }
    await reset.getByRole("form", { name: "Yangi parol o'rnatish" }).getByLabel("Yangi parol").fill(`${NEW_PASSWORD}-${scripts}`);
    await reset.getByRole("button", { name: "Yangi parolni saqlash" }).click();
    await expect(reset).toHaveURL(/\/projects\/blogs$/);
    await expect(reset.getByRole("heading", { name })).toBeVisible();
    // The link is spent: opened again, it is refused.
    await reset.goto(`${target.pathname}${target.search}`);
    await reset.getByRole("form", { name: "Yangi parol o'rnatish" }).getByLabel("Yangi parol").fill("boshqa-parol-1");
    await reset.getByRole("button", { name: "Yangi parolni saqlash" }).click();
    await expect(reset.getByText("Havola yaroqsiz: muddati o'tgan, ishlatilgan yoki yangisi berilgan")).toBeVisible();
    await student.close();
  }
  const fresh = await browser.newContext(SAME_ORIGIN);
  expect((await fresh.request.post("/api/auth/login", { data: { phone: phone.display, password: `${NEW_PASSWORD}-false` } })).status()).toBe(200);
  await fresh.close();
  await admin.context.close();
});

async function userIdOf(context: BrowserContext, name: string): Promise<string> {
  const answer = (await (await context.request.get(`/api/admin/users?search=${encodeURIComponent(name)}`)).json()) as { users: { id: string }[] };
  return answer.users[0]!.id;
}
