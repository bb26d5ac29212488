import { beforeAll, describe, expect, it } from "vitest";
import { GET as adminDetails } from "@/app/api/admin/courses/[id]/details/route";
import { PUT as adminUpdateModule } from "@/app/api/admin/courses/[id]/modules/[moduleId]/route";
import { POST as adminCreateModule } from "@/app/api/admin/courses/[id]/modules/route";
import { PUT as adminUpdateCourse } from "@/app/api/admin/courses/[id]/route";
import { GET as adminCourses, POST as adminCreateCourse } from "@/app/api/admin/courses/route";
import { PUT as adminUpdateLesson } from "@/app/api/admin/modules/[moduleId]/lessons/[lessonId]/route";
import { POST as adminCreateLesson } from "@/app/api/admin/modules/[moduleId]/lessons/route";
import { GET as adminLessonExercises, POST as adminCreateExercise } from "@/app/api/admin/lessons/[lessonId]/exercises/route";
import { GET as adminStudentPractice } from "@/app/api/admin/users/[id]/practice/route";
import { GET as hint } from "@/app/api/exercises/[id]/hints/[index]/route";
import { GET as listCourses } from "@/app/api/courses/route";
import { GET as getCourse } from "@/app/api/courses/[id]/route";
import { POST as enroll } from "@/app/api/courses/[id]/enroll/route";
import { GET as listModules } from "@/app/api/courses/[id]/modules/route";
import { GET as lessonExercises } from "@/app/api/lessons/[lessonId]/exercises/route";
import { GET as listLessons } from "@/app/api/modules/[moduleId]/lessons/route";
import { GET as enrolledCourses } from "@/app/api/user/enrolled-courses/route";
import { db } from "@/lib/db/client";
import { getLearningViewOrThrow } from "@/lib/learning/get-learning-view";
import { call } from "../support/call";
import { createCourse, enrol, type TestCourse } from "../support/course-factory";
import { createUser, type TestUser } from "../support/factories";

type Row = Record<string, unknown> & { id: string };

const RU = { cookie: "lang=ru" };
const UZ = { cookie: "lang=uz" };

// DESIGN (People and rights): course, module, lesson and exercise texts are stored in uz and ru
// (ru optional); every answer gives the spec's fields in the caller's language, Uzbek when no
// Russian was written.
describe("course texts in the reader's language", () => {
  let translated: TestCourse;
  let untranslated: TestCourse;
  let student: TestUser;

  beforeAll(async () => {
    translated = await createCourse({ title: "Tillar: HTML", position: 1, modules: 2, lessonsPerModule: 1 });
    untranslated = await createCourse({ title: "Tillar: CSS", position: 2, modules: 1, lessonsPerModule: 1, prerequisiteId: translated.id });
    await db().course.update({ where: { id: translated.id }, data: { titleRu: "Языки: HTML", descriptionRu: "Строение веб-страниц" } });
    const [first, second] = translated.modules;
    await db().module.update({ where: { id: first!.id }, data: { titleRu: "Модуль 1", descriptionRu: "Первый модуль" } });
    // A Russian text of only spaces is no translation.
    await db().module.update({ where: { id: second!.id }, data: { titleRu: "   " } });
    await db().lesson.update({ where: { id: first!.lessons[0]!.id }, data: { titleRu: "Урок 1.1", descriptionRu: "Описание урока 1.1" } });
    student = await createUser();
    await enrol(student.id, translated.id);
  });

  const cardOf = async (id: string, headers: { cookie?: string; "accept-language"?: string }, token?: string) => {
    const res = await call(listCourses, { token, headers });
    expect(res.status).toBe(200);
    return (res.body.courses as Row[]).find((card) => card.id === id);
  };

  it("lists the catalogue in Russian for a Russian reader and in Uzbek for anyone else, from the one copy in memory", async () => {
    // uz, ru, uz again: the catalogue kept in memory after the first read never answers another language.
    expect(await cardOf(translated.id, UZ)).toMatchObject({ title: "Tillar: HTML", description: "Veb sahifalar tuzilishi" });
    expect(await cardOf(translated.id, RU)).toMatchObject({ title: "Языки: HTML", description: "Строение веб-страниц" });
    expect(await cardOf(translated.id, UZ)).toMatchObject({ title: "Tillar: HTML", description: "Veb sahifalar tuzilishi" });
    expect(await cardOf(translated.id, { "accept-language": "ru-RU,ru;q=0.9" })).toMatchObject({ title: "Языки: HTML" });
    expect(await cardOf(translated.id, {})).toMatchObject({ title: "Tillar: HTML" });
  });

  it("falls back to the Uzbek text where no Russian was written, and names a prerequisite in the reader's language", async () => {
    const card = await cardOf(untranslated.id, RU);
    expect(card).toMatchObject({ title: "Tillar: CSS", description: "Veb sahifalar tuzilishi", access: "locked", requiredCourse: { id: translated.id, title: "Языки: HTML" } });
    const refused = await call(enroll, { params: { id: untranslated.id }, token: (await createUser({ balance: 1_000_000 })).token, headers: { "accept-language": "ru" } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain("«Языки: HTML»");
  });

  it("gives one course, the enrolled courses and the modules in the reader's language", async () => {
    expect((await call(getCourse, { params: { id: translated.id }, headers: RU })).body.course).toMatchObject({ title: "Языки: HTML" });
    expect((await call(getCourse, { params: { id: translated.id }, headers: UZ })).body.course).toMatchObject({ title: "Tillar: HTML" });
    const mine = (await call(enrolledCourses, { token: student.token, headers: RU })).body.courses as Row[];
    expect(mine.map((card) => card.title)).toEqual(["Языки: HTML"]);

    const modules = async (headers: { cookie: string }) => ((await call(listModules, { params: { id: translated.id }, headers })).body.modules as Row[]).map((m) => m.title);
    expect(await modules(UZ)).toEqual(["Modul 1", "Modul 2"]);
    expect(await modules(RU)).toEqual(["Модуль 1", "Modul 2"]);
    expect(await modules(UZ)).toEqual(["Modul 1", "Modul 2"]);
  });

  it("gives the lessons and the lesson player in the reader's language", async () => {
    const [first, second] = translated.modules;
    const lessons = async (moduleId: string, headers: { cookie: string }) =>
      (await call(listLessons, { params: { moduleId }, token: student.token, headers })).body.lessons as Row[];
    expect(await lessons(first!.id, RU)).toMatchObject([{ title: "Урок 1.1", description: "Описание урока 1.1" }]);
    expect(await lessons(first!.id, UZ)).toMatchObject([{ title: "Dars 1.1", description: "Dars 1.1 tavsifi" }]);
    expect(await lessons(second!.id, RU)).toMatchObject([{ title: "Dars 2.1", description: "Dars 2.1 tavsifi" }]);

    const caller = { id: student.id, role: student.role, fullName: student.fullName, phone: student.phone };
    const view = await getLearningViewOrThrow({ caller, locale: "ru", courseId: translated.id });
    expect(view.course.title).toBe("Языки: HTML");
    expect(view.modules.map((m) => [m.title, m.lessons.map((lesson) => lesson.title)])).toEqual([
      ["Модуль 1", ["Урок 1.1"]],
      ["Modul 2", ["Dars 2.1"]],
    ]);
  });

  it("gives an exercise in the reader's language, in Uzbek where its Russian is blank", async () => {
    const lessonId = translated.modules[0]!.lessons[0]!.id;
    const common = { lessonId, kind: "web" as const, checks: [{ type: "exists", selector: "h1" }], published: true };
    await db().exercise.create({ data: { ...common, position: 0, titleUz: "Sarlavha", titleRu: "Заголовок", statementUz: "h1 qo'shing", statementRu: "Добавьте h1" } });
    await db().exercise.create({ data: { ...common, position: 1, titleUz: "Paragraf", titleRu: "", statementUz: "p qo'shing", statementRu: " " } });
    const exercises = async (headers: { cookie: string }) =>
      ((await call(lessonExercises, { params: { lessonId }, token: student.token, headers })).body.exercises as Row[]).map((x) => [x.title, x.statement]);
    expect(await exercises(RU)).toEqual([
      ["Заголовок", "Добавьте h1"],
      ["Paragraf", "p qo'shing"],
    ]);
    expect(await exercises(UZ)).toEqual([
      ["Sarlavha", "h1 qo'shing"],
      ["Paragraf", "p qo'shing"],
    ]);
  });
});

function courseForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  const all = { title: "Python asoslari", description: "Noldan boshlab Python", instructor: "Aziz Karimov", price: "450000", duration: "8", ...fields };
  for (const [key, value] of Object.entries(all)) form.append(key, value);
  return form;
}

// The CMS writes both languages through the lib schemas (Russian optional, the Uzbek field's
// limits) and reads both back beside the text in the admin's own language.
describe("the CMS with Russian texts", () => {
  let admin: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    admin = await createUser({ role: "admin" });
    student = await createUser();
  });

  it("creates and edits a course in both languages; an edit without the Russian fields keeps them, an empty one clears them", async () => {
    const created = await call(adminCreateCourse, { token: admin.token, headers: RU, body: courseForm({ titleRu: "  Основы Python ", descriptionRu: "Python с нуля" }) });
    expect(created.status).toBe(201);
    const course = created.body.course as Row;
    expect(course).toMatchObject({
      title: "Основы Python",
      description: "Python с нуля",
      titleUz: "Python asoslari",
      titleRu: "Основы Python",
      descriptionUz: "Noldan boshlab Python",
      descriptionRu: "Python с нуля",
    });
    const listed = (await call(adminCourses, { token: admin.token, headers: UZ })).body.courses as Row[];
    expect(listed.find((row) => row.id === course.id)).toMatchObject({ title: "Python asoslari", titleRu: "Основы Python" });

    const kept = await call(adminUpdateCourse, { method: "PUT", params: { id: course.id }, token: admin.token, headers: RU, body: courseForm({ title: "Python 2" }) });
    expect(kept.status).toBe(200);
    expect(kept.body.course).toMatchObject({ title: "Основы Python", titleUz: "Python 2", titleRu: "Основы Python", descriptionRu: "Python с нуля" });

    const cleared = await call(adminUpdateCourse, { method: "PUT", params: { id: course.id }, token: admin.token, headers: RU, body: courseForm({ titleRu: "  ", descriptionRu: "" }) });
    expect(cleared.body.course).toMatchObject({ title: "Python asoslari", titleRu: null, descriptionRu: null });
  });

  it("refuses a Russian title over the Uzbek one's limit with 400 and writes nothing", async () => {
    const before = await db().course.count();
    const res = await call(adminCreateCourse, { token: admin.token, body: courseForm({ titleRu: "я".repeat(201) }) });
    expect(res.status).toBe(400);
    expect(await db().course.count()).toBe(before);
  });

  it("creates and edits modules and lessons in both languages, and the detail answers the pairs", async () => {
    const course = await createCourse({ title: "CMS tillar", modules: 0 });
    const created = await call(adminCreateModule, { params: { id: course.id }, token: admin.token, headers: RU, body: { title: "Kirish", titleRu: "Введение", descriptionRu: "Начало" } });
    expect(created.status).toBe(201);
    const moduleRow = created.body.module as Row;
    expect(moduleRow).toMatchObject({ title: "Введение", titleUz: "Kirish", titleRu: "Введение", description: "Начало", descriptionUz: "", descriptionRu: "Начало" });

    const lesson = await call(adminCreateLesson, { params: { moduleId: moduleRow.id }, token: admin.token, headers: UZ, body: { title: "Birinchi dars", titleRu: "Первый урок", description: "Tavsif" } });
    expect(lesson.status).toBe(201);
    const lessonRow = lesson.body.lesson as Row;
    expect(lessonRow).toMatchObject({ title: "Birinchi dars", titleUz: "Birinchi dars", titleRu: "Первый урок", description: "Tavsif", descriptionRu: null });

    // What the CMS forms send: their schema's output, null for an emptied Russian field.
    const moduleEdit = await call(adminUpdateModule, { method: "PUT", params: { id: course.id, moduleId: moduleRow.id }, token: admin.token, headers: RU, body: { title: "Kirish 2", titleRu: null } });
    expect(moduleEdit.status).toBe(200);
    expect(moduleEdit.body.module).toMatchObject({ title: "Kirish 2", titleRu: null, descriptionRu: "Начало" });
    const lessonEdit = await call(adminUpdateLesson, {
      method: "PUT",
      params: { moduleId: moduleRow.id, lessonId: lessonRow.id },
      token: admin.token,
      headers: RU,
      body: { title: "Birinchi dars", description: "Tavsif", descriptionRu: "Описание" },
    });
    expect(lessonEdit.body.lesson).toMatchObject({ title: "Первый урок", description: "Описание", descriptionUz: "Tavsif" });

    const detail = (await call(adminDetails, { params: { id: course.id }, token: admin.token, headers: RU })).body.course as Row & { modules: (Row & { lessons: Row[] })[] };
    expect(detail.modules.map((m) => [m.title, m.titleUz, m.lessons.map((l) => [l.title, l.titleUz])])).toEqual([["Kirish 2", "Kirish 2", [["Первый урок", "Birinchi dars"]]]]);
    // And the student side reads what the CMS wrote.
    const modules = (await call(listModules, { params: { id: course.id }, headers: RU })).body.modules as Row[];
    expect(modules.map((m) => m.title)).toEqual(["Kirish 2"]);
  });

  it("creates an exercise with no Russian texts, which a Russian reader then reads in Uzbek, hints too", async () => {
    const course = await createCourse({ title: "CMS mashq", modules: 1, lessonsPerModule: 1 });
    const lessonId = course.modules[0]!.lessons[0]!.id;
    const exercise = {
      kind: "web",
      titleUz: "Sarlavha",
      statementUz: "h1 qo'shing",
      starterFiles: [{ name: "index.html", content: "<p>Salom</p>" }],
      hintsUz: ["h1 tegidan foydalaning", "Matn: Salom"],
      hintsRu: ["Используйте тег h1", ""],
      checks: [{ type: "exists", selector: "h1" }],
      solutionFiles: [{ name: "index.html", content: "<h1>Salom</h1>" }],
    };
    const created = await call(adminCreateExercise, { params: { lessonId }, token: admin.token, headers: RU, body: exercise });
    expect(created.status).toBe(201);
    const { id } = created.body.exercise as Row;
    // A Russian hint list must still pair with the Uzbek one.
    const unpaired = await call(adminCreateExercise, { params: { lessonId }, token: admin.token, body: { ...exercise, hintsRu: ["Одна"] } });
    expect(unpaired.status).toBe(400);

    await db().exercise.update({ where: { id }, data: { published: true } });
    await enrol(student.id, course.id);
    const [shown] = (await call(lessonExercises, { params: { lessonId }, token: student.token, headers: RU })).body.exercises as Row[];
    expect(shown).toMatchObject({ title: "Sarlavha", statement: "h1 qo'shing", hintsCount: 2 });
    const hintOf = async (index: string) => (await call(hint, { params: { id, index }, token: student.token, headers: RU })).body.hint;
    expect(await hintOf("0")).toBe("Используйте тег h1");
    expect(await hintOf("1")).toBe("Matn: Salom");

    // The CMS lists the stored pair; the admin's card of the student names course and lesson in the admin's language.
    const listed = (await call(adminLessonExercises, { params: { lessonId }, token: admin.token, headers: RU })).body.exercises as Row[];
    expect(listed[0]).toMatchObject({ titleUz: "Sarlavha", titleRu: "", statementRu: "", hintsRu: ["Используйте тег h1", ""] });
    await db().course.update({ where: { id: course.id }, data: { titleRu: "CMS упражнение" } });
    await db().lesson.update({ where: { id: lessonId }, data: { titleRu: "Урок с упражнением" } });
    await db().submission.create({ data: { userId: student.id, exerciseId: id, files: [], passed: false, verdict: "failed", results: [] } });
    const [row] = (await call(adminStudentPractice, { params: { id: student.id }, token: admin.token, headers: RU })).body.exercises as { exercise: Row }[];
    expect(row!.exercise).toMatchObject({ courseTitle: "CMS упражнение", lessonTitle: "Урок с упражнением", titleUz: "Sarlavha" });
  });
});
