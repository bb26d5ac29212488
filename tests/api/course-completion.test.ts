import { describe, expect, it } from "vitest";
import { PUT as updateCourse } from "@/app/api/admin/courses/[id]/route";
import { GET as adminCourses } from "@/app/api/admin/courses/route";
import { POST as complete } from "@/app/api/courses/[id]/complete/route";
import { POST as enroll } from "@/app/api/courses/[id]/enroll/route";
import { GET as listCourses } from "@/app/api/courses/route";
import { db } from "@/lib/db/client";
import { call } from "../support/call";
import { createCourse, enrol, type TestCourse } from "../support/course-factory";
import { createUser } from "../support/factories";

// Issue 42: the prerequisite by completion (the admin's choice per course) and "Kursni tugatdim",
// which records the claim and says what is left. Each test makes its own courses and students.

/** Marks every lesson of the course watched through for the student (the rule's inputs, written directly). */
async function finishAll(userId: string, course: TestCourse, except: string[] = []) {
  const lessons = course.modules.flatMap((module) => module.lessons).filter((lesson) => !except.includes(lesson.id));
  await db().lesson.updateMany({ where: { module: { courseId: course.id } }, data: { videoSeconds: 100 } });
  await db().lessonProgress.createMany({ data: lessons.map((lesson) => ({ userId, lessonId: lesson.id, watchedSeconds: 100 })) });
}

function courseForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  const all = { title: "Python asoslari", description: "Noldan", instructor: "Aziz Karimov", price: "1000", duration: "4 hafta", ...fields };
  for (const [key, value] of Object.entries(all)) form.append(key, value);
  return form;
}

describe("the prerequisite rule 'finished'", () => {
  it("keeps today's rule for existing courses: bought is enough", async () => {
    const html = await createCourse({ title: "HTML asoslari", price: 0 });
    const css = await createCourse({ title: "CSS asoslari", price: 0, prerequisiteId: html.id });
    const student = await createUser();
    await enrol(student.id, html.id);
    expect((await db().course.findUniqueOrThrow({ where: { id: css.id } })).prerequisiteRule).toBe("bought");
    const res = await call(enroll, { method: "POST", params: { id: css.id }, token: student.token });
    expect(res.status).toBe(200);
  });

  it("locks the next course until the prerequisite is finished, saying so, then opens it", async () => {
    const html = await createCourse({ title: "HTML asoslari", price: 0, modules: 1, lessonsPerModule: 2 });
    const css = await createCourse({ title: "CSS asoslari", price: 0, prerequisiteId: html.id });
    await db().course.update({ where: { id: css.id }, data: { prerequisiteRule: "finished" } });
    const student = await createUser();
    await enrol(student.id, html.id);
    const last = html.modules[0]!.lessons[1]!.id;
    await finishAll(student.id, html, [last]);

    const card = async () => ((await call(listCourses, { token: student.token })).body.courses as Record<string, unknown>[]).find((course) => course.id === css.id);
    expect(await card()).toMatchObject({ access: "locked", requiredCourse: { id: html.id, title: "HTML asoslari" } });
    const refused = await call(enroll, { method: "POST", params: { id: css.id }, token: student.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "prerequisite_missing", message: "Avval «HTML asoslari» kursini tugating. Shundan keyin «CSS asoslari» kursi ochiladi." });
    const inRussian = await call(enroll, { method: "POST", params: { id: css.id }, token: student.token, cookie: "lang=ru" });
    expect(inRussian.body).toMatchObject({ message: "Сначала пройдите курс «HTML asoslari». После этого откроется курс «CSS asoslari»." });

    await db().lessonProgress.create({ data: { userId: student.id, lessonId: last, watchedSeconds: 80 } });
    expect(await card()).toMatchObject({ access: "open", requiredCourse: null });
    expect((await call(enroll, { method: "POST", params: { id: css.id }, token: student.token })).status).toBe(200);
  });

  it("is the admin's choice in the course form, with the watch threshold; not sent keeps both", async () => {
    const admin = await createUser({ role: "admin" });
    const html = await createCourse({ title: "HTML asoslari" });
    const css = await createCourse({ title: "CSS asoslari", prerequisiteId: html.id });
    const saved = await call(updateCourse, { method: "PUT", params: { id: css.id }, token: admin.token, body: courseForm({ prerequisiteId: html.id, prerequisiteRule: "finished", watchThreshold: "90" }) });
    expect(saved.status).toBe(200);
    expect(await db().course.findUniqueOrThrow({ where: { id: css.id }, select: { prerequisiteRule: true, watchThreshold: true } })).toEqual({ prerequisiteRule: "finished", watchThreshold: 90 });
    const listed = ((await call(adminCourses, { token: admin.token })).body.courses as Record<string, unknown>[]).find((course) => course.id === css.id);
    expect(listed).toMatchObject({ prerequisiteRule: "finished", watchThreshold: 90 });

    const kept = await call(updateCourse, { method: "PUT", params: { id: css.id }, token: admin.token, body: courseForm({ title: "CSS" }) });
    expect(kept.status).toBe(200);
    expect(await db().course.findUniqueOrThrow({ where: { id: css.id }, select: { prerequisiteRule: true, watchThreshold: true } })).toEqual({ prerequisiteRule: "finished", watchThreshold: 90 });
  });

  it.each([
    ["a rule it does not know", { prerequisiteRule: "paid" }, "Kursni ochish sharti: «sotib olingan» yoki «tugatilgan»"],
    ["a threshold under 50", { watchThreshold: "49" }, "Video ko'rish chegarasi 50 dan 100 gacha foiz bo'lishi kerak"],
    ["a threshold over 100", { watchThreshold: "101" }, "Video ko'rish chegarasi 50 dan 100 gacha foiz bo'lishi kerak"],
    ["a threshold that is not a number", { watchThreshold: "80%" }, "Video ko'rish chegarasi 50 dan 100 gacha foiz bo'lishi kerak"],
  ])("refuses %s with 400", async (_case, fields, message) => {
    const admin = await createUser({ role: "admin" });
    const course = await createCourse({ title: "JS asoslari" });
    const res = await call(updateCourse, { method: "PUT", params: { id: course.id }, token: admin.token, body: courseForm(fields) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });
});

describe("POST /api/courses/{id}/complete (issue 42)", () => {
  it("keeps its shape, records the claim, and says what is left in the caller's language", async () => {
    const course = await createCourse({ title: "HTML asoslari", modules: 1, lessonsPerModule: 3 });
    const student = await createUser();
    await enrol(student.id, course.id);
    const [first, second] = course.modules[0]!.lessons;
    await db().lesson.updateMany({ where: { module: { courseId: course.id } }, data: { videoSeconds: 100 } });
    await db().lessonProgress.createMany({
      data: [
        { userId: student.id, lessonId: first!.id, watchedSeconds: 100 },
        { userId: student.id, lessonId: second!.id, watchedSeconds: 35 },
      ],
    });
    const res = await call(complete, { method: "POST", params: { id: course.id }, token: student.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: "Belgingiz saqlandi, lekin kurs hali tugamagan: yana 2 ta dars qoldi. Keyingisi: «Dars 1.2» videosining 35% ko'rilgan, kamida 80% ko'ring",
      certificate: null,
    });
    expect((await db().enrollment.findFirstOrThrow({ where: { userId: student.id, courseId: course.id } })).completedAt).toBeInstanceOf(Date);
    const ru = await call(complete, { method: "POST", params: { id: course.id }, token: student.token, cookie: "lang=ru" });
    expect(ru.body).toEqual({
      success: true,
      message: "Отметка сохранена, но курс ещё не пройден: осталось 2 урока. Следующий: в видео «Dars 1.2» просмотрено 35%, посмотрите не меньше 80%",
      certificate: null,
    });
    // The claim alone does not finish the course.
    const card = ((await call(listCourses, { token: student.token })).body.courses as Record<string, unknown>[]).find((one) => one.id === course.id);
    expect(card).toMatchObject({ completed: false, claimed: true, completedLessons: 1, totalLessons: 3 });
  });

  it("names a lesson to open and one whose practice is left", async () => {
    const course = await createCourse({ title: "HTML asoslari", modules: 1, lessonsPerModule: 2 });
    const student = await createUser();
    await enrol(student.id, course.id);
    const [text, practice] = course.modules[0]!.lessons;
    await db().lesson.updateMany({ where: { module: { courseId: course.id } }, data: { videoUrl: "" } });
    await db().exercise.create({ data: { lessonId: practice!.id, kind: "web", titleUz: "M", titleRu: "У", statementUz: "S", statementRu: "S", published: true } });
    await db().lessonProgress.create({ data: { userId: student.id, lessonId: practice!.id } });
    const res = await call(complete, { method: "POST", params: { id: course.id }, token: student.token });
    expect(res.body.message).toBe("Belgingiz saqlandi, lekin kurs hali tugamagan: yana 2 ta dars qoldi. Keyingisi: «Dars 1.1» darsini oching");
    await db().lessonProgress.create({ data: { userId: student.id, lessonId: text!.id } });
    const after = await call(complete, { method: "POST", params: { id: course.id }, token: student.token, cookie: "lang=ru" });
    expect(after.body.message).toBe("Отметка сохранена, но курс ещё не пройден: остался 1 урок. Следующий: решите упражнения урока «Dars 1.2»");
  });

  it("says the course is finished when every lesson is done, and the card agrees", async () => {
    const course = await createCourse({ title: "HTML asoslari", modules: 1, lessonsPerModule: 2 });
    const student = await createUser();
    await enrol(student.id, course.id);
    await finishAll(student.id, course);
    // Finished by the rule, not yet claimed: the course page still offers "Kursni tugatdim", which earns the certificate.
    const before = ((await call(listCourses, { token: student.token })).body.courses as Record<string, unknown>[]).find((one) => one.id === course.id);
    expect(before).toMatchObject({ completed: true, claimed: false });
    const res = await call(complete, { method: "POST", params: { id: course.id }, token: student.token });
    expect(res.body).toEqual({ success: true, message: "Tabriklaymiz! Kursning barcha darslari tugallandi", certificate: { code: expect.any(String) } });
    const card = ((await call(listCourses, { token: student.token })).body.courses as Record<string, unknown>[]).find((one) => one.id === course.id);
    expect(card).toMatchObject({ completed: true, claimed: true, completedLessons: 2, totalLessons: 2 });
  });
});
