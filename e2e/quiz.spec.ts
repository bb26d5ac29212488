import { expect, test } from "@playwright/test";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { untilHydrated } from "./support/hydrated";
import { SAME_ORIGIN } from "./support/origin";
import { ADMIN_SHOTS, PAGES_SHOTS, photo } from "./support/shoot";

test.use(SAME_ORIGIN);
// The flow builds a course, a quiz through the lesson form, and a student's two tries.
test.describe.configure({ timeout: 180_000 });

// Issue 40: an admin authors a quiz in the lesson form (publishing is refused while a question
// has no right answer); a student sees no answer in the page, fails the quiz, then passes it,
// and the lesson is done. At a phone's width and a desktop's.

const SECRET = "module.exports";

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test("an admin authors a quiz; a student fails then passes it", async ({ page, context, browser, baseURL }) => {
      await login(context.request);
      const title = `Test kursi ${width} ${Date.now()}`;
      const created = await context.request.post("/api/admin/courses", {
        multipart: { title, description: "Testlar uchun kurs", instructor: "Aziz Karimov", price: "0", duration: "2", level: "beginner", tags: JSON.stringify(["node"]) },
      });
      expect(created.status()).toBe(201);
      const courseId = ((await created.json()) as { course: { id: string } }).course.id;
      const addedModule = await context.request.post(`/api/admin/courses/${courseId}/modules`, { data: { title: "1-modul: Modullar" } });
      const moduleId = ((await addedModule.json()) as { module: { id: string } }).module.id;
      expect((await context.request.post(`/api/admin/modules/${moduleId}/lessons`, { data: { title: "Eksport" } })).status()).toBe(201);
      expect((await context.request.patch(`/api/admin/courses/${courseId}/status`, { data: { status: "active" } })).status()).toBe(200);

      await page.goto("/admin/courses");
      await page.getByTestId("admin-course-card").filter({ hasText: title }).getByRole("button", { name: "Batafsil" }).click();
      const detail = page.getByRole("dialog", { name: title });
      await detail.getByRole("button", { name: /^1-modul: Modullar/ }).click();
      await detail.getByRole("button", { name: "Mashqlar: Eksport" }).click();
      const exercises = page.getByRole("dialog", { name: "Mashqlar: Eksport" });
      await exercises.getByTestId("add-exercise").click();
      const form = exercises.getByRole("form", { name: "Yangi mashq" });
      await form.getByLabel("Turi", { exact: true }).selectOption({ label: "Test" });
      await form.getByLabel("Nomi (o'zbekcha)").fill("Modullar testi");
      await form.getByLabel("Nomi (ruscha)").fill("Тест по модулям");
      await form.getByLabel("Topshiriq (o'zbekcha)").fill("Savollarga javob bering.");
      await form.getByLabel("Topshiriq (ruscha)").fill("Ответьте на вопросы.");
      await form.getByLabel("O'tish bali, %").fill("100");

      const questions = form.getByTestId("quiz-question-form");
      // 1: a single choice, its right answer not yet marked.
      await questions.nth(0).getByLabel("Savol (o'zbekcha)").fill("Node.js'da modul qanday ulanadi?");
      await questions.nth(0).getByLabel("Savol (ruscha)").fill("Как подключить модуль в Node.js?");
      await questions.nth(0).getByLabel("1-variant (o'zbekcha)").fill("require()");
      await questions.nth(0).getByLabel("1-variant (ruscha)").fill("require()");
      await questions.nth(0).getByLabel("2-variant (o'zbekcha)").fill("include()");
      await questions.nth(0).getByLabel("2-variant (ruscha)").fill("include()");
      // 2: a short answer.
      await form.getByRole("button", { name: "Savol qo'shish" }).click();
      await questions.nth(1).getByLabel("2-savol turi").selectOption({ label: "Qisqa javob" });
      await questions.nth(1).getByLabel("Savol (o'zbekcha)").fill("Funksiyani eksport qiladigan obyekt?");
      await questions.nth(1).getByLabel("Qabul qilinadigan javoblar").fill(`${SECRET}\nexports`);
      // 3: two steps in their order.
      await form.getByRole("button", { name: "Savol qo'shish" }).click();
      await questions.nth(2).getByLabel("3-savol turi").selectOption({ label: "Qadamlarni tartiblash" });
      await questions.nth(2).getByLabel("Savol (o'zbekcha)").fill("Tartiblang");
      await questions.nth(2).getByLabel("1-qadam (o'zbekcha)").fill("npm init");
      await questions.nth(2).getByLabel("2-qadam (o'zbekcha)").fill("node index.js");
      await form.getByLabel("E'lon qilish").check();
      await form.getByRole("button", { name: "Saqlash" }).click();
      // No right answer to question 1: the server refuses to publish and names it.
      await expect(form.getByRole("alert").first()).toContainText("To'g'ri javobi belgilanmagan savollar: 1");
      await photo(page, { path: `${ADMIN_SHOTS}/quiz-form-refused-modal-${width}.png` });
      await questions.nth(0).getByTestId("quiz-option-form").nth(0).getByLabel("To'g'ri").check();
      await form.getByRole("button", { name: "Saqlash" }).click();
      await expect(exercises.getByRole("status")).toHaveText("Mashq qo'shildi");
      await expect(exercises.getByTestId("admin-exercise")).toContainText("Modullar testi");
      await photo(page, { path: `${ADMIN_SHOTS}/quiz-exercises-modal-${width}.png` });

      const student = await browser.newContext({ baseURL, ...SAME_ORIGIN, viewport: { width, height: width === 390 ? 844 : 800 } });
      await registerStudent(student.request, { fullName: `Test talabasi ${Date.now()}`, phone: randomPhone("94").display });
      expect((await student.request.post(`/api/courses/${courseId}/enroll`)).status()).toBe(200);
      // The page's HTML carries the questions, never an accepted answer.
      const html = await (await student.request.get(`/learning/${courseId}`)).text();
      expect(html).toContain("Funksiyani eksport qiladigan obyekt?");
      expect(html).not.toContain(SECRET);
      expect(html).not.toContain('"correct"');

      const learner = await student.newPage();
      await learner.goto(`/learning/${courseId}`);
      await untilHydrated(learner);
      const quiz = learner.getByTestId("quiz");
      await expect(quiz).toContainText("Modullar testi");
      // Wrong: the other choice, a wrong word, the steps left as shown.
      await quiz.getByLabel("include()").check();
      await quiz.getByLabel("Javobingiz").fill("import");
      await quiz.getByTestId("quiz-submit").click();
      await expect(quiz.getByTestId("quiz-summary")).toContainText("Test topshirilmadi");
      await expect(quiz.getByTestId("quiz-question").nth(0)).toHaveAttribute("data-state", "failed");
      await photo(learner, { path: `${PAGES_SHOTS}/quiz-failed-${width}.png`, fullPage: true, animations: "disabled" });

      // Right: case and spaces do not matter; each step gets its place.
      await quiz.getByLabel("require()").check();
      await quiz.getByLabel("Javobingiz").fill("  Module.Exports ");
      await quiz.getByLabel("«npm init» qadamining o'rni").selectOption("1");
      await quiz.getByLabel("«node index.js» qadamining o'rni").selectOption("2");
      await quiz.getByTestId("quiz-submit").click();
      await expect(quiz.getByTestId("quiz-summary")).toContainText("Test topshirildi: 3 / 3 to'g'ri (100%)");
      await expect(learner.getByTestId("lesson-done")).toBeVisible();
      await expect(learner.getByTestId("practice-progress")).toContainText("1");
      await photo(learner, { path: `${PAGES_SHOTS}/quiz-passed-${width}.png`, fullPage: true, animations: "disabled" });
      await student.close();
    });
  });
}
