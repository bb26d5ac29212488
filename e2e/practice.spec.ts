import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { enrolInHtmlCourse, login } from "./support/accounts";
import { writeFile } from "./support/editor";
import { SAME_ORIGIN } from "./support/origin";
import { PAGES_SHOTS, photo } from "./support/shoot";

test.use(SAME_ORIGIN);
// Each flow signs people up, loads the editor's code and waits for the server's verdicts.
test.describe.configure({ timeout: 180_000 });

// Issue 20, the student's side: practice in the first lesson of the HTML course. The student
// checks the starter code and reads what failed, writes the teacher's solution, passes (the
// server's verdict), sees the lesson done, and finds their code again after a reload.

type Files = { name: string; content: string }[];
type AdminExercise = { id: string; kind: "web" | "js"; published: boolean; starterFiles: Files; solutionFiles: Files };
type CourseDetails = { course: { modules: { lessons: { id: string; title: string }[] }[] } };

async function courseIdByTitle(request: APIRequestContext, prefix: string): Promise<string> {
  const { courses } = (await (await request.get("/api/courses")).json()) as { courses: { id: string; title: string }[] };
  return courses.find((course) => course.title.startsWith(prefix))!.id;
}

async function enrolledInHtml(request: APIRequestContext, admin: APIRequestContext, name: string): Promise<string> {
  const courseId = await enrolInHtmlCourse(request, admin, name, "93");
  return courseId;
}

/** The published exercises of a lesson as the teacher wrote them (with their solutions). */
async function lessonExercises(admin: APIRequestContext, lessonId: string): Promise<AdminExercise[]> {
  const { exercises } = (await (await admin.get(`/api/admin/lessons/${lessonId}/exercises`)).json()) as { exercises: AdminExercise[] };
  return exercises.filter((exercise) => exercise.published);
}

async function lessonsOf(admin: APIRequestContext, courseId: string) {
  const { course } = (await (await admin.get(`/api/admin/courses/${courseId}/details`)).json()) as CourseDetails;
  return course.modules.flatMap((module) => module.lessons);
}

/** A new course the student is enrolled in, its learning page open at the first web exercise, whose editor has loaded. */
async function openWebExercise(page: Page, student: APIRequestContext, playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined, name: string) {
  const admin = await playwright.request.newContext({ baseURL, ...SAME_ORIGIN });
  await login(admin);
  const courseId = await enrolledInHtml(student, admin, name);
  const [first] = await lessonsOf(admin, courseId);
  const web = (await lessonExercises(admin, first!.id)).find((exercise) => exercise.kind === "web")!;
  await admin.dispose();
  await page.goto(`/learning/${courseId}`);
  const workspace = page.locator(`[data-testid="exercise"][data-exercise-id="${web.id}"]`);
  await expect(workspace.locator(".cm-content")).toBeVisible({ timeout: 60_000 });
  const html = web.starterFiles.find((file) => file.name.endsWith(".html"))!.name;
  return { workspace, html };
}

for (const width of [390, 1280]) {
  test(`a student fails a check, reads why, fixes the code, passes and the lesson is done (${width} px)`, async ({ page, context, playwright, baseURL }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const admin = await playwright.request.newContext({ baseURL, ...SAME_ORIGIN });
    await login(admin);
    const courseId = await enrolledInHtml(context.request, admin, `Amaliyotchi ${width} ${Date.now()}`);
    const [first] = await lessonsOf(admin, courseId);
    const exercises = await lessonExercises(admin, first!.id);
    await admin.dispose();
    expect(exercises.length).toBeGreaterThan(0);

    await page.goto(`/learning/${courseId}`);
    const practice = page.getByTestId("practice");
    // The editor's code comes with the first lesson that has exercises.
    await expect(practice.getByTestId("practice-progress")).toHaveText(`0 / ${exercises.length} bajarildi`, { timeout: 60_000 });
    const workspace = practice.getByTestId("exercise").first();
    await expect(workspace.locator(".cm-content")).toBeVisible();

    // The starter code does not pass: each check says what is missing, in Uzbek.
    await workspace.getByTestId("practice-check").click();
    await expect(workspace.getByTestId("check-source")).toHaveText("Server tekshirdi");
    await expect(workspace.getByTestId("check-summary")).toContainText("tekshiruvdan o'tilmadi");
    const failed = workspace.locator('[data-testid="check-row"][data-state="failed"]');
    await expect(failed.first()).toBeVisible();
    expect((await failed.first().innerText()).length).toBeGreaterThan(3);
    await expect(workspace.getByTestId("exercise-status")).toHaveText("1 urinish");

    // Run shows the page in a sandbox with no same-origin.
    if (exercises[0]!.kind === "web") {
      await workspace.getByTestId("practice-run").click();
      await expect(workspace.getByTestId("practice-preview")).toHaveAttribute("sandbox", "allow-scripts");
    }
    await photo(page, { path: `${PAGES_SHOTS}/practice-failed-${width}.png`, fullPage: true });

    // A hint opens one at a time.
    if (await workspace.getByTestId("show-hint").isVisible()) {
      await workspace.getByTestId("show-hint").click();
      await expect(workspace.getByTestId("hint")).toHaveCount(1);
      await expect(workspace.getByTestId("hint").first()).not.toContainText("Yuklanmoqda");
    }

    // Every exercise of the lesson, solved as the teacher did.
    for (const [index, exercise] of exercises.entries()) {
      const current = practice.getByTestId("exercise").nth(index);
      for (const file of exercise.starterFiles.filter((starter) => !exercise.solutionFiles.some((solution) => solution.name === starter.name))) await writeFile(page, current, file.name, "");
      for (const file of exercise.solutionFiles) await writeFile(page, current, file.name, file.content);
      await current.getByTestId("practice-check").click();
      await expect(current.getByTestId("check-summary")).toHaveText("Barcha tekshiruvlardan o'tdingiz — mashq bajarildi!");
      await expect(current.locator('[data-testid="check-row"][data-state="passed"]')).toHaveCount(await current.getByTestId("check-row").count());
      await expect(current.getByTestId("exercise-status")).toHaveText("Bajarildi");
    }
    await expect(practice.getByTestId("lesson-done")).toBeVisible();
    await expect(practice.getByTestId("practice-progress")).toHaveText(`${exercises.length} / ${exercises.length} bajarildi`);

    // After a pass, the teacher's solution may be read.
    const firstWorkspace = practice.getByTestId("exercise").first();
    await firstWorkspace.getByTestId("show-solution").click();
    await expect(firstWorkspace.getByTestId("solution").locator(".cm-content")).toContainText(exercises[0]!.solutionFiles[0]!.content.split("\n")[0]!.trim());

    // The sidebar (a drawer on a phone) shows the practice figures; the lesson is not done yet:
    // issue 42, its video is still to be watched (e2e/watched-lesson.spec.ts watches one).
    const drawerOpen = width === 390;
    if (drawerOpen) await page.getByRole("button", { name: "Modullar ro'yxatini ochish" }).click();
    const nav = drawerOpen ? page.getByRole("dialog", { name: "Modullar" }) : page.locator("aside");
    const lessonRow = nav.getByRole("button", { name: new RegExp(first!.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) });
    await expect(lessonRow).toHaveAttribute("data-done", "false");
    await expect(lessonRow.getByTestId("lesson-practice")).toContainText(`Amaliyot: ${exercises.length} / ${exercises.length}`);
    await photo(page, { path: `${PAGES_SHOTS}/practice-done-sidebar-${width}.png` });
    if (drawerOpen) await page.keyboard.press("Escape");

    // The draft was saved on the server: a reload (or another device) opens the student's code.
    await page.reload();
    const reloaded = page.getByTestId("practice").getByTestId("exercise").first();
    await expect(reloaded.getByTestId("exercise-status")).toHaveText("Bajarildi", { timeout: 60_000 });
    const lastFile = exercises[0]!.solutionFiles[0]!;
    await reloaded.getByRole("tab", { name: lastFile.name }).click();
    await expect(reloaded.locator(".cm-content")).toContainText(lastFile.content.split("\n")[0]!.trim());
    await expect(page.locator(width === 390 ? "body" : "aside").getByTestId("module-progress").first()).toBeAttached();
    await photo(page, { path: `${PAGES_SHOTS}/practice-editor-${width}.png`, fullPage: true });
  });
}

test("a js program runs in a worker that is stopped at the time limit, and its console is shown", async ({ page, context }) => {
  await login(context.request);
  const courseId = await courseIdByTitle(context.request, "JavaScript");
  const lessons = await lessonsOf(context.request, courseId);
  let target: { lessonId: string; exercise: AdminExercise } | null = null;
  for (const lesson of lessons) {
    const js = (await lessonExercises(context.request, lesson.id)).find((exercise) => exercise.kind === "js");
    if (js) {
      target = { lessonId: lesson.id, exercise: js };
      break;
    }
  }
  expect(target).not.toBeNull();
  await page.goto(`/learning/${courseId}?lesson=${target!.lessonId}`);
  const workspace = page.locator(`[data-testid="exercise"][data-exercise-id="${target!.exercise.id}"]`);
  await expect(workspace.locator(".cm-content")).toBeVisible({ timeout: 60_000 });
  const file = target!.exercise.starterFiles.find((starter) => starter.name.endsWith(".js"))!;

  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await writeFile(page, workspace, file.name, 'console.log("salom", 1 + 2);\nconsole.log([1, 2]);');
  await workspace.getByTestId("practice-run").click();
  await expect(workspace.getByTestId("practice-console")).toHaveText('salom 3\n[1,2]');

  // An endless loop: the page stays responsive and the run ends as a timeout.
  await writeFile(page, workspace, file.name, "while (true) {}");
  await workspace.getByTestId("practice-run").click();
  await expect(workspace.getByRole("alert")).toContainText("Vaqt tugadi");
  await expect(workspace.getByTestId("practice-run")).toBeEnabled();

  // The worker's script carries a policy of its own: eval for the student's code, no requests.
  expect(workers.length).toBeGreaterThan(0);
  const workerUrl = workers[0]!.replace(/#.*$/, "");
  expect(new URL(workerUrl).pathname).toMatch(/^\/_next\/static\//);
  const script = await context.request.get(workerUrl, { headers: { "sec-fetch-dest": "worker" } });
  expect(script.headers()["content-security-policy"]).toBe("default-src 'none'; script-src 'self' 'unsafe-eval'");
  // Fetched as anything else, the same file has the site's policy.
  expect((await context.request.get(workerUrl)).headers()["content-security-policy"]).toContain("default-src 'self'");
});

test("a web preview reaches no server: its policy blocks every request, to another origin or ours", async ({ page, context, playwright, baseURL }) => {
  // A server on another origin that counts what reaches it (CORS open, so only the policy stops a fetch).
  const hits: string[] = [];
  const outside = createServer((request, response) => {
    hits.push(request.url ?? "");
    response.setHeader("access-control-allow-origin", "*");
    response.end("ok");
  });
  await new Promise<void>((resolve) => outside.listen(0, "127.0.0.1", resolve));
  const other = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
  // Our server's answers to the preview (Chromium announces a request its policy then blocks,
  // so what counts is an answer: the request reached the server).
  const ours: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("from-preview")) ours.push(response.url());
  });
  try {
    const { workspace, html } = await openWebExercise(page, context.request, playwright, baseURL, `Tarmoqsiz ${Date.now()}`);
    // Each way a page reaches a server: fetch, an image, a stylesheet, a script, a CSS image, a
    // beacon; each to the other origin and to ours. The page writes down what it saw.
    const page_ = [
      `<link rel="stylesheet" href="${other}/style.css"><link rel="stylesheet" href="/from-preview/style.css">`,
      `<div style="background-image: url(${other}/bg.png); width: 10px; height: 10px"></div>`,
      `<p id="fetch">…</p><p id="ours">…</p><p id="img">…</p><p id="load">…</p>`,
      "<script>",
      "function say(id, text) { document.getElementById(id).textContent = text; }",
      `fetch("${other}/fetch").then(function () { say("fetch", "fetch reached"); }, function () { say("fetch", "fetch blocked"); });`,
      `fetch("/api/health?from-preview").then(function () { say("ours", "ours reached"); }, function () { say("ours", "ours blocked"); });`,
      `var img = new Image(); img.onload = function () { say("img", "img loaded"); }; img.onerror = function () { say("img", "img blocked"); }; img.src = "${other}/img.png";`,
      `try { navigator.sendBeacon("${other}/beacon", "x"); } catch (e) {}`,
      `window.addEventListener("load", function () { say("load", "loaded"); });`,
      "</script>",
      `<script src="${other}/script.js"></script><script src="/from-preview/script.js"></script>`,
    ].join("\n");
    await writeFile(page, workspace, html, page_);
    await workspace.getByTestId("practice-run").click();
    const preview = workspace.getByTestId("practice-preview").contentFrame();
    await expect(preview.locator("#fetch")).toHaveText("fetch blocked");
    await expect(preview.locator("#ours")).toHaveText("ours blocked");
    await expect(preview.locator("#img")).toHaveText("img blocked");
    // The load event waits for every stylesheet, script and image the page asked for.
    await expect(preview.locator("#load")).toHaveText("loaded");
    expect(hits).toEqual([]);
    expect(ours).toEqual([]);
  } finally {
    await new Promise((resolve) => outside.close(resolve));
  }
});

test("a web page whose script never finishes: the preview and the verdict say so instead of a blank page", async ({ page, context, playwright, baseURL }) => {
  const { workspace, html } = await openWebExercise(page, context.request, playwright, baseURL, `Sikl ${Date.now()}`);
  await writeFile(page, workspace, html, "<h1>Salom</h1>\n<script>let i = 0; while (i < 10) {}</script>");
  await workspace.getByTestId("practice-run").click();
  await expect(workspace.getByTestId("preview-stuck")).toHaveText(
    "Sahifa skripti tugamadi (cheksiz sikl bo'lishi mumkin), shuning uchun sahifa ko'rsatilmadi. Kodni tuzating va qayta ishga tushiring",
  );
  await expect(workspace.getByTestId("practice-preview")).toHaveCount(0);
  await workspace.getByTestId("practice-check").click();
  await expect(workspace.getByTestId("check-source")).toHaveText("Server tekshirdi");
  const reason = "Sahifa skripti 1 soniyada tugamadi (cheksiz sikl bo'lishi mumkin)";
  await expect(workspace.getByRole("paragraph").filter({ hasText: reason })).toBeVisible();
  await expect(workspace.locator('[data-testid="check-row"][data-state="failed"]').first()).toContainText(reason);

  // Fixed, the page shows.
  await writeFile(page, workspace, html, "<h1>Salom</h1>\n<script>document.querySelector('h1').textContent = 'Tayyor';</script>");
  await workspace.getByTestId("practice-run").click();
  await expect(workspace.getByTestId("practice-preview").contentFrame().locator("h1")).toHaveText("Tayyor");
});

test("the practice strings come with the learning page only, not with every public page", async ({ context, playwright, baseURL }) => {
  // A string of the practice namespace only the exercises' client components show.
  const marker = "Brauzerda tekshirildi, server javobi kutilmoqda…";
  const admin = await playwright.request.newContext({ baseURL, ...SAME_ORIGIN });
  await login(admin);
  const visitor = await playwright.request.newContext({ baseURL, ...SAME_ORIGIN });
  const courseId = await enrolledInHtml(context.request, admin, `Sahifa o'lchami ${Date.now()}`);
  await admin.dispose();
  for (const path of ["/home", "/courses", `/courses/${courseId}`, "/projects"]) {
    const html = await (await visitor.get(path)).text();
    expect(html, `${path} as a visitor`).toContain("Qadam");
    expect(html, `${path} as a visitor`).not.toContain(marker);
  }
  for (const path of ["/my-courses", `/courses/${courseId}`]) {
    const html = await (await context.request.get(path)).text();
    expect(html, `${path} as a student`).not.toContain(marker);
  }
  await visitor.dispose();
  // The learning page brings them (its exercises are checked in the other tests of this file).
  expect(await (await context.request.get(`/learning/${courseId}`)).text()).toContain(marker);
});
