import { expect, test } from "@playwright/test";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { seriousFindings } from "./support/axe";
import { freeCourseWithLesson, openLessonExercises } from "./support/cms";
import { writeFile } from "./support/editor";
import { SAME_ORIGIN } from "./support/origin";
import { ADMIN_SHOTS, adminShoot, pagesShoot, photo } from "./support/shoot";

test.use(SAME_ORIGIN);
// Each flow builds a course, authors through the form or the API, and waits for the server's verdicts.
test.describe.configure({ timeout: 240_000 });

// Issue 40: a teacher's negative check. An admin authors a web exercise in the course CMS with
// "there is a heading" and "no element matches `font`" (the check type `none`); a student
// enrolled in the course writes a heading inside <font> (the negative check fails and says so),
// then without it (every check passes, the server's verdict). Then the admin reads a student's
// quiz try in the users screen: what was chosen, right or wrong, the score.

test("a teacher authors a web exercise with a negative check; a student fails it with <font>, then passes (390 px)", async ({ page, context, browser, baseURL }) => {
  await login(context.request);
  const title = `Salbiy tekshiruv ${Date.now()}`;
  const names = { title, moduleTitle: "1-modul: Teglar", lessonTitle: "Eskirgan teglar" };
  const { courseId } = await freeCourseWithLesson(context.request, names);
  const { exercises } = await openLessonExercises(page, names);
  await exercises.getByTestId("add-exercise").click();
  const form = exercises.getByRole("form", { name: "Yangi mashq" });
  await form.getByLabel("Nomi (o'zbekcha)").fill("Font tegisiz sarlavha");
  await form.getByLabel("Nomi (ruscha)").fill("Заголовок без тега font");
  await form.getByLabel("Topshiriq (o'zbekcha)").fill("`<h1>` sarlavha yozing va rangini `<font>` bilan bermang.");
  await form.getByLabel("Topshiriq (ruscha)").fill("Напишите заголовок `<h1>` без тега `<font>`.");
  const starter = form.locator("fieldset", { hasText: "Boshlang'ich fayllar" });
  await starter.getByLabel("Fayl matni").first().fill("<!-- Sarlavha shu yerda -->");
  const checks = form.getByTestId("check-form");
  await checks.first().getByLabel("CSS selektor").fill("h1");
  // The negative check: no element matches `font`.
  await form.getByRole("button", { name: "Tekshiruv qo'shish" }).click();
  await checks.nth(1).getByLabel("2-tekshiruv").selectOption({ label: "Hech bir element yo'q" });
  await checks.nth(1).getByLabel("CSS selektor").fill("font");
  const solution = form.locator("fieldset", { hasText: "Namunaviy yechim" });
  // A solution with <font> is refused: the server runs it through the negative check.
  await solution.getByLabel("Fayl matni").first().fill('<h1><font color="red">Salom</font></h1>');
  await form.getByLabel("E'lon qilish").check();
  await form.getByRole("button", { name: "Saqlash" }).click();
  await expect(form.getByRole("alert").first()).toContainText("Namuna yechim barcha tekshiruvlardan o'tmadi");
  const report = form.getByTestId("solution-report").getByRole("listitem");
  await expect(report.nth(1)).toHaveAttribute("data-passed", "false");
  await solution.getByLabel("Fayl matni").first().fill("<h1>Salom</h1>");
  await form.getByRole("button", { name: "Saqlash" }).click();
  await expect(exercises.getByRole("status")).toHaveText("Mashq qo'shildi");
  await expect(exercises.getByTestId("admin-exercise")).toContainText("E'lon qilingan");
  await adminShoot(page, "negative-check-exercises-modal");

  // The student, on a phone's width.
  const student = await browser.newContext({ baseURL, ...SAME_ORIGIN, viewport: { width: 390, height: 844 } });
  await registerStudent(student.request, { fullName: `Salbiy talaba ${Date.now()}`, phone: randomPhone("95").display });
  expect((await student.request.post(`/api/courses/${courseId}/enroll`)).status()).toBe(200);
  const learner = await student.newPage();
  await learner.goto(`/learning/${courseId}`);
  const workspace = learner.getByTestId("exercise").first();
  await expect(workspace.locator(".cm-content")).toBeVisible({ timeout: 60_000 });

  // Wrong: the heading is there, inside <font>: the negative check fails and names what it found.
  await writeFile(learner, workspace, "index.html", '<h1><font color="blue">Salom</font></h1>');
  await workspace.getByTestId("practice-check").click();
  await expect(workspace.getByTestId("check-source")).toHaveText("Server tekshirdi", { timeout: 60_000 });
  await expect(workspace.getByTestId("check-summary")).toContainText("tekshiruvdan o'tilmadi");
  const rows = workspace.getByTestId("check-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute("data-state", "passed");
  await expect(rows.nth(1)).toHaveAttribute("data-state", "failed");
  await expect(rows.nth(1)).toContainText("bo'lmasligi kerak, lekin 1 ta bor");
  await pagesShoot(learner, "negative-check-failed");
  expect(await seriousFindings(learner, '[data-testid="exercise"]')).toEqual([]);

  // Right: the same heading without <font>.
  await writeFile(learner, workspace, "index.html", "<h1>Salom</h1>");
  await workspace.getByTestId("practice-check").click();
  await expect(workspace.getByTestId("check-summary")).toHaveText("Barcha tekshiruvlardan o'tdingiz — mashq bajarildi!", { timeout: 60_000 });
  await expect(workspace.getByTestId("check-source")).toHaveText("Server tekshirdi");
  await expect(workspace.locator('[data-testid="check-row"][data-state="passed"]')).toHaveCount(2);
  await expect(workspace.getByTestId("exercise-status")).toHaveText("Bajarildi");
  await pagesShoot(learner, "negative-check-passed");
  expect(await seriousFindings(learner, '[data-testid="exercise"]')).toEqual([]);
  await student.close();
});

test("the admin reads a student's quiz try: what was chosen, right or wrong per question, the score", async ({ page, context, browser, baseURL }) => {
  await login(context.request);
  const { courseId, lessonId } = await freeCourseWithLesson(context.request, { title: `Test kursi ${Date.now()}`, moduleTitle: "1-modul: Node.js", lessonTitle: "Node.js savollari", tag: "node" });
  const created = await context.request.post(`/api/admin/lessons/${lessonId}/exercises`, {
    data: {
      kind: "quiz",
      titleUz: "Node.js testi",
      statementUz: "Savollarga javob bering",
      quiz: {
        passMark: 100,
        questions: [
          { type: "single", promptUz: "Node.js nima?", choices: [{ textUz: "Brauzer" }, { textUz: "JavaScript muhiti", correct: true }] },
          { type: "short", promptUz: "Paketlar menejeri?", accepted: ["npm"] },
        ],
      },
      published: true,
    },
  });
  expect(created.status()).toBe(201);
  const exercise = ((await created.json()) as { exercise: { id: string; quiz: { questions: { choices?: { id: string; textUz: string }[] }[] } } }).exercise;
  const browserChoice = exercise.quiz.questions[0]!.choices!.find((choice) => choice.textUz === "Brauzer")!.id;

  const student = await browser.newContext({ baseURL, ...SAME_ORIGIN });
  const name = `Test talabasi ${Date.now()}`;
  await registerStudent(student.request, { fullName: name, phone: randomPhone("97").display });
  expect((await student.request.post(`/api/courses/${courseId}/enroll`)).status()).toBe(200);
  const answered = await student.request.post(`/api/exercises/${exercise.id}/answers`, { data: { answers: [[browserChoice], [" NPM "]] } });
  expect(((await answered.json()) as { score: number }).score).toBe(50);
  await student.close();

  await page.goto("/admin/users");
  await page.getByLabel("Foydalanuvchilarni qidirish").fill(name);
  await page.getByRole("button", { name: `Ko'rish: ${name}` }).click();
  const user = page.getByRole("dialog", { name: "Foydalanuvchi ma'lumotlari" });
  const tried = user.getByTestId("student-exercise");
  await expect(tried).toHaveCount(1);
  await expect(tried).toContainText("Bajarilmagan");
  await tried.getByRole("button").first().click();
  const quiz = tried.getByTestId("quiz-try");
  await expect(quiz).toContainText("Oxirgi urinish: 50% (o'tish bali 100%)");
  const questions = quiz.getByTestId("quiz-question");
  await expect(questions).toHaveCount(2);
  await expect(questions.nth(0)).toContainText("Noto'g'ri");
  await expect(questions.nth(0)).toContainText("Javobi: Brauzer");
  await expect(questions.nth(0)).toContainText("To'g'ri javob: JavaScript muhiti");
  await expect(questions.nth(1)).toContainText("To'g'ri");
  await expect(questions.nth(1)).toContainText("Javobi: NPM");
  await expect(questions.nth(1)).not.toContainText("To'g'ri javob");
  expect(await seriousFindings(page, '[data-testid="quiz-try"]')).toEqual([]);
  // The try itself, scrolled into the dialog's view at each width.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await quiz.scrollIntoViewIfNeeded();
    await photo(page, { path: `${ADMIN_SHOTS}/student-quiz-try-modal-${width}.png` });
  }
});
