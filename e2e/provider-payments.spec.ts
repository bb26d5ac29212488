import { expect, test } from "@playwright/test";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { SAME_ORIGIN } from "./support/origin";
import { adminShoot, pagesShoot } from "./support/shoot";

test.use(SAME_ORIGIN);

// Issue 21: in demo mode Payme and Click are on with test keys, and their checkout is a local
// page labelled as a demo that plays the provider's calls against our endpoints. A student pays
// with Payme there and comes back to a balance that rose without an admin; the admin sees the
// payment with its method and cannot decide it.

test("a student pays with Payme on the demo checkout and the balance rises by itself", async ({ page, context, playwright, baseURL, browser }) => {
  // A whole journey across the student's pages, the demo checkout and the admin's: longer than one page's 60 s.
  test.setTimeout(240_000);
  const name = `Payme ${Date.now()}`;
  const registered = await registerStudent(context.request, { fullName: name, phone: randomPhone("94").display });
  const { user } = (await registered.json()) as { user: { accountNumber: number } };
  expect(String(user.accountNumber)).toMatch(/^\d{7}$/);

  await page.goto("/projects/payments");
  await expect(page.getByTestId("stat-balance")).toHaveText(/^0/);
  await page.getByRole("button", { name: "Balansni to'ldirish" }).click();
  const dialog = page.getByRole("dialog", { name: "Balansni to'ldirish" });
  // The card transfer is still there, first; Payme and Click beside it.
  await expect(dialog.getByTestId("payment-card")).toBeVisible();
  await dialog.getByRole("radio", { name: "Payme" }).click();
  await expect(dialog.getByTestId("account-number")).toHaveText(String(user.accountNumber));
  const amount = dialog.getByLabel("Summa (so'm)");
  await amount.fill("500");
  await expect(dialog.getByText("Summa 1000 dan 100000000 so'mgacha butun son bo'lishi kerak")).toBeVisible();
  await amount.fill("125 000");
  await page.setViewportSize({ width: 390, height: 844 });
  await pagesShoot(page, "topup-dialog-payme");
  await dialog.getByRole("button", { name: "Payme orqali to'lash" }).click();

  // The local checkout: clearly a demo, reading the same base64 link Payme's checkout would.
  await expect(page).toHaveURL(/\/demo-checkout\/payme\/[A-Za-z0-9+/=]+$/);
  await expect(page.getByTestId("demo-banner")).toContainText("DEMO: bu haqiqiy Payme emas");
  await expect(page.getByTestId("demo-account")).toHaveText(String(user.accountNumber));
  await pagesShoot(page, "demo-checkout-payme");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: /to'lash$/ }).click();

  // Back on the site: credited, in the history as a Payme top-up, with no admin involved.
  await expect(page).toHaveURL(/\/projects\/payments$/);
  await expect(page.getByTestId("stat-balance")).toHaveText(/125/);
  const history = page.getByTestId("payment-history");
  await expect(history.getByText("Payme orqali to'ldirildi")).toBeVisible();
  await expect(history.getByText("Tasdiqlangan")).toBeVisible();
  await pagesShoot(page, "payments-after-payme");

  // The profile shows the account number a parent pays to from the Payme or Click app.
  const profile = (await (await context.request.get("/api/user/profile")).json()) as { user: { balance: number; accountNumber: number } };
  expect(profile.user).toMatchObject({ balance: 125_000, accountNumber: user.accountNumber });

  // The admin sees the payment with its method and Payme's transaction id, already approved.
  const admin = await playwright.request.newContext({ baseURL, ...SAME_ORIGIN });
  await login(admin);
  const listed = (await (await admin.get(`/api/admin/payments?search=${encodeURIComponent(name)}`)).json()) as {
    payments: { id: string; paymentMethod: string; status: string; transactionId: string; user: { fullName: string } }[];
  };
  const mine = listed.payments.filter((payment) => payment.user.fullName === name);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ paymentMethod: "payme", status: "approved" });
  expect(mine[0]!.transactionId).toMatch(/^[0-9a-f]{24}$/);
  expect((await admin.post(`/api/admin/payments/${mine[0]!.id}/approve`)).status()).toBe(409);
  await admin.dispose();

  const adminContext = await browser.newContext({ baseURL, ...SAME_ORIGIN, viewport: { width: 1280, height: 800 } });
  await login(adminContext.request);
  const adminPage = await adminContext.newPage();
  await adminPage.goto("/admin/payments");
  await adminPage.getByRole("searchbox", { name: "To'lovlarni qidirish" }).fill(mine[0]!.transactionId);
  const row = adminPage.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Payme");
  await expect(row).toContainText(mine[0]!.transactionId);
  await row.getByRole("button", { name: `Batafsil: ${name}` }).click();
  const modal = adminPage.getByRole("dialog");
  await expect(modal.getByTestId("provider-auto")).toBeVisible();
  await expect(modal.getByRole("button", { name: "Tasdiqlash" })).toHaveCount(0);
  await adminShoot(adminPage, "payment-modal-payme");
  await modal.getByRole("button", { name: "Yopish", exact: true }).click();
  await expect(adminPage.getByTestId("reconciliation-credited")).toBeVisible();
  await adminShoot(adminPage, "reconciliation");
  await adminContext.close();
});

test("the demo checkout is labelled and refuses a link that names no payment", async ({ page }) => {
  const response = await page.goto("/demo-checkout/payme/not-base64");
  expect(response?.status()).toBe(404);
  const click = await page.goto("/demo-checkout/click?service_id=10001&merchant_id=20002&amount=5000&transaction_param=1000009&return_url=%2Fprojects%2Fpayments");
  expect(click?.status()).toBe(200);
  await expect(page.getByTestId("demo-banner")).toContainText("DEMO: bu haqiqiy Click emas");
});
