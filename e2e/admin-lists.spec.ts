import { expect, test } from "@playwright/test";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { adminShoot as shoot } from "./support/shoot";

// Issue 12: the admin lists page on the server and look as before — 'page / total' under the
// list, previous and next; notifications have an unread filter and "mark all read".

test("the users list pages on the server; notifications filter unread ones and mark all read", async ({ page, context, browser }) => {
  const prefix = `Sahifa ${Date.now()}`;
  const student = await browser.newContext();
  for (let index = 0; index < 22; index += 1) {
    await student.clearCookies();
    await registerStudent(student.request, { fullName: `${prefix} ${String(index).padStart(2, "0")}`, phone: randomPhone("93").display });
  }
  await student.close();

  await login(context.request);
  await page.goto("/admin/users");
  await page.getByLabel("Foydalanuvchilarni qidirish").fill(prefix);
  await expect(page.getByTestId("users-page")).toHaveText("1 / 2");
  // The count is of every match, not of the page shown.
  await expect(page.getByText("22 ta foydalanuvchi")).toBeVisible();
  await expect(page.getByText(`${prefix} 21`)).toBeVisible();
  await shoot(page, "users-paged");
  await page.getByRole("button", { name: "Keyingi" }).click();
  await expect(page.getByTestId("users-page")).toHaveText("2 / 2");
  await expect(page.getByText(`${prefix} 00`)).toBeVisible();
  await expect(page.getByText(`${prefix} 21`)).toHaveCount(0);

  await page.goto("/admin/payments");
  await expect(page.getByTestId("payments-page")).toBeVisible();
  await shoot(page, "payments-paged");

  await page.goto("/admin/notifications");
  await expect(page.getByTestId("notifications-page")).toBeVisible();
  await page.getByLabel("Faqat o'qilmaganlar").check();
  await expect(page.getByTestId("notification-item").first()).toHaveAttribute("data-read", "false");
  await shoot(page, "notifications-unread");
  await page.getByRole("button", { name: "Hammasini o'qildi deb belgilash" }).click();
  await expect(page.getByTestId("notifications-unread")).toHaveText("0 ta o'qilmagan");
  await expect(page.getByTestId("notification-item")).toHaveCount(0);

  await page.goto("/admin/database");
  await expect(page.getByRole("tab", { name: "Foydalanuvchilar" })).toBeVisible();
  await shoot(page, "database-paged");
});
