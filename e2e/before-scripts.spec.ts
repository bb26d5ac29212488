import { expect, test } from "@playwright/test";
import { randomPhone, registerStudent } from "./support/accounts";
import { SAME_ORIGIN } from "./support/origin";
import { holdScripts } from "./support/hold-scripts";
import { untilHydrated } from "./support/hydrated";

test.use(SAME_ORIGIN);

// Issue 26 §1: on a slow phone a page is read and tapped seconds before its scripts arrive.
// A primary action that opens a dialog is a button the browser wires to it (invoker
// commands), so it works with no script at all; once React runs, it follows the dialog.

test("the menu and the top-up open before the page's scripts run, at 390 px", async ({ browser }) => {
  const signUp = await browser.newContext(SAME_ORIGIN);
  await registerStudent(signUp.request, { fullName: "Sekin Telefon", phone: randomPhone("93").display });
  const state = await signUp.storageState();
  await signUp.close();

  const noScripts = await browser.newContext({ ...SAME_ORIGIN, javaScriptEnabled: false, storageState: state, viewport: { width: 390, height: 844 } });
  const page = await noScripts.newPage();
  await page.goto("/projects/payments");
  await page.getByRole("button", { name: "Balansni to'ldirish" }).click();
  const topup = page.getByRole("dialog", { name: "Balansni to'ldirish" });
  await expect(topup).toBeVisible();
  await expect(topup.getByTestId("payment-card")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(topup).toBeHidden();

  await page.getByRole("button", { name: "Menyuni ochish" }).click();
  const menu = page.getByRole("dialog", { name: "Asosiy menyu" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Kurslar", exact: true })).toBeVisible();
  await noScripts.close();
});

test("a student's enrol dialog opens before the course page's scripts run, at 390 px", async ({ browser }) => {
  const signUp = await browser.newContext(SAME_ORIGIN);
  await registerStudent(signUp.request, { fullName: "Sekin Yozilish", phone: randomPhone("93").display });
  const catalogue = (await (await signUp.request.get("/api/courses")).json()) as { courses: { id: string; title: string; access: string }[] };
  const open = catalogue.courses.find((course) => course.access === "open")!;
  const state = await signUp.storageState();
  await signUp.close();

  const noScripts = await browser.newContext({ ...SAME_ORIGIN, javaScriptEnabled: false, storageState: state, viewport: { width: 390, height: 844 } });
  const page = await noScripts.newPage();
  await page.goto(`/courses/${open.id}`);
  await page.getByRole("button", { name: "Kursga obuna bo'lish" }).click();
  const enrol = page.getByRole("dialog", { name: "Kursga obuna bo'lish" });
  await expect(enrol).toBeVisible();
  await expect(enrol.getByText(open.title)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(enrol).toBeHidden();
  await noScripts.close();
});

test("a top-up dialog the browser opened before React ran stays open, and React takes it over", async ({ browser }) => {
  const context = await browser.newContext({ ...SAME_ORIGIN, storageState: undefined });
  await registerStudent(context.request, { fullName: "Erta Bosgan", phone: randomPhone("93").display });
  const page = await context.newPage();
  // The page's scripts wait until the dialog is open: the tap is handled by the browser alone.
  const releaseScripts = await holdScripts(page);
  await page.goto("/projects/payments", { waitUntil: "commit" });
  await page.getByRole("button", { name: "Balansni to'ldirish" }).click();
  const topup = page.getByRole("dialog", { name: "Balansni to'ldirish" });
  await expect(topup).toBeVisible();
  releaseScripts();
  await untilHydrated(page);
  // React heard the opening: its own controls work, and the dialog did not close under it.
  await expect(topup).toBeVisible();
  await topup.getByLabel("Summa (so'm)").fill("50 000");
  await expect(topup.getByRole("button", { name: "Yuborish", exact: true })).toBeEnabled();
  await topup.getByRole("button", { name: "Yopish", exact: true }).click();
  await expect(topup).toBeHidden();
  // Opened again, it is the same dialog: what was typed stays, as it always did.
  await page.getByRole("button", { name: "Balansni to'ldirish" }).click();
  await expect(topup).toBeVisible();
  await expect(topup.getByLabel("Summa (so'm)")).toHaveValue("50 000");
  await page.keyboard.press("Escape");
  await expect(topup).toBeHidden();
  await context.close();
});
