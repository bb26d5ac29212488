import { expect, test, type Page } from "@playwright/test";
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

test("on a course page a student short of money pays with Payme, to their own account number, and enrols", async ({ page, browser, baseURL }) => {
  // Two students, a course page shared by both (its shell is cached), a demo checkout and an enrolment.
  test.setTimeout(240_000);
  const catalogue = (await (await page.request.get("/api/courses")).json()) as { courses: { id: string; title: string }[] };
  const coursePath = `/courses/${catalogue.courses.find((course) => course.title.startsWith("HTML asoslari"))!.id}`;

  /** Opens the course page, asks to enrol, and lands in the top-up dialog on insufficient funds, with Payme chosen. */
  async function topupFromCourse(student: Page) {
    await student.goto(coursePath);
    await student.getByRole("button", { name: "Kursga obuna bo'lish" }).click();
    await student.getByRole("dialog", { name: "Kursga obuna bo'lish" }).getByRole("button", { name: "Tasdiqlash" }).click();
    const dialog = student.getByRole("dialog", { name: "Balansni to'ldirish" });
    await expect(dialog).toContainText("Mablag' yetarli emas");
    // The card transfer is still there and first; Payme and Click beside it.
    await expect(dialog.getByTestId("payment-card")).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "Click" })).toBeVisible();
    await dialog.getByRole("radio", { name: "Payme" }).click();
    return dialog;
  }

  const other = await browser.newContext({ baseURL, ...SAME_ORIGIN });
  const otherPage = await other.newPage();
  const registeredOther = await registerStudent(other.request, { fullName: `Course other ${Date.now()}`, phone: randomPhone("95").display });
  const otherAccount = ((await registeredOther.json()) as { user: { accountNumber: number } }).user.accountNumber;
  const registered = await registerStudent(page.request, { fullName: `Course payer ${Date.now()}`, phone: randomPhone("94").display });
  const account = ((await registered.json()) as { user: { accountNumber: number } }).user.accountNumber;
  expect(account).not.toBe(otherAccount);

  // The page is one shell for every student: each still reads their own account number.
  const otherDialog = await topupFromCourse(otherPage);
  await expect(otherDialog.getByTestId("account-number")).toHaveText(String(otherAccount));
  await other.close();
  const dialog = await topupFromCourse(page);
  await expect(dialog.getByTestId("account-number")).toHaveText(String(account));
  await dialog.getByLabel("Summa (so'm)").fill("300 000");
  await pagesShoot(page, "course-topup-payme");
  await dialog.getByRole("button", { name: "Payme orqali to'lash" }).click();

  await expect(page).toHaveURL(/\/demo-checkout\/payme\/[A-Za-z0-9+/=]+$/);
  await expect(page.getByTestId("demo-account")).toHaveText(String(account));
  await page.getByRole("button", { name: /to'lash$/ }).click();
  await expect(page).toHaveURL(/\/projects\/payments$/);
  await expect(page.getByTestId("stat-balance")).toHaveText("300 000 so'm");

  // With the money credited by itself, the course takes the enrolment.
  await page.goto(coursePath);
  await page.getByRole("button", { name: "Kursga obuna bo'lish" }).click();
  await page.getByRole("dialog", { name: "Kursga obuna bo'lish" }).getByRole("button", { name: "Tasdiqlash" }).click();
  await expect(page.getByText("Siz bu kursga a'zosiz")).toBeVisible();
});

test("the demo checkout is labelled and refuses a link that names no payment", async ({ page }) => {
  const response = await page.goto("/demo-checkout/payme/not-base64");
  expect(response?.status()).toBe(404);
  const click = await page.goto("/demo-checkout/click?service_id=10001&merchant_id=20002&amount=5000&transaction_param=1000009&return_url=%2Fprojects%2Fpayments");
  expect(click?.status()).toBe(200);
  await expect(page.getByTestId("demo-banner")).toContainText("DEMO: bu haqiqiy Click emas");
});
