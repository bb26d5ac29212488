import { readFileSync } from "node:fs";
import Papa from "papaparse";
import { expect, test, type Download } from "@playwright/test";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { ADMIN_SHOTS, adminShoot as shoot, photo } from "./support/shoot";
import { SAME_ORIGIN } from "./support/origin";

// Cookie-carried writes name their origin (lib/api/origin.ts).
test.use(SAME_ORIGIN);

// Issue 5 item 9: an admin approves a pending top-up and the student's balance and history
// show it; the payments and users CSV exports download and parse with the right columns.

async function parseCsv(download: Download): Promise<{ fields: string[]; rows: Record<string, string>[] }> {
  const text = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { fields: parsed.meta.fields ?? [], rows: parsed.data };
}

test("an admin approves a pending top-up; the student sees the balance and the history; CSV exports parse", async ({ page, context, browser }) => {
  const name = `To'lovchi ${Date.now()}`;
  const phone = randomPhone("95");
  const transactionId = `TX-${Date.now()}`;
  const student = await browser.newContext(SAME_ORIGIN);
  await registerStudent(student.request, { fullName: name, phone: phone.display, meta: { region: "Toshkent", district: "Chirchiq shahri", school: "3-maktab", grade: "10-sinf" } });
  const created = await student.request.post("/api/payments/create", {
    data: { amount: 150000, paymentMethod: "card", transactionId, description: 'Chek: "Payme", 150 000, vergul bilan' },
  });
  expect(created.status()).toBe(201);
  // Enough small requests that the table needs a second page of 15, from other students: one
  // student may have at most 3 requests waiting (TOPUP_MAX_PENDING).
  for (let helper = 0; helper < 3; helper += 1) {
    const other = await browser.newContext(SAME_ORIGIN);
    await registerStudent(other.request, { fullName: `Yordamchi ${Date.now()} ${helper}`, phone: randomPhone("95").display });
    for (let index = 1; index <= 2; index += 1) {
      const extra = await other.request.post("/api/payments/create", { data: { amount: 1000 * index, paymentMethod: "card" } });
      expect(extra.status()).toBe(201);
    }
    await other.close();
  }

  await login(context.request);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "So'nggi to'lovlar" })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  await shoot(page, "dashboard");

  await page.goto("/admin/payments");
  await expect(page.getByTestId("payments-page")).toBeVisible();
  await shoot(page, "payments");
  const total = ((await (await context.request.get("/api/admin/payments")).json()) as { total: number }).total;
  expect(total).toBeGreaterThan(15);
  const pages = Math.ceil(total / 15);
  await expect(page.getByTestId("payments-page")).toHaveText(`1 / ${pages}`);
  await expect(page.getByTestId("payment-row")).toHaveCount(15);
  await expect(page.getByRole("button", { name: "Oldingi" })).toBeDisabled();
  await page.getByRole("button", { name: "Keyingi" }).click();
  await expect(page.getByTestId("payments-page")).toHaveText(`2 / ${pages}`);
  await expect(page.getByTestId("payment-row")).toHaveCount(Math.min(15, total - 15));
  await page.getByRole("button", { name: "Oldingi" }).click();
  await expect(page.getByTestId("payments-page")).toHaveText(`1 / ${pages}`);
  await page.getByLabel("To'lovlarni qidirish").fill(transactionId);
  const row = page.getByTestId("payment-row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Kutilmoqda");
  await expect(row).toContainText("150 000 so'm");
  await expect(page.getByTestId("payments-page")).toHaveText("1 / 1");

  await row.getByRole("button", { name: `Batafsil: ${name}` }).click();
  const detail = page.getByRole("dialog", { name: "To'lov tafsilotlari" });
  await expect(detail).toContainText(transactionId);
  await expect(detail.getByRole("button", { name: "Rad etish" })).toBeVisible();
  await shoot(page, "payments-detail-modal");
  await detail.getByRole("button", { name: "Tasdiqlash" }).click();
  await page.getByRole("dialog", { name: "To'lovni tasdiqlash" }).getByRole("button", { name: "Tasdiqlash" }).click();
  await expect(detail).toBeHidden();
  await expect(row).toContainText("Tasdiqlangan");

  // A decided payment offers no approve or reject any more.
  await row.getByRole("button", { name: `Batafsil: ${name}` }).click();
  await expect(detail.getByRole("button", { name: "Tasdiqlash" })).toHaveCount(0);
  await expect(detail.getByRole("button", { name: "Rad etish" })).toHaveCount(0);
  await detail.getByRole("button", { name: "Yopish", exact: true }).click();

  // The student's balance and history show the approved top-up.
  const studentPage = await student.newPage();
  await studentPage.goto("/projects/payments");
  await expect(studentPage.getByTestId("stat-balance")).toHaveText("150 000 so'm");
  await expect(studentPage.locator("main")).toContainText("Tasdiqlangan");
  await student.close();

  // payments.csv: the columns of the spec; commas and quotes of the comment survive.
  const [paymentsFile] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "CSV" }).click()]);
  expect(paymentsFile.suggestedFilename()).toBe("payments.csv");
  const payments = await parseCsv(paymentsFile);
  expect(payments.fields).toEqual(["user", "date", "amount", "method", "status", "transaction id"]);
  const exported = payments.rows.find((entry) => entry["transaction id"] === transactionId);
  expect(exported).toMatchObject({ user: name, amount: "150000", method: "card", status: "approved" });

  // users.csv holds the filtered list only.
  await page.goto("/admin/users");
  await page.getByLabel("Foydalanuvchilarni qidirish").fill(name);
  await expect(page.getByRole("list", { name: "Foydalanuvchilar" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByText("150 000 so'm")).toBeVisible();
  const [usersFile] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Eksport" }).click()]);
  expect(usersFile.suggestedFilename()).toBe("users.csv");
  const users = await parseCsv(usersFile);
  expect(users.fields).toEqual(["fullName", "phone", "role", "balance", "createdAt"]);
  expect(users.rows).toEqual([expect.objectContaining({ fullName: name, phone: phone.stored, role: "student", balance: "150000" })]);
});

test("users are edited and deleted; database and settings pages; both widths look finished", async ({ page, context, browser }) => {
  await login(context.request);
  const name = `Tahrir ${Date.now()}`;
  const guest = await browser.newContext(SAME_ORIGIN);
  await registerStudent(guest.request, { fullName: name, phone: randomPhone("95").display, meta: { region: "Toshkent", district: "Chirchiq shahri", school: "4-maktab", grade: "9-sinf" } });
  await guest.close();

  // Edit: name, role, balance and step reach the server; the list shows the new values.
  await page.goto("/admin/users");
  await page.getByLabel("Foydalanuvchilarni qidirish").fill(name);
  const list = page.getByRole("list", { name: "Foydalanuvchilar" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: `Tahrirlash: ${name}` }).click();
  const editor = page.getByRole("dialog", { name: "Foydalanuvchini tahrirlash" });
  await editor.getByLabel("Ism").fill(`${name} Yangi`);
  await editor.getByLabel("Rol").selectOption("student_offline");
  await editor.getByLabel("Balans").fill("7000");
  await editor.getByLabel("Qadam").fill("3");
  await editor.getByRole("button", { name: "Saqlash" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Foydalanuvchi ma'lumotlari yangilandi" })).toBeVisible();
  const row = list.getByRole("listitem").filter({ hasText: `${name} Yangi` });
  await expect(row).toContainText("Student Offline");
  await expect(row).toContainText("7 000 so'm");
  const saved = ((await (await context.request.get(`/api/admin/users?search=${encodeURIComponent(name)}`)).json()) as { users: { role: string; balance: number; step: number }[] }).users;
  expect(saved).toEqual([expect.objectContaining({ role: "student_offline", balance: 7000, step: 3 })]);

  // Delete asks first; cancelling keeps the user, confirming removes it.
  await page.getByRole("button", { name: `O'chirish: ${name} Yangi` }).click();
  const confirm = page.getByRole("dialog", { name: "Foydalanuvchini o'chirish" });
  await expect(confirm).toContainText("Bu amalni ortga qaytarib bo'lmaydi");
  await confirm.getByRole("button", { name: "Bekor qilish" }).click();
  await expect(row).toHaveCount(1);
  await page.getByRole("button", { name: `O'chirish: ${name} Yangi` }).click();
  await confirm.getByRole("button", { name: "O'chirish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Foydalanuvchi muvaffaqiyatli o'chirildi!" })).toBeVisible();
  await expect(page.getByText("Foydalanuvchilar topilmadi")).toBeVisible();
  await page.getByRole("button", { name: "Tozalash" }).click();
  await expect(page.getByRole("list", { name: "Foydalanuvchilar" })).toBeVisible();
  await shoot(page, "users");
  await page.getByRole("button", { name: "Filtr" }).click();
  await page.getByLabel("Rol").selectOption("admin");
  await expect(page.getByRole("list", { name: "Foydalanuvchilar" }).getByRole("listitem")).toHaveCount(1);
  await shoot(page, "users-filter");
  await page.getByRole("button", { name: "Tozalash" }).click();
  await page.getByRole("button", { name: /^Ko'rish:/ }).first().click();
  const detail = page.getByRole("dialog", { name: "Foydalanuvchi ma'lumotlari" });
  await expect(detail).toBeVisible();
  await detail.getByRole("button", { name: "Tahrirlash" }).click();
  const edit = page.getByRole("dialog", { name: "Foydalanuvchini tahrirlash" });
  await edit.getByLabel("Ism").fill("");
  await edit.getByRole("button", { name: "Saqlash" }).click();
  await expect(edit.getByRole("alert")).toHaveText("Ism va telefon raqami to'ldirilishi shart");
  await shoot(page, "users-edit-modal");
  await edit.getByRole("button", { name: "Bekor qilish" }).click();

  await page.goto("/admin/database");
  await expect(page.getByRole("tab", { name: "Foydalanuvchilar" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("columnheader", { name: "Telefon", exact: true })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "passwordHash" })).toHaveCount(0);
  await shoot(page, "database");
  await page.getByRole("tab", { name: "To'lovlar" }).click();
  await expect(page.getByRole("columnheader", { name: "Tranzaksiya raqami", exact: true })).toBeVisible();

  await page.goto("/admin/settings");
  await expect(page.getByLabel("Telefon raqami")).toHaveValue("+998 90 000 00 00");
  await page.getByRole("button", { name: "Parolni o'zgartirish" }).click();
  await expect(page.getByText("Barcha parol maydonlari to'ldirilishi shart")).toBeVisible();
  await page.getByLabel("Joriy parol").fill("admin12345");
  await page.getByLabel("Yangi parol", { exact: true }).fill("admin123456");
  await page.getByLabel("Yangi parol (takroran)").fill("admin1234567");
  await page.getByRole("button", { name: "Parolni o'zgartirish" }).click();
  await expect(page.getByText("Yangi parollar mos emas")).toBeVisible();
  await shoot(page, "settings");

  // The mobile menu opens as a dropdown below 768 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Menyu" }).click();
  await expect(page.locator("#admin-mobile-menu")).toBeVisible();
  await photo(page, { path: `${ADMIN_SHOTS}/mobile-menu-390.png` });
  await page.locator("#admin-mobile-menu").getByRole("link", { name: "To'lovlar" }).click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
});

test("no token shows the no-rights message; a student is sent home", async ({ page, browser }) => {
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Admin huquqlariga ega emassiz" })).toBeVisible();
  await shoot(page, "no-rights");
  await page.getByRole("link", { name: "Bosh sahifaga qaytish" }).click();
  await expect(page).not.toHaveURL(/\/admin/);

  const student = await browser.newContext(SAME_ORIGIN);
  await registerStudent(student.request, { fullName: "Oddiy Student", phone: randomPhone("95").display, meta: { region: "Toshkent", district: "Chirchiq shahri", school: "5-maktab", grade: "8-sinf" } });
  const studentPage = await student.newPage();
  await studentPage.goto("/admin/users");
  await expect(studentPage).not.toHaveURL(/\/admin/);
  await student.close();
});
