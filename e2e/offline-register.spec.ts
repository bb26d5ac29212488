import { expect, test } from "@playwright/test";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { adminShoot } from "./support/shoot";

// An admin fills a week of the daily register with the keyboard only; every cell is stored.
test("an admin fills a week of the register with the keyboard, and it is saved cell by cell", async ({ page, context, browser, baseURL }) => {
  // A fresh offline student of our own, named to be easy to find.
  const studentContext = await browser.newContext();
  const phone = randomPhone("93");
  const fullName = `Jurnal Sinov ${phone.local.slice(-4)}`;
  const registered = await registerStudent(studentContext.request, { fullName, phone: phone.display });
  const { user } = (await registered.json()) as { user: { id: string } };
  await studentContext.close();

  const request = context.request;
  await login(request);
  const promoted = await request.put(`/api/admin/users/${user.id}`, { data: { fullName, phone: phone.stored, role: "student_offline" }, headers: { origin: baseURL! } });
  expect(promoted.status()).toBe(200);
  await request.put(`/api/admin/users/${user.id}`, {
    data: { fullName, phone: phone.stored, balance: 0, step: 30, attendanceDays: ["Du", "Ch", "Ju"] },
    headers: { origin: baseURL! },
  });

  await page.goto("/admin/offline");
  await page.getByRole("link", { name: "Kunlik jurnal" }).click();
  await expect(page).toHaveURL(/\/admin\/offline\/register/);
  const grid = page.getByTestId("register-grid");
  await expect(grid).toBeVisible();
  // Last week, whose every day is past: a score is never dated ahead of today.
  await page.getByRole("button", { name: "Oldingi hafta" }).click();
  await expect(page).toHaveURL(/week=/);
  const lastWeek = new URL(page.url()).searchParams.get("week")!;

  const register = (await (await request.get(`/api/admin/offline/register?week=${lastWeek}`)).json()) as { days: { date: string }[] };
  const dates = register.days.map((day) => day.date);
  const monday = grid.getByTestId(`cell-${user.id}-${dates[0]}`);
  await expect(monday).toBeVisible();

  // Into the grid with the keyboard: Tab reaches the one tabbable cell, the arrows walk to our row.
  const row = Number(await monday.getAttribute("data-row"));
  await page.getByRole("button", { name: "Oldingi hafta" }).focus();
  for (let presses = 0; presses < 10; presses += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.getAttribute("data-col") === "0")) break;
  }
  await expect(page.locator("[data-row='0'][data-col='0']")).toBeFocused();
  for (let step = 0; step < row; step += 1) await page.keyboard.press("ArrowDown");
  await expect(monday).toBeFocused();

  const scores = [5, 0, 8, 12, 7, 3, 10];
  for (const score of scores) {
    await page.keyboard.type(String(score));
    await page.keyboard.press("ArrowRight");
  }
  // The step column comes after Sunday: raise the step for the day.
  await expect(grid.getByTestId(`step-${user.id}`)).toBeFocused();
  await page.keyboard.type("36");

  // A correction: back to Wednesday, retype, then a note through Tab.
  for (let step = 0; step < 5; step += 1) await page.keyboard.press("ArrowLeft");
  const wednesday = grid.getByTestId(`cell-${user.id}-${dates[2]}`);
  await expect(wednesday).toBeFocused();
  await page.keyboard.type("9");
  await page.keyboard.press("Tab");
  await expect(page.locator("#register-note")).toBeFocused();
  await page.keyboard.type("Faol qatnashdi");
  await page.keyboard.press("Enter");
  await expect(wednesday).toBeFocused();

  await expect(page.getByTestId("register-save-summary")).toHaveText("Barcha o'zgarishlar saqlandi");
  await expect(grid.getByTestId(`week-total-${user.id}`)).toHaveText(String(5 + 0 + 9 + 12 + 7 + 3 + 10));
  await expect(grid.locator("[data-state='failed']")).toHaveCount(0);

  // Everything is stored: the server's week and the student's record agree.
  await expect
    .poll(async () => {
      const week = (await (await request.get(`/api/admin/offline/register?week=${lastWeek}`)).json()) as {
        students: { id: string; step: number; totalScore: number; cells: Record<string, { score: number; note: string }> }[];
      };
      return week.students.find((student) => student.id === user.id);
    })
    .toMatchObject({
      step: 36,
      totalScore: 46,
      cells: {
        [dates[0] ?? ""]: { score: 5 },
        [dates[1] ?? ""]: { score: 0 },
        [dates[2] ?? ""]: { score: 9, note: "Faol qatnashdi" },
        [dates[3] ?? ""]: { score: 12 },
        [dates[6] ?? ""]: { score: 10 },
      },
    });
  const card = (await (await request.get(`/api/admin/users/${user.id}`)).json()) as { user: { certificates: { name: string }[] } };
  expect(card.user.certificates.map((certificate) => certificate.name)).toEqual(["HTML sertifikati"]);

  // The saves' answers are in the page's data: the row's all-time total and step, without a reload.
  await expect(grid.getByRole("rowheader", { name: fullName })).toContainText("Jami: 46");
  await expect(grid.getByTestId(`step-${user.id}`)).toHaveValue("36");
  // The list of /admin/offline, read before these saves, is read again: it shows the new figures.
  await page.getByRole("link", { name: "O'quvchilar ro'yxati" }).click();
  await page.getByLabel("Ism bo'yicha qidirish").fill(fullName);
  await expect(page.getByTestId("admin-offline-list")).toContainText("36-qadam · 46 ball");
  await page.goto(`/admin/offline/register?week=${lastWeek}`);
  await expect(grid.getByTestId(`cell-${user.id}-${dates[3]}`)).toHaveValue("12");

  // After a reload the grid shows what was stored; the week switcher moves to an empty week and back.
  await page.reload();
  await expect(grid.getByTestId(`cell-${user.id}-${dates[3]}`)).toHaveValue("12");
  await page.getByRole("button", { name: "Bu hafta" }).click();
  await expect(grid.locator(`[data-testid^='cell-${user.id}-']`).first()).toHaveValue("");
  await page.getByRole("button", { name: "Oldingi hafta" }).click();
  await expect(grid.getByTestId(`cell-${user.id}-${dates[3]}`)).toHaveValue("12");
  await monday.focus();
  await adminShoot(page, "register");

  // On a phone: one student at a time, the days side by side to swipe through.
  await page.setViewportSize({ width: 390, height: 844 });
  const phoneView = page.getByTestId("register-mobile");
  await expect(phoneView).toBeVisible();
  await phoneView.getByLabel("O'quvchi", { exact: true }).selectOption(user.id);
  await expect(phoneView.locator(`#m-score-${dates[3]}`)).toHaveValue("12");
  await adminShoot(page, "register-phone");
});
