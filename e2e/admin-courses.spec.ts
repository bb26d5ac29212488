import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { adminShoot as shoot } from "./support/shoot";

// Issue 5 item 9: an admin creates a course with an image, adds a module and two lessons,
// reorders the courses, publishes it, and a student sees it in the catalogue.

// A 1×1 PNG, so the upload is a real image the server sniffs by its bytes.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

async function courseIds(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/api/admin/courses");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { courses: { id: string }[] }).courses.map((course) => course.id);
}

/**
 * Presses `key` in a keyboard drag of the card `courseId` until dnd-kit announces a place before
 * `from + 1`, and answers that place. dnd-kit moves by the card rectangles it measured at pick-up
 * and, when the next card is near the edge of the view, scrolls (smoothly) instead of moving: one
 * press can fall short, and then a second one arrives, as a person would press it. Each press
 * waits for what it caused: the card's move (its transform) or the end of the scroll it started,
 * then two frames for the announcement that follows; never for a fixed time.
 */
async function dragBefore(page: Page, announcer: Locator, key: string, courseId: string, from: number): Promise<number> {
  const place = async () => Number(/(\d+)-o'ringa suriladi$/.exec((await announcer.textContent()) ?? "")?.[1] ?? from + 1);
  for (let press = 1; press <= 5; press++) {
    const reaction = await page.evaluateHandle((id) => {
      const card = document.querySelector(`[data-course-id="${id}"]`)!;
      let scrolling = false;
      const done = new Promise<void>((resolve) => {
        const afterFrames = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(then));
        const observer = new MutationObserver(() => afterFrames(() => !scrolling && finish()));
        const onScroll = () => (scrolling = true);
        const finish = () => {
          observer.disconnect();
          document.removeEventListener("scroll", onScroll, true);
          document.removeEventListener("scrollend", onScrollEnd, true);
          resolve();
        };
        const onScrollEnd = () => afterFrames(finish);
        observer.observe(card, { attributes: true, attributeFilter: ["style"] });
        document.addEventListener("scroll", onScroll, true);
        document.addEventListener("scrollend", onScrollEnd, true);
      });
      return { done };
    }, courseId);
    await page.keyboard.press(key);
    await reaction.evaluate((watch) => watch.done);
    const now = await place();
    if (now < from + 1) return now;
  }
  throw new Error(`five ${key} presses left the card at its place ${from + 1}`);
}

test("an admin builds a course with an image, modules and lessons, reorders and publishes it; a student sees it", async ({ page, context, browser }) => {
  await login(context.request);
  const title = `E2E kurs ${Date.now()}`;
  const imagePath = join(mkdtempSync(join(tmpdir(), "qadam-admin-")), "cover.png");
  writeFileSync(imagePath, PNG);

  await page.goto("/admin/courses");
  await expect(page.getByTestId("admin-course-card").first()).toBeVisible();
  await shoot(page, "courses");

  // The add modal refuses missing fields before anything is sent, each under its own field
  // (the lib schema the server parses with, in the page's language).
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/admin/courses") sent.push(request.url());
  });
  await page.getByRole("button", { name: "Kurs qo'shish" }).click();
  const form = page.getByRole("dialog", { name: "Yangi kurs" });
  await form.getByRole("button", { name: "Saqlash" }).click();
  const required = ["Kurs nomi", "Tavsif", "O'qituvchi", "Narxi (so'm)", "Davomiyligi (hafta)"];
  for (const label of required) await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription("Barcha maydonlarni to'ldiring");
  await expect(form.getByRole("alert")).toHaveCount(required.length);
  await shoot(page, "courses-add-modal-errors");

  await form.getByLabel("Kurs nomi", { exact: true }).fill(title);
  // A fixed field loses its error as it is typed in; the others keep theirs.
  await expect(form.getByLabel("Kurs nomi", { exact: true })).toHaveAccessibleDescription("");
  await expect(form.getByRole("alert")).toHaveCount(required.length - 1);
  await form.getByLabel("Tavsif", { exact: true }).fill("Brauzer testida yaratilgan kurs");
  await form.getByLabel("O'qituvchi").fill("Aziz Karimov");
  await expect(form.getByLabel("Narxi (so'm)")).toHaveAttribute("placeholder", "500000");
  await expect(form.getByLabel("Davomiyligi (hafta)")).toHaveAttribute("placeholder", "8");
  // A negative price and too many weeks are named beside their fields.
  await form.getByLabel("Narxi (so'm)").fill("-5");
  await form.getByLabel("Davomiyligi (hafta)").fill("200");
  await form.getByRole("button", { name: "Saqlash" }).click();
  await expect(form.getByLabel("Narxi (so'm)")).toHaveAccessibleDescription("Narx 0 yoki undan katta butun son bo'lishi kerak");
  await expect(form.getByLabel("Davomiyligi (hafta)")).toHaveAccessibleDescription('Davomiylik 1 dan 104 gacha hafta bo\'lishi kerak (masalan, "4 hafta")');
  await expect(form.getByRole("alert")).toHaveCount(2);
  expect(sent).toEqual([]);
  await form.getByLabel("Narxi (so'm)").fill("250000");
  await form.getByLabel("Davomiyligi (hafta)").fill("6");
  await form.getByLabel("Daraja").selectOption("O'rta");
  await form.getByLabel("Kategoriya").fill("Frontend");
  await form.getByLabel("Teglar (vergul bilan ajrating)").fill("html, css , html");
  await form.getByLabel("Rasm (ixtiyoriy)").setInputFiles(imagePath);
  await expect(form.getByRole("img", { name: "Rasm ko'rinishi" })).toBeVisible();
  await shoot(page, "courses-add-modal");
  await form.getByRole("button", { name: "Saqlash" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Kurs muvaffaqiyatli qo'shildi" })).toBeVisible();

  const card = page.getByTestId("admin-course-card").filter({ hasText: title });
  await expect(card).toContainText("Qoralama");
  await expect(card).toContainText("0 ta modul");
  const courseId = await card.getAttribute("data-course-id");
  expect(courseId).toBeTruthy();

  // The image is stored and served by the app with the sniffed type; tags became a list.
  const saved = (await (await context.request.get("/api/admin/courses")).json()) as { courses: { id: string; imageUrl: string | null; tags: string[]; level: string; levelKey: string; duration: string; durationWeeks: number }[] };
  const row = saved.courses.find((course) => course.id === courseId);
  expect(row?.tags).toEqual(["html", "css"]);
  expect(row).toMatchObject({ level: "O'rta", levelKey: "intermediate", duration: "6 hafta", durationWeeks: 6 });
  expect(row?.imageUrl).toMatch(/^\/api\/course-images\//);
  const image = await context.request.get(row!.imageUrl!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect(Buffer.from(await image.body()).equals(PNG)).toBe(true);
  await expect(card.locator("img")).toHaveAttribute("src", row!.imageUrl!);

  // Detail modal: a module with two lessons.
  await card.getByRole("button", { name: "Batafsil" }).click();
  const detail = page.getByRole("dialog", { name: title });
  await expect(detail).toContainText("Hozircha modullar yo'q");
  await detail.getByRole("button", { name: "Modul qo'shish" }).click();
  const moduleForm = detail.getByRole("form", { name: "Yangi modul" });
  await moduleForm.getByRole("button", { name: "Saqlash" }).click();
  await expect(moduleForm.getByRole("alert")).toHaveText("Modul nomi majburiy");
  await expect(moduleForm.getByLabel("Modul nomi", { exact: true })).toHaveAccessibleDescription("Modul nomi majburiy");
  await moduleForm.getByLabel("Modul nomi", { exact: true }).fill("1-modul: Kirish");
  await moduleForm.getByRole("button", { name: "Saqlash" }).click();
  await expect(detail.getByRole("status")).toHaveText("Modul muvaffaqiyatli qo'shildi");

  await detail.getByRole("button", { name: /^1-modul: Kirish/ }).click();
  for (const [lesson, video] of [
    ["1-dars: Salom", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["2-dars: Teglar", ""],
  ] as const) {
    await detail.getByRole("button", { name: "Dars qo'shish" }).click();
    const lessonForm = detail.getByRole("form", { name: "Yangi dars" });
    if (lesson.startsWith("1")) {
      await lessonForm.getByRole("button", { name: "Saqlash" }).click();
      await expect(lessonForm.getByRole("alert")).toHaveText("Dars nomi majburiy");
      await expect(lessonForm.getByLabel("Dars nomi", { exact: true })).toHaveAccessibleDescription("Dars nomi majburiy");
      // A page that is no video and a code link without https are refused beside their fields.
      await lessonForm.getByLabel("Video havolasi").fill("https://example.com/sahifa");
      await lessonForm.getByLabel("Kod manbasi havolasi").fill("http://github.com/qadam/e2e");
      await lessonForm.getByRole("button", { name: "Saqlash" }).click();
      await expect(lessonForm.getByLabel("Video havolasi")).toHaveAccessibleDescription("Video havolasi qo'llab-quvvatlanmaydi");
      await expect(lessonForm.getByLabel("Kod manbasi havolasi")).toHaveAccessibleDescription("Kod manbasi havolasi https:// bilan boshlanishi kerak");
      await shoot(page, "courses-detail-modal-lesson-errors");
    }
    await lessonForm.getByLabel("Dars nomi", { exact: true }).fill(lesson);
    await lessonForm.getByLabel("Video havolasi").fill(video);
    await lessonForm.getByLabel("Kod manbasi havolasi").fill("https://github.com/qadam/e2e");
    await lessonForm.getByRole("button", { name: "Saqlash" }).click();
    await expect(detail.getByRole("status")).toHaveText("Dars muvaffaqiyatli qo'shildi");
    await expect(detail.getByText(lesson)).toBeVisible();
  }
  await expect(detail).toContainText("2 ta dars");

  // Publish: the switch moves once the server agreed, and the grid follows.
  const toggle = detail.getByRole("switch", { name: "Holati" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await shoot(page, "courses-detail-modal");
  await detail.getByRole("button", { name: "Oynani yopish" }).click();
  await expect(card).toContainText("Faol");
  await expect(card).toContainText("1 ta modul");

  // Reorder with the keyboard sensor of the drag handle: the new course moves up one row.
  const before = await courseIds(context.request);
  const from = before.indexOf(courseId!);
  expect(from).toBeGreaterThan(0);
  // Each key waits for dnd-kit's spoken announcement, so the next key meets an active drag.
  const announcer = page.getByRole("status").filter({ hasText: title });
  await card.getByRole("button", { name: `${title} kursini surish` }).focus();
  await page.keyboard.press("Space");
  // Picked up, it first hovers over its own place.
  await expect(announcer).toHaveText(`${title} kursi ${from + 1}-o'ringa suriladi`);
  await dragBefore(page, announcer, "ArrowUp", courseId!, from);
  // The place is read from the drop's own announcement, which names where the card landed.
  await page.keyboard.press("Space");
  await expect(announcer).toHaveText(new RegExp(`^${title} kursi \\d+-o'ringa qo'yildi$`));
  const position = Number(/(\d+)-o'ringa qo'yildi$/.exec((await announcer.textContent()) ?? "")?.[1]);
  expect(position).toBeLessThan(from + 1);
  await expect(page.getByRole("status").filter({ hasText: "Kurslar tartibi saqlandi" })).toBeVisible();
  const after = await courseIds(context.request);
  expect(after.indexOf(courseId!)).toBe(position - 1);
  expect([...after].sort()).toEqual([...before].sort());
  await page.reload();
  await expect(page.getByTestId("admin-course-card").first()).toBeVisible();
  const shown = await page.getByTestId("admin-course-card").evaluateAll((cards) => cards.map((element) => element.getAttribute("data-course-id")));
  expect(shown).toEqual(after);

  // While searching, the order cannot be changed and only matches are shown.
  // The whole title, so a retried run's course from the first attempt is not a match too.
  await page.getByLabel("Kurslarni qidirish").fill(title.toUpperCase());
  await expect(page.getByTestId("admin-course-card")).toHaveCount(1);
  await expect(page.getByRole("button", { name: /kursini surish$/ })).toHaveCount(0);
  await page.getByLabel("Kurslarni qidirish").fill("yo'q-bunday-kurs");
  await expect(page.getByText("Kurslar topilmadi")).toBeVisible();

  // A new student finds the published course in the catalogue.
  const student = await browser.newContext();
  await registerStudent(student.request, { fullName: "Kurs Ko'ruvchi", phone: randomPhone("94").display, meta: { region: "Toshkent", district: "Chirchiq shahri", school: "1-maktab", grade: "9-sinf" } });
  const studentPage = await student.newPage();
  await studentPage.goto("/courses");
  await expect(studentPage.getByText(title)).toBeVisible();
  await student.close();
});

test("an admin edits a course, a module and a lesson, then deletes them; each error stands under its field", async ({ page, context, baseURL }) => {
  await login(context.request);
  const headers = { origin: baseURL! };
  const title = `E2E tahrir ${Date.now()}`;
  const created = await context.request.post("/api/admin/courses", {
    headers,
    multipart: { title, description: "Tahrir uchun kurs", instructor: "Aziz Karimov", price: "100000", duration: "4", level: "beginner", tags: JSON.stringify(["js", "web"]) },
  });
  expect(created.status()).toBe(201);
  const courseId = ((await created.json()) as { course: { id: string } }).course.id;
  const addedModule = await context.request.post(`/api/admin/courses/${courseId}/modules`, { headers, data: { title: "Asosiy modul" } });
  expect(addedModule.status()).toBe(201);
  const moduleId = ((await addedModule.json()) as { module: { id: string } }).module.id;
  expect((await context.request.post(`/api/admin/modules/${moduleId}/lessons`, { headers, data: { title: "Birinchi dars" } })).status()).toBe(201);

  await page.goto("/admin/courses");
  const card = page.getByTestId("admin-course-card").filter({ hasText: title });
  await expect(card).toContainText("1 ta modul");

  // The edit form opens with the course's values; a cleared price is named under the price.
  await card.getByRole("button", { name: `Tahrirlash: ${title}` }).click();
  const form = page.getByRole("dialog", { name: "Kursni tahrirlash" });
  await expect(form.getByLabel("Kurs nomi", { exact: true })).toHaveValue(title);
  await expect(form.getByLabel("Davomiyligi (hafta)")).toHaveValue("4");
  await expect(form.getByLabel("Teglar (vergul bilan ajrating)")).toHaveValue("js, web");
  await form.getByLabel("Narxi (so'm)").fill("");
  await form.getByRole("button", { name: "Saqlash" }).click();
  await expect(form.getByLabel("Narxi (so'm)")).toHaveAccessibleDescription("Barcha maydonlarni to'ldiring");
  await expect(form.getByRole("alert")).toHaveCount(1);
  // Past the field's 20 characters a price is too large, as the server would say (it read "Matn undefined belgidan…").
  await form.getByLabel("Narxi (so'm)").fill("1".repeat(21));
  await form.getByRole("button", { name: "Saqlash" }).click();
  await expect(form.getByLabel("Narxi (so'm)")).toHaveAccessibleDescription("Narx juda katta");
  await form.getByLabel("Narxi (so'm)").fill("120000");
  const renamed = `${title} yangi`;
  await form.getByLabel("Kurs nomi", { exact: true }).fill(renamed);
  await form.getByRole("button", { name: "Saqlash" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Kurs muvaffaqiyatli yangilandi" })).toBeVisible();
  const renamedCard = page.getByTestId("admin-course-card").filter({ hasText: renamed });
  await expect(renamedCard).toBeVisible();
  const courses = (await (await context.request.get("/api/admin/courses")).json()) as { courses: { id: string; price: number; tags: string[] }[] };
  expect(courses.courses.find((course) => course.id === courseId)).toMatchObject({ price: 120000, tags: ["js", "web"] });

  // A module's order must be a whole number ≥ 0: an empty one is named under the order field.
  await renamedCard.getByRole("button", { name: "Batafsil" }).click();
  const detail = page.getByRole("dialog", { name: renamed });
  await detail.getByRole("button", { name: "Modulni tahrirlash: Asosiy modul" }).click();
  const moduleForm = detail.getByRole("form", { name: "Modulni tahrirlash" });
  await expect(moduleForm.getByLabel("Modul nomi", { exact: true })).toHaveValue("Asosiy modul");
  await moduleForm.getByLabel("Tartib raqami").fill("");
  await moduleForm.getByRole("button", { name: "Saqlash" }).click();
  await expect(moduleForm.getByLabel("Tartib raqami")).toHaveAccessibleDescription("Tartib raqami 0 yoki undan katta butun son bo'lishi kerak");
  await moduleForm.getByLabel("Tartib raqami").fill("3");
  await moduleForm.getByLabel("Modul nomi", { exact: true }).fill("Asosiy modul 2");
  await moduleForm.getByRole("button", { name: "Saqlash" }).click();
  await expect(detail.getByRole("status")).toHaveText("Modul muvaffaqiyatli yangilandi");
  await expect(moduleForm).toHaveCount(0);

  // The lesson gets a video; then the lesson and the module are deleted after a confirmation.
  await detail.getByRole("button", { name: /^Asosiy modul 2/ }).click();
  await detail.getByRole("button", { name: "Darsni tahrirlash: Birinchi dars" }).click();
  const lessonForm = detail.getByRole("form", { name: "Darsni tahrirlash" });
  await lessonForm.getByLabel("Video havolasi").fill("https://youtu.be/dQw4w9WgXcQ");
  await lessonForm.getByRole("button", { name: "Saqlash" }).click();
  await expect(detail.getByRole("status")).toHaveText("Dars muvaffaqiyatli yangilandi");
  await expect(detail.getByText("Video", { exact: true })).toBeVisible();

  await detail.getByRole("button", { name: "Darsni o'chirish: Birinchi dars" }).click();
  const confirmLesson = page.getByRole("dialog", { name: "Darsni o'chirish" });
  await expect(confirmLesson).toContainText('"Birinchi dars" darsi o\'chiriladi');
  await confirmLesson.getByRole("button", { name: "O'chirish" }).click();
  await expect(detail.getByRole("status")).toHaveText("Dars o'chirildi");
  await expect(detail).toContainText("Hozircha darslar yo'q");

  await detail.getByRole("button", { name: "Modulni o'chirish: Asosiy modul 2" }).click();
  const confirmModule = page.getByRole("dialog", { name: "Modulni o'chirish" });
  await expect(confirmModule).toContainText('"Asosiy modul 2" moduli');
  await confirmModule.getByRole("button", { name: "O'chirish" }).click();
  await expect(detail.getByRole("status")).toHaveText("Modul o'chirildi");
  await expect(detail).toContainText("Hozircha modullar yo'q");
  await detail.getByRole("button", { name: "Oynani yopish" }).click();
  await expect(renamedCard).toContainText("0 ta modul");

  // The course itself goes after its confirmation too.
  await renamedCard.getByRole("button", { name: `O'chirish: ${renamed}` }).click();
  const confirmCourse = page.getByRole("dialog", { name: "Kursni o'chirish" });
  await expect(confirmCourse).toContainText(renamed);
  await confirmCourse.getByRole("button", { name: "O'chirish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Kurs muvaffaqiyatli o'chirildi" })).toBeVisible();
  await expect(renamedCard).toHaveCount(0);
});

test("a reorder shows the new order at once and, when the server refuses it, goes back to the order the server kept", async ({ page, context }) => {
  await login(context.request);
  await page.goto("/admin/courses");
  const cards = page.getByTestId("admin-course-card");
  await expect(cards.first()).toBeVisible();
  const shown = () => cards.evaluateAll((elements) => elements.map((element) => element.getAttribute("data-course-id")));
  const before = await courseIds(context.request);
  await expect.poll(shown).toEqual(before);
  // The second card moves before the first (to its left in the grid): both stay in view, so no
  // scrolling moves the drop target while the keys are pressed (the list is long once other
  // specs have made courses).
  const from = 1;
  const moving = page.getByTestId("admin-course-card").nth(from);
  const title = (await moving.getByRole("heading").textContent())!;

  // The server's answer waits until the page has been seen with the new order.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/admin/courses/reorder", async (route) => {
    await answered;
    await route.fulfill({ status: 400, json: { success: false, code: "invalid_input", message: "Tartib rad etildi" } });
  });

  const announcer = page.getByRole("status").filter({ hasText: title });
  await moving.getByRole("button", { name: `${title} kursini surish` }).focus();
  await page.keyboard.press("Space");
  await expect(announcer).toHaveText(`${title} kursi ${from + 1}-o'ringa suriladi`);
  const position = await dragBefore(page, announcer, "ArrowLeft", before[from]!, from);
  await page.keyboard.press("Space");

  const moved = [...before];
  moved.splice(position - 1, 0, ...moved.splice(from, 1));
  await expect.poll(shown).toEqual(moved);
  answer();
  await expect(page.getByRole("alert").filter({ hasText: "Tartib rad etildi" })).toBeVisible();
  await expect.poll(shown).toEqual(before);
  expect(await courseIds(context.request)).toEqual(before);
});
