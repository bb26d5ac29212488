import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DELETE as deleteModule, PUT as updateModule } from "@/app/api/admin/courses/[id]/modules/[moduleId]/route";
import { GET as listModules, POST as createModule } from "@/app/api/admin/courses/[id]/modules/route";
import { DELETE as deleteLesson, PUT as updateLesson } from "@/app/api/admin/modules/[moduleId]/lessons/[lessonId]/route";
import { GET as listLessons, POST as createLesson } from "@/app/api/admin/modules/[moduleId]/lessons/route";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createUser } from "../support/factories";

async function course(archived = false) {
  return db().course.create({ data: { title: "Kurs", description: "d", instructor: "i", price: 0, archivedAt: archived ? new Date() : null }, select: { id: true } });
}

async function moduleOf(courseId: string, title = "Modul", order = 0) {
  return db().module.create({ data: { courseId, title, order }, select: { id: true } });
}

describe("modules: GET/POST /api/admin/courses/{id}/modules", () => {
  it("adds modules at the end and lists them in order with their lessons", async () => {
    const admin = await createUser({ role: "admin" });
    const { id } = await course();
    const first = await call(createModule, { method: "POST", params: { id }, token: admin.token, body: { title: "  Kirish  ", description: "Boshlanish" } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ success: true, message: "Modul muvaffaqiyatli qo'shildi", module: { title: "Kirish", description: "Boshlanish", order: 0, courseId: id, lessons: [] } });
    const second = await call(createModule, { method: "POST", params: { id }, token: admin.token, body: { title: "Asosiy" } });
    expect(second.body.module).toMatchObject({ order: 1, description: "" });
    const list = await call(listModules, { params: { id }, token: admin.token });
    expect(list.status).toBe(200);
    expect((list.body.modules as { title: string }[]).map((m) => m.title)).toEqual(["Kirish", "Asosiy"]);
  });

  it.each([
    ["no title", { description: "x" }, "Modul nomi majburiy"],
    ["blank title", { title: "   " }, "Modul nomi majburiy"],
    ["title of wrong type", { title: 5 }, "Modul nomi majburiy"],
  ])("refuses %s with 400 and creates nothing", async (_case, body, message) => {
    const admin = await createUser({ role: "admin" });
    const { id } = await course();
    const res = await call(createModule, { method: "POST", params: { id }, token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await db().module.count({ where: { courseId: id } })).toBe(0);
  });

  it("answers 404 for an unknown or archived course", async () => {
    const admin = await createUser({ role: "admin" });
    const archived = await course(true);
    for (const id of ["missing", archived.id]) {
      const res = await call(createModule, { method: "POST", params: { id }, token: admin.token, body: { title: "M" } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Kurs topilmadi");
      expect((await call(listModules, { params: { id }, token: admin.token })).status).toBe(404);
    }
  });

  it("answers 403 to a student and 401 without a token", async () => {
    const student = await createUser();
    const { id } = await course();
    const forbidden = await call(createModule, { method: "POST", params: { id }, token: student.token, body: { title: "M" } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("Admin huquqlariga ega emassiz");
    expect((await call(createModule, { method: "POST", params: { id }, body: { title: "M" } })).status).toBe(401);
    expect((await call(listModules, { params: { id }, token: student.token })).status).toBe(403);
    expect((await call(listModules, { params: { id } })).status).toBe(401);
    expect(await db().module.count({ where: { courseId: id } })).toBe(0);
  });
});

describe("modules: PUT/DELETE /api/admin/courses/{id}/modules/{moduleId}", () => {
  it("updates title, description and order", async () => {
    const admin = await createUser({ role: "admin" });
    const { id } = await course();
    const mod = await moduleOf(id);
    const res = await call(updateModule, { method: "PUT", params: { id, moduleId: mod.id }, token: admin.token, body: { title: "Yangi", description: "Tavsif", order: 3 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Modul muvaffaqiyatli yangilandi", module: { id: mod.id, title: "Yangi", description: "Tavsif", order: 3 } });
  });

  it("keeps the order when none is sent and accepts a numeric string", async () => {
    const admin = await createUser({ role: "admin" });
    const { id } = await course();
    const mod = await moduleOf(id, "M", 2);
    const kept = await call(updateModule, { method: "PUT", params: { id, moduleId: mod.id }, token: admin.token, body: { title: "M2" } });
    expect(kept.body.module).toMatchObject({ order: 2 });
    const text = await call(updateModule, { method: "PUT", params: { id, moduleId: mod.id }, token: admin.token, body: { title: "M2", order: "0" } });
    expect(text.body.module).toMatchObject({ order: 0 });
  });

  it.each([
    ["no title", { title: "", order: 1 }, "Modul nomi majburiy"],
    ["negative order", { title: "M", order: -1 }, "Tartib raqami 0 yoki undan katta butun son bo'lishi kerak"],
    ["fractional order", { title: "M", order: 1.5 }, "Tartib raqami 0 yoki undan katta butun son bo'lishi kerak"],
    ["text order", { title: "M", order: "birinchi" }, "Tartib raqami 0 yoki undan katta butun son bo'lishi kerak"],
  ])("refuses %s with 400 and changes nothing", async (_case, body, message) => {
    const admin = await createUser({ role: "admin" });
    const { id } = await course();
    const mod = await moduleOf(id, "Asl", 4);
    const res = await call(updateModule, { method: "PUT", params: { id, moduleId: mod.id }, token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await db().module.findUniqueOrThrow({ where: { id: mod.id }, select: { title: true, order: true } })).toEqual({ title: "Asl", order: 4 });
  });

  it("answers 404 for an unknown module or a module of another course", async () => {
    const admin = await createUser({ role: "admin" });
    const a = await course();
    const b = await course();
    const mod = await moduleOf(b.id);
    for (const moduleId of ["missing", mod.id]) {
      const put = await call(updateModule, { method: "PUT", params: { id: a.id, moduleId }, token: admin.token, body: { title: "X" } });
      expect(put.status).toBe(404);
      expect(put.body.message).toBe("Modul topilmadi");
      expect((await call(deleteModule, { method: "DELETE", params: { id: a.id, moduleId }, token: admin.token })).status).toBe(404);
    }
    expect(await db().module.count({ where: { id: mod.id } })).toBe(1);
  });

  it("deletes a module with its lessons", async () => {
    const admin = await createUser({ role: "admin" });
    const { id } = await course();
    const mod = await moduleOf(id);
    await db().lesson.create({ data: { moduleId: mod.id, title: "L" } });
    const res = await call(deleteModule, { method: "DELETE", params: { id, moduleId: mod.id }, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Modul o'chirildi" });
    expect(await db().module.count({ where: { id: mod.id } })).toBe(0);
    expect(await db().lesson.count({ where: { moduleId: mod.id } })).toBe(0);
  });

  it("answers 403 to a student and 401 without a token", async () => {
    const student = await createUser();
    const { id } = await course();
    const mod = await moduleOf(id, "Asl");
    expect((await call(updateModule, { method: "PUT", params: { id, moduleId: mod.id }, token: student.token, body: { title: "X" } })).status).toBe(403);
    expect((await call(updateModule, { method: "PUT", params: { id, moduleId: mod.id }, body: { title: "X" } })).status).toBe(401);
    expect((await call(deleteModule, { method: "DELETE", params: { id, moduleId: mod.id }, token: student.token })).status).toBe(403);
    expect((await call(deleteModule, { method: "DELETE", params: { id, moduleId: mod.id } })).status).toBe(401);
    expect((await db().module.findUniqueOrThrow({ where: { id: mod.id } })).title).toBe("Asl");
  });
});

describe("lessons: GET/POST /api/admin/modules/{moduleId}/lessons", () => {
  it("adds lessons at the end with video and code links, and lists them in order", async () => {
    const admin = await createUser({ role: "admin" });
    const mod = await moduleOf((await course()).id);
    const first = await call(createLesson, {
      method: "POST", params: { moduleId: mod.id }, token: admin.token,
      body: { title: "HTML nima?", description: "Kirish", videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", codeSourceUrl: "https://github.com/qadam/html-1" },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      message: "Dars muvaffaqiyatli qo'shildi",
      // Stored as the player's normalised address, the one form the player accepts.
      lesson: { title: "HTML nima?", order: 0, moduleId: mod.id, videoUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", codeSourceUrl: "https://github.com/qadam/html-1" },
    });
    const second = await call(createLesson, { method: "POST", params: { moduleId: mod.id }, token: admin.token, body: { title: "Teglar", videoUrl: "", codeSourceUrl: "" } });
    expect(second.body.lesson).toMatchObject({ order: 1, videoUrl: "", codeSourceUrl: "", description: "" });
    const iframe = await call(createLesson, {
      method: "POST", params: { moduleId: mod.id }, token: admin.token,
      body: { title: "Vimeo", videoUrl: '<iframe src="https://player.vimeo.com/video/123456789" width="640"></iframe>' },
    });
    expect(iframe.status).toBe(201);
    // A pasted iframe donates only its src: no markup is ever stored.
    expect((iframe.body.lesson as { videoUrl: string }).videoUrl).toBe("https://player.vimeo.com/video/123456789");
    const rows = await db().lesson.findMany({ where: { moduleId: mod.id }, select: { videoUrl: true } });
    expect(rows.some((row) => row.videoUrl.includes("<"))).toBe(false);
    const list = await call(listLessons, { params: { moduleId: mod.id }, token: admin.token });
    expect((list.body.lessons as { title: string }[]).map((l) => l.title)).toEqual(["HTML nima?", "Teglar", "Vimeo"]);
  });

  it.each([
    ["no title", { title: "" }, "Dars nomi majburiy"],
    ["an unsupported video link", { title: "L", videoUrl: "https://example.com/video" }, "Video havolasi qo'llab-quvvatlanmaydi"],
    ["a script iframe", { title: "L", videoUrl: '<iframe src="javascript:alert(1)"></iframe>' }, "Video havolasi qo'llab-quvvatlanmaydi"],
    ["an http mp4", { title: "L", videoUrl: "http://cdn.example.com/a.mp4" }, "Video havolasi qo'llab-quvvatlanmaydi"],
    ["an http code link", { title: "L", codeSourceUrl: "http://github.com/x" }, "Kod manbasi havolasi https:// bilan boshlanishi kerak"],
    ["a javascript code link", { title: "L", codeSourceUrl: "javascript:alert(1)" }, "Kod manbasi havolasi https:// bilan boshlanishi kerak"],
  ])("refuses %s with 400 and creates nothing", async (_case, body, message) => {
    const admin = await createUser({ role: "admin" });
    const mod = await moduleOf((await course()).id);
    const res = await call(createLesson, { method: "POST", params: { moduleId: mod.id }, token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await db().lesson.count({ where: { moduleId: mod.id } })).toBe(0);
  });

  it("answers 404 for an unknown module or one of an archived course", async () => {
    const admin = await createUser({ role: "admin" });
    const archivedModule = await moduleOf((await course(true)).id);
    for (const moduleId of ["missing", archivedModule.id]) {
      const res = await call(createLesson, { method: "POST", params: { moduleId }, token: admin.token, body: { title: "L" } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Modul topilmadi");
      expect((await call(listLessons, { params: { moduleId }, token: admin.token })).status).toBe(404);
    }
  });

  it("answers 403 to a student and 401 without a token", async () => {
    const student = await createUser();
    const mod = await moduleOf((await course()).id);
    expect((await call(createLesson, { method: "POST", params: { moduleId: mod.id }, token: student.token, body: { title: "L" } })).status).toBe(403);
    expect((await call(createLesson, { method: "POST", params: { moduleId: mod.id }, body: { title: "L" } })).status).toBe(401);
    expect((await call(listLessons, { params: { moduleId: mod.id }, token: student.token })).status).toBe(403);
    expect((await call(listLessons, { params: { moduleId: mod.id } })).status).toBe(401);
    expect(await db().lesson.count({ where: { moduleId: mod.id } })).toBe(0);
  });
});

describe("lessons: PUT/DELETE /api/admin/modules/{moduleId}/lessons/{lessonId}", () => {
  async function lesson() {
    const mod = await moduleOf((await course()).id);
    const created = await db().lesson.create({ data: { moduleId: mod.id, title: "Asl", order: 2 }, select: { id: true } });
    return { moduleId: mod.id, lessonId: created.id };
  }

  it("updates every field", async () => {
    const admin = await createUser({ role: "admin" });
    const params = await lesson();
    const res = await call(updateLesson, {
      method: "PUT", params, token: admin.token,
      body: { title: "Yangi", description: "T", videoUrl: "https://cdn.example.com/v.mp4", codeSourceUrl: "https://codepen.io/x", order: 0 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: "Dars muvaffaqiyatli yangilandi",
      lesson: { id: params.lessonId, title: "Yangi", description: "T", videoUrl: "https://cdn.example.com/v.mp4", codeSourceUrl: "https://codepen.io/x", order: 0 },
    });
  });

  it.each([
    ["no title", { title: " " }, "Dars nomi majburiy"],
    ["negative order", { title: "L", order: -2 }, "Tartib raqami 0 yoki undan katta butun son bo'lishi kerak"],
    ["a bad video", { title: "L", videoUrl: "<script>alert(1)</script>" }, "Video havolasi qo'llab-quvvatlanmaydi"],
  ])("refuses %s with 400 and changes nothing", async (_case, body, message) => {
    const admin = await createUser({ role: "admin" });
    const params = await lesson();
    const res = await call(updateLesson, { method: "PUT", params, token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await db().lesson.findUniqueOrThrow({ where: { id: params.lessonId }, select: { title: true, order: true } })).toEqual({ title: "Asl", order: 2 });
  });

  it("answers 404 for an unknown lesson or a lesson of another module", async () => {
    const admin = await createUser({ role: "admin" });
    const params = await lesson();
    const other = await moduleOf((await course()).id);
    for (const target of [{ moduleId: params.moduleId, lessonId: "missing" }, { moduleId: other.id, lessonId: params.lessonId }]) {
      const put = await call(updateLesson, { method: "PUT", params: target, token: admin.token, body: { title: "X" } });
      expect(put.status).toBe(404);
      expect(put.body.message).toBe("Dars topilmadi");
      expect((await call(deleteLesson, { method: "DELETE", params: target, token: admin.token })).status).toBe(404);
    }
    expect(await db().lesson.count({ where: { id: params.lessonId } })).toBe(1);
  });

  it("deletes a lesson", async () => {
    const admin = await createUser({ role: "admin" });
    const params = await lesson();
    const res = await call(deleteLesson, { method: "DELETE", params, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Dars o'chirildi" });
    expect(await db().lesson.count({ where: { id: params.lessonId } })).toBe(0);
  });

  it("answers 403 to a student and 401 without a token", async () => {
    const student = await createUser();
    const params = await lesson();
    expect((await call(updateLesson, { method: "PUT", params, token: student.token, body: { title: "X" } })).status).toBe(403);
    expect((await call(updateLesson, { method: "PUT", params, body: { title: "X" } })).status).toBe(401);
    expect((await call(deleteLesson, { method: "DELETE", params, token: student.token })).status).toBe(403);
    expect((await call(deleteLesson, { method: "DELETE", params })).status).toBe(401);
    expect((await db().lesson.findUniqueOrThrow({ where: { id: params.lessonId } })).title).toBe("Asl");
  });
});

describe("migration 20261122235000_lesson_video_src", () => {
  it("reduces stored iframe markup to its src and leaves links alone", async () => {
    const mod = await moduleOf((await course()).id);
    const cases = [
      ['<iframe width="560" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=a&amp;t=3" frameborder="0"></iframe>', "https://www.youtube.com/embed/dQw4w9WgXcQ?si=a&t=3"],
      ["<IFRAME src='https://player.vimeo.com/video/123456789'></IFRAME>", "https://player.vimeo.com/video/123456789"],
      ['<iframe data-src="x"></iframe>', ""],
      ["https://youtu.be/dQw4w9WgXcQ", "https://youtu.be/dQw4w9WgXcQ"],
    ];
    const ids = [];
    for (const [videoUrl] of cases) ids.push((await db().lesson.create({ data: { moduleId: mod.id, title: "L", videoUrl }, select: { id: true } })).id);
    const sql = readFileSync("prisma/migrations/20261122235000_lesson_video_src/migration.sql", "utf8");
    await db().$executeRawUnsafe(sql);
    const rows = await db().lesson.findMany({ where: { id: { in: ids } }, select: { id: true, videoUrl: true } });
    expect(ids.map((id) => rows.find((row) => row.id === id)?.videoUrl)).toEqual(cases.map(([, expected]) => expected));
  });
});
