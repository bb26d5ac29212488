import { expect, test } from "@playwright/test";
import { ADMIN, login, randomPhone, registerStudent } from "./support/accounts";
import { SAME_ORIGIN } from "./support/origin";

test.use(SAME_ORIGIN);

// Issue 12 item 4: the users page's edit form checks itself with the route's schema and says
// each problem under its own field; the server's refusal of a taken phone goes under the phone.

test("the user edit form names each problem under its field and saves nothing until it is fixed", async ({ page, context, browser }) => {
  await login(context.request);
  const name = `Forma ${Date.now()}`;
  const guest = await browser.newContext(SAME_ORIGIN);
  await registerStudent(guest.request, { fullName: name, phone: randomPhone("95").display });
  await guest.close();

  await page.goto("/admin/users");
  await page.getByLabel("Foydalanuvchilarni qidirish").fill(name);
  await page.getByRole("button", { name: `Tahrirlash: ${name}` }).click();
  const editor = page.getByRole("dialog", { name: "Foydalanuvchini tahrirlash" });

  // Checked in the browser: a short phone and a negative balance, each under its own field.
  let puts = 0;
  page.on("request", (request) => {
    if (request.method() === "PUT" && request.url().includes("/api/admin/users/")) puts += 1;
  });
  await editor.getByLabel("Telefon raqami").fill("+998 90 12");
  await editor.getByLabel("Balans").fill("-5");
  await editor.getByRole("button", { name: "Saqlash" }).click();
  await expect(editor.getByLabel("Telefon raqami")).toHaveAccessibleDescription("Telefon raqam to'liq emas");
  await expect(editor.getByLabel("Balans")).toHaveAccessibleDescription("Balans manfiy bo'lmasligi kerak");
  expect(puts).toBe(0);

  // Refused by the server: the admin's own phone is taken, said under the phone field.
  await editor.getByLabel("Telefon raqami").fill(ADMIN.phone);
  await editor.getByLabel("Balans").fill("0");
  await editor.getByRole("button", { name: "Saqlash" }).click();
  await expect(editor.getByLabel("Telefon raqami")).toHaveAccessibleDescription("Bu telefon raqam bilan allaqachon ro'yxatdan o'tilgan");
  await expect(editor.getByLabel("Balans")).not.toHaveAttribute("aria-invalid", "true");
  expect(puts).toBe(1);
});
