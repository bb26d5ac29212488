import { expect, test } from "@playwright/test";
import { login, randomPhone, registerStudent } from "./support/accounts";

// Issue 12 item 2: a live notification invalidates every list it changes. A registration while
// the dashboard is open shows in its figures and its recent users without a reload.

test("a registration shows on the open dashboard: the users figure and the recent users follow", async ({ page, context, playwright, baseURL }) => {
  await login(context.request);
  // The live channel belongs to the admin layout: it is up once the notifications page says so,
  // and stays up while the admin moves to the dashboard inside the layout.
  await page.goto("/admin/notifications");
  await expect(page.getByTestId("notifications-live")).toHaveAttribute("data-live", "on");
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const usersFigure = page.getByTestId("dashboard-stat").first();
  await expect(usersFigure).toHaveText(/^\d+$/);
  const before = Number(await usersFigure.textContent());

  const name = `Panel ${Date.now()}`;
  const outsider = await playwright.request.newContext({ baseURL });
  await registerStudent(outsider, { fullName: name, phone: randomPhone("94").display });
  await outsider.dispose();

  await expect(page.getByText(name)).toBeVisible();
  await expect(usersFigure).toHaveText(String(before + 1));
});
