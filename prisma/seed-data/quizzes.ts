import type { QuizExerciseInput } from "@/lib/practice/contract";

// Demo quizzes (issue 40): the Node.js, Express, MongoDB and Deployment courses had no practice at
// all; each module's first lesson now ends with a short quiz of the four question kinds, in uz and
// ru. `at` is [course, module, lesson], indexes into DEMO_COURSES. lib/practice/demo-quizzes.test.ts
// shows each passes with its own right answers and fails without them.

export type DemoQuiz = { at: [course: number, module: number, lesson: number]; exercise: Omit<QuizExerciseInput, "published"> };

type Choice = [uz: string, ru: string, correct?: boolean];
const choices = (...items: Choice[]) => items.map(([textUz, textRu, correct]) => ({ textUz, textRu, correct: correct ?? false }));
const steps = (...items: [uz: string, ru: string][]) => items.map(([textUz, textRu]) => ({ textUz, textRu }));
const texts = (uz: string, ru: string) => ({ promptUz: uz, promptRu: ru });
const quizTexts = (titleUz: string, titleRu: string) => ({
  kind: "quiz" as const,
  titleUz,
  titleRu,
  statementUz: "Savollarga javob bering. O'tish uchun savollarning kamida 75% iga to'g'ri javob kerak.",
  statementRu: "Ответьте на вопросы. Чтобы пройти, нужно верно ответить хотя бы на 75% вопросов.",
  hintsUz: [],
  hintsRu: [],
});

export const DEMO_QUIZZES: DemoQuiz[] = [
  // Node.js asoslari — 1. Node.js muhiti
  {
    at: [3, 0, 0],
    exercise: {
      ...quizTexts("Node.js muhiti: test", "Среда Node.js: тест"),
      quiz: {
        passMark: 75,
        questions: [
          {
            type: "single",
            ...texts("Node.js nima?", "Что такое Node.js?"),
            choices: choices(["Brauzer", "Браузер"], ["JavaScript'ni serverda ishga tushiradigan muhit", "Среда, которая запускает JavaScript на сервере", true], ["Ma'lumotlar bazasi", "База данных"]),
          },
          {
            type: "multiple",
            ...texts("Qaysilar Node.js'ning o'z modullari?", "Какие модули встроены в Node.js?"),
            choices: choices(["fs", "fs", true], ["http", "http", true], ["express", "express"], ["path", "path", true]),
          },
          { type: "short", ...texts("Loyiha ma'lumotlari va paketlar ro'yxati saqlanadigan fayl nomi?", "Как называется файл, где хранятся данные проекта и список пакетов?"), accepted: ["package.json"] },
          {
            type: "order",
            ...texts("Yangi loyihani boshlash qadamlarini tartiblang", "Расставьте шаги начала нового проекта по порядку"),
            steps: steps(["npm init -y", "npm init -y"], ["npm install express", "npm install express"], ["node index.js", "node index.js"]),
          },
        ],
      },
    },
  },
  // Express.js — 1. Express asoslari
  {
    at: [4, 0, 0],
    exercise: {
      ...quizTexts("Express asoslari: test", "Основы Express: тест"),
      quiz: {
        passMark: 75,
        questions: [
          {
            type: "single",
            ...texts("GET /users so'roviga javob beradigan marshrut qaysi?", "Какой маршрут отвечает на запрос GET /users?"),
            choices: choices(["app.post('/users', …)", "app.post('/users', …)"], ["app.get('/users', …)", "app.get('/users', …)", true], ["app.use('/posts', …)", "app.use('/posts', …)"]),
          },
          {
            type: "multiple",
            ...texts("Middleware nimalarni qila oladi?", "Что может сделать middleware?"),
            choices: choices(["So'rovni o'zgartirish", "Изменить запрос", true], ["Javobni yuborish", "Отправить ответ", true], ["next() bilan keyingisiga o'tkazish", "Передать дальше через next()", true], ["Brauzerni qayta ishga tushirish", "Перезапустить браузер"]),
          },
          { type: "short", ...texts("JSON tanani o'qish uchun qaysi o'rnatilgan middleware ulanadi? (app.use(...))", "Какое встроенное middleware подключают, чтобы читать тело JSON? (app.use(...))"), accepted: ["express.json()", "express.json"] },
          {
            type: "order",
            ...texts("Express serverini ishga tushirish tartibi", "Порядок запуска сервера Express"),
            steps: steps(["const app = express()", "const app = express()"], ["app.get('/', …) marshrutini yozish", "написать маршрут app.get('/', …)"], ["app.listen(3000)", "app.listen(3000)"]),
          },
        ],
      },
    },
  },
  // MongoDB — 1. MongoDB asoslari
  {
    at: [5, 0, 0],
    exercise: {
      ...quizTexts("MongoDB asoslari: test", "Основы MongoDB: тест"),
      quiz: {
        passMark: 75,
        questions: [
          {
            type: "single",
            ...texts("MongoDB ma'lumotni qanday saqlaydi?", "Как MongoDB хранит данные?"),
            choices: choices(["Jadval qatorlarida", "В строках таблиц"], ["Kolleksiyalardagi hujjatlarda (BSON)", "В документах коллекций (BSON)", true], ["Oddiy matn fayllarida", "В простых текстовых файлах"]),
          },
          {
            type: "multiple",
            ...texts("Qaysilar hujjat qo'shadigan yoki o'zgartiradigan buyruqlar?", "Какие команды добавляют или изменяют документы?"),
            choices: choices(["insertOne", "insertOne", true], ["updateMany", "updateMany", true], ["find", "find"], ["countDocuments", "countDocuments"]),
          },
          { type: "short", ...texts("Har bir hujjatning avtomatik beriladigan identifikator maydoni nomi?", "Как называется поле-идентификатор, которое каждый документ получает автоматически?"), accepted: ["_id"] },
          {
            type: "order",
            ...texts("Mongo shell'da ishlash tartibi", "Порядок работы в mongo shell"),
            steps: steps(["mongosh bilan ulanish", "подключиться через mongosh"], ["use shop", "use shop"], ["db.products.find()", "db.products.find()"]),
          },
        ],
      },
    },
  },
  // Deployment — 1. Git va GitHub
  {
    at: [6, 0, 0],
    exercise: {
      ...quizTexts("Git va GitHub: test", "Git и GitHub: тест"),
      quiz: {
        passMark: 75,
        questions: [
          {
            type: "single",
            ...texts("Git nima?", "Что такое Git?"),
            choices: choices(["Versiyalarni boshqarish tizimi", "Система контроля версий", true], ["Hosting xizmati", "Хостинг"], ["Dasturlash tili", "Язык программирования"]),
          },
          {
            type: "multiple",
            ...texts("Qaysilar Git buyruqlari?", "Какие из этих команд — команды Git?"),
            choices: choices(["git commit", "git commit", true], ["git push", "git push", true], ["npm start", "npm start"], ["git branch", "git branch", true]),
          },
          { type: "short", ...texts("O'zgarishlarni commit'ga tayyorlaydigan buyruq? (git …)", "Какая команда готовит изменения к коммиту? (git …)"), accepted: ["git add", "add", "git add ."] },
          {
            type: "order",
            ...texts("O'zgarishni GitHub'ga yuborish tartibi", "Порядок отправки изменения на GitHub"),
            steps: steps(["git add .", "git add ."], ["git commit -m \"xabar\"", "git commit -m \"сообщение\""], ["git push", "git push"]),
          },
        ],
      },
    },
  },
];
