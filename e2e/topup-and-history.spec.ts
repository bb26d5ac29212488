import { expect, test } from "@playwright/test";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { pagesShoot as shoot } from "./support/shoot";
import { SAME_ORIGIN } from "./support/origin";

test.use(SAME_ORIGIN);

// Issue 11 items 4 and 5: the top-up dialog shows the whole card and its holder with a copy
// button, takes a whole-number amount from a numeric keypad and keeps Submit in view on a
// phone; the history writes purchases with −, top-ups with +, pending and rejected as such.

test("a student tops up through the dialog and reads an honest history", async ({ page, context, playwright, baseURL }) => {
  const name = `Hisob ${Date.now()}`;
  await registerStudent(context.request, { fullName: name, phone: randomPhone("93").display });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);

  await page.goto("/projects/payments");
  await page.getByRole("button", { name: "Balansni to'ldirish" }).click();
  const dialog = page.getByRole("dialog", { name: "Balansni to'ldirish" });
  await expect(dialog.getByTestId("payment-card")).toHaveText("8600 1234 5678 1234");
  // Issue 11 item 15: the close button has a name, not "×".
  await expect(dialog.getByRole("button", { name: "Oynani yopish" })).toBeVisible();
  await expect(dialog.getByTestId("payment-card-holder")).toHaveText("QADAM AKADEMIYASI");
  await dialog.getByRole("button", { name: "Nusxa olish" }).click();
  await expect(dialog.getByRole("button", { name: "Nusxa olindi" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("8600123456781234");

  const amount = dialog.getByLabel("Summa (so'm)");
  await expect(amount).toHaveAttribute("inputmode", "numeric");
  const submit = dialog.getByRole("button", { name: "Yuborish" });
  await amount.fill("12.5");
  await expect(dialog.getByText("Summani to'g'ri kiriting")).toBeVisible();
  await expect(submit).toBeDisabled();
  await amount.fill("350 000");
  await expect(submit).toBeEnabled();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(submit).toBeInViewport();
  await shoot(page, "topup-dialog");
  await submit.click();
  // Sent: the field empties and the server's message is shown.
  await expect(amount).toHaveValue("");

  // The admin approves that one and rejects a second; a third stays pending; then a purchase.
  const admin = await playwright.request.newContext({ baseURL, ...SAME_ORIGIN });
  await login(admin);
  const mine = async () =>
    ((await (await admin.get(`/api/admin/payments?search=${encodeURIComponent(name)}`)).json()) as { payments: { id: string; amount: number; status: string; user: { fullName: string } }[] }).payments.filter(
      (payment) => payment.user.fullName === name,
    );
  const [first] = await mine();
  expect(first).toMatchObject({ amount: 350000, status: "pending" });
  expect((await admin.post(`/api/admin/payments/${first!.id}/approve`)).status()).toBe(200);
  expect((await context.request.post("/api/payments/create", { data: { amount: 7000, paymentMethod: "card" } })).status()).toBe(201);
  const rejected = (await mine()).find((payment) => payment.amount === 7000)!;
  expect((await admin.post(`/api/admin/payments/${rejected.id}/reject`)).status()).toBe(200);
  expect((await context.request.post("/api/payments/create", { data: { amount: 9000, paymentMethod: "card" } })).status()).toBe(201);
  await admin.dispose();
  const { courses } = (await (await context.request.get("/api/courses")).json()) as { courses: { id: string; title: string; price: number; access: string }[] };
  const open = courses.find((course) => course.access === "open" && course.price > 0 && course.price <= 350000)!;
  expect((await context.request.post(`/api/courses/${open.id}/enroll`)).status()).toBe(200);

  await page.goto("/projects/payments");
  const history = page.getByTestId("payment-history").getByRole("listitem");
  const amountOf = (text: string) => history.filter({ hasText: text }).getByTestId("payment-amount");
  const purchase = history.filter({ hasText: open.title }).getByTestId("payment-amount");
  await expect(purchase).toHaveAttribute("data-tone", "debit");
  await expect(purchase).toHaveText(/^\u2212\d/);
  await expect(amountOf("350 000 so'm")).toHaveText("+350 000 so'm");
  await expect(amountOf("350 000 so'm")).toHaveAttribute("data-tone", "credit");
  await expect(amountOf("9 000 so'm")).toHaveText("+9 000 so'm");
  await expect(amountOf("9 000 so'm")).toHaveAttribute("data-tone", "pending");
  await expect(history.filter({ hasText: "9 000 so'm" })).toContainText("Kutilmoqda");
  await expect(amountOf("7 000 so'm")).toHaveText("7 000 so'm");
  await expect(amountOf("7 000 so'm")).toHaveAttribute("data-tone", "rejected");
  await expect(history.filter({ hasText: "7 000 so'm" })).toContainText("Rad etilgan");
  await shoot(page, "payment-history");
});
