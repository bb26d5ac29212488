import { beforeAll, describe, expect, it } from "vitest";
import { GET as adminExercise, PUT as updateExercise } from "@/app/api/admin/exercises/[id]/route";
import { POST as createExercise } from "@/app/api/admin/lessons/[lessonId]/exercises/route";
import { POST as answer } from "@/app/api/exercises/[id]/answers/route";
import { POST as submit } from "@/app/api/exercises/[id]/submissions/route";
import { GET as lessonExercises } from "@/app/api/lessons/[lessonId]/exercises/route";
import { POST as openLesson } from "@/app/api/lessons/[lessonId]/progress/route";
import { GET as enrolledCourses } from "@/app/api/user/enrolled-courses/route";
import { POST as quizForm } from "@/app/practice/quiz/route";
import { GET as adminStudentPractice } from "@/app/api/admin/users/[id]/practice/route";
import { db } from "@/lib/db/client";
import { findOpeningPractice } from "@/lib/practice/find-opening-practice";
import { rightAnswers, type Quiz } from "@/lib/practice/quiz";
import { questionField, stepField } from "@/lib/practice/quiz-form";
import { call } from "../support/call";
import { createCourse, enrol } from "../support/course-factory";
import { createUser, type TestUser } from "../support/factories";

// Issue 40: quizzes. Every `it` makes its own course, quiz and student (vitest shuffles them).

// Texts no student may see before submitting: the accepted answer and the right choice's marker.
const SECRET_ANSWER = "Maxfiy-javob-7391";

function quizExercise(overrides: Record<string, unknown> = {}) {
  return {
    kind: "quiz",
    titleUz: "Node.js testi",
    titleRu: "Тест по Node.js",
    statementUz: "Savollarga javob bering",
    statementRu: "Ответьте на вопросы",
    quiz: {
      passMark: 75,
      questions: [
        { type: "single", promptUz: "Node.js nima?", promptRu: "Что такое Node.js?", choices: [{ textUz: "Brauzer" }, { textUz: "JavaScript muhiti", textRu: "Среда JavaScript", correct: true }] },
        { type: "multiple", promptUz: "Modul tizimlari", choices: [{ textUz: "CommonJS", correct: true }, { textUz: "ES modules", correct: true }, { textUz: "Java" }] },
        { type: "short", promptUz: "Maxfiy so'z?", accepted: [SECRET_ANSWER] },
        { type: "order", promptUz: "Tartib", steps: [{ textUz: "npm init" }, { textUz: "npm install" }, { textUz: "node index.js" }] },
      ],
    },
    published: true,
    ...overrides,
  };
}

let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
}, 60_000);

/** A course of one lesson holding only this quiz, an enrolled student, and the stored quiz (with its answers). */
async function setup(overrides: Record<string, unknown> = {}) {
  const course = await createCourse({ title: "Node.js", modules: 1, lessonsPerModule: 1 });
  const lessonId = course.modules[0]!.lessons[0]!.id;
  const created = await call(createExercise, { params: { lessonId }, token: admin.token, body: quizExercise(overrides) });
  expect(created.status).toBe(201);
  const id = (created.body.exercise as { id: string }).id;
  const student = await createUser();
  await enrol(student.id, course.id);
  const stored = (await db().exerciseQuiz.findUniqueOrThrow({ where: { exerciseId: id } })) as unknown as Quiz;
  return { course, lessonId, id, student, quiz: stored };
}

describe("a student's read of a quiz", () => {
  it("carries the questions and never a right answer, in the API and in the page's opening practice", async () => {
    const { lessonId, id, student, quiz } = await setup();
    const res = await call(lessonExercises, { params: { lessonId }, token: student.token, headers: { "accept-language": "ru" } });
    expect(res.status).toBe(200);
    const [exercise] = res.body.exercises as { id: string; kind: string; quiz: { passMark: number; questions: { type: string; prompt: string; choices?: { id: string; text: string }[]; steps?: { id: string }[] }[] } }[];
    expect(exercise).toMatchObject({ id, kind: "quiz", title: "Тест по Node.js", checks: [] });
    expect(exercise!.quiz.passMark).toBe(75);
    expect(exercise!.quiz.questions.map((question) => question.type)).toEqual(["single", "multiple", "short", "order"]);
    expect(exercise!.quiz.questions[0]).toMatchObject({ prompt: "Что такое Node.js?", choices: [{ text: "Brauzer" }, { text: "Среда JavaScript" }] });
    const order = quiz.questions[3]!;
    if (order.type !== "order") throw new Error("shape");
    expect(exercise!.quiz.questions[3]!.steps!.map((step) => step.id)).toEqual(order.steps.map((step) => step.id).sort());
    for (const text of [JSON.stringify(res.body), JSON.stringify(await findOpeningPractice({ caller: { ...student, sessionId: null }, locale: "uz", lessonId, query: {}, known: { [lessonId]: { passed: 0, total: 1 } } }))]) {
      expect(text).not.toContain(SECRET_ANSWER);
      expect(text).not.toContain("correct");
      expect(text).not.toContain("accepted");
    }
  });

  it("shows the admin the whole quiz, with ids for every choice and step", async () => {
    const { id } = await setup();
    const res = await call(adminExercise, { params: { id }, token: admin.token });
    expect(res.status).toBe(200);
    const stored = (res.body.exercise as { quiz: Quiz }).quiz;
    expect(JSON.stringify(stored)).toContain(SECRET_ANSWER);
    const single = stored.questions[0]!;
    if (single.type !== "single") throw new Error("shape");
    expect(single.choices.map((item) => item.correct)).toEqual([false, true]);
    expect(single.choices.every((item) => /^[a-z0-9]+$/.test(item.id))).toBe(true);
  });
});

describe("POST /api/exercises/{id}/answers", () => {
  it("fails wrong answers, then passes right ones: the lesson is done as with a passed exercise", async () => {
    const { course, lessonId, id, student, quiz } = await setup();
    // A lesson without a video, opened: its quiz is all that is left of it (issue 42's done rule).
    await db().lesson.update({ where: { id: lessonId }, data: { videoUrl: "" } });
    expect((await call(openLesson, { method: "POST", params: { lessonId }, token: student.token })).status).toBe(200);
    const right = rightAnswers(quiz);
    const wrong = await call(answer, { params: { id }, token: student.token, body: { answers: [right[0], [], ["  maxfiy-JAVOB-7391 "], [...right[3]!].reverse()], passed: true } });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ passed: false, score: 50, passMark: 75, lessonDone: false, status: { passed: false, tries: 1 } });
    expect(wrong.body.results).toEqual([
      { check: 0, passed: true, message: "To'g'ri" },
      { check: 1, passed: false, message: "Noto'g'ri" },
      { check: 2, passed: true, message: "To'g'ri" },
      { check: 3, passed: false, message: "Noto'g'ri" },
    ]);
    expect(await db().exercisePass.count({ where: { userId: student.id } })).toBe(0);

    const passed = await call(answer, { params: { id }, token: student.token, body: { answers: [right[0], right[1], [SECRET_ANSWER], []] } });
    expect(passed.body).toMatchObject({ passed: true, score: 75, lessonDone: true, status: { passed: true, tries: 2 } });
    const rows = await db().submission.findMany({ where: { userId: student.id, exerciseId: id }, orderBy: { createdAt: "asc" }, select: { passed: true, quizAnswers: { select: { score: true, answers: true } } } });
    expect(rows.map((row) => [row.passed, row.quizAnswers?.score])).toEqual([
      [false, 50],
      [true, 75],
    ]);
    expect(await db().exercisePass.count({ where: { userId: student.id, exerciseId: id } })).toBe(1);
    const courses = await call(enrolledCourses, { token: student.token });
    const card = (courses.body.courses as { id: string; totalExercises: number; passedExercises: number; completedLessons: number }[]).find((item) => item.id === course.id);
    expect(card).toMatchObject({ totalExercises: 1, passedExercises: 1, completedLessons: 1 });
  });

  it("answers in Russian for a Russian reader", async () => {
    const { id, student } = await setup();
    const res = await call(answer, { params: { id }, token: student.token, headers: { "accept-language": "ru" }, body: { answers: [] } });
    expect(res.body).toMatchObject({ passed: false, score: 0 });
    expect((res.body.results as { message: string }[]).map((result) => result.message)).toEqual(["Неверно", "Неверно", "Неверно", "Неверно"]);
  });

  it("grades an admin's try without storing it", async () => {
    const { id, quiz } = await setup();
    const res = await call(answer, { params: { id }, token: admin.token, body: { answers: rightAnswers(quiz) } });
    expect(res.body).toMatchObject({ passed: true, score: 100, submission: null });
    expect(await db().submission.count({ where: { exerciseId: id } })).toBe(0);
  });

  it.each([
    ["a NUL byte", () => ({ answers: [[], [], ["a\u0000b"]] }), "Noto'g'ri ma'lumot yuborildi: answers.2.0"],
    ["a huge list of choices", () => ({ answers: [Array.from({ length: 5000 }, () => "a")] }), "Javob savolga mos emas"],
    ["more lists than questions", () => ({ answers: Array.from({ length: 5 }, () => []) }), "Javoblar testning savollariga mos emas"],
    ["thousands of lists", () => ({ answers: Array.from({ length: 3000 }, () => []) }), "Javoblar testning savollariga mos emas"],
    ["an unknown choice id", () => ({ answers: [["zzzzzz"]] }), "Javob savolga mos emas"],
    ["two choices to a single-choice question", (quiz: Quiz) => ({ answers: [quiz.questions[0]!.type === "single" ? quiz.questions[0]!.choices.map((item) => item.id) : []] }), "Javob savolga mos emas"],
    ["a step of another question", (quiz: Quiz) => ({ answers: [[], [], [], quiz.questions[0]!.type === "single" ? [quiz.questions[0]!.choices[0]!.id] : []] }), "Javob savolga mos emas"],
    ["answers that are not lists", () => ({ answers: "all" }), "Javoblar testning savollariga mos emas"],
    ["numbers for ids", () => ({ answers: [[1]] }), "Javob savolga mos emas"],
  ])("refuses %s with 400 and stores nothing", async (_name, body, message) => {
    const { id, student, quiz } = await setup();
    const res = await call(answer, { params: { id }, token: student.token, body: body(quiz) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: "invalid_input", message });
    expect(await db().submission.count({ where: { exerciseId: id } })).toBe(0);
    expect(await db().quizAnswers.count({ where: { submission: { exerciseId: id } } })).toBe(0);
  });

  it("refuses files sent to a quiz, and answers sent to a code exercise, storing nothing", async () => {
    const { lessonId, id, student } = await setup();
    const files = await call(submit, { params: { id }, token: student.token, body: { files: [{ name: "main.js", content: "" }] } });
    expect(files.status).toBe(400);
    expect(files.body.message).toBe("Bu test: unga kod emas, javoblar yuboriladi");
    const code = await call(createExercise, {
      params: { lessonId },
      token: admin.token,
      body: { kind: "js", titleUz: "Yig'indi", statementUz: "sum", starterFiles: [{ name: "main.js", content: "" }], checks: [{ type: "returns", name: "sum", args: [1, 2], expected: 3 }], solutionFiles: [{ name: "main.js", content: "function sum(a, b) { return a + b }" }], published: true },
    });
    const codeId = (code.body.exercise as { id: string }).id;
    const answers = await call(answer, { params: { id: codeId }, token: student.token, body: { answers: [] } });
    expect(answers.status).toBe(400);
    expect(answers.body.message).toBe("Bu mashq test emas");
    expect(await db().submission.count({ where: { userId: student.id } })).toBe(0);
  });

  it("keeps a quiz from a student who is not enrolled, and an unknown or unpublished one", async () => {
    const { id } = await setup();
    const stranger = await createUser();
    expect((await call(answer, { params: { id }, token: stranger.token, body: { answers: [] } })).status).toBe(403);
    const { id: draftId, student } = await setup({ published: false });
    expect((await call(answer, { params: { id: draftId }, token: student.token, body: { answers: [] } })).status).toBe(404);
    expect((await call(answer, { params: { id: "nope" }, token: student.token, body: { answers: [] } })).status).toBe(404);
    expect((await call(answer, { params: { id }, body: { answers: [] } })).status).toBe(401);
  });
});

describe("the admin's quiz", () => {
  it("refuses to publish a quiz with a question that has no right answer, and saves it as a draft", async () => {
    const course = await createCourse({ modules: 1, lessonsPerModule: 1 });
    const lessonId = course.modules[0]!.lessons[0]!.id;
    const incomplete = quizExercise();
    const questions = incomplete.quiz.questions.map((question) => ("choices" in question && question.choices ? { ...question, choices: question.choices.map((item) => ({ ...item, correct: false })) } : question));
    const body = { ...incomplete, quiz: { ...incomplete.quiz, questions: [...questions.slice(0, 2), { type: "short", promptUz: "?", accepted: [" "] }, questions[3]] } };
    const refused = await call(createExercise, { params: { lessonId }, token: admin.token, body });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "quiz_incomplete", message: "To'g'ri javobi belgilanmagan savollar: 1, 2, 3", questions: [1, 2, 3] });
    expect(await db().exercise.count({ where: { lessonId } })).toBe(0);

    const draft = await call(createExercise, { params: { lessonId }, token: admin.token, body: { ...body, published: false } });
    expect(draft.status).toBe(201);
    const id = (draft.body.exercise as { id: string }).id;
    const publish = await call(updateExercise, { params: { id }, token: admin.token, body: { ...body, published: true } });
    expect(publish.status).toBe(400);
    expect(publish.body.code).toBe("quiz_incomplete");
    expect((await db().exercise.findUniqueOrThrow({ where: { id } })).published).toBe(false);
  });

  it("keeps the ids it is sent back on an update, so a student's answers still name the same choices", async () => {
    const { id, quiz } = await setup();
    const res = await call(updateExercise, { params: { id }, token: admin.token, body: quizExercise({ quiz: { passMark: 50, questions: quiz.questions } }) });
    expect(res.status).toBe(200);
    const stored = (res.body.exercise as { quiz: Quiz }).quiz;
    expect(stored.passMark).toBe(50);
    expect(rightAnswers(stored)).toEqual(rightAnswers(quiz));
  });

  it("turning a quiz into code drops its questions", async () => {
    const { id } = await setup();
    const res = await call(updateExercise, {
      params: { id },
      token: admin.token,
      body: { kind: "js", titleUz: "Yig'indi", statementUz: "sum", starterFiles: [{ name: "main.js", content: "" }], checks: [{ type: "returns", name: "sum", args: [1, 2], expected: 3 }], solutionFiles: [{ name: "main.js", content: "" }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.exercise).toMatchObject({ kind: "js", quiz: null });
    expect(await db().exerciseQuiz.count({ where: { exerciseId: id } })).toBe(0);
  });

  it("names the field at fault in a malformed quiz", async () => {
    const course = await createCourse({ modules: 1, lessonsPerModule: 1 });
    const lessonId = course.modules[0]!.lessons[0]!.id;
    const res = await call(createExercise, { params: { lessonId }, token: admin.token, body: quizExercise({ quiz: { passMark: 0, questions: [] } }) });
    expect(res.status).toBe(400);
    expect(await db().exercise.count({ where: { lessonId } })).toBe(0);
  });
});

describe("the admin's read of a student's quiz (GET /api/admin/users/{id}/practice)", () => {
  it("shows what the student chose in the last try, right or wrong per question, the right answers and the score", async () => {
    const { id, student, quiz } = await setup();
    const right = rightAnswers(quiz);
    const [single, multiple, , order] = quiz.questions;
    if (single?.type !== "single" || multiple?.type !== "multiple" || order?.type !== "order") throw new Error("shape");
    const wrongChoice = single.choices.find((item) => !item.correct)!.id;
    expect((await call(answer, { params: { id }, token: student.token, body: { answers: right } })).body.passed).toBe(true);
    // The last try: a wrong choice, the right two, a short answer typed loosely, the steps reversed.
    const last = await call(answer, { params: { id }, token: student.token, body: { answers: [[wrongChoice], right[1], ["  maxfiy-JAVOB-7391 "], [...right[3]!].reverse()] } });
    expect(last.body).toMatchObject({ passed: false, score: 50 });
    const res = await call(adminStudentPractice, { params: { id: student.id }, token: admin.token, headers: { "accept-language": "ru" } });
    expect(res.status).toBe(200);
    const [row] = res.body.exercises as { exercise: { id: string; kind: string }; passed: boolean; tries: number; lastSubmission: { quiz: unknown } }[];
    expect(row).toMatchObject({ exercise: { id, kind: "quiz" }, passed: true, tries: 2 });
    expect(row!.lastSubmission.quiz).toEqual({
      score: 50,
      passMark: 75,
      questions: [
        { type: "single", prompt: "Что такое Node.js?", given: ["Brauzer"], right: false, rightAnswer: ["Среда JavaScript"] },
        { type: "multiple", prompt: "Modul tizimlari", given: ["CommonJS", "ES modules"], right: true, rightAnswer: ["CommonJS", "ES modules"] },
        { type: "short", prompt: "Maxfiy so'z?", given: ["  maxfiy-JAVOB-7391 "], right: true, rightAnswer: [SECRET_ANSWER] },
        { type: "order", prompt: "Tartib", given: ["node index.js", "npm install", "npm init"], right: false, rightAnswer: ["npm init", "npm install", "node index.js"] },
      ],
    });
  });

  it("an exercise's last submission has no quiz, and a student cannot read the admin's view", async () => {
    const { id, student } = await setup();
    const course = await createCourse({ title: "JS", modules: 1, lessonsPerModule: 1 });
    const created = await call(createExercise, {
      params: { lessonId: course.modules[0]!.lessons[0]!.id },
      token: admin.token,
      body: { kind: "js", titleUz: "Yig'indi", statementUz: "sum", starterFiles: [{ name: "main.js", content: "" }], solutionFiles: [{ name: "main.js", content: "function sum(a, b) { return a + b }" }], checks: [{ type: "returns", name: "sum", args: [1, 2], expected: 3 }], published: true },
    });
    expect(created.status).toBe(201);
    const js = (created.body.exercise as { id: string }).id;
    await enrol(student.id, course.id);
    await call(submit, { params: { id: js }, token: student.token, body: { files: [{ name: "main.js", content: "function sum() { return 0 }" }] } });
    await call(answer, { params: { id }, token: student.token, body: { answers: [] } });
    const rows = (await call(adminStudentPractice, { params: { id: student.id }, token: admin.token })).body.exercises as { exercise: { id: string }; lastSubmission: { quiz: { score: number; questions: { given: string[]; right: boolean }[] } | null } }[];
    expect(rows.find((row) => row.exercise.id === js)!.lastSubmission.quiz).toBeNull();
    const quizRow = rows.find((row) => row.exercise.id === id)!.lastSubmission.quiz!;
    expect(quizRow.score).toBe(0);
    expect(quizRow.questions.map((question) => [question.given, question.right])).toEqual([[[], false], [[], false], [[], false], [[], false]]);
    expect((await call(adminStudentPractice, { params: { id: student.id }, token: student.token })).status).toBe(403);
  });
});

describe("POST /practice/quiz (a quiz answered before scripts)", () => {
  it("grades the form on the server and brings the lesson back with the verdict; a refusal comes back named", async () => {
    const { course, lessonId, id, student, quiz } = await setup();
    const right = rightAnswers(quiz);
    const order = quiz.questions[3]!;
    if (order.type !== "order") throw new Error("shape");
    const next = `/learning/${course.id}?lesson=${lessonId}`;
    const post = (fields: [string, string][]) =>
      call(quizForm, {
        path: "/practice/quiz",
        body: new URLSearchParams([["exerciseId", id], ["next", next], ...fields]).toString(),
        cookie: `jwt=${student.token}`,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
      });
    // Places given in reverse of the shown order, then set right: the steps are sorted by their places.
    const fields: [string, string][] = [
      [questionField(0), right[0]![0]!],
      ...right[1]!.map((choice): [string, string] => [questionField(1), choice]),
      [questionField(2), SECRET_ANSWER.toUpperCase()],
      ...order.steps.map((step, place): [string, string] => [stepField(3, step.id), String(place + 1)]).reverse(),
    ];
    const passed = await post(fields);
    expect(passed.status).toBe(303);
    const location = new URL(passed.headers.get("location")!, "http://localhost:3000");
    expect(location.pathname).toBe(`/learning/${course.id}`);
    const checked = location.searchParams.get("checked")!;
    const row = await db().submission.findUniqueOrThrow({ where: { id: checked }, select: { passed: true, userId: true } });
    expect(row).toEqual({ passed: true, userId: student.id });
    const page = await findOpeningPractice({ caller: { ...student, sessionId: null }, locale: "uz", lessonId, query: { checked }, known: { [lessonId]: { passed: 1, total: 1 } } });
    expect(page?.checked).toMatchObject({ exerciseId: id, passed: true });

    const refused = await post([[questionField(0), "unknown"]]);
    expect(refused.status).toBe(303);
    expect(new URL(refused.headers.get("location")!, "http://localhost:3000").searchParams.get("error")).toBe("invalid_input");
    expect(await db().submission.count({ where: { exerciseId: id } })).toBe(1);
  });
});
