import { expect, test } from "@playwright/test";
import { randomPhone, registerStudent, STUDENT_PASSWORD } from "./support/accounts";
import { SAME_ORIGIN } from "./support/origin";
import { pagesShoot as shoot } from "./support/shoot";

test.use(SAME_ORIGIN);

// Issue 11 item 8: the security page lists the real sign-ins (no invented devices); 'Chiqarish'
// ends one and its token stops working at once; 'Barcha qurilmalardan chiqish' ends the rest.

const ANDROID = "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

test("the security page lists real sessions and ends one, then all others", async ({ page, context, playwright, baseURL }) => {
  const phone = randomPhone("90");
  await registerStudent(context.request, { fullName: "Sessiya Egasi", phone: phone.display });
  const phoneDevice = await playwright.request.newContext({ baseURL, userAgent: ANDROID, ...SAME_ORIGIN });
  const tablet = await playwright.request.newContext({ baseURL, userAgent: IPHONE, ...SAME_ORIGIN });
  for (const device of [phoneDevice, tablet]) expect((await device.post("/api/auth/login", { data: { phone: phone.display, password: STUDENT_PASSWORD } })).status()).toBe(200);

  await page.goto("/projects/resume");
  const sessions = page.getByTestId("session");
  await expect(sessions).toHaveCount(3);
  await expect(sessions.first()).toContainText("Joriy qurilma");
  await expect(page.getByText("Chrome · Android")).toBeVisible();
  await expect(page.getByText("Safari · iOS")).toBeVisible();
  await expect(page.getByText("Toshkent")).toHaveCount(0);
  await shoot(page, "security");

  await page.getByRole("button", { name: "Chiqarish: Chrome · Android" }).click();
  await expect(page.getByText("Qurilma tizimdan chiqarildi")).toBeVisible();
  await expect(sessions).toHaveCount(2);
  expect((await phoneDevice.get("/api/user/profile")).status()).toBe(401);
  expect((await tablet.get("/api/user/profile")).status()).toBe(200);

  await page.getByRole("button", { name: "Barcha qurilmalardan chiqish" }).click();
  await page.getByRole("dialog", { name: "Boshqa barcha qurilmalardan chiqilsinmi?" }).getByRole("button", { name: "Barcha qurilmalardan chiqish" }).click();
  await expect(page.getByText("Boshqa qurilmalardan chiqildi: 1 ta")).toBeVisible();
  await expect(sessions).toHaveCount(1);
  expect((await tablet.get("/api/user/profile")).status()).toBe(401);
  // This browser keeps working with the token it was just given.
  expect((await context.request.get("/api/user/profile")).status()).toBe(200);
  await page.reload();
  await expect(sessions).toHaveCount(1);
  await phoneDevice.dispose();
  await tablet.dispose();
});

// Issue 26 §3 item 7: a password change ends the other sessions, and the list says so at once.
test("after a password change the sessions list drops the ended devices without a reload", async ({ page, context, playwright, baseURL }) => {
  const phone = randomPhone("90");
  await registerStudent(context.request, { fullName: "Parol Almashtiruvchi", phone: phone.display });
  const phoneDevice = await playwright.request.newContext({ baseURL, userAgent: ANDROID, ...SAME_ORIGIN });
  expect((await phoneDevice.post("/api/auth/login", { data: { phone: phone.display, password: STUDENT_PASSWORD } })).status()).toBe(200);

  await page.goto("/projects/resume");
  const android = page.getByText("Chrome · Android");
  // The list comes with the page's first fetch, slow on a loaded machine.
  await expect(android).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Parolni o'zgartirish" }).click();
  const form = page.getByRole("form", { name: "Parolni o'zgartirish" });
  await form.getByLabel("Joriy parol").fill(STUDENT_PASSWORD);
  await form.getByLabel("Yangi parol", { exact: true }).fill("another99");
  await form.getByLabel("Yangi parolni tasdiqlang").fill("another99");
  await form.getByRole("button", { name: "Parolni o'zgartirish" }).click();
  await expect(page.getByText("Parol muvaffaqiyatli o'zgartirildi")).toBeVisible();
  await expect(android).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Barcha qurilmalardan chiqish" })).toBeDisabled();
  expect((await phoneDevice.get("/api/user/profile")).status()).toBe(401);
  await phoneDevice.dispose();
});
