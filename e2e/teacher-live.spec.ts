import { expect, test, type Page } from "@playwright/test";
import { seriousFindings } from "./support/axe";
import { login } from "./support/accounts";
import { askUnder, firstProject, htmlClassroom, sendProject } from "./support/mentoring";
import { SAME_ORIGIN } from "./support/origin";
import { shooter } from "./support/shoot";

test.use(SAME_ORIGIN);

// Issue 41: a teacher's question and review lists are live. The teacher's pages are open before
// the student writes; the teacher's socket (its groups' rooms only) brings the new question and
// the new project iteration into the lists without a reload.

const shoot = shooter(process.env.TEACH_SHOTS_DIR ?? "/tmp/shots-teach", { animations: "disabled" });

/** Resolves once the page's socket.io connection is open (the server's connect packet arrived). */
async function socketOpen(page: Page, open: () => Promise<unknown>): Promise<void> {
  // Listening from the socket's first moment: the connect packet may come before any later await.
  const connected = new Promise<void>((resolve) => {
    page.on("websocket", (ws) => {
      if (!ws.url().includes("/ws/admin-notifications")) return;
      ws.on("framereceived", (frame) => {
        if (String(frame.payload).startsWith("40")) resolve();
      });
    });
  });
  await open();
  await connected;
}

test("a teacher's open question and review lists gain the student's new question and project", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const tag = `${Date.now() % 100_000}`;
  const room = await htmlClassroom(browser, baseURL!, tag);
  const { lessonId, projectId } = await firstProject(room.student, room.courseId);

  const teacherContext = await browser.newContext({ baseURL, ...SAME_ORIGIN, viewport: { width: 390, height: 844 } });
  await login(teacherContext.request, { phone: room.teacher.phone, password: room.teacher.password });
  const questions = await teacherContext.newPage();
  await socketOpen(questions, () => questions.goto("/teach/questions"));
  await expect(questions.getByRole("heading", { name: "Javobsiz savollar" })).toBeVisible();
  const question = `Jonli savol ${tag}: nega rasm chiqmayapti?`;
  await expect(questions.getByTestId("queue-item").filter({ hasText: question })).toHaveCount(0);

  // The student asks: the row arrives on the teacher's open page.
  await askUnder(room.student, lessonId, question);
  await expect(questions.getByTestId("queue-item").filter({ hasText: question })).toBeVisible();
  await shoot(questions, "teach-questions-live");
  expect(await seriousFindings(questions)).toEqual([]);

  const reviews = await teacherContext.newPage();
  await socketOpen(reviews, () => reviews.goto("/teach/reviews"));
  await expect(reviews.getByRole("heading", { name: "Loyihalar tekshiruvi" })).toBeVisible();
  const rows = reviews.getByTestId("queue-item").filter({ hasText: room.studentName });
  await expect(rows).toHaveCount(0);

  // The student sends the project: the teacher's review queue gains it, with a link to review it.
  const submissionId = await sendProject(room.student, projectId);
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole("link")).toHaveAttribute("href", `/teach/reviews/${submissionId}`);
  await shoot(reviews, "teach-reviews-live");
  expect(await seriousFindings(reviews)).toEqual([]);
  await teacherContext.close();
  await room.close();
});
