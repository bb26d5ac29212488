import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createExercise } from "@/app/api/admin/lessons/[lessonId]/exercises/route";
import { POST as submit } from "@/app/api/exercises/[id]/submissions/route";
import type { ExerciseInput } from "@/lib/practice/contract";
import { closeSandbox } from "@/lib/practice/sandbox/practice-pool";
import { call } from "../support/call";
import { createCourse, enrol } from "../support/course-factory";
import { createUser, type TestUser } from "../support/factories";

// Issue 40 through the routes: each check on its own, values beyond JSON, source patterns,
// negative checks and style verdicts as a browser shows them; publishing still refused while
// the reference solution fails one of the new checks. Each test makes its own exercise.

const factorial: ExerciseInput = {
  kind: "js",
  titleUz: "Faktorial",
  titleRu: "Факториал",
  statementUz: "factorial(n) ni rekursiya bilan yozing, reduce ishlatmang",
  statementRu: "Напишите factorial(n) рекурсией, без reduce",
  starterFiles: [{ name: "main.js", content: "function factorial(n) {\n}\n" }],
  hintsUz: [],
  hintsRu: [],
  checks: [
    { type: "returns", name: "factorial", args: [5], expected: 120 },
    { type: "returns", name: "factorial", args: [0], expected: 1 },
    { type: "returns", name: "factorial", args: [10], expected: 3628800 },
    { type: "returns", name: "factorial", args: [20], expected: 2432902008176640000 },
    { type: "returns", name: "factorial", args: [{ $js: "NaN" }], expected: { $js: "NaN" }, twice: true },
    { type: "source", must: "notMatch", pattern: "\\.reduce\\s*\\(" },
  ],
  solutionFiles: [{ name: "main.js", content: "function factorial(n) { if (Number.isNaN(n)) return NaN; return n <= 1 ? 1 : n * factorial(n - 1) }" }],
  published: true,
};

const heading: ExerciseInput = {
  kind: "web",
  titleUz: "Ko'k sarlavha",
  titleRu: "Синий заголовок",
  statementUz: "h2 ko'k bo'lsin, ro'yxatda bo'sh band bo'lmasin",
  statementRu: "h2 синий, в списке нет пустых пунктов",
  starterFiles: [{ name: "index.html", content: "<h2>Cat Photos</h2>" }],
  hintsUz: [],
  hintsRu: [],
  checks: [
    { type: "css", selector: "h2", property: "color", value: "blue" },
    { type: "text", selector: "h2", match: "equals", value: "cat photos", ignoreCase: true },
    { type: "everyText", selector: "li" },
    { type: "none", selector: "font" },
  ],
  solutionFiles: [{ name: "index.html", content: "<style>h2 { color: #0000ff }</style><h2>Cat Photos</h2><ul><li>a</li></ul>" }],
  published: true,
};

const counterPage = '<button id="add">+</button><p id="n">0</p>';
const counter: ExerciseInput = {
  kind: "js",
  titleUz: "Sanagich",
  titleRu: "Счётчик",
  statementUz: "#add bosilganda #n bittaga oshsin",
  statementRu: "При нажатии на #add число в #n растёт на один",
  starterFiles: [
    { name: "index.html", content: counterPage },
    { name: "main.js", content: "" },
  ],
  hintsUz: [],
  hintsRu: [],
  checks: [
    { type: "dom", selector: "#n", read: "text", value: "0" },
    { type: "dom", selector: "#n", read: "text", value: "1", click: "#add" },
    { type: "dom", selector: "#n", read: "text", value: "2", click: "#add" },
  ],
  solutionFiles: [
    { name: "index.html", content: counterPage },
    { name: "main.js", content: "const n = document.querySelector('#n'); document.querySelector('#add').addEventListener('click', () => { n.textContent = Number(n.textContent) + 1 })" },
  ],
  published: true,
};

let admin: TestUser;
let student: TestUser;
let lessonId: string;

beforeAll(async () => {
  const course = await createCourse({ title: "Tekshiruvlar", modules: 1, lessonsPerModule: 1 });
  lessonId = course.modules[0]!.lessons[0]!.id;
  admin = await createUser({ role: "admin" });
  student = await createUser();
  await enrol(student.id, course.id);
}, 60_000);

afterAll(async () => {
  await closeSandbox();
});

async function published(exercise: ExerciseInput): Promise<string> {
  const res = await call(createExercise, { params: { lessonId }, token: admin.token, body: exercise });
  expect(res.status).toBe(201);
  return (res.body.exercise as { id: string }).id;
}

const passes = (body: Record<string, unknown>) => (body.results as { passed: boolean }[]).map((result) => result.passed);

describe("issue 40 checks through the routes", () => {
  it("fails only the call that overflows the stack: the curriculum's factorial passes 4 of 5", async () => {
    const id = await published(factorial);
    const res = await call(submit, { params: { id }, token: student.token, body: { files: [{ name: "main.js", content: "function factorial(n) { return n === 1 ? 1 : n * factorial(n - 1) }" }] } });
    expect(res.status).toBe(200);
    expect(passes(res.body)).toEqual([true, false, true, true, false, true]);
    expect((res.body.results as { message: string }[])[1]!.message).toBe("factorial(0): rekursiya juda chuqur, stek to'lib ketdi");
  });

  it("refuses a forbidden method and keeps NaN apart", async () => {
    const id = await published(factorial);
    const res = await call(submit, { params: { id }, token: student.token, body: { files: [{ name: "main.js", content: "function factorial(n) { return Array.from({ length: n }, (_, i) => i + 1).reduce((a, b) => a * b, 1) }" }] } });
    expect(passes(res.body)).toEqual([true, true, true, true, false, false]);
  });

  it("refuses to publish while the solution fails a new check", async () => {
    const res = await call(createExercise, { params: { lessonId }, token: admin.token, body: { ...factorial, solutionFiles: [{ name: "main.js", content: "function factorial(n) { return [1].reduce(() => n <= 1 ? 1 : n * factorial(n - 1)) }" }] } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("solution_fails");
  });

  it("runs a DOM exercise's script against its page and clicks it; a listener that never ends fails its check alone", async () => {
    const id = await published(counter);
    const files = (script: string) => [
      { name: "index.html", content: counterPage },
      { name: "main.js", content: script },
    ];
    const subtle = await call(submit, { params: { id }, token: student.token, body: { files: files("const n = document.querySelector('#n'); document.querySelector('#add').addEventListener('click', () => { n.textContent += 1 })") } });
    expect(passes(subtle.body)).toEqual([true, false, false]);
    expect((subtle.body.results as { message: string }[])[1]!.message).toBe('`#n` matni "1" bo\'lishi kerak, hozir "01"');
    const endless = await call(submit, { params: { id }, token: student.token, body: { files: files("document.querySelector('#add').addEventListener('click', () => { for (;;) {} })") } });
    expect(endless.status).toBe(200);
    expect(endless.body).toMatchObject({ passed: false, verdict: "timeout" });
    expect(passes(endless.body)).toEqual([true, false, false]);
  }, 30_000);

  it("refuses to publish a DOM exercise while its solution fails a click", async () => {
    const res = await call(createExercise, { params: { lessonId }, token: admin.token, body: { ...counter, solutionFiles: counter.starterFiles } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("solution_fails");
  });

  it("judges styles as the browser shows them", async () => {
    const id = await published(heading);
    const subtle = await call(submit, { params: { id }, token: student.token, body: { files: [{ name: "index.html", content: "<style>h2 { color: blue } main h2 { color: red }</style><main><h2>Cat Photos</h2></main><ul><li>a</li><li> </li></ul>" }] } });
    expect(passes(subtle.body)).toEqual([false, true, false, true]);
    const right = await call(submit, { params: { id }, token: student.token, body: { files: [{ name: "index.html", content: '<h2 style="color: rgb(0, 0, 255)">Cat Photos</h2><ul><li>a</li></ul>' }] } });
    expect(right.body).toMatchObject({ passed: true, verdict: "ok" });
  });
});
