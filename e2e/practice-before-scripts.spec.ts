import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { enrolInHtmlCourse, login } from "./support/accounts";
import { SAME_ORIGIN } from "./support/origin";
import { PAGES_SHOTS } from "./support/shoot";

test.use(SAME_ORIGIN);
test.describe.configure({ timeout: 180_000 });

// Issue 44 item 8: on a slow phone the practice panel works before the page's scripts come. The
// statement, the code (a plain text area) and Check are in the server's HTML: with scripts off,
// Check posts the form and the page comes back with the server's verdict; with the scripts held
// back, what the student typed meanwhile is what the editor (CodeMirror) opens with.

type Files = { name: string; content: string }[];
type AdminExercise = { id: string; kind: "web" | "js"; published: boolean; starterFiles: Files; solutionFiles: Files };

/** A new student enrolled in the HTML course, and the first lesson's first web exercise as the teacher wrote it. */
async function studentAtWebExercise(student: APIRequestContext, playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined, name: string) {
  const admin = await playwright.request.newContext({ baseURL, ...SAME_ORIGIN });
  await login(admin);
  const courseId = await enrolInHtmlCourse(student, admin, name, "93");
  const { course } = (await (await admin.get(`/api/admin/courses/${courseId}/details`)).json()) as { course: { modules: { lessons: { id: string }[] }[] } };
  const lessonId = course.modules[0]!.lessons[0]!.id;
  const { exercises } = (await (await admin.get(`/api/admin/lessons/${lessonId}/exercises`)).json()) as { exercises: AdminExercise[] };
  await admin.dispose();
  const exercise = exercises.find((each) => each.published && each.kind === "web")!;
  return { courseId, lessonId, exercise };
}

const workspaceOf = (page: Page, exerciseId: string) => page.locator(`[data-testid="exercise"][data-exercise-id="${exerciseId}"]`);

for (const width of [390, 1280]) {
  test(`with scripts off, a student types the code, presses Check and reads the server's verdict (${width} px)`, async ({ browser, playwright, baseURL }) => {
    const context = await browser.newContext({ baseURL, ...SAME_ORIGIN, javaScriptEnabled: false, viewport: { width, height: width === 390 ? 844 : 800 } });
    const { courseId, lessonId, exercise } = await studentAtWebExercise(context.request, playwright, baseURL, `Skriptsiz ${width} ${Date.now()}`);
    const page = await context.newPage();
    await page.goto(`/learning/${courseId}`);
    let workspace = workspaceOf(page, exercise.id);
    // The statement and every file's code, as plain text areas, in the page's HTML.
    await expect(workspace.locator("p").first()).toBeVisible();
    for (const file of exercise.starterFiles) await expect(workspace.getByRole("textbox", { name: `${file.name} kodi` })).toHaveValue(file.content);

    // The starter code fails, and the page says which checks.
    await workspace.getByTestId("practice-check").click();
    await expect(page).toHaveURL(new RegExp(`/learning/${courseId}\\?lesson=${lessonId}&checked=`));
    workspace = workspaceOf(page, exercise.id);
    await expect(workspace.getByTestId("check-summary")).toContainText("tekshiruvdan o'tilmadi");
    await expect(workspace.locator('[data-testid="check-row"][data-state="failed"]').first()).toBeVisible();
    await expect(workspace.getByTestId("exercise-status")).toHaveText("1 urinish");

    // The teacher's solution, typed into the text areas: Check passes, and the code stays.
    for (const file of exercise.starterFiles) {
      const solution = exercise.solutionFiles.find((each) => each.name === file.name);
      await workspace.getByRole("textbox", { name: `${file.name} kodi` }).fill(solution?.content ?? "");
    }
    await workspace.getByTestId("practice-check").click();
    workspace = workspaceOf(page, exercise.id);
    await expect(workspace.getByTestId("check-summary")).toHaveText("Barcha tekshiruvlardan o'tdingiz — mashq bajarildi!");
    await expect(workspace.locator('[data-testid="check-row"][data-state="passed"]')).toHaveCount(await workspace.getByTestId("check-row").count());
    await expect(workspace.getByTestId("exercise-status")).toHaveText("Bajarildi");
    const first = exercise.solutionFiles[0]!;
    await expect(workspace.getByRole("textbox", { name: `${first.name} kodi` })).toHaveValue(first.content);
    await page.screenshot({ path: `${PAGES_SHOTS}/practice-before-scripts-${width}.png`, fullPage: true });
    await context.close();
  });
}

test("with the scripts held back, what the student typed is what the editor opens with, and Check works there", async ({ page, context, playwright, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { courseId, exercise } = await studentAtWebExercise(context.request, playwright, baseURL, `Sekin ${Date.now()}`);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/_next/static/") && url.pathname.endsWith(".js"),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.goto(`/learning/${courseId}`, { waitUntil: "commit" });
  const workspace = workspaceOf(page, exercise.id);
  const html = exercise.solutionFiles.find((file) => file.name.endsWith(".html"))!;
  const typed = `${html.content}\n<!-- yozildi -->`;
  await workspace.getByRole("textbox", { name: `${html.name} kodi` }).fill(typed);
  await expect(workspace.locator(".cm-content")).toHaveCount(0);

  release();
  const editor = workspace.locator(".cm-content");
  await expect(editor).toBeVisible({ timeout: 60_000 });
  await workspace.getByRole("tab", { name: html.name }).click();
  await expect(editor).toContainText("<!-- yozildi -->");
  await workspace.getByTestId("practice-check").click();
  await expect(workspace.getByTestId("check-source")).toHaveText("Server tekshirdi");
  // Typed while the scripts came: the autosave keeps it for a reload.
  await expect(workspace.getByTestId("draft-status")).toHaveText("Saqlandi");
});
