import { expect, test, type Browser } from "@playwright/test";
import { seriousFindings } from "./support/axe";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { shooter } from "./support/shoot";

// Issue 38: a teacher's morning. The admin makes a teacher and a group through the API; the
// teacher signs in on the login page, lands on /teach, marks attendance, enters a score, gives a
// warning and opens the student's card, at 390 and 1280 px, with axe on every page.

const teachShoot = shooter(process.env.TEACH_SHOTS_DIR ?? "/tmp/shots-teach", { animations: "disabled" });

/** A teacher and an offline student in a new offline group, made by the admin through the API. */
async function morning(browser: Browser, baseURL: string) {
  const made = async (fullName: string, role: string) => {
    const context = await browser.newContext();
    const phone = randomPhone("93");
    const { user } = (await (await registerStudent(context.request, { fullName, phone: phone.display })).json()) as { user: { id: string } };
    await context.close();
    return { id: user.id, fullName, phone, role };
  };
  const teacher = await made("Ustoz Sinov", "teacher");
  const student = await made(`Bobur Sinov ${Date.now() % 10_000}`, "student_offline");

  const admin = (await browser.newContext()).request;
  await login(admin);
  const origin = { origin: baseURL };
  for (const person of [teacher, student]) {
    const promoted = await admin.put(`/api/admin/users/${person.id}`, { data: { fullName: person.fullName, phone: person.phone.stored, role: person.role }, headers: origin });
    expect(promoted.status()).toBe(200);
  }
  const created = await admin.post("/api/admin/groups", { data: { name: `Ertalabki ${Date.now() % 10_000}`, kind: "offline", weekdays: ["Du", "Ch"], startDate: "2026-11-02" }, headers: origin });
  const { group } = (await created.json()) as { group: { id: string; name: string } };
  expect((await admin.post(`/api/admin/groups/${group.id}/teachers`, { data: { userId: teacher.id }, headers: origin })).status()).toBe(200);
  expect((await admin.post(`/api/admin/groups/${group.id}/students`, { data: { userId: student.id }, headers: origin })).status()).toBe(200);

  return { teacher, student, group, admin };
}

test("a teacher's morning: attendance, a score, a warning, a student's card", async ({ page, browser, baseURL }) => {
  const { teacher, student, group, admin } = await morning(browser, baseURL!);

  // The teacher signs in on the ordinary login page and lands on their own area.
  await page.goto("/projects/blogs");
  const form = page.getByRole("form", { name: "Kirish formasi" });
  await form.getByLabel("Telefon raqam").fill(teacher.phone.display);
  await form.getByLabel("Parol").fill("secret123");
  await form.getByRole("button", { name: "Kirish" }).click();
  await expect(page).toHaveURL(/\/teach$/);
  // Today as the spec writes dates (DD/MM/YY), not the database's ISO day.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Bugun, \d{2}\/\d{2}\/\d{2}$/);
  await expect(page.getByRole("heading", { level: 2, name: group.name })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await teachShoot(page, "teach-home");

  // The register for today: attendance, a score with a note, a warning.
  await page.getByRole("link", { name: "Jurnalni ochish" }).click();
  await expect(page).toHaveURL(new RegExp(`/teach/groups/${group.id}`));
  const row = page.locator(`[data-student="${student.id}"]`);
  await row.getByLabel("Davomat").selectOption("late");
  await expect(row.getByRole("status")).toHaveText("Saqlandi");
  await row.getByLabel("Ball").fill("8");
  await row.getByLabel("Izoh").fill("Faol");
  await row.getByRole("button", { name: "Saqlash" }).click();
  await expect(row.getByLabel("Ball")).toHaveValue("8");
  await row.getByLabel("1-ogohlantirish sababi").fill("Uy vazifasi yo'q");
  await row.getByRole("button", { name: "Ogohlantirish berish" }).click();
  await expect(row.getByText(/ogohlantirish 1\/3/)).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await teachShoot(page, "teach-register");

  // What the teacher did is stored, and logged for the admin.
  const log = (await (await admin.get(`/api/admin/users/${student.id}/teacher-log`)).json()) as { entries: { action: string }[] };
  expect(log.entries.map((entry) => entry.action).sort()).toEqual(["attendance", "score", "warnings"]);

  // The student's card.
  await row.getByRole("link", { name: student.fullName }).click();
  await expect(page.getByRole("heading", { level: 1, name: student.fullName })).toBeVisible();
  await expect(page.getByText("Kechikdi")).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await teachShoot(page, "teach-student");
});

test("before scripts, the register's forms mark attendance, save a score and give a warning", async ({ browser, baseURL }) => {
  const { teacher, student, group } = await morning(browser, baseURL!);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, extraHTTPHeaders: { origin: baseURL! } });
  await login(context.request, { phone: teacher.phone.stored, password: "secret123" });
  const page = await context.newPage();
  await page.goto(`/teach/groups/${group.id}`);
  const row = page.locator(`[data-student="${student.id}"]`);

  await row.getByLabel("Davomat").selectOption("late");
  await row.getByRole("button", { name: "Belgilash" }).click();
  await expect(page).toHaveURL(/saved=1/);
  await expect(page.getByRole("status").first()).toHaveText("Saqlandi");
  await expect(row.getByLabel("Davomat")).toHaveValue("late");

  await row.getByLabel("Ball").fill("7");
  await row.getByLabel("Izoh").fill("Skriptsiz");
  await row.getByRole("button", { name: "Saqlash" }).click();
  await expect(row.getByLabel("Ball")).toHaveValue("7");
  await expect(row.getByLabel("Izoh")).toHaveValue("Skriptsiz");

  await row.getByLabel("1-ogohlantirish sababi").fill("Uy vazifasi yo'q");
  await row.getByRole("button", { name: "Ogohlantirish berish" }).click();
  await expect(row.getByText(/ogohlantirish 1\/3/)).toBeVisible();

  // A refused form comes back to the register with its words, and nothing is stored.
  await row.getByLabel("Ball").fill("besh");
  await row.getByRole("button", { name: "Saqlash" }).click();
  await expect(page).toHaveURL(/form=teach-register&error=invalid_input/);
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(row.getByLabel("Ball")).toHaveValue("7");
  await context.close();
});
