import { expect, test, type Page } from "@playwright/test";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { adminShoot as shoot } from "./support/shoot";

// Issue 5 item 9: two admin pages open; a student's registration appears live on both, and
// reading it on one marks it read on the other.

async function unread(page: Page): Promise<number> {
  const text = (await page.getByTestId("notifications-unread").textContent()) ?? "";
  return Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
}

/** The unread count's text, whose first number is `count` (auto-waiting, as the socket's event lands). */
const unreadText = (count: number) => new RegExp(`^\\D*${count}(\\D|$)`);

test("a registration appears live on two admin pages and reading it on one marks it read on both", async ({ browser, playwright, baseURL }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  await login(first.request);
  await login(second.request);
  const pageA = await first.newPage();
  const pageB = await second.newPage();
  for (const page of [pageA, pageB]) {
    await page.goto("/admin/notifications");
    await expect(page.getByTestId("notifications-live")).toHaveAttribute("data-live", "on");
  }
  const unreadBefore = await unread(pageB);

  const name = `Jonli Student ${Date.now()}`;
  const outsider = await playwright.request.newContext({ baseURL });
  await registerStudent(outsider, { fullName: name, phone: randomPhone("97").display, meta: { region: "Toshkent", district: "Chirchiq shahri", school: "7-maktab", grade: "9-sinf" } });
  await outsider.dispose();

  for (const page of [pageA, pageB]) {
    const item = page.getByTestId("notification-item").filter({ hasText: name });
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute("data-read", "false");
    await expect(item.getByText("Yangi", { exact: true })).toBeVisible();
    await expect(page.getByText("Yangi xabarnoma", { exact: true })).toBeVisible();
  }
  await expect(pageB.getByTestId("notifications-unread")).toHaveText(unreadText(unreadBefore + 1));
  await expect(pageB.getByTestId("nav-unread-count")).toHaveText(String(unreadBefore + 1));
  await shoot(pageB, "notifications");

  // Opening it on page A marks it read there and, through the socket, on page B.
  await pageA.getByTestId("notification-item").filter({ hasText: name }).getByRole("button", { name: /^Yangi foydalanuvchi/ }).click();
  const dialog = pageA.getByRole("dialog", { name: "Yangi foydalanuvchi" });
  await expect(dialog).toContainText(name);
  await shoot(pageA, "notifications-dialog");
  await expect(pageA.getByTestId("notification-item").filter({ hasText: name })).toHaveAttribute("data-read", "true");
  const itemB = pageB.getByTestId("notification-item").filter({ hasText: name });
  await expect(itemB).toHaveAttribute("data-read", "true");
  await expect(itemB.getByText("Yangi", { exact: true })).toHaveCount(0);
  await expect(pageB.getByTestId("notifications-unread")).toHaveText(unreadText(unreadBefore));

  // Deleting it on page B removes it from page A.
  await dialog.getByRole("button", { name: "Yopish", exact: true }).click();
  await itemB.getByRole("button", { name: `O'chirish: Yangi foydalanuvchi` }).click();
  await expect(itemB).toHaveCount(0);
  await expect(pageA.getByTestId("notification-item").filter({ hasText: name })).toHaveCount(0);

  await first.close();
  await second.close();
});
