import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { login, randomPhone, registerStudent, STUDENT_PASSWORD } from "./support/accounts";
import { photo, shooter } from "./support/shoot";
import { SAME_ORIGIN } from "./support/origin";
import { untilHydrated } from "./support/hydrated";

test.use(SAME_ORIGIN);

// Issue 11 items 11, 12 and 15 (overlay): a refusal's toast is drawn above the open dialog,
// disallowed buttons say why; cancelling warning 1 leaves warnings 2 and 3 in their places;
// the 3-warning overlay keeps Tab inside it.
const shoot = shooter(process.env.SHOTS_DIR ?? "/tmp/shots-offline");

async function offlineStudent(admin: APIRequestContext, browser: Browser, fullName: string) {
  const phone = randomPhone("94").stored;
  const context = await browser.newContext(SAME_ORIGIN);
  const { user } = (await (await registerStudent(context.request, { fullName, phone })).json()) as { user: { id: string } };
  await context.close();
  const edit = await admin.put(`/api/admin/users/${user.id}`, { data: { fullName, phone, role: "student_offline", balance: 0, step: 3, totalScore: 0 } });
  expect(edit.status()).toBe(200);
  return { id: user.id, phone, fullName };
}

/**
 * Records the order in which the open dialog and the toast layer enter the browser's top layer:
 * the one that entered last is painted above. (Hit-testing cannot tell: a modal dialog makes
 * everything else inert, the toasts included, though they are drawn on top.)
 */
async function watchTopLayer(page: Page): Promise<void> {
  await page.evaluate(() => {
    const order: string[] = [];
    (window as unknown as { topLayerOrder: string[] }).topLayerOrder = order;
    document.querySelector("[data-testid=toast-layer]")?.addEventListener("toggle", (event) => {
      if ((event as ToggleEvent).newState === "open") order.push("toasts");
    });
    new MutationObserver((mutations) => {
      for (const mutation of mutations) if (mutation.target instanceof HTMLDialogElement && mutation.target.open) order.push("dialog");
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["open"] });
  });
}

function topLayerOrder(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { topLayerOrder: string[] }).topLayerOrder);
}

test("a refusal's toast shows above the open dialog; cancelling warning 1 moves nothing", async ({ page, browser }) => {
  await login(page.request);
  const student = await offlineStudent(page.request, browser, `Karta ${Date.now()}`);
  expect((await page.request.put(`/api/admin/users/${student.id}`, { data: { warnings: ["Kech qoldi", "", ""] } })).status()).toBe(200);
  await page.goto(`/offline?student=${student.id}`);
  // The warning buttons are React's: a click before hydration is lost.
  await untilHydrated(page);
  await expect(page.getByTestId("warning-1")).toContainText("Kech qoldi");

  // Another admin deletes the student while this one writes warning 2: the server refuses,
  // and its message must be seen over the open dialog.
  await watchTopLayer(page);
  await page.getByTestId("warning-2").getByRole("button", { name: "Ogohlantirish berish" }).click();
  const dialog = page.getByRole("dialog", { name: "2-ogohlantirishni berish" });
  await dialog.getByLabel("Sabab").fill("Vazifa yo'q");
  expect((await page.request.delete(`/api/admin/users/${student.id}`)).status()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.getByRole("button", { name: "Ogohlantirish berish" }).click();
  await expect(page.getByText("Foydalanuvchi topilmadi")).toBeVisible();
  await expect(dialog).toBeVisible();
  const order = await topLayerOrder(page);
  expect(order).toContain("dialog");
  expect(order.at(-1)).toBe("toasts");
  await photo(page, { path: `${process.env.SHOTS_DIR ?? "/tmp/shots-offline"}/card-error-toast-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await photo(page, { path: `${process.env.SHOTS_DIR ?? "/tmp/shots-offline"}/card-error-toast-1280.png` });
  await dialog.getByRole("button", { name: "Bekor qilish" }).click();

  // Give 1, 2, 3 in order; cancel 1: its reason becomes '' and 2 and 3 stay where they are.
  const other = await offlineStudent(page.request, browser, `Karta ikki ${Date.now()}`);
  expect((await page.request.put(`/api/admin/users/${other.id}`, { data: { warnings: ["Birinchi", "Ikkinchi", "Uchinchi"] } })).status()).toBe(200);
  await page.goto(`/offline?student=${other.id}`);
  await untilHydrated(page);
  await page.getByTestId("warning-1").getByRole("button", { name: "Ogohlantirishni bekor qilish" }).click();
  await page.getByRole("dialog", { name: "1-ogohlantirishni bekor qilish" }).getByRole("button", { name: "Ogohlantirishni bekor qilish" }).click();
  await expect(page.getByTestId("warning-1")).toContainText("Ogohlantirish yo'q");
  await expect(page.getByTestId("warning-2")).toContainText("Ikkinchi");
  await expect(page.getByTestId("warning-3")).toContainText("Uchinchi");
  const stored = (await (await page.request.get(`/api/admin/users/${other.id}`)).json()) as { user: { warnings: string[] } };
  expect(stored.user.warnings).toEqual(["", "Ikkinchi", "Uchinchi"]);
  await shoot(page, "card-warnings-cancelled");
});

test("a page that still shows a warning another admin cancelled cannot bring it back", async ({ page, browser }) => {
  await login(page.request);
  const student = await offlineStudent(page.request, browser, `Eski sahifa ${Date.now()}`);
  expect((await page.request.put(`/api/admin/users/${student.id}`, { data: { warnings: ["Kech qoldi", "", ""] } })).status()).toBe(200);
  await page.goto(`/offline?student=${student.id}`);
  await untilHydrated(page);
  await expect(page.getByTestId("warning-1")).toContainText("Kech qoldi");

  // Another admin cancels warning 1 while this page still shows it.
  expect((await page.request.put(`/api/admin/users/${student.id}`, { data: { warnings: ["", "", ""] } })).status()).toBe(200);
  await page.getByTestId("warning-2").getByRole("button", { name: "Ogohlantirish berish" }).click();
  const dialog = page.getByRole("dialog", { name: "2-ogohlantirishni berish" });
  await dialog.getByLabel("Sabab").fill("Vazifa yo'q");
  await dialog.getByRole("button", { name: "Ogohlantirish berish" }).click();
  await expect(page.getByText("Ma'lumot boshqa so'rov bilan o'zgardi, qayta urinib ko'ring")).toBeVisible();
  await dialog.getByRole("button", { name: "Bekor qilish" }).click();
  // The page now shows what is stored, and the cancelled warning stayed cancelled.
  await expect(page.getByTestId("warning-1")).toContainText("Ogohlantirish yo'q");
  const stored = (await (await page.request.get(`/api/admin/users/${student.id}`)).json()) as { user: { warnings: string[] } };
  expect(stored.user.warnings).toEqual(["", "", ""]);
});

test("the 3-warning overlay keeps Tab inside it", async ({ page, browser }) => {
  await login(page.request);
  const student = await offlineStudent(page.request, browser, `Chetlatilgan ${Date.now()}`);
  expect((await page.request.put(`/api/admin/users/${student.id}`, { data: { warnings: ["A", "B", "C"] } })).status()).toBe(200);
  const context = await browser.newContext(SAME_ORIGIN);
  const own = await context.newPage();
  await login(own.request, { phone: student.phone, password: STUDENT_PASSWORD });
  await own.goto(`/offline?student=${student.id}`);
  const overlay = own.getByRole("alertdialog", { name: "Sizning o'qishingiz to'xtatildi" });
  await expect(overlay).toBeVisible();
  for (let press = 0; press < 6; press += 1) {
    await own.keyboard.press("Tab");
    expect(await own.evaluate(() => document.activeElement?.closest("[role=alertdialog]") !== null || document.activeElement === document.body)).toBe(true);
  }
  await own.keyboard.press("Escape");
  await expect(overlay).toBeVisible();
  await context.close();
});
