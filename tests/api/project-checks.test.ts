import { describe, expect, it } from "vitest";
import { POST as createProjectRoute } from "@/app/api/admin/lessons/[lessonId]/projects/route";
import { PUT as updateProjectRoute } from "@/app/api/admin/projects/[id]/route";
import { GET as projectRoute } from "@/app/api/projects/[id]/route";
import { POST as submitRoute } from "@/app/api/projects/[id]/submissions/route";
import { GET as queueRoute } from "@/app/api/review/queue/route";
import { GET as reviewRoute } from "@/app/api/review/submissions/[id]/route";
import { POST as claimRoute } from "@/app/api/review/submissions/[id]/claim/route";
import { db } from "@/lib/db/client";
import uz from "@/messages/uz.json";
import { call } from "../support/call";
import { createCourse, enrol } from "../support/course-factory";
import { createUser, type TestUser } from "../support/factories";

// Issue 41: automatic checks before review. A project may carry the practice checker's checks;
// every iteration runs them in the practice sandbox first, keeps the report, shows it to the
// student at once and to the mentor; one that fails a check never enters the review queue and
// the student may send again. Every test makes its own course, project, student and admin.

const WEB_CHECKS = [
  { type: "exists", selector: "h1" },
  { type: "source", must: "notMatch", pattern: "<marquee", ignoreCase: true },
];
const JS_CHECKS = [{ type: "returns", name: "sum", args: [2, 3], expected: 5 }];

type Setup = { projectId: string; lessonId: string; student: TestUser; admin: TestUser };

async function setup(brief: Record<string, unknown>): Promise<Setup> {
  const course = await createCourse({ title: "Checks", modules: 1, lessonsPerModule: 1 });
  const lessonId = course.modules[0]!.lessons[0]!.id;
  const admin = await createUser({ role: "admin" });
  const created = await call(createProjectRoute, {
    token: admin.token,
    params: { lessonId },
    body: { titleUz: "Sahifa", titleRu: "Страница", statementUz: "Sahifa yozing", statementRu: "Напишите страницу", acceptLink: true, checklistUz: [], checklistRu: [], ...brief },
  });
  expect(created.status).toBe(201);
  const student = await createUser();
  await enrol(student.id, course.id);
  return { projectId: (created.body.project as { id: string }).id, lessonId, student, admin };
}

function send(p: Setup, files: { name: string; content: string }[], link?: string) {
  const body = new FormData();
  body.append("files", JSON.stringify(files));
  if (link) body.append("link", link);
  return call(submitRoute, { method: "POST", token: p.student.token, params: { id: p.projectId }, body });
}

type Checks = { passed: boolean; verdict: string; results: { check: number; passed: boolean; message: string }[] } | null;
type Iteration = { id: string; status: string; checks: Checks };

async function queued(admin: TestUser, id: string): Promise<boolean> {
  const queue = await call(queueRoute, { token: admin.token });
  expect(queue.status).toBe(200);
  return (queue.body.items as { id: string }[]).some((item) => item.id === id);
}

const GOOD_PAGE = [{ name: "index.html", content: "<!DOCTYPE html><html><body><h1>Salom</h1></body></html>" }];
const BAD_PAGE = [{ name: "index.html", content: "<!DOCTYPE html><html><body><p>Salom</p><MARQUEE>!</MARQUEE></body></html>" }];

describe("a project with automatic checks", () => {
  it("sends an iteration that passes them to the queue, with the report for student and mentor", async () => {
    const p = await setup({ checkKind: "web", checks: WEB_CHECKS });
    const res = await send(p, [...GOOD_PAGE, { name: "README.md", content: "# Loyiha" }]);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(uz.api.success.projectSubmitted);
    const sent = res.body.submission as Iteration;
    expect(sent.status).toBe("waiting");
    expect(sent.checks).toMatchObject({ passed: true, verdict: "ok", results: [{ check: 0, passed: true }, { check: 1, passed: true }] });
    expect(await queued(p.admin, sent.id)).toBe(true);
    const mine = await call(projectRoute, { token: p.student.token, params: { id: p.projectId } });
    expect((mine.body.project as { iterations: Iteration[] }).iterations[0]!.checks!.passed).toBe(true);
    const review = await call(reviewRoute, { token: p.admin.token, params: { id: sent.id } });
    expect((review.body.submission as Iteration).checks).toMatchObject({ passed: true, results: [{ passed: true }, { passed: true }] });
  });

  it("keeps an iteration failing one out of the queue, says why at once, and takes the next", async () => {
    const p = await setup({ checkKind: "web", checks: WEB_CHECKS });
    const res = await send(p, BAD_PAGE, "https://example.com/sahifa");
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(uz.api.success.projectChecksFailed);
    const failed = res.body.submission as Iteration;
    expect(failed.status).toBe("changes_requested");
    expect(failed.checks!.passed).toBe(false);
    expect(failed.checks!.results.map((result) => result.passed)).toEqual([false, false]);
    expect(failed.checks!.results[0]!.message).not.toBe("");
    expect(await queued(p.admin, failed.id)).toBe(false);
    expect((await call(claimRoute, { method: "POST", token: p.admin.token, params: { id: failed.id } })).status).toBe(409);
    const row = await db().projectSubmission.findUniqueOrThrow({ where: { id: failed.id }, select: { claimedById: true, reviewedAt: true, link: true } });
    expect(row).toEqual({ claimedById: null, reviewedAt: null, link: "https://example.com/sahifa" });
    const mine = await call(projectRoute, { token: p.student.token, params: { id: p.projectId } });
    const project = mine.body.project as { canSubmit: boolean; iterations: Iteration[] };
    expect(project.canSubmit).toBe(true);
    expect(project.iterations[0]!.checks!.passed).toBe(false);

    const next = await send(p, GOOD_PAGE);
    expect(next.status).toBe(201);
    const second = next.body.submission as Iteration & { iteration: number };
    expect(second).toMatchObject({ iteration: 2, status: "waiting" });
    expect(await queued(p.admin, second.id)).toBe(true);
    const review = await call(reviewRoute, { token: p.admin.token, params: { id: second.id } });
    expect((review.body.earlier as Iteration[]).find((item) => item.id === failed.id)!.checks!.passed).toBe(false);
  });

  it("runs a js project's checks in the sandbox: an endless loop is stopped and kept out of the queue", async () => {
    const p = await setup({ checkKind: "js", checks: JS_CHECKS });
    const loop = await send(p, [{ name: "main.js", content: "function sum(a, b) { while (true) {} }\nsum(1, 2);\n" }]);
    expect(loop.status).toBe(201);
    const stopped = loop.body.submission as Iteration;
    expect(stopped.checks).toMatchObject({ passed: false, verdict: "timeout" });
    expect(stopped.status).toBe("changes_requested");
    expect(await queued(p.admin, stopped.id)).toBe(false);
    const fixed = await send(p, [{ name: "main.js", content: "function sum(a, b) { return a + b; }\n" }]);
    expect((fixed.body.submission as Iteration).checks).toMatchObject({ passed: true, verdict: "ok" });
  });

  it("refuses checked sources past the practice bound (413) and a file past the file bound (400), storing nothing", async () => {
    const p = await setup({ checkKind: "js", checks: JS_CHECKS });
    const big = "// " + "x".repeat(40_000) + "\n";
    const tooMuch = await send(p, [
      { name: "a.js", content: big },
      { name: "b.js", content: big },
      { name: "main.js", content: big + "function sum(a, b) { return a + b; }\n" },
    ]);
    expect(tooMuch.status).toBe(413);
    expect(tooMuch.body.code).toBe("payload_too_large");
    const huge = await send(p, [{ name: "main.js", content: "x".repeat(60_000) }]);
    expect(huge.status).toBe(400);
    expect(await db().projectSubmission.count({ where: { exerciseId: p.projectId } })).toBe(0);
  });

  it("lets an iteration failing only a check that advises go to the queue, with that check's failure shown", async () => {
    const p = await setup({ checkKind: "web", checks: WEB_CHECKS, optionalChecks: [1] });
    const res = await send(p, [{ name: "index.html", content: "<h1>Salom</h1><marquee>!</marquee>" }]);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(uz.api.success.projectSubmitted);
    const sent = res.body.submission as Iteration & { checks: { held: boolean; optional: number[] } };
    expect(sent.status).toBe("waiting");
    expect(sent.checks).toMatchObject({ passed: false, held: false, optional: [1], results: [{ check: 0, passed: true }, { check: 1, passed: false }] });
    expect(await queued(p.admin, sent.id)).toBe(true);
    const held = await send(p, BAD_PAGE);
    expect(held.status).toBe(409);
  });

  it("runs nothing for a project without checks: every iteration goes to the queue", async () => {
    const p = await setup({});
    const res = await send(p, BAD_PAGE);
    const sent = res.body.submission as Iteration;
    expect(sent).toMatchObject({ status: "waiting", checks: null });
    expect(await queued(p.admin, sent.id)).toBe(true);
  });
});

describe("authoring a project's checks", () => {
  const refusals: [name: string, brief: Record<string, unknown>, message: string][] = [
    ["checks without files to check", { acceptFiles: false, acceptLink: true, checkKind: "web", checks: WEB_CHECKS }, uz.api.validation.projectChecksNeedFiles],
    ["checks without a kind", { checks: WEB_CHECKS }, uz.api.validation.exerciseKind],
    ["a web check in a js project", { checkKind: "js", checks: WEB_CHECKS }, uz.api.validation.checkKind],
    ["a check the checker does not know", { checkKind: "web", checks: [{ type: "eval", code: "1" }] }, uz.api.errors.invalid_input],
    ["an advising check that is not there", { checkKind: "web", checks: WEB_CHECKS, optionalChecks: [2] }, uz.api.validation.projectOptionalChecks],
  ];
  for (const [name, brief, message] of refusals)
    it(`refuses ${name} (400), on create and on save, changing nothing`, async () => {
      const p = await setup({ checkKind: "web", checks: WEB_CHECKS });
      const body = { titleUz: "Sahifa", titleRu: "Страница", statementUz: "S", statementRu: "S", acceptFiles: true, ...brief };
      const created = await call(createProjectRoute, { token: p.admin.token, params: { lessonId: p.lessonId }, body });
      expect(created.status).toBe(400);
      if (message !== uz.api.errors.invalid_input) expect(created.body.message).toBe(message);
      const saved = await call(updateProjectRoute, { method: "PUT", token: p.admin.token, params: { id: p.projectId }, body });
      expect(saved.status).toBe(400);
      expect(await db().exercise.count({ where: { lessonId: p.lessonId } })).toBe(1);
      const row = await db().exercise.findUniqueOrThrow({ where: { id: p.projectId }, select: { checks: true, projectBrief: { select: { checkKind: true, acceptFiles: true, optionalChecks: true } } } });
      expect(row).toEqual({ checks: WEB_CHECKS, projectBrief: { checkKind: "web", acceptFiles: true, optionalChecks: [] } });
    });

  it("stores the checks and their kind, and drops the kind with the last check", async () => {
    const p = await setup({ checkKind: "js", checks: JS_CHECKS });
    const base = { titleUz: "Sahifa", titleRu: "Страница", statementUz: "S", statementRu: "S" };
    const withChecks = await call(updateProjectRoute, { method: "PUT", token: p.admin.token, params: { id: p.projectId }, body: { ...base, checkKind: "web", checks: WEB_CHECKS } });
    expect(withChecks.status).toBe(200);
    expect(withChecks.body.project).toMatchObject({ checkKind: "web", checks: WEB_CHECKS, optionalChecks: [] });
    const advising = await call(updateProjectRoute, { method: "PUT", token: p.admin.token, params: { id: p.projectId }, body: { ...base, checkKind: "web", checks: WEB_CHECKS, optionalChecks: [1, 1] } });
    expect(advising.body.project).toMatchObject({ optionalChecks: [1] });
    const none = await call(updateProjectRoute, { method: "PUT", token: p.admin.token, params: { id: p.projectId }, body: { ...base, checkKind: "web", checks: [] } });
    expect(none.body.project).toMatchObject({ checkKind: null, checks: [] });
  });
});
