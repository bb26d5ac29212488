import type { CreateProjectInput } from "@/lib/review/contract";

// Demo projects (issue 41): one in each of the Node.js, Express, MongoDB and Deployment courses,
// reviewed by a mentor, and the HTML course's closing project, which a demo student of that course
// has sent and which waits in the review queue. `at` is [course, module, lesson] in DEMO_COURSES.

export type DemoProject = { at: [course: number, module: number, lesson: number]; project: Omit<CreateProjectInput, "published"> };

export const DEMO_PROJECTS: DemoProject[] = [
  {
    at: [3, 1, 0],
    project: {
      titleUz: "Fayllar bilan ishlaydigan HTTP server",
      titleRu: "HTTP-сервер, работающий с файлами",
      statementUz: "Node.js'ning `http` va `fs` modullari bilan server yozing: `/` manzilida `index.html` faylini qaytarsin, boshqa manzillarda 404 javob bersin.",
      statementRu: "Напишите сервер на модулях `http` и `fs` Node.js: по адресу `/` он отдаёт файл `index.html`, на другие адреса отвечает 404.",
      starterFiles: [{ name: "server.js", content: "const http = require('http');\nconst fs = require('fs');\n\n// Serverni shu yerda yozing\n" }],
      acceptFiles: true,
      acceptArchive: true,
      acceptLink: false,
      checklistUz: ["`/` index.html ni qaytaradi", "Boshqa manzillar 404", "Fayl o'qish xatosi ushlanadi"],
      checklistRu: ["`/` отдаёт index.html", "Другие адреса — 404", "Ошибка чтения файла обработана"],
    },
  },
  {
    at: [4, 1, 0],
    project: {
      titleUz: "Vazifalar uchun REST API",
      titleRu: "REST API для задач",
      statementUz: "Express bilan `/tasks` uchun REST API yozing: ro'yxat, bittasini olish, qo'shish, o'zgartirish va o'chirish. Noto'g'ri ma'lumotga 400 qaytaring.",
      statementRu: "Напишите на Express REST API для `/tasks`: список, получение одной, создание, изменение и удаление. На неверные данные отвечайте 400.",
      starterFiles: [{ name: "app.js", content: "const express = require('express');\nconst app = express();\napp.use(express.json());\n\napp.listen(3000);\n" }],
      acceptFiles: true,
      acceptArchive: true,
      acceptLink: true,
      checklistUz: ["Beshta yo'l bor", "Status kodlari to'g'ri", "Kiruvchi ma'lumot tekshiriladi"],
      checklistRu: ["Есть все пять маршрутов", "Коды статуса верные", "Входные данные проверяются"],
    },
  },
  {
    at: [5, 1, 0],
    project: {
      titleUz: "Mongoose bilan kitoblar katalogi",
      titleRu: "Каталог книг на Mongoose",
      statementUz: "Mongoose sxemasi bilan `Book` modelini yarating (nomi, muallifi, yili) va Express orqali kitoblarni qo'shish va qidirish yo'llarini yozing.",
      statementRu: "Создайте модель `Book` со схемой Mongoose (название, автор, год) и маршруты Express для добавления и поиска книг.",
      starterFiles: [{ name: "book.js", content: "const mongoose = require('mongoose');\n\n// Sxemani shu yerda yozing\n" }],
      acceptFiles: true,
      acceptArchive: true,
      acceptLink: true,
      checklistUz: ["Sxemada majburiy maydonlar bor", "Qidiruv nom bo'yicha ishlaydi", "Ulanish satri kodda yozilmagan"],
      checklistRu: ["В схеме есть обязательные поля", "Поиск по названию работает", "Строка подключения не записана в коде"],
    },
  },
  {
    at: [6, 1, 0],
    project: {
      titleUz: "Loyihani internetga chiqaring",
      titleRu: "Выложите проект в интернет",
      statementUz: "Oldingi kurslardagi Express loyihangizni serverga chiqaring va GitHub repozitoriysi havolasini yuboring. README'da qanday ishga tushirilishi yozilsin.",
      statementRu: "Выложите свой Express-проект из прошлых курсов на сервер и пришлите ссылку на репозиторий GitHub. В README должно быть написано, как его запустить.",
      starterFiles: [],
      acceptFiles: false,
      acceptArchive: false,
      acceptLink: true,
      checklistUz: ["Sayt ochiladi", "README bor", "Maxfiy kalitlar repozitoriyda yo'q"],
      checklistRu: ["Сайт открывается", "Есть README", "Секретных ключей в репозитории нет"],
    },
  },
  {
    at: [0, 2, 2],
    project: {
      titleUz: "Shaxsiy sahifa",
      titleRu: "Личная страница",
      statementUz: "O'zingiz haqingizda sahifa yarating: sarlavha, rasm, qiziqishlaringiz ro'yxati va aloqa formasi. Semantik teglardan foydalaning.",
      statementRu: "Сделайте страницу о себе: заголовок, фото, список увлечений и форма связи. Используйте семантические теги.",
      starterFiles: [{ name: "index.html", content: "<!DOCTYPE html>\n<html lang=\"uz\">\n<head>\n  <meta charset=\"UTF-8\">\n  <title>Men haqimda</title>\n</head>\n<body>\n</body>\n</html>\n" }],
      acceptFiles: true,
      acceptArchive: false,
      acceptLink: true,
      checklistUz: ["Semantik teglar", "Rasmda alt bor", "Formada label'lar bor"],
      checklistRu: ["Семантические теги", "У картинки есть alt", "У формы есть label"],
    },
  },
];

/** The demo's waiting iteration: a student of the HTML course sent the closing project (the last of DEMO_PROJECTS). */
export const DEMO_WAITING_FILES = [
  {
    name: "index.html",
    content:
      "<!DOCTYPE html>\n<html lang=\"uz\">\n<head>\n  <meta charset=\"UTF-8\">\n  <title>Men haqimda</title>\n</head>\n<body>\n  <header>\n    <h1>Azizbek Tursunov</h1>\n  </header>\n  <main>\n    <img src=\"men.jpg\">\n    <ul>\n      <li>Futbol</li>\n      <li>Dasturlash</li>\n    </ul>\n    <form>\n      <input type=\"email\" placeholder=\"Email\">\n      <button>Yuborish</button>\n    </form>\n  </main>\n</body>\n</html>\n",
  },
];
