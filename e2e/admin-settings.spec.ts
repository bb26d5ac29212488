import { expect, test } from "@playwright/test";
import { login, randomPhone, registerStudent, STUDENT_PASSWORD } from "./support/accounts";
import { adminShoot as shoot } from "./support/shoot";
import { SAME_ORIGIN } from "./support/origin";

test.use(SAME_ORIGIN);

// A second admin of our own, so changing a password leaves the seeded admin's alone.
test("settings: each field's problem shows under it; the profile and the password are saved", async ({ browser, context, page }) => {
  const phone = randomPhone("97");
  const name = `Sozlama Admin ${phone.local.slice(-4)}`;
  const own = await browser.newContext(SAME_ORIGIN);
  const registered = await registerStudent(own.request, { fullName: name, phone: phone.display });
  const { user } = (await registered.json()) as { user: { id: string } };
  await own.close();
  await login(context.request);
  const promoted = await context.request.put(`/api/admin/users/${user.id}`, { data: { fullName: name, phone: phone.stored, role: "admin" } });
  expect(promoted.status()).toBe(200);
  await context.clearCookies();
  await login(context.request, { phone: phone.stored, password: STUDENT_PASSWORD });

  await page.goto("/admin/settings");
  const fullName = page.getByLabel("Ism", { exact: true });
  await expect(fullName).toHaveValue(name);
  await expect(page.getByLabel("Telefon raqami")).toHaveValue(phone.display);

  // Profile: an empty name says so under the name; an incomplete phone under the phone.
  await fullName.fill("");
  await page.getByLabel("Telefon raqami").fill("+998 90");
  await page.getByRole("button", { name: "Saqlash" }).click();
  await expect(page.locator("#settings-fullName-error")).toHaveText("Ism va telefon raqami to'ldirilishi shart");
  await expect(page.locator("#settings-phone-error")).toHaveText("Telefon raqam to'liq emas");
  await expect(fullName).toHaveAttribute("aria-invalid", "true");

  // Password: the empty current password and the short new one, each under its field.
  const change = page.getByRole("button", { name: "Parolni o'zgartirish" });
  await change.click();
  await expect(page.locator("#settings-current-error")).toHaveText("Barcha parol maydonlari to'ldirilishi shart");
  await expect(page.locator("#settings-new-error")).toHaveText("Yangi parol kamida 6 ta belgi bo'lishi kerak");
  await page.getByLabel("Joriy parol").fill(STUDENT_PASSWORD);
  await page.getByLabel("Yangi parol", { exact: true }).fill("yangi-parol-1");
  await page.getByLabel("Yangi parol (takroran)").fill("yangi-parol-2");
  await change.click();
  await expect(page.locator("#settings-confirm-error")).toHaveText("Yangi parollar mos emas");
  await expect(page.locator("#settings-current-error")).toHaveCount(0);
  await shoot(page, "settings-errors");

  // The server's refusals about one field are shown under it too: a wrong current password, a taken phone.
  await page.getByLabel("Joriy parol").fill("noto-g-ri-parol");
  await page.getByLabel("Yangi parol (takroran)").fill("yangi-parol-1");
  await change.click();
  await expect(page.locator("#settings-current-error")).toHaveText("Joriy parol noto'g'ri");
  await fullName.fill(name);
  await page.getByLabel("Telefon raqami").fill("+998 90 000 00 00");
  await page.getByRole("button", { name: "Saqlash" }).click();
  await expect(page.locator("#settings-phone-error")).toHaveText("Bu telefon raqam bilan allaqachon ro'yxatdan o'tilgan");

  // Fixed, both save: the profile's new name reaches the server; the new password signs in.
  await fullName.fill(`${name} Yangi`);
  await page.getByLabel("Telefon raqami").fill(phone.display);
  await page.getByRole("button", { name: "Saqlash" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Profil yangilandi" })).toBeVisible();
  await page.getByLabel("Joriy parol").fill(STUDENT_PASSWORD);
  await change.click();
  await expect(page.getByRole("status").filter({ hasText: "Parol muvaffaqiyatli o'zgartirildi" })).toBeVisible();
  await expect(page.getByLabel("Joriy parol")).toHaveValue("");
  const profile = (await (await context.request.get("/api/user/profile")).json()) as { user: { fullName: string } };
  expect(profile.user.fullName).toBe(`${name} Yangi`);
  const fresh = await browser.newContext(SAME_ORIGIN);
  await login(fresh.request, { phone: phone.stored, password: "yangi-parol-1" });
  await fresh.close();
});
