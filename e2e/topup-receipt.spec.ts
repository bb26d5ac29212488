import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { adminShoot, pagesShoot } from "./support/shoot";

// Issue 13 part 1: a student tops up with a receipt on a phone; an admin sees the request
// arrive live, looks at the receipt large, zooms, approves; the student sees the new balance.
test("a student tops up with a receipt at 390 px; an admin sees it live, zooms and approves; the balance follows", async ({ page, context, browser }) => {
  // The admin is on the payments page before the request exists.
  await login(context.request);
  await page.goto("/admin/payments");
  await expect(page.getByTestId("payments-live")).toHaveAttribute("data-live", "on");

  const student = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = randomPhone("97");
  const name = `Chekli To'lovchi ${phone.local.slice(-5)}`;
  await registerStudent(student.request, { fullName: name, phone: phone.display });
  const studentPage = await student.newPage();
  await studentPage.goto("/projects/payments");
  await studentPage.getByRole("button", { name: "Balansni to'ldirish" }).first().click();
  const dialog = studentPage.getByRole("dialog", { name: "Balansni to'ldirish" });
  await dialog.getByLabel("Summa (so'm)").fill("85000");
  const receipt = await sharp({ create: { width: 600, height: 900, channels: 3, background: "#f5f5f0" } })
    .composite([{ input: Buffer.from('<svg width="600" height="900"><rect x="40" y="60" width="520" height="80" fill="#1d4ed8"/><text x="60" y="400" font-size="64" fill="#111">85 000 UZS</text></svg>'), top: 0, left: 0 }])
    .jpeg()
    .withExif({ IFD0: { Make: "StudentPhone" } })
    .toBuffer();
  await dialog.getByLabel("Chek (rasm yoki PDF, ixtiyoriy)").setInputFiles({ name: "chek.jpg", mimeType: "image/jpeg", buffer: receipt });
  await expect(dialog.getByTestId("receipt-preview")).toBeVisible();
  await pagesShoot(studentPage, "topup-dialog-receipt");
  await dialog.getByRole("button", { name: "Yuborish" }).click();
  await expect(dialog.getByRole("alert").or(dialog.getByRole("status")).first()).toContainText("To'lov so'rovi yuborildi");
  await dialog.getByRole("button", { name: "Yopish" }).first().click();

  // The student's history: waiting, with the receipt's thumbnail.
  const history = studentPage.getByTestId("payment-history");
  await expect(history).toContainText("Kutilmoqda");
  await expect(history.getByTestId("receipt-thumb").first()).toBeVisible();
  await expect(history.getByTestId("receipt-thumb").first().locator("img")).toHaveJSProperty("complete", true);
  await pagesShoot(studentPage, "payments-pending-receipt");

  // The admin's table gained the row by itself.
  const row = page.getByTestId("payment-row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Batafsil: ${name}` }).click();
  const detail = page.getByRole("dialog", { name: "To'lov tafsilotlari" });
  const image = detail.getByTestId("receipt-image");
  await expect(image).toBeVisible();
  await expect(image).toHaveJSProperty("naturalWidth", 600);
  await expect(detail.getByRole("link", { name: "Yangi oynada ochish" })).toHaveAttribute("target", "_blank");
  await expect(detail.getByTestId("student-balance")).toHaveText(/^0\s/);
  await detail.getByRole("button", { name: "Kattalashtirish" }).first().click();
  await expect(image).toHaveAttribute("data-zoomed", "yes");
  await adminShoot(page, "payment-dialog-receipt");
  await detail.getByRole("button", { name: "Tasdiqlash" }).click();
  await page.getByRole("dialog", { name: "To'lovni tasdiqlash" }).getByRole("button", { name: "Tasdiqlash" }).click();
  await expect(row).toContainText("Tasdiqlangan");

  // The student's open page learns of the decision by itself: the balance and a notification.
  await expect(studentPage.getByTestId("stat-balance")).toContainText("85", { timeout: 20_000 });
  await expect(studentPage.getByTestId("decision-notifications")).toContainText("tasdiqlandi");
  await pagesShoot(studentPage, "payments-approved");
  await student.close();
});

// Issue 25 item 9: the site's CSP must not replace a receipt's own; a receipt is a student's file.
test("a receipt is served with its own sandbox policy, pages with the site's", async ({ playwright, baseURL }) => {
  const student = await playwright.request.newContext({ baseURL });
  await registerStudent(student, { fullName: "Chek Siyosat", phone: randomPhone("95").display });
  const created = await student.post("/api/payments/create", { data: { amount: 10_000 }, headers: { origin: baseURL! } });
  expect(created.status()).toBe(201);
  const { payment } = (await created.json()) as { payment: { id: string } };
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#ffffff" } }).jpeg().toBuffer();
  const sent = await student.post(`/api/payments/${payment.id}/receipt`, {
    multipart: { receipt: { name: "chek.jpg", mimeType: "image/jpeg", buffer: jpeg } },
    headers: { origin: baseURL! },
  });
  expect(sent.status()).toBe(201);
  for (const query of ["", "?size=thumb"]) {
    const served = await student.get(`/api/payments/${payment.id}/receipt${query}`);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");
  }
  for (const path of ["/home", "/api/payments/history", `/api/payments/${payment.id}/receipts`]) {
    expect((await student.get(path)).headers()["content-security-policy"], path).toContain("frame-ancestors 'self'");
  }
  await student.dispose();
});
