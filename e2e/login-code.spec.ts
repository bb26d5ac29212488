import { expect, test, type Browser, type Page } from "@playwright/test";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { untilHydrated } from "./support/hydrated";
import { SAME_ORIGIN } from "./support/origin";
import { shooter } from "./support/shoot";

test.use(SAME_ORIGIN);

// Issue 44 item 5: "Kod bilan kirish" on the login page, at 390 px. The student asks for a
// one-time code (demo mode holds it at /admin/outbox, where an admin reads it), a wrong code is
// refused, the right one signs in, with scripts and before scripts (plain posted forms).

const shoot = shooter(process.env.SHOTS_DIR ?? "/tmp/shots-login-code");
const PHONE_390 = { width: 390, height: 844 };

async function newStudent(browser: Browser, fullName: string) {
  const signUp = await browser.newContext(SAME_ORIGIN);
  const phone = randomPhone("95");
  await registerStudent(signUp.request, { fullName, phone: phone.display });
  await signUp.close();
  return phone;
}

async function codeAtOutbox(browser: Browser, display: string): Promise<string> {
  const context = await browser.newContext(SAME_ORIGIN);
  await login(context.request);
  const admin = await context.newPage();
  const item = admin.getByTestId("outbox-item").filter({ hasText: display }).first();
  await expect(async () => {
    await admin.goto("/admin/outbox");
    await expect(item).toHaveAttribute("data-status", "held", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const text = await item.getByTestId("outbox-text").innerText();
  await context.close();
  expect(text).toContain("kirish kodi");
  return /\b(\d{6})\b/.exec(text)![1]!;
}

const wrongOf = (code: string) => (code === "000000" ? "111111" : "000000");

async function signInWithCode(page: Page, browser: Browser, display: string, name: string, shot: string) {
  await page.getByRole("form", { name: "Kod bilan kirish" }).getByLabel("Telefon raqam").fill(display);
  await page.getByRole("button", { name: "Kod yuborish" }).click();
  await expect(page.getByText(`Agar ${display} ro'yxatdan o'tgan bo'lsa, unga kod yuborildi.`)).toBeVisible();
  const code = await codeAtOutbox(browser, display);

  const codeForm = page.getByRole("form", { name: "Kodni kiriting" });
  await codeForm.getByLabel("Kod", { exact: true }).fill(wrongOf(code));
  await codeForm.getByRole("button", { name: "Kirish" }).click();
  await expect(page.getByText("Kod noto'g'ri yoki muddati o'tgan. Yangi kod so'rang")).toBeVisible();
  await shoot(page, shot);

  await page.getByRole("form", { name: "Kodni kiriting" }).getByLabel("Kod", { exact: true }).fill(code);
  await page.getByRole("form", { name: "Kodni kiriting" }).getByRole("button", { name: "Kirish" }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
}

test("a student signs in with a code sent in place of the password (390 px)", async ({ browser }) => {
  const name = "Kodli Talaba";
  const phone = await newStudent(browser, name);
  const context = await browser.newContext({ ...SAME_ORIGIN, viewport: PHONE_390 });
  const page = await context.newPage();
  await page.goto("/projects/blogs");
  await untilHydrated(page);
  await page.getByRole("link", { name: "Kod bilan kirish" }).click();
  await shoot(page, "login-code-phone");
  await signInWithCode(page, browser, phone.display, name, "login-code-wrong");
  await context.close();
});

test("the same works before scripts: plain posted forms (390 px)", async ({ browser }) => {
  const name = "Skriptsiz Kodchi";
  const phone = await newStudent(browser, name);
  const context = await browser.newContext({ ...SAME_ORIGIN, viewport: PHONE_390, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/projects/blogs");
  await page.getByRole("link", { name: "Kod bilan kirish" }).click();
  await expect(page).toHaveURL(/\/projects\/blogs\?form=code$/);
  await signInWithCode(page, browser, phone.display, name, "login-code-wrong-no-scripts");
  await expect(page).toHaveURL(/\/projects\/blogs$/);
  await context.close();
});
