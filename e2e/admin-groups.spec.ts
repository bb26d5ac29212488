import { expect, test } from "@playwright/test";
import { OPEN_DIALOG, seriousFindings } from "./support/axe";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { SAME_ORIGIN } from "./support/origin";
import { photo } from "./support/shoot";

test.use(SAME_ORIGIN);

// Issue 38: the admin's groups screen. At each width an admin makes a teacher in the users
// screen (its role select), creates a group, assigns the teacher, adds a student found by
// search, sees both listed, and archives the group; axe finds nothing serious on the page or
// its dialogs.

const SHOTS = process.env.GROUPS_SHOTS_DIR ?? "/tmp/shots-groups";

for (const width of [390, 1280] as const) {
  test(`an admin makes a group, gives it a teacher and a student, and archives it at ${width} px`, async ({ page, context, browser }) => {
    // A group, its schedule, its members and the two screens it filters: longer than one page's walk.
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await login(context.request);
    const stamp = `${width}-${Date.now() % 100_000}`;
    const teacherName = `Ustoz Guruhli ${stamp}`;
    const studentName = `Talaba Guruhli ${stamp}`;
    const groupName = `Kechki ${stamp}`;
    const guest = await browser.newContext(SAME_ORIGIN);
    for (const fullName of [teacherName, studentName]) expect((await registerStudent(guest.request, { fullName, phone: randomPhone("94").display })).ok()).toBe(true);
    await guest.close();

    // The teacher is made in the users screen, with the role select of its edit form.
    await page.goto("/admin/users");
    await page.getByLabel("Foydalanuvchilarni qidirish").fill(teacherName);
    await page.getByRole("button", { name: `Tahrirlash: ${teacherName}` }).click();
    const editor = page.getByRole("dialog", { name: "Foydalanuvchini tahrirlash" });
    await editor.getByLabel("Rol").selectOption("teacher");
    await editor.getByRole("button", { name: "Saqlash" }).click();
    await expect(editor).toBeHidden();

    // The groups screen is in the admin's menu (the sidebar, or the phone's menu).
    if (width === 390) await page.getByRole("button", { name: "Menyu" }).click();
    await page.getByRole("navigation", { name: "Menyu" }).getByRole("link", { name: "Guruhlar" }).click();
    await expect(page).toHaveURL(/\/admin\/groups$/);
    await expect(page.getByRole("heading", { level: 1, name: "Guruhlar" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await seriousFindings(page)).toEqual([]);

    // A new group.
    await page.getByRole("button", { name: "Yangi guruh" }).click();
    const form = page.getByRole("dialog", { name: "Yangi guruh" });
    expect(await seriousFindings(page, OPEN_DIALOG)).toEqual([]);
    await form.getByLabel("Guruh nomi").fill(`Yangi ${stamp}`);
    await form.getByLabel("Du", { exact: true }).check();
    await form.getByLabel("Ch", { exact: true }).check();
    await form.getByRole("button", { name: "Saqlash" }).click();

    // Its dialog opens: it is renamed, the teacher is assigned, a student found by search is added.
    const created = page.getByRole("dialog", { name: `Yangi ${stamp}` });
    await expect(created).toBeVisible();
    await created.getByLabel("Guruh nomi").fill(groupName);
    await created.getByRole("button", { name: "Nomini o'zgartirish" }).click();
    const dialog = page.getByRole("dialog", { name: groupName });
    await expect(dialog).toBeVisible();
    // Its days, start and course are edited in the dialog and kept by the server.
    const schedule = dialog.getByRole("form", { name: "Dars jadvali va kurs" });
    await schedule.getByLabel("Du", { exact: true }).uncheck();
    await schedule.getByLabel("Pa", { exact: true }).check();
    await schedule.getByLabel("Boshlanish sanasi").fill("2026-09-01");
    await schedule.getByLabel("Kurs", { exact: true }).selectOption({ index: 1 });
    const courseId = await schedule.getByLabel("Kurs", { exact: true }).inputValue();
    await schedule.getByRole("button", { name: "Jadvalni saqlash" }).click();
    await expect(dialog.getByText("Ch, Pa", { exact: true })).toBeVisible();
    const kept = (await (await context.request.get(`/api/admin/groups?search=${encodeURIComponent(groupName)}`)).json()) as { groups: { weekdays: string[]; startDate: string; courseId: string | null }[] };
    expect(kept.groups[0]).toMatchObject({ weekdays: ["Ch", "Pa"], startDate: "2026-09-01", courseId });
    await expect(schedule.getByLabel("Pa", { exact: true })).toBeChecked();
    expect(await seriousFindings(page, OPEN_DIALOG)).toEqual([]);

    await dialog.getByLabel("O'qituvchini qidirish").fill(teacherName);
    await dialog.getByRole("button", { name: `Biriktirish: ${teacherName}` }).click();
    await expect(dialog.getByRole("list", { name: "O'qituvchilar", exact: true })).toContainText(teacherName);
    await expect(dialog.getByLabel("O'qituvchini qidirish")).toHaveValue("");
    await dialog.getByLabel("O'quvchini qo'shish: qidirish").fill(studentName);
    await dialog.getByRole("button", { name: `Qo'shish: ${studentName}` }).click();
    await expect(dialog.getByRole("list", { name: "O'quvchilar", exact: true })).toContainText(studentName);
    await expect(dialog.getByRole("heading", { name: "O'quvchilar (1)" })).toBeVisible();
    await expect(dialog.getByLabel("O'quvchini qo'shish: qidirish")).toHaveValue("");
    expect(await seriousFindings(page, OPEN_DIALOG)).toEqual([]);
    await photo(page, { path: `${SHOTS}/group-dialog-${width}.png` });

    // The list shows the group with its teacher and its one student.
    await dialog.getByRole("button", { name: "Yopish", exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByLabel("Guruhni nomi bo'yicha qidirish").fill(groupName);
    const rows = page.getByRole("list", { name: "Guruhlar" }).getByRole("listitem");
    await expect(rows).toHaveCount(1);
    const row = rows.filter({ hasText: groupName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(teacherName);
    await expect(row.locator("dd").last()).toHaveText("1");
    await photo(page, { path: `${SHOTS}/groups-${width}.png`, fullPage: true });

    // An offline student joins the group: the offline list and the register filtered by it show them alone.
    const offlineName = `Offline Guruhli ${stamp}`;
    const offlinePhone = randomPhone("93");
    const offlineGuest = await browser.newContext(SAME_ORIGIN);
    const { user: offline } = (await (await registerStudent(offlineGuest.request, { fullName: offlineName, phone: offlinePhone.display })).json()) as { user: { id: string } };
    await offlineGuest.close();
    expect((await context.request.put(`/api/admin/users/${offline.id}`, { data: { fullName: offlineName, phone: offlinePhone.stored, role: "student_offline" } })).status()).toBe(200);
    const found = (await (await context.request.get(`/api/admin/groups?search=${encodeURIComponent(groupName)}`)).json()) as { groups: { id: string }[] };
    expect((await context.request.post(`/api/admin/groups/${found.groups[0]!.id}/students`, { data: { userId: offline.id } })).status()).toBe(200);

    await page.goto("/admin/offline");
    const offlineList = page.getByTestId("admin-offline-list");
    await expect(offlineList.getByRole("listitem").first()).toBeVisible();
    await page.getByLabel("Guruh bo'yicha tanlash").selectOption({ label: groupName });
    await expect(offlineList.getByRole("listitem")).toHaveCount(1);
    await expect(offlineList).toContainText(offlineName);
    expect(await seriousFindings(page)).toEqual([]);
    await photo(page, { path: `${SHOTS}/offline-by-group-${width}.png`, fullPage: true });

    await page.getByRole("link", { name: "Kunlik jurnal" }).click();
    await expect(page).toHaveURL(/\/admin\/offline\/register/);
    await page.getByLabel("Guruh bo'yicha tanlash").selectOption({ label: groupName });
    if (width === 390) {
      await expect(page.locator("#register-student option")).toHaveCount(1);
      await expect(page.locator("#register-student option")).toHaveText(offlineName);
    } else {
      await expect(page.getByTestId("register-grid").locator("[data-testid^='week-total-']")).toHaveCount(1);
      await expect(page.getByTestId(`week-total-${offline.id}`)).toBeVisible();
    }
    expect(await seriousFindings(page)).toEqual([]);
    await photo(page, { path: `${SHOTS}/register-by-group-${width}.png`, fullPage: true });

    // Archived, it leaves the active list and shows among the archived.
    await page.goto("/admin/groups");
    await page.getByLabel("Guruhni nomi bo'yicha qidirish").fill(groupName);
    await expect(rows).toHaveCount(1);
    await row.getByRole("button", { name: `Boshqarish: ${groupName}` }).click();
    await dialog.getByRole("button", { name: "Arxivlash" }).click();
    await expect(dialog.getByText("Arxivda", { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "Yopish", exact: true }).click();
    await expect(page.getByText("Guruhlar topilmadi")).toBeVisible();
    await page.getByLabel("Qaysi guruhlar").selectOption("1");
    await expect(row).toContainText("Arxivda");
    expect(await seriousFindings(page)).toEqual([]);
  });
}
