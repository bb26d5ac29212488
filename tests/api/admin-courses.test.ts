import { beforeEach, describe, expect, it } from "vitest";
import { GET as details } from "@/app/api/admin/courses/[id]/details/route";
import { DELETE as deleteCourse, PUT as updateCourse } from "@/app/api/admin/courses/[id]/route";
import { PATCH as setStatus } from "@/app/api/admin/courses/[id]/status/route";
import { PATCH as reorder } from "@/app/api/admin/courses/reorder/route";
import { GET as listCourses, POST as createCourse } from "@/app/api/admin/courses/route";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createUser } from "../support/factories";

// The CMS works on every course at once (positions, the list), so each test starts with none.
beforeEach(async () => {
  await db().enrollment.deleteMany();
  await db().course.deleteMany();
  await db().courseImage.deleteMany();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

function courseForm(overrides: Record<string, string | File | undefined> = {}): FormData {
  const fields: Record<string, string | File | undefined> = {
    title: "Python asoslari",
    description: "Noldan boshlab Python",
    instructor: "Aziz Karimov",
    price: "450000",
    duration: "8 hafta",
    level: "O'rta",
    category: "Dasturlash",
    tags: JSON.stringify(["python", "backend"]),
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  return form;
}

async function seedCourse(data: { title?: string; position?: number; archivedAt?: Date; status?: "active" | "draft" } = {}) {
  return db().course.create({
    data: { title: data.title ?? "Kurs", description: "d", instructor: "i", price: 1000, position: data.position ?? 0, archivedAt: data.archivedAt ?? null, status: data.status ?? "draft" },
    select: { id: true },
  });
}

describe("POST /api/admin/courses", () => {
  it("creates a draft at the end of the order with every field", async () => {
    const admin = await createUser({ role: "admin" });
    await seedCourse({ position: 7 });
    const res = await call(createCourse, { method: "POST", token: admin.token, body: courseForm() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: "Kurs muvaffaqiyatli qo'shildi",
      course: {
        title: "Python asoslari", description: "Noldan boshlab Python", instructor: "Aziz Karimov", price: 450_000, duration: "8 hafta", durationWeeks: 8,
        level: "O'rta", levelKey: "intermediate", category: "Dasturlash", tags: ["python", "backend"], status: "draft", position: 8, imageUrl: null, modulesCount: 0, enrollmentsCount: 0,
      },
    });
  });

  it("defaults the level to beginner and tags to none, and accepts price 0", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await call(createCourse, { method: "POST", token: admin.token, body: courseForm({ level: undefined, tags: undefined, category: undefined, price: "0" }) });
    expect(res.status).toBe(201);
    expect(res.body.course).toMatchObject({ level: "Boshlang'ich", levelKey: "beginner", tags: [], category: "", price: 0, position: 0 });
  });

  it("stores an image and answers its URL", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await call(createCourse, { method: "POST", token: admin.token, body: courseForm({ image: new File([PNG], "cover.png", { type: "image/png" }) }) });
    expect(res.status).toBe(201);
    const course = res.body.course as { id: string; imageUrl: string };
    expect(course.imageUrl).toMatch(/^\/api\/course-images\/[a-z0-9]+$/);
    const row = await db().course.findUniqueOrThrow({ where: { id: course.id }, select: { image: { select: { mimeType: true, size: true } } } });
    expect(row.image).toEqual({ mimeType: "image/png", size: PNG.byteLength });
  });

  it("reads the image from the spec's field imageUrl (admin §7) and updates it there too", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await call(createCourse, { method: "POST", token: admin.token, body: courseForm({ imageUrl: new File([PNG], "cover.png", { type: "image/png" }) }) });
    expect(res.status).toBe(201);
    const course = res.body.course as { id: string; imageUrl: string | null };
    expect(course.imageUrl).toMatch(/^\/api\/course-images\/[a-z0-9]+$/);
    const gif = new File([new TextEncoder().encode("GIF89a\u0001\u0000\u0001\u0000")], "b.gif");
    const updated = await call(updateCourse, { method: "PUT", params: { id: course.id }, token: admin.token, body: courseForm({ imageUrl: gif }) });
    expect(updated.status).toBe(200);
    const row = await db().course.findUniqueOrThrow({ where: { id: course.id }, select: { image: { select: { mimeType: true } } } });
    expect(row.image?.mimeType).toBe("image/gif");
  });

  it.each([
    ["a file over 2 MB under imageUrl", { imageUrl: new File([PNG, new Uint8Array(2 * 1024 * 1024)], "big.png") }, 413, "Rasm hajmi 2 MB dan oshmasligi kerak"],
    ["a file that is not an image under imageUrl", { imageUrl: new File(["hello"], "a.txt", { type: "text/plain" }) }, 415, "Faqat PNG, JPEG, WebP yoki GIF rasm yuklash mumkin"],
    ["a file under a field the server does not know", { cover: new File([PNG], "a.png") }, 400, "Noma'lum fayl maydoni: cover"],
  ])("refuses %s, creating nothing", async (_case, overrides, status, message) => {
    const admin = await createUser({ role: "admin" });
    const res = await call(createCourse, { method: "POST", token: admin.token, body: courseForm(overrides) });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await db().course.count()).toBe(0);
    expect(await db().courseImage.count()).toBe(0);
  });

  it("sets, keeps and clears the prerequisite; refuses an unknown one, the course itself and a loop", async () => {
    const admin = await createUser({ role: "admin" });
    const first = await seedCourse({ title: "HTML" });
    const created = await call(createCourse, { method: "POST", token: admin.token, body: courseForm({ prerequisiteId: first.id }) });
    expect(created.status).toBe(201);
    const course = created.body.course as { id: string; prerequisiteId: string | null };
    expect(course.prerequisiteId).toBe(first.id);
    const kept = await call(updateCourse, { method: "PUT", params: { id: course.id }, token: admin.token, body: courseForm() });
    expect(kept.body.course).toMatchObject({ prerequisiteId: first.id });
    const loop = await call(updateCourse, { method: "PUT", params: { id: first.id }, token: admin.token, body: courseForm({ prerequisiteId: course.id }) });
    expect(loop.status).toBe(400);
    expect(loop.body.message).toBe("Kurs o'zidan keyingi kursni talab qila olmaydi");
    const itself = await call(updateCourse, { method: "PUT", params: { id: course.id }, token: admin.token, body: courseForm({ prerequisiteId: course.id }) });
    expect(itself.status).toBe(400);
    const unknown = await call(createCourse, { method: "POST", token: admin.token, body: courseForm({ prerequisiteId: "ckunknown000000000000000" }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Talab qilinadigan kurs topilmadi");
    const cleared = await call(updateCourse, { method: "PUT", params: { id: course.id }, token: admin.token, body: courseForm({ prerequisiteId: "" }) });
    expect(cleared.body.course).toMatchObject({ prerequisiteId: null });
    expect((await db().course.findUniqueOrThrow({ where: { id: first.id }, select: { prerequisiteId: true } })).prerequisiteId).toBeNull();
  });

  it("treats an empty file part as no image", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await call(createCourse, { method: "POST", token: admin.token, body: courseForm({ image: new File([], "", { type: "application/octet-stream" }) }) });
    expect(res.status).toBe(201);
    expect(res.body.course).toMatchObject({ imageUrl: null });
  });

  it.each([
    ["no title", { title: undefined }, "Barcha maydonlarni to'ldiring"],
    ["blank title", { title: "   " }, "Barcha maydonlarni to'ldiring"],
    ["no description", { description: "" }, "Barcha maydonlarni to'ldiring"],
    ["no instructor", { instructor: undefined }, "Barcha maydonlarni to'ldiring"],
    ["no price", { price: "" }, "Barcha maydonlarni to'ldiring"],
    ["no duration", { duration: undefined }, "Barcha maydonlarni to'ldiring"],
    ["negative price", { price: "-5" }, "Narx 0 yoki undan katta butun son bo'lishi kerak"],
    ["fractional price", { price: "10.5" }, "Narx 0 yoki undan katta butun son bo'lishi kerak"],
    ["text price", { price: "ko'p" }, "Narx 0 yoki undan katta butun son bo'lishi kerak"],
    ["huge price", { price: "99999999999" }, "Narx juda katta"],
    // Past the field's 20 characters the number is still too large, not a text too long.
    ["a price of 21 digits", { price: "1".repeat(21) }, "Narx juda katta"],
    ["a duration of 101 characters", { duration: "4".repeat(101) }, "Davomiylik 1 dan 104 gacha hafta bo'lishi kerak (masalan, \"4 hafta\")"],
    ["unknown level", { level: "Expert" }, "Daraja Boshlang'ich, O'rta yoki Yuqori bo'lishi kerak"],
    ["tags not JSON", { tags: "python, backend" }, "Teglar ro'yxati noto'g'ri (JSON massiv, har biri 40 belgigacha)"],
    ["tags not strings", { tags: "[1,2]" }, "Teglar ro'yxati noto'g'ri (JSON massiv, har biri 40 belgigacha)"],
  ])("refuses %s with 400 and creates nothing", async (_case, overrides, message) => {
    const admin = await createUser({ role: "admin" });
    const before = await db().course.count();
    const res = await call(createCourse, { method: "POST", token: admin.token, body: courseForm(overrides) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await db().course.count()).toBe(before);
  });

  it("answers 415 for a JSON body instead of multipart", async () => {
    const admin = await createUser({ role: "admin" });
    const res = await call(createCourse, { method: "POST", token: admin.token, body: { title: "x" } });
    expect(res.status).toBe(415);
  });

  it("answers 403 to a student and 401 without a token, creating nothing", async () => {
    const student = await createUser();
    const forbidden = await call(createCourse, { method: "POST", token: student.token, body: courseForm() });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("Admin huquqlariga ega emassiz");
    expect((await call(createCourse, { method: "POST", body: courseForm() })).status).toBe(401);
    expect(await db().course.count({ where: { title: "Python asoslari" } })).toBe(0);
  });
});

describe("GET /api/admin/courses", () => {
  it("lists live courses in position order with module and enrolment counts, drafts included, archived left out", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser();
    const second = await seedCourse({ title: "Ikkinchi", position: 2, status: "active" });
    const first = await seedCourse({ title: "Birinchi", position: 1 });
    await seedCourse({ title: "Arxiv", position: 0, archivedAt: new Date() });
    await db().module.create({ data: { courseId: first.id, title: "M1" } });
    await db().module.create({ data: { courseId: first.id, title: "M2" } });
    await db().enrollment.create({ data: { userId: student.id, courseId: second.id, pricePaid: 0 } });
    const res = await call(listCourses, { token: admin.token });
    expect(res.status).toBe(200);
    const courses = res.body.courses as Record<string, unknown>[];
    expect(courses.map((course) => course.title)).toEqual(["Birinchi", "Ikkinchi"]);
    expect(courses[0]).toMatchObject({ id: first.id, modulesCount: 2, enrollmentsCount: 0, status: "draft", imageUrl: null });
    expect(courses[0]).toMatchObject({ duration: "4 hafta", durationWeeks: 4, level: "Boshlang'ich", levelKey: "beginner" });
    expect(courses[1]).toMatchObject({ id: second.id, modulesCount: 0, enrollmentsCount: 1, status: "active" });
  });

  it("answers 403 to a student and 401 without a token", async () => {
    const student = await createUser();
    expect((await call(listCourses, { token: student.token })).status).toBe(403);
    expect((await call(listCourses)).status).toBe(401);
  });
});

describe("PUT /api/admin/courses/{id}", () => {
  it("updates the fields and keeps the image when no file is sent", async () => {
    const admin = await createUser({ role: "admin" });
    const created = await call(createCourse, { method: "POST", token: admin.token, body: courseForm({ image: new File([PNG], "a.png") }) });
    const course = created.body.course as { id: string; imageUrl: string };
    const res = await call(updateCourse, { method: "PUT", params: { id: course.id }, token: admin.token, body: courseForm({ title: "Python 2", price: "500000", tags: "[]" }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Kurs muvaffaqiyatli yangilandi", course: { title: "Python 2", price: 500_000, tags: [], imageUrl: course.imageUrl } });
  });

  it("replaces the image and deletes the old bytes", async () => {
    const admin = await createUser({ role: "admin" });
    const created = await call(createCourse, { method: "POST", token: admin.token, body: courseForm({ image: new File([PNG], "a.png") }) });
    const course = created.body.course as { id: string; imageUrl: string };
    const oldImageId = course.imageUrl.split("/").pop() ?? "";
    const gif = new File([new TextEncoder().encode("GIF89a\x01\x00\x01\x00")], "b.gif");
    const res = await call(updateCourse, { method: "PUT", params: { id: course.id }, token: admin.token, body: courseForm({ image: gif }) });
    expect(res.status).toBe(200);
    const imageUrl = (res.body.course as { imageUrl: string }).imageUrl;
    expect(imageUrl).not.toBe(course.imageUrl);
    expect(await db().courseImage.count({ where: { id: oldImageId } })).toBe(0);
    const row = await db().course.findUniqueOrThrow({ where: { id: course.id }, select: { image: { select: { mimeType: true } } } });
    expect(row.image?.mimeType).toBe("image/gif");
  });

  it("removes the image with removeImage=1", async () => {
    const admin = await createUser({ role: "admin" });
    const created = await call(createCourse, { method: "POST", token: admin.token, body: courseForm({ image: new File([PNG], "a.png") }) });
    const course = created.body.course as { id: string };
    const before = await db().courseImage.count();
    const res = await call(updateCourse, { method: "PUT", params: { id: course.id }, token: admin.token, body: courseForm({ removeImage: "1" }) });
    expect(res.status).toBe(200);
    expect(res.body.course).toMatchObject({ imageUrl: null });
    expect(await db().courseImage.count()).toBe(before - 1);
  });

  it("refuses a missing field with 400 and changes nothing", async () => {
    const admin = await createUser({ role: "admin" });
    const course = await seedCourse({ title: "Asl nom" });
    const res = await call(updateCourse, { method: "PUT", params: { id: course.id }, token: admin.token, body: courseForm({ title: "", price: "1" }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Barcha maydonlarni to'ldiring");
    expect((await db().course.findUniqueOrThrow({ where: { id: course.id } })).title).toBe("Asl nom");
  });

  it("answers 404 for an unknown or archived course", async () => {
    const admin = await createUser({ role: "admin" });
    const archived = await seedCourse({ archivedAt: new Date() });
    for (const id of ["missing", archived.id]) {
      const res = await call(updateCourse, { method: "PUT", params: { id }, token: admin.token, body: courseForm() });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Kurs topilmadi");
    }
  });

  it("answers 403 to a student and 401 without a token", async () => {
    const student = await createUser();
    const course = await seedCourse({ title: "Asl nom" });
    expect((await call(updateCourse, { method: "PUT", params: { id: course.id }, token: student.token, body: courseForm() })).status).toBe(403);
    expect((await call(updateCourse, { method: "PUT", params: { id: course.id }, body: courseForm() })).status).toBe(401);
    expect((await db().course.findUniqueOrThrow({ where: { id: course.id } })).title).toBe("Asl nom");
  });
});

describe("DELETE /api/admin/courses/{id}", () => {
  it("deletes a course without enrolments with its modules, lessons and image", async () => {
    const admin = await createUser({ role: "admin" });
    const created = await call(createCourse, { method: "POST", token: admin.token, body: courseForm({ image: new File([PNG], "a.png") }) });
    const id = (created.body.course as { id: string }).id;
    const mod = await db().module.create({ data: { courseId: id, title: "M", lessons: { create: [{ title: "L1" }, { title: "L2" }] } }, select: { id: true } });
    const images = await db().courseImage.count();
    const res = await call(deleteCourse, { method: "DELETE", params: { id }, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "Kurs muvaffaqiyatli o'chirildi", outcome: "deleted" });
    expect(await db().course.count({ where: { id } })).toBe(0);
    expect(await db().module.count({ where: { id: mod.id } })).toBe(0);
    expect(await db().lesson.count({ where: { moduleId: mod.id } })).toBe(0);
    expect(await db().courseImage.count()).toBe(images - 1);
  });

  it("archives a course with enrolments: hidden from the CMS, the student keeps the enrolment and the content", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser();
    const course = await seedCourse({ title: "Pullik", status: "active" });
    await db().module.create({ data: { courseId: course.id, title: "M", lessons: { create: [{ title: "L1" }] } } });
    await db().enrollment.create({ data: { userId: student.id, courseId: course.id, pricePaid: 1000 } });
    const res = await call(deleteCourse, { method: "DELETE", params: { id: course.id }, token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Kurs muvaffaqiyatli o'chirildi", outcome: "archived" });
    const row = await db().course.findUniqueOrThrow({ where: { id: course.id }, select: { archivedAt: true, _count: { select: { modules: true, enrollments: true } } } });
    expect(row.archivedAt).toBeInstanceOf(Date);
    expect(row._count).toEqual({ modules: 1, enrollments: 1 });
    const list = await call(listCourses, { token: admin.token });
    expect((list.body.courses as { id: string }[]).some((c) => c.id === course.id)).toBe(false);
    const again = await call(deleteCourse, { method: "DELETE", params: { id: course.id }, token: admin.token });
    expect(again.status).toBe(404);
  });

  it("answers 404 for an unknown course, 403 to a student and 401 without a token", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser();
    const course = await seedCourse();
    expect((await call(deleteCourse, { method: "DELETE", params: { id: "missing" }, token: admin.token })).status).toBe(404);
    expect((await call(deleteCourse, { method: "DELETE", params: { id: course.id }, token: student.token })).status).toBe(403);
    expect((await call(deleteCourse, { method: "DELETE", params: { id: course.id } })).status).toBe(401);
    expect(await db().course.count({ where: { id: course.id } })).toBe(1);
  });
});

describe("PATCH /api/admin/courses/reorder", () => {
  async function threeCourses() {
    const a = await seedCourse({ title: "A", position: 0 });
    const b = await seedCourse({ title: "B", position: 1 });
    const c = await seedCourse({ title: "C", position: 2 });
    await seedCourse({ title: "Arxiv", position: 3, archivedAt: new Date() });
    return [a.id, b.id, c.id] as const;
  }

  async function titles(token: string) {
    const res = await call(listCourses, { token });
    return (res.body.courses as { title: string }[]).map((course) => course.title);
  }

  it("saves the new order", async () => {
    const admin = await createUser({ role: "admin" });
    const [a, b, c] = await threeCourses();
    const res = await call(reorder, { method: "PATCH", token: admin.token, body: { orderedIds: [c, a, b] } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await titles(admin.token)).toEqual(["C", "A", "B"]);
  });

  it.each([
    ["a missing course", (ids: readonly string[]) => [ids[0], ids[1]]],
    ["a duplicate", (ids: readonly string[]) => [ids[0], ids[0], ids[1], ids[2]]],
    ["an unknown id", (ids: readonly string[]) => [ids[0], ids[1], "unknown"]],
  ])("refuses %s with 400 and keeps the order", async (_case, build) => {
    const admin = await createUser({ role: "admin" });
    const ids = await threeCourses();
    const res = await call(reorder, { method: "PATCH", token: admin.token, body: { orderedIds: build(ids) } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Tartib barcha kurslarni bir martadan o'z ichiga olishi kerak");
    expect(await titles(admin.token)).toEqual(["A", "B", "C"]);
  });

  it("refuses an archived course in the list and a body that is not a list", async () => {
    const admin = await createUser({ role: "admin" });
    const [a, b, c] = await threeCourses();
    const archived = await db().course.findFirstOrThrow({ where: { title: "Arxiv" } });
    expect((await call(reorder, { method: "PATCH", token: admin.token, body: { orderedIds: [a, b, c, archived.id] } })).status).toBe(400);
    const wrongType = await call(reorder, { method: "PATCH", token: admin.token, body: { orderedIds: "a,b,c" } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe("Tartib barcha kurslarni bir martadan o'z ichiga olishi kerak");
    expect((await call(reorder, { method: "PATCH", token: admin.token, body: "{not json", headers: { "content-type": "application/json" } })).status).toBe(400);
    expect(await titles(admin.token)).toEqual(["A", "B", "C"]);
  });

  it("answers 403 to a student and 401 without a token", async () => {
    const student = await createUser();
    const [a, b, c] = await threeCourses();
    expect((await call(reorder, { method: "PATCH", token: student.token, body: { orderedIds: [c, b, a] } })).status).toBe(403);
    expect((await call(reorder, { method: "PATCH", body: { orderedIds: [c, b, a] } })).status).toBe(401);
  });
});

describe("PATCH /api/admin/courses/{id}/status", () => {
  it("publishes and hides a course", async () => {
    const admin = await createUser({ role: "admin" });
    const course = await seedCourse();
    const active = await call(setStatus, { method: "PATCH", params: { id: course.id }, token: admin.token, body: { status: "active" } });
    expect(active.status).toBe(200);
    expect(active.body).toMatchObject({ success: true, message: "Kurs holati yangilandi", course: { id: course.id, status: "active" } });
    const draft = await call(setStatus, { method: "PATCH", params: { id: course.id }, token: admin.token, body: { status: "draft" } });
    expect(draft.body.course).toMatchObject({ status: "draft" });
  });

  it("refuses another status with 400, answers 404 for an unknown course, 403 and 401", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser();
    const course = await seedCourse();
    const bad = await call(setStatus, { method: "PATCH", params: { id: course.id }, token: admin.token, body: { status: "archived" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Holat active yoki draft bo'lishi kerak");
    expect((await call(setStatus, { method: "PATCH", params: { id: "missing" }, token: admin.token, body: { status: "active" } })).status).toBe(404);
    expect((await call(setStatus, { method: "PATCH", params: { id: course.id }, token: student.token, body: { status: "active" } })).status).toBe(403);
    expect((await call(setStatus, { method: "PATCH", params: { id: course.id }, body: { status: "active" } })).status).toBe(401);
    expect((await db().course.findUniqueOrThrow({ where: { id: course.id } })).status).toBe("draft");
  });
});

describe("GET /api/admin/courses/{id}/details", () => {
  it("answers the course with modules and lessons in order", async () => {
    const admin = await createUser({ role: "admin" });
    const course = await seedCourse({ title: "Batafsil" });
    await db().module.create({ data: { courseId: course.id, title: "Ikkinchi", order: 1 } });
    await db().module.create({
      data: { courseId: course.id, title: "Birinchi", order: 0, lessons: { create: [{ title: "L2", order: 1 }, { title: "L1", order: 0, videoUrl: "https://youtu.be/dQw4w9WgXcQ" }] } },
    });
    const res = await call(details, { params: { id: course.id }, token: admin.token });
    expect(res.status).toBe(200);
    const body = res.body.course as { title: string; modulesCount: number; modules: { title: string; lessons: { title: string; videoUrl: string }[] }[] };
    expect(body.title).toBe("Batafsil");
    expect(res.body.course).toMatchObject({ duration: "4 hafta", durationWeeks: 4, level: "Boshlang'ich", levelKey: "beginner" });
    expect(body.modulesCount).toBe(2);
    expect(body.modules.map((m) => m.title)).toEqual(["Birinchi", "Ikkinchi"]);
    expect(body.modules[0]?.lessons.map((l) => l.title)).toEqual(["L1", "L2"]);
    expect(body.modules[0]?.lessons[0]).toMatchObject({ videoUrl: "https://youtu.be/dQw4w9WgXcQ", codeSourceUrl: "", description: "" });
  });

  it("answers 404 for an unknown course, 403 and 401", async () => {
    const admin = await createUser({ role: "admin" });
    const student = await createUser();
    const course = await seedCourse();
    const missing = await call(details, { params: { id: "missing" }, token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Kurs topilmadi");
    expect((await call(details, { params: { id: course.id }, token: student.token })).status).toBe(403);
    expect((await call(details, { params: { id: course.id } })).status).toBe(401);
  });
});
