import { expect, test } from "@playwright/test";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { adminShoot as shoot } from "./support/shoot";
import { SAME_ORIGIN } from "./support/origin";

test.use(SAME_ORIGIN);

// Issue 11 item 13: a top-up requested while the admin looks at the payments table appears in
// it at once; approve and reject ask first, saying the amount and the balance that results.

test("a new top-up appears in the open payments table; approve and reject confirm with the amount and the balance", async ({ page, context, browser }) => {
  const name = `Jonli ${Date.now()}`;
  const student = await browser.newContext(SAME_ORIGIN);
  await registerStudent(student.request, { fullName: name, phone: randomPhone("95").display });
  expect((await student.request.post("/api/payments/create", { data: { amount: 20000, paymentMethod: "card" } })).status()).toBe(201);

  await login(context.request);
  await page.goto("/admin/payments");
  await page.getByLabel("To'lovlarni qidirish").fill(name);
  const rows = page.getByTestId("payment-row");
  await expect(rows).toHaveCount(1);
  // The live channel is up once the layout says so; then the student asks for more money.
  await expect(page.getByTestId("payments-live")).toHaveAttribute("data-live", "on");
  expect((await student.request.post("/api/payments/create", { data: { amount: 150000, paymentMethod: "card", transactionId: "LIVE-1" } })).status()).toBe(201);
  await expect(rows).toHaveCount(2);
  const fresh = rows.filter({ hasText: "150 000 so'm" });
  await expect(fresh).toContainText("Kutilmoqda");

  // Approve: the confirmation names the amount and the balance after (0 → 150 000).
  await fresh.getByRole("button", { name: `Batafsil: ${name}` }).click();
  const detail = page.getByRole("dialog", { name: "To'lov tafsilotlari" });
  await detail.getByRole("button", { name: "Tasdiqlash" }).click();
  const confirmApprove = page.getByRole("dialog", { name: "To'lovni tasdiqlash" });
  await expect(confirmApprove).toContainText(`${name} uchun 150 000 so'm tasdiqlansinmi?`);
  await expect(confirmApprove.getByTestId("balance-after")).toHaveText("Balans: 0 so'm → 150 000 so'm");
  await shoot(page, "payments-confirm-dialog");
  // Cancelling decides nothing.
  await confirmApprove.getByRole("button", { name: "Bekor qilish" }).click();
  await expect(confirmApprove).toBeHidden();
  await expect(detail).toBeVisible();
  await detail.getByRole("button", { name: "Tasdiqlash" }).click();
  await confirmApprove.getByRole("button", { name: "Tasdiqlash" }).click();
  await expect(detail).toBeHidden();
  await expect(fresh).toContainText("Tasdiqlangan");

  // Reject: the balance stays as it is, now 150 000.
  const older = rows.filter({ hasText: "20 000 so'm" });
  await older.getByRole("button", { name: `Batafsil: ${name}` }).click();
  await detail.getByRole("button", { name: "Rad etish" }).click();
  const confirmReject = page.getByRole("dialog", { name: "To'lovni rad etish" });
  await expect(confirmReject.getByTestId("balance-after")).toHaveText("Balans o'zgarmaydi: 150 000 so'm");
  await confirmReject.getByRole("button", { name: "Rad etish" }).click();
  await expect(older).toContainText("Rad etilgan");
  await student.close();
});
