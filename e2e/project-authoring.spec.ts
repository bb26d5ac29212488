import { expect, test } from "@playwright/test";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { seriousFindings } from "./support/axe";
import { untilHydrated } from "./support/hydrated";
import { SAME_ORIGIN } from "./support/origin";
import { ADMIN_SHOTS, PAGES_SHOTS, photo } from "./support/shoot";

test.use(SAME_ORIGIN);
test.describe.configure({ timeout: 180_000 });

// Issue 41: an admin authors a lesson's project in the lesson form: the statement, what the
// student hands in, the mentor's checklist and an automatic check. A refusal shows under its
// field; the saved project reads back from the API as typed, and edits save. A student then
// writes the project in CodeMirror: the check fails and says why at once, the fix reaches the
// queue. With scripts off, the same form posts its text areas. At a phone's width and a desktop's.

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test("an admin authors a project with a check; a student fails it, then sends the fix", async ({ page, context, browser, baseURL }) => {
      await login(context.request);
      const title = `Loyiha kursi ${width} ${Date.now()}`;
      const created = await context.request.post("/api/admin/courses", {
        multipart: { title, description: "Loyihalar uchun kurs", instructor: "Aziz Karimov", price: "0", duration: "2", level: "beginner", tags: JSON.stringify(["node"]) },
      });
      expect(created.status()).toBe(201);
      const courseId = ((await created.json()) as { course: { id: string } }).course.id;
      const addedModule = await context.request.post(`/api/admin/courses/${courseId}/modules`, { data: { title: "1-modul: Server" } });
      const moduleId = ((await addedModule.json()) as { module: { id: string } }).module.id;
      const lesson = await context.request.post(`/api/admin/modules/${moduleId}/lessons`, { data: { title: "Express" } });
      expect(lesson.status()).toBe(201);
      const lessonId = ((await lesson.json()) as { lesson: { id: string } }).lesson.id;

      await page.goto("/admin/courses");
      await page.getByTestId("admin-course-card").filter({ hasText: title }).getByRole("button", { name: "Batafsil" }).click();
      const detail = page.getByRole("dialog", { name: title });
      await detail.getByRole("button", { name: /^1-modul: Server/ }).click();
      await detail.getByRole("button", { name: "Mashqlar: Express" }).click();
      const exercises = page.getByRole("dialog", { name: "Mashqlar: Express" });
      await exercises.getByTestId("add-project").click();
      const form = exercises.getByRole("form", { name: "Yangi loyiha" });
      await form.getByLabel("Nomi (o'zbekcha)").fill("Birinchi server");
      await form.getByLabel("Nomi (ruscha)").fill("Первый сервер");
      await form.getByLabel("Topshiriq (o'zbekcha)").fill("Express bilan ikki marshrutli server yozing.");
      await form.getByLabel("Topshiriq (ruscha)").fill("Напишите сервер на Express с двумя маршрутами.");
      await form.getByLabel("1-band (o'zbekcha)").fill("Server ishga tushadi");
      await form.getByLabel("1-band (ruscha)").fill("Сервер запускается");
      // Nothing to hand in: refused in the form, under the hand-in choices, before any request.
      await form.getByLabel("Sahifada yoziladigan fayllar").uncheck();
      await form.getByRole("button", { name: "Saqlash" }).click();
      await expect(form.getByRole("alert")).toHaveText("Nima topshirilishini tanlang: fayllar, arxiv yoki havola");
      await form.getByLabel("Sahifada yoziladigan fayllar").check();
      await form.getByLabel("Havola: repozitoriy yoki ishlayotgan sayt").check();
      await form.getByRole("button", { name: "Band qo'shish" }).click();
      await form.getByLabel("2-band (o'zbekcha)").fill("Ikki marshrut bor");
      await form.getByLabel("2-band (ruscha)").fill("Есть два маршрута");
      await form.getByLabel("Tekshiruv turi").selectOption({ label: "HTML/CSS (sahifa)" });
      await form.getByLabel("CSS selektor").fill("h1");
      await form.getByLabel("E'lon qilish").check();
      expect(await seriousFindings(page)).toEqual([]);
      await photo(page, { path: `${ADMIN_SHOTS}/project-form-${width}.png`, fullPage: true });
      await form.getByRole("button", { name: "Saqlash" }).click();
      await expect(exercises.getByRole("status")).toHaveText("Loyiha yaratildi");
      const item = exercises.getByTestId("admin-exercise").filter({ hasText: "Birinchi server" });
      await expect(item).toContainText("Loyiha (mentor tekshiradi)");

      const lessonList = await context.request.get(`/api/admin/lessons/${lessonId}/exercises`);
      const projectId = ((await lessonList.json()) as { exercises: { id: string; kind: string }[] }).exercises.find((row) => row.kind === "project")!.id;
      const saved = await context.request.get(`/api/admin/projects/${projectId}`);
      expect(((await saved.json()) as { project: unknown }).project).toMatchObject({
        titleUz: "Birinchi server",
        acceptFiles: true,
        acceptArchive: false,
        acceptLink: true,
        checklistUz: ["Server ishga tushadi", "Ikki marshrut bor"],
        checklistRu: ["Сервер запускается", "Есть два маршрута"],
        published: true,
        checkKind: "web",
        checks: [{ type: "exists", selector: "h1" }],
      });

      // The edit form opens with what was saved; a changed title saves.
      await item.getByRole("button", { name: "Mashqni tahrirlash: Birinchi server" }).click();
      const edit = exercises.getByRole("form", { name: "Loyihani tahrirlash" });
      await expect(edit.getByLabel("2-band (ruscha)")).toHaveValue("Есть два маршрута");
      await edit.getByLabel("Nomi (o'zbekcha)").fill("Express server");
      await edit.getByRole("button", { name: "Saqlash" }).click();
      await expect(exercises.getByRole("status")).toHaveText("Loyiha saqlandi");
      await expect(exercises.getByTestId("admin-exercise").filter({ hasText: "Express server" })).toBeVisible();
      await photo(page, { path: `${ADMIN_SHOTS}/project-list-${width}.png` });

      // A student writes the project in CodeMirror (mounted over the text area), fails the check, reads why, and fixes it.
      expect((await context.request.patch(`/api/admin/courses/${courseId}/status`, { data: { status: "active" } })).status()).toBe(200);
      const viewport = { width, height: width === 390 ? 844 : 800 };
      const student = await browser.newContext({ baseURL, ...SAME_ORIGIN, viewport });
      await registerStudent(student.request, { fullName: `Loyihachi ${width} ${Date.now() % 100_000}`, phone: randomPhone("95").display });
      expect((await student.request.post(`/api/courses/${courseId}/enroll`)).status()).toBe(200);
      const learner = await student.newPage();
      const projectPage = `/learning/${courseId}/projects/${projectId}`;
      await learner.goto(projectPage);
      await untilHydrated(learner);
      await expect(learner.getByTestId("code-editor")).toBeVisible();
      await expect(learner.getByText("Yuborilgan fayllar avval 1 ta avtomatik tekshiruvdan o'tadi", { exact: false })).toBeVisible();
      await learner.getByLabel("Fayl nomi").fill("index.html");
      await learner.getByLabel("index.html kodi").fill("<!DOCTYPE html>\n<html>\n<body>\n<p>Salom</p>\n</body>\n</html>");
      await learner.getByRole("button", { name: "Tekshiruvga yuborish" }).click();
      await expect(learner.getByText("Avtomatik tekshiruvlar o'tmadi, loyiha mentorga yuborilmadi", { exact: false })).toBeVisible();
      const report = learner.getByTestId("check-report").first();
      await expect(report).toHaveAttribute("data-passed", "false");
      await expect(report).toContainText("h1");
      await expect(learner.getByTestId("iteration").first()).toContainText("Avtomatik tekshiruvdan o'tmadi");
      expect(await seriousFindings(learner)).toEqual([]);
      await photo(learner, { path: `${PAGES_SHOTS}/project-checks-failed-${width}.png`, fullPage: true, animations: "disabled" });
      const waiting = async () => ((await (await context.request.get("/api/review/queue")).json()) as { items: { id: string; project: { id: string } }[] }).items.filter((entry) => entry.project.id === projectId);
      expect(await waiting()).toHaveLength(0);
      await learner.getByLabel("index.html kodi").fill("<!DOCTYPE html>\n<html>\n<body>\n<h1>Salom</h1>\n</body>\n</html>");
      await learner.getByRole("button", { name: "Tekshiruvga yuborish" }).click();
      await expect(learner.getByText("Loyiha tekshiruvga yuborildi")).toBeVisible();
      await expect(learner.getByTestId("check-report").first()).toHaveAttribute("data-passed", "true");
      const queued = await waiting();
      expect(queued).toHaveLength(1);
      await student.close();

      // The mentor reads the checks' results beside the work: this iteration's, and the earlier one's that was sent back.
      await page.goto(`/admin/reviews/${queued[0]!.id}`);
      await expect(page.getByTestId("check-report").first()).toHaveAttribute("data-passed", "true");
      await expect(page.getByTestId("iteration").getByTestId("check-report")).toHaveAttribute("data-passed", "false");
      expect(await seriousFindings(page)).toEqual([]);
      await photo(page, { path: `${ADMIN_SHOTS}/project-review-checks-${width}.png`, fullPage: true, animations: "disabled" });

      // With scripts off the form is its text areas, posted to /practice/project; the page says where the iteration went.
      const plain = await browser.newContext({ baseURL, ...SAME_ORIGIN, viewport, javaScriptEnabled: false });
      await registerStudent(plain.request, { fullName: `Skriptsiz ${width} ${Date.now() % 100_000}`, phone: randomPhone("96").display });
      expect((await plain.request.post(`/api/courses/${courseId}/enroll`)).status()).toBe(200);
      const noScript = await plain.newPage();
      await noScript.goto(projectPage);
      await expect(noScript.getByTestId("plain-code")).toBeVisible();
      await noScript.getByLabel("Fayl nomi").fill("index.html");
      await noScript.getByLabel("index.js kodi").fill("<h1>Skriptsiz</h1>");
      await noScript.getByRole("button", { name: "Tekshiruvga yuborish" }).click();
      await expect(noScript).toHaveURL(new RegExp(`${projectPage}\\?sent=`));
      await expect(noScript.getByText("Loyiha tekshiruvga yuborildi")).toBeVisible();
      await plain.close();
    });
  });
}
