import { expect, test } from "@playwright/test";
import { login, randomPhone, registerStudent, STUDENT_PASSWORD } from "./support/accounts";
import { SAME_ORIGIN } from "./support/origin";
import { adminShoot as shoot } from "./support/shoot";

test.use(SAME_ORIGIN);

// Issue 25 item 5: the admin sees, in the user's detail, that wrong passwords make the user's
// sign-in wait, and clears it; the user's right password then goes in at once.

test("the user's detail shows the login wait and the admin clears it", async ({ page, context, browser }) => {
  await login(context.request);
  const name = `Kutish ${Date.now()}`;
  const phone = randomPhone("93");
  const guest = await browser.newContext(SAME_ORIGIN);
  await registerStudent(guest.request, { fullName: name, phone: phone.display });
  const attacker = await browser.newContext(SAME_ORIGIN);
  for (let attempt = 0; attempt < 10; attempt++) {
    expect((await attacker.request.post("/api/auth/login", { data: { phone: phone.display, password: "wrong-password" } })).status()).toBe(401);
  }
  expect((await attacker.request.post("/api/auth/login", { data: { phone: phone.display, password: STUDENT_PASSWORD } })).status()).toBe(429);

  await page.goto("/admin/users");
  await page.getByLabel("Foydalanuvchilarni qidirish").fill(name);
  await page.getByRole("button", { name: `Ko'rish: ${name}` }).click();
  const detail = page.getByRole("dialog", { name: "Foydalanuvchi ma'lumotlari" });
  const panel = detail.getByRole("region", { name: "Kirishdagi kutish" });
  await expect(panel.getByText("10 ta noto'g'ri parol · yana 1 daqiqa kutish")).toBeVisible();
  await expect(panel.getByText("Barcha manzillardan")).toBeVisible();
  await shoot(page, "user-login-lock-modal");

  await panel.getByRole("button", { name: "Blokni olib tashlash" }).click();
  await expect(panel.getByText("Kirish bloki olib tashlandi: foydalanuvchi hozir kira oladi")).toBeVisible();
  expect((await attacker.request.post("/api/auth/login", { data: { phone: phone.display, password: STUDENT_PASSWORD } })).status()).toBe(200);
  await guest.close();
  await attacker.close();
});
