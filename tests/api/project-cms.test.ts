import { describe, expect, it } from "vitest";
import { POST as createProjectRoute } from "@/app/api/admin/lessons/[lessonId]/projects/route";
import { GET as adminProjectRoute, PUT as updateProjectRoute } from "@/app/api/admin/projects/[id]/route";
import { POST as submitRoute } from "@/app/api/projects/[id]/submissions/route";
import { db } from "@/lib/db/client";
import uz from "@/messages/uz.json";
import { call } from "../support/call";
import { createCourse, enrol } from "../support/course-factory";
import { createUser } from "../support/factories";

// Issue 41: the CMS form for projects. An admin reads a lesson's project as the form edits it and
// saves it whole (statement, what to hand in, the checklist); bad input is a 400 naming the field,
// and changes nothing. Every test makes its own course, project and admin.

const BODY = {
  titleUz: "Birinchi server",
  titleRu: "Первый сервер",
  statementUz: "Express bilan server yozing",
  statementRu: "Напишите сервер на Express",
  starterFiles: [{ name: "server.js", content: "// bu yerda\n" }],
  acceptFiles: true,
  acceptArchive: false,
  acceptLink: true,
  checklistUz: ["Server ishga tushadi"],
  checklistRu: ["Сервер запускается"],
  published: true,
  checkKind: null,
  checks: [],
  optionalChecks: [],
};

async function setup() {
  const course = await createCourse({ title: "Express", modules: 1, lessonsPerModule: 1 });
  const lessonId = course.modules[0]!.lessons[0]!.id;
  const admin = await createUser({ role: "admin" });
  const created = await call(createProjectRoute, { token: admin.token, params: { lessonId }, body: BODY });
  expect(created.status).toBe(201);
  return { admin, lessonId, courseId: course.id, projectId: (created.body.project as { id: string }).id };
}

const put = (token: string, id: string, body: unknown) => call(updateProjectRoute, { method: "PUT", token, params: { id }, body });
const read = (token: string, id: string) => call(adminProjectRoute, { token, params: { id } });

describe("GET /api/admin/projects/{id}", () => {
  it("answers the project as the form edits it", async () => {
    const p = await setup();
    const res = await read(p.admin.token, p.projectId);
    expect(res.status).toBe(200);
    expect(res.body.project).toEqual({ id: p.projectId, lessonId: p.lessonId, ...BODY });
  });

  it("is 404 for an exercise that is not a project, and for an unknown id", async () => {
    const p = await setup();
    const exercise = await db().exercise.create({ data: { lessonId: p.lessonId, kind: "web", titleUz: "M", titleRu: "M", statementUz: "S", statementRu: "S" }, select: { id: true } });
    for (const id of [exercise.id, "cm0000000000000000000000"]) {
      const res = await read(p.admin.token, id);
      expect(res.status, id).toBe(404);
      expect(res.body.code).toBe("project_not_found");
    }
  });
});

describe("PUT /api/admin/projects/{id}", () => {
  it("saves the statement, what to hand in and the checklist, keeping the iterations sent", async () => {
    const p = await setup();
    const student = await createUser();
    await enrol(student.id, p.courseId);
    const files = new FormData();
    files.append("files", JSON.stringify([{ name: "server.js", content: "console.log(1)" }]));
    expect((await call(submitRoute, { method: "POST", token: student.token, params: { id: p.projectId }, body: files })).status).toBe(201);
    const next = {
      ...BODY,
      titleUz: "Server va marshrutlar",
      statementRu: "Сервер с двумя маршрутами",
      acceptFiles: false,
      acceptArchive: true,
      checklistUz: ["Ikki marshrut", "README bor"],
      checklistRu: ["Два маршрута", "Есть README"],
      published: false,
    };
    const res = await put(p.admin.token, p.projectId, next);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(uz.api.success.projectUpdated);
    expect(res.body.project).toEqual({ id: p.projectId, lessonId: p.lessonId, ...next });
    expect((await read(p.admin.token, p.projectId)).body.project).toEqual({ id: p.projectId, lessonId: p.lessonId, ...next });
    expect(await db().projectSubmission.count({ where: { exerciseId: p.projectId } })).toBe(1);
  });

  const refusals: [name: string, change: Record<string, unknown>, message: string][] = [
    ["an empty title", { titleUz: "  " }, uz.api.validation.exerciseTitle],
    ["an empty statement", { statementRu: "" }, uz.api.validation.projectStatement],
    ["nothing to hand in", { acceptFiles: false, acceptArchive: false, acceptLink: false }, uz.api.validation.projectHandIn],
    ["a checklist shorter in Russian", { checklistUz: ["A", "B"], checklistRu: ["A"] }, uz.api.validation.projectChecklist],
    ["a blank checklist item", { checklistUz: [" "], checklistRu: ["A"] }, uz.api.validation.projectChecklistItem],
    ["a checklist item too long", { checklistUz: ["A".repeat(301)], checklistRu: ["A"] }, uz.api.validation.projectChecklistItem],
    ["a starter file outside the folder", { starterFiles: [{ name: "../server.js", content: "" }] }, uz.api.validation.projectFileName],
    ["hand-in flags that are not booleans", { acceptLink: "yes" }, uz.api.errors.invalid_input],
  ];
  for (const [name, change, message] of refusals)
    it(`refuses ${name} (400, nothing changed)`, async () => {
      const p = await setup();
      const res = await put(p.admin.token, p.projectId, { ...BODY, ...change });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("invalid_input");
      if (message !== uz.api.errors.invalid_input) expect(res.body.message).toBe(message);
      expect((await read(p.admin.token, p.projectId)).body.project).toEqual({ id: p.projectId, lessonId: p.lessonId, ...BODY });
    });

  it("is 404 for an exercise that is not a project, leaving it as it was", async () => {
    const p = await setup();
    const exercise = await db().exercise.create({ data: { lessonId: p.lessonId, kind: "js", titleUz: "M", titleRu: "M", statementUz: "S", statementRu: "S" }, select: { id: true } });
    const res = await put(p.admin.token, exercise.id, BODY);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("project_not_found");
    expect(await db().exercise.findUniqueOrThrow({ where: { id: exercise.id }, select: { kind: true, titleUz: true } })).toEqual({ kind: "js", titleUz: "M" });
    expect(await db().projectBrief.count({ where: { exerciseId: exercise.id } })).toBe(0);
  });
});
