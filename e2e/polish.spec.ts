import { expect, test } from "@playwright/test";
import { login } from "./support/accounts";

// Issue 11 item 15: the favicon exists; admin titles end in '· Qadam'; the database view shows
// Tashkent time; the registration form focuses the first invalid field. (Named close buttons:
// topup-and-history.spec.ts.)

test("the favicon is served", async ({ request }) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
});

test("admin pages are titled '… · Qadam' and the database view shows Tashkent time", async ({ page }) => {
  await login(page.request);
  await page.goto("/admin/payments");
  await expect(page).toHaveTitle("To'lovlar · Qadam");
  await page.goto("/admin/database");
  await expect(page).toHaveTitle(/ · Qadam$/);
  await expect(page.getByRole("columnheader", { name: "Yaratilgan", exact: true })).toBeVisible();
  const cells = page.getByRole("cell");
  await expect(cells.first()).toBeVisible();
  const texts = await cells.allTextContents();
  expect(texts.some((text) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text))).toBe(true);
  expect(texts.filter((text) => /T\d{2}:\d{2}.*Z$/.test(text))).toEqual([]);
});

test("registration focuses the first invalid field in the order shown", async ({ page }) => {
  await page.goto("/projects/blogs");
  await page.getByRole("tab", { name: "Ro'yxatdan o'tish" }).click();
  const form = page.getByRole("form", { name: "Ro'yxatdan o'tish formasi" });
  await form.getByRole("button", { name: "Ro'yxatdan o'tish" }).click();
  await expect(form.getByLabel("Ism-familya")).toBeFocused();
  await form.getByLabel("Ism-familya").fill("Aziz Karimov");
  await form.getByRole("button", { name: "Ro'yxatdan o'tish" }).click();
  await expect(form.getByLabel("Telefon raqam")).toBeFocused();
});
