import { describe, expect, it } from "vitest";
import { POST as createProjectRoute } from "@/app/api/admin/lessons/[lessonId]/projects/route";
import { POST as projectForm } from "@/app/practice/project/route";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createCourse, enrol } from "../support/course-factory";
import { createUser, type TestUser } from "../support/factories";

// Issue 41: a project's iteration posted by the browser before the page's scripts run
// (app/practice/project through lib/api/form-post.ts): the submissions route does the work, and
// the browser comes back to the project page with where the iteration went, or the refusal.

const FORM = "application/x-www-form-urlencoded";
const ORIGIN = "http://localhost:3000";

async function setup(brief: Record<string, unknown> = {}) {
  const course = await createCourse({ title: "Forma", modules: 1, lessonsPerModule: 1 });
  const lessonId = course.modules[0]!.lessons[0]!.id;
  const admin = await createUser({ role: "admin" });
  const created = await call(createProjectRoute, {
    token: admin.token,
    params: { lessonId },
    body: { titleUz: "Sahifa", titleRu: "Страница", statementUz: "S", statementRu: "S", acceptLink: true, ...brief },
  });
  expect(created.status).toBe(201);
  const student = await createUser();
  await enrol(student.id, course.id);
  const projectId = (created.body.project as { id: string }).id;
  return { projectId, student, page: `/learning/${course.id}/projects/${projectId}` };
}

async function post(user: TestUser, fields: [string, string][]) {
  const result = await call(projectForm, {
    path: "/practice/project",
    body: new URLSearchParams(fields).toString(),
    cookie: `jwt=${user.token}`,
    headers: { "content-type": FORM, origin: ORIGIN, "sec-fetch-site": "same-origin" },
  });
  const location = result.headers.get("location") ?? "";
  const url = new URL(location, ORIGIN);
  return { status: result.status, path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe("POST /practice/project (an iteration before scripts)", () => {
  it("sends the written files and the link, and comes back to the project with the iteration", async () => {
    const p = await setup();
    const sent = await post(p.student, [
      ["projectId", p.projectId],
      ["next", p.page],
      ["name.0", "index.html"],
      ["content.0", "<h1>Salom</h1>\r\n"],
      ["name.1", "empty.js"],
      ["content.1", "  "],
      ["link", " https://example.com/sahifa "],
    ]);
    expect(sent.status).toBe(303);
    expect(sent.path).toBe(p.page);
    const row = await db().projectSubmission.findUniqueOrThrow({ where: { id: sent.query.sent! }, select: { userId: true, status: true, files: true, link: true } });
    expect(row).toEqual({ userId: p.student.id, status: "waiting", files: [{ name: "index.html", content: "<h1>Salom</h1>\n" }], link: "https://example.com/sahifa" });
  });

  it("comes back with the refusal's code and stores nothing", async () => {
    const p = await setup();
    const refused = await post(p.student, [
      ["projectId", p.projectId],
      ["next", p.page],
      ["link", "javascript:alert(1)"],
    ]);
    expect(refused).toMatchObject({ status: 303, path: p.page, query: { form: "project", error: "invalid_input" } });
    expect(await db().projectSubmission.count({ where: { exerciseId: p.projectId } })).toBe(0);
  });

  it("runs the project's automatic checks too: a failing iteration comes back sent back", async () => {
    const p = await setup({ checkKind: "web", checks: [{ type: "exists", selector: "h1" }] });
    const sent = await post(p.student, [
      ["projectId", p.projectId],
      ["next", p.page],
      ["name.0", "index.html"],
      ["content.0", "<p>Salom</p>"],
    ]);
    expect(sent.status).toBe(303);
    const row = await db().projectSubmission.findUniqueOrThrow({ where: { id: sent.query.sent! }, select: { status: true, checkReport: true } });
    expect(row.status).toBe("changes_requested");
    expect(row.checkReport).toMatchObject({ passed: false });
  });
});
