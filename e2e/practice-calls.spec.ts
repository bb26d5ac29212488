import { expect, test, type Route } from "@playwright/test";
import { login, randomPhone, registerStudent } from "./support/accounts";
import { freeCourseWithLesson } from "./support/cms";
import { writeFile } from "./support/editor";
import { SAME_ORIGIN } from "./support/origin";

test.use(SAME_ORIGIN);
test.describe.configure({ timeout: 180_000 });

// Issue 40: in the learning page's own run (a Web Worker, before the server answers), an endless
// loop in one checked call fails that check alone, as on the server: the page stops the worker at
// the call's time and goes on with the next call in a fresh one (components/practice/runner.ts).
// The server's answer is held back until the browser's verdict has been read.

test("the browser's check fails only the call that never ends; the server then agrees", async ({ context, browser, baseURL }) => {
  await login(context.request);
  const { courseId, lessonId } = await freeCourseWithLesson(context.request, { title: `Chaqiruvlar ${Date.now()}`, moduleTitle: "1-modul: Funksiyalar", lessonTitle: "Sikllar", tag: "javascript" });
  const checks = [1, 0, 2].map((n) => ({ type: "returns", name: "f", args: [n], expected: n }));
  const created = await context.request.post(`/api/admin/lessons/${lessonId}/exercises`, {
    data: {
      kind: "js",
      titleUz: "Aynan o'zi",
      statementUz: "`f(n)` `n` ni qaytarsin",
      starterFiles: [{ name: "main.js", content: "function f(n) {\n}\n" }],
      checks,
      solutionFiles: [{ name: "main.js", content: "function f(n) { return n }" }],
      published: true,
    },
  });
  expect(created.status()).toBe(201);

  const student = await browser.newContext({ baseURL, ...SAME_ORIGIN });
  await registerStudent(student.request, { fullName: `Sikl talabasi ${Date.now()}`, phone: randomPhone("98").display });
  expect((await student.request.post(`/api/courses/${courseId}/enroll`)).status()).toBe(200);
  const learner = await student.newPage();
  // The server's verdict waits until the browser's has been read.
  let release: (route: Route) => void = () => {};
  const held = new Promise<Route>((resolve) => (release = resolve));
  await learner.route("**/api/exercises/*/submissions", (route) => release(route));
  await learner.goto(`/learning/${courseId}`);
  const workspace = learner.getByTestId("exercise").first();
  await expect(workspace.locator(".cm-content")).toBeVisible({ timeout: 60_000 });
  await writeFile(learner, workspace, "main.js", "function f(n) { if (n === 0) for (;;) {} return n }");
  await workspace.getByTestId("practice-check").click();

  const rows = workspace.getByTestId("check-row");
  await expect(workspace.getByTestId("check-source")).toHaveText("Brauzerda tekshirildi, server javobi kutilmoqda…", { timeout: 30_000 });
  await expect(rows.nth(0)).toHaveAttribute("data-state", "passed");
  await expect(rows.nth(1)).toHaveAttribute("data-state", "failed");
  await expect(rows.nth(1)).toContainText("f(0) 1 soniyada tugamadi");
  await expect(rows.nth(2)).toHaveAttribute("data-state", "passed");

  const submission = await held;
  await submission.continue();
  await expect(workspace.getByTestId("check-source")).toHaveText("Server tekshirdi", { timeout: 60_000 });
  await expect(rows.nth(0)).toHaveAttribute("data-state", "passed");
  await expect(rows.nth(1)).toHaveAttribute("data-state", "failed");
  await expect(rows.nth(2)).toHaveAttribute("data-state", "passed");
  await student.close();
});
