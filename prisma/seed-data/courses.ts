/**
 * Demo content for the seven chained courses, in chain order:
 * HTML → CSS & Bootstrap → JavaScript → Node.js → Express → MongoDB → Deployment.
 *
 * Videos are well-known public YouTube tutorials on each lesson's topic
 * (freeCodeCamp, Traversy Media, Programming with Mosh, Fireship, Web Dev
 * Simplified, TechWorld with Nana). A long full-course video is reused across
 * lessons with different `&t=` start times.
 */

import type { CourseLevel } from "@/lib/db/generated/enums";

export interface DemoLesson {
  title: string;
  titleRu: string;
  description: string;
  descriptionRu: string;
  /** `https://www.youtube.com/watch?v=<11-char id>`, optionally with `&t=<seconds>s`. */
  videoUrl: string;
  codeSourceUrl: string | null;
}

export interface DemoModule {
  title: string;
  titleRu: string;
  description: string;
  descriptionRu: string;
  lessons: DemoLesson[];
}

export interface DemoCourse {
  /** Uzbek, and Russian beside each text (DESIGN: uz required, ru optional; the demo has both). */
  title: string;
  titleRu: string;
  description: string;
  descriptionRu: string;
  instructor: string;
  /** Whole so'm. */
  price: number;
  /** Shown as "4 hafta" / "4 недели". */
  durationWeeks: number;
  level: CourseLevel;
  category: string;
  tags: string[];
  /** 0–5, one decimal. */
  rating: number;
  totalRatings: number;
  modules: DemoModule[];
}

const yt = (id: string, startSeconds?: number): string =>
  `https://www.youtube.com/watch?v=${id}${startSeconds ? `&t=${startSeconds}s` : ""}`;

const code = (repo: string, folder: string): string => `https://github.com/qadam-academy/${repo}/tree/main/${folder}`;

/** YouTube ids of the videos used below. */
const V = {
  /** freeCodeCamp — HTML Full Course: Build a Website Tutorial (~2 h). */
  htmlFullCourse: "pQN-pnXPaVg",
  /** Traversy Media — HTML Crash Course For Absolute Beginners (~1 h). */
  htmlCrashCourse: "UB1O30fR-EE",
  /** Programming with Mosh — HTML Tutorial for Beginners. */
  htmlMosh: "qz0aGYrrlhU",
  /** Fireship — CSS in 100 Seconds. */
  css100: "OEV8gMkCHXQ",
  /** Web Dev Simplified — Learn CSS in 20 Minutes. */
  css20min: "1PnVor36_40",
  /** Traversy Media — CSS Crash Course For Absolute Beginners (~1.5 h). */
  cssCrashCourse: "yfoY53QXEnI",
  /** Traversy Media — Flexbox CSS In 20 Minutes. */
  flexbox: "JJSoEo8JSnc",
  /** Traversy Media — CSS Grid Layout Crash Course. */
  cssGrid: "jV8B24rSN5o",
  /** Traversy Media — Bootstrap 5 Crash Course (~1 h 19 min). */
  bootstrap5: "4sosXZsdy-s",
  /** Programming with Mosh — JavaScript Tutorial for Beginners: Learn JavaScript in 1 Hour. */
  jsMosh: "W6NZfCO5SIk",
  /** freeCodeCamp — Learn JavaScript: Full Course for Beginners (~3.5 h). */
  jsFullCourse: "PkZNo7MFNFg",
  /** Traversy Media — JavaScript Crash Course For Beginners (~1 h 40 min). */
  jsCrashCourse: "hdI2bqOjy3c",
  /** Traversy Media — JavaScript DOM Crash Course, Part 1. */
  jsDom: "0ik6X4DJKCc",
  /** Traversy Media — Async JS Crash Course: Callbacks, Promises, Async/Await. */
  asyncJs: "PoRJizFvM7s",
  /** Fireship — Node.js Ultimate Beginner's Guide in 7 Easy Steps. */
  nodeFireship: "ENrzD9HAZK4",
  /** Programming with Mosh — Node.js Tutorial for Beginners: Learn Node in 1 Hour. */
  nodeMosh: "TlB_eWDSMt4",
  /** Traversy Media — Node.js Crash Course (~1.5 h). */
  nodeCrashCourse: "fBNz5xF-Kx4",
  /** Web Dev Simplified — Learn Express JS In 35 Minutes. */
  express35min: "SccSCuHhOw0",
  /** Traversy Media — Express JS Crash Course (~1 h 11 min). */
  expressCrashCourse: "L72fhGm1tfE",
  /** freeCodeCamp — Node.js and Express.js: Full Course (~8 h). */
  nodeExpressFull: "Oe421EPjeBE",
  /** Fireship — MongoDB in 100 Seconds. */
  mongo100: "-bt_y4Loofg",
  /** Traversy Media — MongoDB Crash Course (MongoDB in 30 minutes). */
  mongoTraversy: "-56x56UppqQ",
  /** Web Dev Simplified — MongoDB Crash Course. */
  mongoWds: "ofme2o29ngU",
  /** Web Dev Simplified — Mongoose Crash Course: Beginner Through Advanced. */
  mongoose: "DZBGEVgL2eE",
  /** Fireship — Git Explained in 100 Seconds. */
  git100: "hwP7WQkmECE",
  /** Programming with Mosh — Git Tutorial for Beginners: Learn Git in 1 Hour. */
  gitMosh: "8JJ101D3knE",
  /** freeCodeCamp — Git and GitHub for Beginners: Crash Course. */
  gitGithub: "RGOj5yH7evk",
  /** Programming with Mosh — Docker Tutorial for Beginners. */
  dockerMosh: "pTFZFxd4hOI",
  /** Traversy Media — Full Node.js Deployment: NGINX, SSL With Let's Encrypt. */
  nodeDeploy: "oykl1Ih9pMg",
  /** TechWorld with Nana — GitHub Actions Tutorial: CI/CD Pipeline with Docker. */
  githubActions: "R8_veQiYBjI",
} as const;

export const DEMO_COURSES: readonly DemoCourse[] = [
  {
    title: "HTML asoslari: birinchi veb-sahifangiz",
    titleRu: "Основы HTML: ваша первая веб-страница",
    description:
      "Veb-dasturlashni noldan boshlovchilar uchun kurs. Teglar, atributlar, havolalar, rasmlar, jadvallar va " +
      "formalar bilan ishlashni o'rganasiz, semantik teglar yordamida sahifani to'g'ri tuzasiz. Kurs oxirida " +
      "o'zingiz, qiziqishlaringiz va maktabingiz haqida shaxsiy sahifa yaratasiz.",
    descriptionRu:
      "Курс для тех, кто начинает веб-разработку с нуля. Вы научитесь работать с тегами, атрибутами, " +
      "ссылками, изображениями, таблицами и формами и правильно строить страницу с помощью семантических " +
      "тегов. В конце курса вы создадите личную страницу о себе, своих увлечениях и своей школе.",
    instructor: "Jasur Karimov",
    price: 300_000,
    durationWeeks: 4,
    level: "beginner",
    category: "Frontend",
    tags: ["html", "veb-sahifa", "frontend", "boshlang'ich"],
    rating: 4.8,
    totalRatings: 214,
    modules: [
      {
        title: "Veb va HTML bilan tanishuv",
        titleRu: "Знакомство с вебом и HTML",
        description: "Brauzer sahifani qanday ko'rsatishi, kod muharririni sozlash va birinchi HTML hujjat.",
        descriptionRu: "Как браузер показывает страницу, настройка редактора кода и первый HTML-документ.",
        lessons: [
          {
            title: "Veb-sayt qanday ishlaydi?",
            titleRu: "Как работает веб-сайт?",
            description:
              "Brauzer, server va HTML fayl o'rtasidagi bog'liqlik. VS Code va Live Server kengaytmasini o'rnatib, " +
              "ish joyimizni tayyorlaymiz.",
            descriptionRu:
              "Связь между браузером, сервером и HTML-файлом. Устанавливаем VS Code и расширение Live Server и " +
              "готовим рабочее место.",
            videoUrl: yt(V.htmlFullCourse),
            codeSourceUrl: null,
          },
          {
            title: "Birinchi HTML hujjat: doctype, head va body",
            titleRu: "Первый HTML-документ: doctype, head и body",
            description:
              "Hujjat tuzilmasi, <title> va <meta charset> nima uchun kerakligi, faylni saqlab brauzerda ochish.",
            descriptionRu:
              "Структура документа, зачем нужны <title> и <meta charset>, как сохранить файл и открыть его в " +
              "браузере.",
            videoUrl: yt(V.htmlCrashCourse, 300),
            codeSourceUrl: code("html-asoslari", "01-birinchi-sahifa"),
          },
          {
            title: "Sarlavhalar, paragraflar va matnni formatlash",
            titleRu: "Заголовки, абзацы и форматирование текста",
            description: "h1–h6, p, strong, em va br teglari; izoh yozish va kodni tartibli saqlash odatlari.",
            descriptionRu: "Теги h1–h6, p, strong, em и br; комментарии и привычка держать код в порядке.",
            videoUrl: yt(V.htmlCrashCourse, 900),
            codeSourceUrl: code("html-asoslari", "02-matn"),
          },
        ],
      },
      {
        title: "Havolalar, rasmlar, ro'yxatlar va jadvallar",
        titleRu: "Ссылки, изображения, списки и таблицы",
        description: "Sahifalarni bir-biriga bog'lash, rasm qo'yish va ma'lumotni ro'yxat hamda jadvalda berish.",
        descriptionRu: "Связываем страницы между собой, вставляем изображения и подаём данные списками и таблицами.",
        lessons: [
          {
            title: "Havolalar va rasmlar",
            titleRu: "Ссылки и изображения",
            description:
              "<a> tegi, nisbiy va mutlaq yo'llar, yangi oynada ochish. <img> uchun alt matni nega muhimligi.",
            descriptionRu:
              "Тег <a>, относительные и абсолютные пути, открытие в новой вкладке. Почему для <img> важен " +
              "альтернативный текст.",
            videoUrl: yt(V.htmlFullCourse, 1800),
            codeSourceUrl: code("html-asoslari", "03-havolalar-rasmlar"),
          },
          {
            title: "Ro'yxatlar",
            titleRu: "Списки",
            description: "Tartiblangan va tartiblanmagan ro'yxatlar; ichma-ich ro'yxat bilan sayt menyusini yasaymiz.",
            descriptionRu: "Нумерованные и маркированные списки; делаем меню сайта из вложенных списков.",
            videoUrl: yt(V.htmlCrashCourse, 1500),
            codeSourceUrl: code("html-asoslari", "04-royxatlar"),
          },
          {
            title: "Jadvallar",
            titleRu: "Таблицы",
            description: "table, tr, th va td teglari; haftalik dars jadvalini HTML jadvali ko'rinishida yozamiz.",
            descriptionRu: "Теги table, tr, th и td; записываем недельное расписание уроков в виде HTML-таблицы.",
            videoUrl: yt(V.htmlFullCourse, 3600),
            codeSourceUrl: code("html-asoslari", "05-jadvallar"),
          },
        ],
      },
      {
        title: "Formalar va semantik HTML",
        titleRu: "Формы и семантический HTML",
        description: "Foydalanuvchidan ma'lumot olish va sahifani mazmunan to'g'ri tuzish.",
        descriptionRu: "Получаем данные от пользователя и строим страницу так, чтобы её смысл был понятен.",
        lessons: [
          {
            title: "Formalar va input turlari",
            titleRu: "Формы и типы полей input",
            description:
              "text, email, tel, radio, checkbox va select maydonlari; label bilan to'g'ri bog'lash va " +
              "required atributi.",
            descriptionRu:
              "Поля text, email, tel, radio, checkbox и select; правильная связь с label и атрибут required.",
            videoUrl: yt(V.htmlCrashCourse, 2400),
            codeSourceUrl: code("html-asoslari", "06-formalar"),
          },
          {
            title: "Semantik teglar",
            titleRu: "Семантические теги",
            description:
              "header, nav, main, section, article va footer — sahifani qidiruv tizimlari va ekran o'quvchi " +
              "dasturlar uchun tushunarli qilish.",
            descriptionRu:
              "header, nav, main, section, article и footer — делаем страницу понятной поисковым системам и " +
              "программам чтения с экрана.",
            videoUrl: yt(V.htmlMosh),
            codeSourceUrl: code("html-asoslari", "07-semantika"),
          },
          {
            title: "Amaliy loyiha: shaxsiy sahifa",
            titleRu: "Практический проект: личная страница",
            description:
              "O'rganganlarimizni jamlab, o'zingiz haqingizda to'liq sahifa tuzamiz: rasm, qiziqishlar ro'yxati, " +
              "dars jadvali va aloqa formasi.",
            descriptionRu:
              "Собираем всё изученное и делаем полную страницу о себе: фотография, список увлечений, расписание " +
              "уроков и форма обратной связи.",
            videoUrl: yt(V.htmlFullCourse, 5400),
            codeSourceUrl: code("html-asoslari", "08-shaxsiy-sahifa"),
          },
        ],
      },
    ],
  },
  {
    title: "CSS & Bootstrap: chiroyli va moslashuvchan sahifalar",
    titleRu: "CSS & Bootstrap: красивые и адаптивные страницы",
    description:
      "HTML sahifangizga dizayn berishni o'rganasiz: selektorlar, ranglar, shriftlar, box model, Flexbox va Grid. " +
      "Ikkinchi qismda Bootstrap 5 yordamida telefonda ham, kompyuterda ham birdek chiroyli ko'rinadigan " +
      "sahifalarni tez yig'asiz.",
    descriptionRu:
      "Вы научитесь оформлять свою HTML-страницу: селекторы, цвета, шрифты, блочная модель, Flexbox и Grid. " +
      "Во второй части вы с помощью Bootstrap 5 быстро соберёте страницы, которые одинаково хорошо выглядят " +
      "и на телефоне, и на компьютере.",
    instructor: "Dilnoza Rahimova",
    price: 350_000,
    durationWeeks: 5,
    level: "beginner",
    category: "Frontend",
    tags: ["css", "bootstrap", "flexbox", "responsive", "frontend"],
    rating: 4.7,
    totalRatings: 168,
    modules: [
      {
        title: "CSS asoslari",
        titleRu: "Основы CSS",
        description: "Uslublarni ulash, selektorlar, ranglar va elementlar o'lchamini boshqarish.",
        descriptionRu: "Подключение стилей, селекторы, цвета и управление размерами элементов.",
        lessons: [
          {
            title: "CSS nima va uni sahifaga qanday ulash mumkin",
            titleRu: "Что такое CSS и как подключить его к странице",
            description: "Inline, ichki va tashqi uslublar; selektor, xususiyat va qiymatning yozilishi.",
            descriptionRu: "Встроенные, внутренние и внешние стили; как записываются селектор, свойство и значение.",
            videoUrl: yt(V.css100),
            codeSourceUrl: null,
          },
          {
            title: "Ranglar, shriftlar va o'lchov birliklari",
            titleRu: "Цвета, шрифты и единицы измерения",
            description: "hex va rgb ranglar, Google Fonts ulash, px, rem va % birliklarining farqi.",
            descriptionRu: "Цвета в hex и rgb, подключение Google Fonts, чем отличаются единицы px, rem и %.",
            videoUrl: yt(V.css20min),
            codeSourceUrl: code("css-bootstrap", "01-ranglar-shriftlar"),
          },
          {
            title: "Box model: margin, border va padding",
            titleRu: "Блочная модель: margin, border и padding",
            description:
              "Elementlar orasidagi masofani boshqarish va nega deyarli har doim box-sizing: border-box yoziladi.",
            descriptionRu:
              "Управляем расстояниями между элементами и разбираемся, почему почти всегда пишут box-sizing: " +
              "border-box.",
            videoUrl: yt(V.cssCrashCourse, 1800),
            codeSourceUrl: code("css-bootstrap", "02-box-model"),
          },
        ],
      },
      {
        title: "Sahifa joylashuvi (layout)",
        titleRu: "Раскладка страницы (layout)",
        description: "Elementlarni qator va to'r bo'ylab joylashtirish hamda turli ekranlarga moslash.",
        descriptionRu: "Располагаем элементы в строку и по сетке и подстраиваем их под разные экраны.",
        lessons: [
          {
            title: "Flexbox",
            titleRu: "Flexbox",
            description:
              "display: flex, justify-content, align-items va gap yordamida kurs kartochkalarini bir qatorga tizamiz.",
            descriptionRu:
              "Выстраиваем карточки курсов в один ряд с помощью display: flex, justify-content, align-items и gap.",
            videoUrl: yt(V.flexbox),
            codeSourceUrl: code("css-bootstrap", "03-flexbox"),
          },
          {
            title: "CSS Grid",
            titleRu: "CSS Grid",
            description: "Ikki o'lchamli to'r: grid-template-columns, fr birligi va rasmlar galereyasi sahifasi.",
            descriptionRu: "Двумерная сетка: grid-template-columns, единица fr и страница-галерея изображений.",
            videoUrl: yt(V.cssGrid),
            codeSourceUrl: code("css-bootstrap", "04-grid"),
          },
          {
            title: "Media so'rovlar va moslashuvchan dizayn",
            titleRu: "Медиазапросы и адаптивный дизайн",
            description: "@media qoidalari bilan bitta sahifani telefon, planshet va kompyuter ekraniga moslaymiz.",
            descriptionRu:
              "С помощью правил @media подстраиваем одну страницу под экраны телефона, планшета и компьютера.",
            videoUrl: yt(V.cssCrashCourse, 4200),
            codeSourceUrl: code("css-bootstrap", "05-media-queries"),
          },
        ],
      },
      {
        title: "Bootstrap 5",
        titleRu: "Bootstrap 5",
        description: "Tayyor grid tizimi va komponentlar bilan sahifalarni tez yig'ish.",
        descriptionRu: "Быстро собираем страницы из готовой сетки и компонентов.",
        lessons: [
          {
            title: "Bootstrap'ni ulash va grid tizimi",
            titleRu: "Подключение Bootstrap и система сетки",
            description: "CDN orqali ulash; container, row va col klasslari bilan 12 ustunli to'r.",
            descriptionRu: "Подключение через CDN; сетка из 12 колонок на классах container, row и col.",
            videoUrl: yt(V.bootstrap5),
            codeSourceUrl: code("css-bootstrap", "06-bootstrap-grid"),
          },
          {
            title: "Tayyor komponentlar",
            titleRu: "Готовые компоненты",
            description: "Navbar, tugmalar, kartochkalar va modal oynalar; utility klasslar bilan tez sozlash.",
            descriptionRu: "Navbar, кнопки, карточки и модальные окна; быстрая настройка служебными классами.",
            videoUrl: yt(V.bootstrap5, 1500),
            codeSourceUrl: code("css-bootstrap", "07-komponentlar"),
          },
          {
            title: "Amaliy loyiha: to'garak uchun landing sahifa",
            titleRu: "Практический проект: лендинг для кружка",
            description:
              "Maktabdagi dasturlash to'garagi uchun bir sahifali, to'liq moslashuvchan sayt yig'amiz: menyu, " +
              "bosh banner, kurslar kartochkalari va ro'yxatdan o'tish formasi.",
            descriptionRu:
              "Собираем одностраничный полностью адаптивный сайт для школьного кружка программирования: меню, " +
              "главный баннер, карточки курсов и форма записи.",
            videoUrl: yt(V.bootstrap5, 3000),
            codeSourceUrl: code("css-bootstrap", "08-landing"),
          },
        ],
      },
    ],
  },
  {
    title: "JavaScript asoslari: sahifaga jon kiritamiz",
    titleRu: "Основы JavaScript: оживляем страницу",
    description:
      "Dasturlash mantiqini JavaScript orqali o'rganasiz: o'zgaruvchilar, shartlar, sikllar, funksiyalar, massiv va " +
      "obyektlar. So'ng DOM bilan ishlab, tugma bosilganda o'zgaradigan interaktiv sahifalar va internetdan " +
      "ma'lumot oladigan kichik ilova yozasiz.",
    descriptionRu:
      "Вы изучите логику программирования на JavaScript: переменные, условия, циклы, функции, массивы и " +
      "объекты. Затем, работая с DOM, напишете интерактивные страницы, которые меняются по нажатию кнопки, " +
      "и небольшое приложение, получающее данные из интернета.",
    instructor: "Sardor Tursunov",
    price: 400_000,
    durationWeeks: 8,
    level: "beginner",
    category: "Frontend",
    tags: ["javascript", "dom", "dasturlash", "frontend"],
    rating: 4.9,
    totalRatings: 291,
    modules: [
      {
        title: "Til asoslari",
        titleRu: "Основы языка",
        description: "JavaScript sintaksisi, qaror qabul qilish va takrorlash.",
        descriptionRu: "Синтаксис JavaScript, принятие решений и повторение.",
        lessons: [
          {
            title: "O'zgaruvchilar va ma'lumot turlari",
            titleRu: "Переменные и типы данных",
            description: "let va const, string, number va boolean; brauzer konsolida birinchi kodimizni yozamiz.",
            descriptionRu: "let и const, string, number и boolean; пишем первый код в консоли браузера.",
            videoUrl: yt(V.jsMosh),
            codeSourceUrl: null,
          },
          {
            title: "Shartlar va sikllar",
            titleRu: "Условия и циклы",
            description: "if/else, switch, for va while; baholarni tekshirib, natijani chiqaradigan kichik dastur.",
            descriptionRu:
              "if/else, switch, for и while; небольшая программа, которая проверяет оценки и выводит результат.",
            videoUrl: yt(V.jsFullCourse, 3600),
            codeSourceUrl: code("javascript-asoslari", "01-shartlar-sikllar"),
          },
          {
            title: "Funksiyalar",
            titleRu: "Функции",
            description: "Funksiya e'lon qilish, parametrlar va return; arrow funksiyalar va ko'rinish sohasi (scope).",
            descriptionRu: "Объявление функции, параметры и return; стрелочные функции и область видимости (scope).",
            videoUrl: yt(V.jsCrashCourse, 2400),
            codeSourceUrl: code("javascript-asoslari", "02-funksiyalar"),
          },
        ],
      },
      {
        title: "Massivlar va obyektlar",
        titleRu: "Массивы и объекты",
        description: "Ma'lumotlarni to'plam va tuzilma ko'rinishida saqlash va qayta ishlash.",
        descriptionRu: "Храним и обрабатываем данные в виде наборов и структур.",
        lessons: [
          {
            title: "Massivlar va ularning metodlari",
            titleRu: "Массивы и их методы",
            description: "push, map, filter va find metodlari; sinfdoshlar ro'yxati bilan ishlaymiz.",
            descriptionRu: "Методы push, map, filter и find; работаем со списком одноклассников.",
            videoUrl: yt(V.jsCrashCourse, 1200),
            codeSourceUrl: code("javascript-asoslari", "03-massivlar"),
          },
          {
            title: "Obyektlar va JSON",
            titleRu: "Объекты и JSON",
            description: "Kalit-qiymat juftliklari, obyekt ichidagi massiv, JSON.stringify va JSON.parse.",
            descriptionRu: "Пары «ключ — значение», массив внутри объекта, JSON.stringify и JSON.parse.",
            videoUrl: yt(V.jsFullCourse, 7200),
            codeSourceUrl: code("javascript-asoslari", "04-obyektlar"),
          },
          {
            title: "Amaliy mashq: test savollari dasturi",
            titleRu: "Практика: программа с тестовыми вопросами",
            description:
              "Savollarni obyektlar massivida saqlaymiz, javoblarni tekshirib, to'plangan ballni hisoblaymiz.",
            descriptionRu: "Храним вопросы в массиве объектов, проверяем ответы и подсчитываем набранные баллы.",
            videoUrl: yt(V.jsFullCourse, 10800),
            codeSourceUrl: code("javascript-asoslari", "05-test-dasturi"),
          },
        ],
      },
      {
        title: "DOM va asinxron JavaScript",
        titleRu: "DOM и асинхронный JavaScript",
        description: "Sahifa elementlarini boshqarish, hodisalarga javob berish va serverdan ma'lumot olish.",
        descriptionRu: "Управляем элементами страницы, отвечаем на события и получаем данные с сервера.",
        lessons: [
          {
            title: "DOM: elementlarni topish va o'zgartirish",
            titleRu: "DOM: поиск и изменение элементов",
            description: "querySelector, textContent, classList va yangi element yaratib sahifaga qo'shish.",
            descriptionRu:
              "querySelector, textContent, classList, создание нового элемента и добавление его на страницу.",
            videoUrl: yt(V.jsDom),
            codeSourceUrl: code("javascript-asoslari", "06-dom"),
          },
          {
            title: "Hodisalar (events)",
            titleRu: "События (events)",
            description: "addEventListener, click, input va submit hodisalari; formani yuborishdan oldin tekshirish.",
            descriptionRu: "addEventListener, события click, input и submit; проверка формы перед отправкой.",
            videoUrl: yt(V.jsCrashCourse, 4230),
            codeSourceUrl: code("javascript-asoslari", "07-hodisalar"),
          },
          {
            title: "Promise, async/await va fetch",
            titleRu: "Promise, async/await и fetch",
            description:
              "Asinxron kod nima uchun kerak; Promise va async/await bilan ochiq API'dan ma'lumot olib, " +
              "sahifada ko'rsatamiz.",
            descriptionRu:
              "Зачем нужен асинхронный код; получаем данные из открытого API с помощью Promise и async/await и " +
              "показываем их на странице.",
            videoUrl: yt(V.asyncJs),
            codeSourceUrl: code("javascript-asoslari", "08-fetch"),
          },
        ],
      },
    ],
  },
  {
    title: "Node.js asoslari: server tomonda JavaScript",
    titleRu: "Основы Node.js: JavaScript на стороне сервера",
    description:
      "JavaScript'ni brauzerdan tashqarida ishlatishni o'rganasiz: Node.js qanday ishlaydi, modullar, npm " +
      "paketlari, fayllar bilan ishlash va http moduli yordamida oddiy veb-server yozish. Bu kurs backend " +
      "dasturlashga birinchi qadam.",
    descriptionRu:
      "Вы научитесь запускать JavaScript вне браузера: как устроен Node.js, модули, пакеты npm, работа с " +
      "файлами и простой веб-сервер на модуле http. Этот курс — первый шаг в бэкенд-разработку.",
    instructor: "Aziz Yusupov",
    price: 450_000,
    durationWeeks: 6,
    level: "intermediate",
    category: "Backend",
    tags: ["nodejs", "npm", "backend", "server"],
    rating: 4.7,
    totalRatings: 133,
    modules: [
      {
        title: "Node.js muhiti",
        titleRu: "Среда Node.js",
        description: "Node.js'ni o'rnatish, modullar tizimi va npm paket menejeri.",
        descriptionRu: "Установка Node.js, система модулей и менеджер пакетов npm.",
        lessons: [
          {
            title: "Node.js nima va uni o'rnatish",
            titleRu: "Что такое Node.js и как его установить",
            description: "V8 dvigateli, node buyrug'i, REPL va birinchi skriptni terminalda ishga tushirish.",
            descriptionRu: "Движок V8, команда node, REPL и запуск первого скрипта в терминале.",
            videoUrl: yt(V.nodeFireship),
            codeSourceUrl: null,
          },
          {
            title: "Modullar: require va import",
            titleRu: "Модули: require и import",
            description: "CommonJS va ES modullari; o'z modulingizni yozib, boshqa fayldan chaqirish.",
            descriptionRu: "Модули CommonJS и ES; пишем свой модуль и вызываем его из другого файла.",
            videoUrl: yt(V.nodeMosh, 900),
            codeSourceUrl: code("nodejs-asoslari", "01-modullar"),
          },
          {
            title: "npm va package.json",
            titleRu: "npm и package.json",
            description: "Paket o'rnatish, dependencies va devDependencies farqi, npm scripts bilan ishlash.",
            descriptionRu: "Установка пакетов, разница между dependencies и devDependencies, работа с npm scripts.",
            videoUrl: yt(V.nodeCrashCourse, 600),
            codeSourceUrl: code("nodejs-asoslari", "02-npm"),
          },
        ],
      },
      {
        title: "Fayllar, hodisalar va HTTP server",
        titleRu: "Файлы, события и HTTP-сервер",
        description: "Node.js'ning asosiy modullari va birinchi veb-server.",
        descriptionRu: "Основные модули Node.js и первый веб-сервер.",
        lessons: [
          {
            title: "fs va path modullari",
            titleRu: "Модули fs и path",
            description: "Fayl o'qish va yozish, papkalar bilan ishlash; sinxron va asinxron usullar farqi.",
            descriptionRu:
              "Чтение и запись файлов, работа с папками; разница между синхронными и асинхронными способами.",
            videoUrl: yt(V.nodeCrashCourse, 1800),
            codeSourceUrl: code("nodejs-asoslari", "03-fs-path"),
          },
          {
            title: "Event loop va EventEmitter",
            titleRu: "Event loop и EventEmitter",
            description:
              "Node.js bir vaqtning o'zida ko'p so'rovni qanday bajaradi; o'z hodisalaringizni yaratish va tinglash.",
            descriptionRu:
              "Как Node.js выполняет много запросов одновременно; создаём свои события и подписываемся на них.",
            videoUrl: yt(V.nodeMosh, 2700),
            codeSourceUrl: code("nodejs-asoslari", "04-events"),
          },
          {
            title: "http moduli bilan oddiy server",
            titleRu: "Простой сервер на модуле http",
            description: "So'rov va javob obyektlari, manzilga qarab javob berish va JSON qaytarish.",
            descriptionRu: "Объекты запроса и ответа, ответ в зависимости от адреса и возврат JSON.",
            videoUrl: yt(V.nodeCrashCourse, 3600),
            codeSourceUrl: code("nodejs-asoslari", "05-http-server"),
          },
        ],
      },
    ],
  },
  {
    title: "Express.js bilan backend: REST API yaratish",
    titleRu: "Бэкенд на Express.js: создаём REST API",
    description:
      "Express framework yordamida haqiqiy backend yozasiz: marshrutlar, middleware, so'rov ma'lumotlarini " +
      "tekshirish va xatolarni qayta ishlash. Kurs oxirida ro'yxatdan o'tish va kirish imkoniyati bor REST API " +
      "tayyor bo'ladi.",
    descriptionRu:
      "Вы напишете настоящий бэкенд на фреймворке Express: маршруты, middleware, проверка данных запроса и " +
      "обработка ошибок. К концу курса у вас будет готовый REST API с регистрацией и входом.",
    instructor: "Bekzod Ergashev",
    price: 500_000,
    durationWeeks: 6,
    level: "intermediate",
    category: "Backend",
    tags: ["express", "rest-api", "middleware", "backend"],
    rating: 4.8,
    totalRatings: 97,
    modules: [
      {
        title: "Express asoslari",
        titleRu: "Основы Express",
        description: "Server yaratish, marshrutlash va middleware tushunchasi.",
        descriptionRu: "Создание сервера, маршрутизация и понятие middleware.",
        lessons: [
          {
            title: "Express o'rnatish va birinchi marshrut",
            titleRu: "Установка Express и первый маршрут",
            description: "npm orqali o'rnatish, app.get va app.listen; nodemon bilan serverni avtomatik qayta ishga tushirish.",
            descriptionRu: "Установка через npm, app.get и app.listen; автоматический перезапуск сервера с nodemon.",
            videoUrl: yt(V.express35min),
            codeSourceUrl: null,
          },
          {
            title: "Marshrutlar, parametrlar va Router",
            titleRu: "Маршруты, параметры и Router",
            description: "req.params va req.query, express.Router bilan marshrutlarni alohida fayllarga ajratish.",
            descriptionRu: "req.params и req.query, вынос маршрутов в отдельные файлы с помощью express.Router.",
            videoUrl: yt(V.expressCrashCourse, 600),
            codeSourceUrl: code("express-backend", "01-router"),
          },
          {
            title: "Middleware",
            titleRu: "Middleware",
            description: "Middleware zanjiri, express.json(), statik fayllar va o'zimizning logger middleware'imiz.",
            descriptionRu: "Цепочка middleware, express.json(), статические файлы и наш собственный middleware-логгер.",
            videoUrl: yt(V.expressCrashCourse, 1500),
            codeSourceUrl: code("express-backend", "02-middleware"),
          },
        ],
      },
      {
        title: "REST API va xavfsizlik",
        titleRu: "REST API и безопасность",
        description: "To'liq CRUD API, ma'lumotlarni tekshirish va foydalanuvchini tanish.",
        descriptionRu: "Полный CRUD API, проверка данных и распознавание пользователя.",
        lessons: [
          {
            title: "CRUD API: GET, POST, PUT, DELETE",
            titleRu: "CRUD API: GET, POST, PUT, DELETE",
            description: "Kurslar ro'yxati uchun to'rtta amal; status kodlar va Postman orqali sinash.",
            descriptionRu: "Четыре операции для списка курсов; коды статуса и проверка через Postman.",
            videoUrl: yt(V.expressCrashCourse, 2400),
            codeSourceUrl: code("express-backend", "03-crud"),
          },
          {
            title: "Validatsiya va xatoliklarni qayta ishlash",
            titleRu: "Валидация и обработка ошибок",
            description: "Kiruvchi ma'lumotni tekshirish, xato middleware'i va foydalanuvchiga tushunarli javob qaytarish.",
            descriptionRu: "Проверка входящих данных, middleware для ошибок и понятный пользователю ответ.",
            videoUrl: yt(V.nodeExpressFull, 14400),
            codeSourceUrl: code("express-backend", "04-validatsiya"),
          },
          {
            title: "Autentifikatsiya: JWT bilan kirish",
            titleRu: "Аутентификация: вход с JWT",
            description: "Parolni xeshlash, token berish va himoyalangan marshrutlarni middleware bilan yopish.",
            descriptionRu: "Хеширование пароля, выдача токена и защита маршрутов с помощью middleware.",
            videoUrl: yt(V.nodeExpressFull, 21600),
            codeSourceUrl: code("express-backend", "05-jwt"),
          },
        ],
      },
    ],
  },
  {
    title: "MongoDB ma'lumotlar bazasi: Mongoose bilan ishlash",
    titleRu: "База данных MongoDB: работа с Mongoose",
    description:
      "Ma'lumotlarni doimiy saqlashni o'rganasiz: MongoDB hujjatlar va kolleksiyalar bilan qanday ishlaydi, CRUD " +
      "buyruqlari, Mongoose sxemalari va validatsiya. Express'da yozgan API'ngizni bulutdagi MongoDB Atlas " +
      "bazasiga ulaysiz.",
    descriptionRu:
      "Вы научитесь надёжно хранить данные: как MongoDB работает с документами и коллекциями, команды CRUD, " +
      "схемы Mongoose и валидация. Свой API на Express вы подключите к облачной базе MongoDB Atlas.",
    instructor: "Shahzod Abdullayev",
    price: 550_000,
    durationWeeks: 5,
    level: "intermediate",
    category: "Ma'lumotlar bazasi",
    tags: ["mongodb", "mongoose", "nosql", "backend"],
    rating: 4.6,
    totalRatings: 74,
    modules: [
      {
        title: "MongoDB asoslari",
        titleRu: "Основы MongoDB",
        description: "NoSQL yondashuvi, bazani sozlash va asosiy buyruqlar.",
        descriptionRu: "Подход NoSQL, настройка базы и основные команды.",
        lessons: [
          {
            title: "NoSQL va MongoDB nima",
            titleRu: "Что такое NoSQL и MongoDB",
            description: "Jadvalli bazalardan farqi; hujjat, kolleksiya va baza tushunchalari.",
            descriptionRu: "Чем она отличается от табличных баз; понятия документа, коллекции и базы данных.",
            videoUrl: yt(V.mongo100),
            codeSourceUrl: null,
          },
          {
            title: "MongoDB'ni o'rnatish va mongo shell",
            titleRu: "Установка MongoDB и mongo shell",
            description:
              "MongoDB'ni kompyuterga o'rnatish, shell orqali baza va kolleksiya yaratish; bepul MongoDB Atlas " +
              "klasteri bilan qisqacha tanishuv.",
            descriptionRu:
              "Устанавливаем MongoDB на компьютер, создаём базу и коллекцию через shell; коротко знакомимся с " +
              "бесплатным кластером MongoDB Atlas.",
            videoUrl: yt(V.mongoTraversy),
            codeSourceUrl: null,
          },
          {
            title: "CRUD buyruqlari va so'rovlar",
            titleRu: "Команды CRUD и запросы",
            description: "insertOne, find, updateOne va deleteOne; filtrlar, saralash va limit.",
            descriptionRu: "insertOne, find, updateOne и deleteOne; фильтры, сортировка и limit.",
            videoUrl: yt(V.mongoWds, 600),
            codeSourceUrl: code("mongodb-kurs", "01-crud"),
          },
        ],
      },
      {
        title: "Mongoose va Express bilan bog'lash",
        titleRu: "Подключение Mongoose к Express",
        description: "Sxemalar, modellar va API'ni haqiqiy bazaga ulash.",
        descriptionRu: "Схемы, модели и подключение API к настоящей базе данных.",
        lessons: [
          {
            title: "Mongoose sxema va modellari",
            titleRu: "Схемы и модели Mongoose",
            description: "Sxema yozish, maydon turlari, default qiymatlar va model orqali hujjat yaratish.",
            descriptionRu: "Пишем схему, типы полей, значения по умолчанию и создание документа через модель.",
            videoUrl: yt(V.mongoose),
            codeSourceUrl: code("mongodb-kurs", "02-mongoose-sxema"),
          },
          {
            title: "Validatsiya va bog'lanishlar (populate)",
            titleRu: "Валидация и связи (populate)",
            description: "required, min/max va o'z validatorlarimiz; ref va populate bilan hujjatlarni bog'lash.",
            descriptionRu: "required, min/max и собственные валидаторы; связываем документы через ref и populate.",
            videoUrl: yt(V.mongoose, 1200),
            codeSourceUrl: code("mongodb-kurs", "03-populate"),
          },
          {
            title: "Express API'ni MongoDB'ga ulash",
            titleRu: "Подключение Express API к MongoDB",
            description: "Kurslar API'sidagi massivni Mongoose modeli bilan almashtiramiz va .env orqali sozlaymiz.",
            descriptionRu: "Заменяем массив в API курсов на модель Mongoose и настраиваем подключение через .env.",
            videoUrl: yt(V.nodeExpressFull, 10800),
            codeSourceUrl: code("mongodb-kurs", "04-express-mongo"),
          },
        ],
      },
    ],
  },
  {
    title: "Deployment: loyihani internetga chiqarish",
    titleRu: "Deployment: публикуем проект в интернете",
    description:
      "Yozgan loyihangizni hamma ko'ra oladigan qilasiz: Git va GitHub bilan versiyalarni boshqarish, Docker " +
      "konteyneri, serverda Nginx va SSL sozlash hamda GitHub Actions yordamida har bir o'zgarishni avtomatik " +
      "deploy qilish.",
    descriptionRu:
      "Вы сделаете свой проект доступным для всех: управление версиями с Git и GitHub, контейнер Docker, " +
      "настройка Nginx и SSL на сервере и автоматический деплой каждого изменения с помощью GitHub Actions.",
    instructor: "Otabek Nematov",
    price: 600_000,
    durationWeeks: 3,
    level: "advanced",
    category: "DevOps",
    tags: ["deployment", "git", "docker", "nginx", "ci-cd"],
    rating: 4.9,
    totalRatings: 58,
    modules: [
      {
        title: "Git va GitHub",
        titleRu: "Git и GitHub",
        description: "Kod tarixini saqlash, tarmoqlar bilan ishlash va GitHub'ga yuklash.",
        descriptionRu: "Сохраняем историю кода, работаем с ветками и загружаем код на GitHub.",
        lessons: [
          {
            title: "Git nima va u nima uchun kerak",
            titleRu: "Что такое Git и зачем он нужен",
            description: "Versiyalarni boshqarish g'oyasi; repozitoriy, commit va tarix tushunchalari.",
            descriptionRu: "Идея контроля версий; понятия репозитория, коммита и истории.",
            videoUrl: yt(V.git100),
            codeSourceUrl: null,
          },
          {
            title: "Commit, branch va merge",
            titleRu: "Commit, branch и merge",
            description: "Kundalik buyruqlar: add, commit, branch, switch va merge; konfliktlarni hal qilish.",
            descriptionRu: "Повседневные команды: add, commit, branch, switch и merge; разрешение конфликтов.",
            videoUrl: yt(V.gitMosh, 1200),
            codeSourceUrl: null,
          },
          {
            title: "GitHub bilan ishlash",
            titleRu: "Работа с GitHub",
            description: "Masofaviy repozitoriy, push va pull, pull request orqali jamoada ishlash.",
            descriptionRu: "Удалённый репозиторий, push и pull, командная работа через pull request.",
            videoUrl: yt(V.gitGithub, 1800),
            codeSourceUrl: code("deployment-kurs", "01-github"),
          },
        ],
      },
      {
        title: "Serverga chiqarish va avtomatlashtirish",
        titleRu: "Публикация на сервере и автоматизация",
        description: "Ilovani konteynerga joylash, VPS'da ishga tushirish va deploy'ni avtomatlashtirish.",
        descriptionRu: "Упаковываем приложение в контейнер, запускаем его на VPS и автоматизируем деплой.",
        lessons: [
          {
            title: "Docker bilan konteynerlash",
            titleRu: "Контейнеризация с Docker",
            description: "Image va konteyner farqi; Node.js ilovasi uchun Dockerfile yozish va uni ishga tushirish.",
            descriptionRu:
              "Чем образ отличается от контейнера; пишем Dockerfile для приложения на Node.js и запускаем его.",
            videoUrl: yt(V.dockerMosh),
            codeSourceUrl: code("deployment-kurs", "02-dockerfile"),
          },
          {
            title: "VPS'da Node.js, Nginx va SSL",
            titleRu: "Node.js, Nginx и SSL на VPS",
            description: "Serverga SSH orqali ulanish, PM2 bilan ilovani ishga tushirish, Nginx va Let's Encrypt sertifikati.",
            descriptionRu:
              "Подключение к серверу по SSH, запуск приложения через PM2, Nginx и сертификат Let's Encrypt.",
            videoUrl: yt(V.nodeDeploy),
            codeSourceUrl: code("deployment-kurs", "03-nginx"),
          },
          {
            title: "GitHub Actions bilan avtomatik deploy (CI/CD)",
            titleRu: "Автоматический деплой с GitHub Actions (CI/CD)",
            description: "Har bir push'da testlarni ishga tushirib, muvaffaqiyatli bo'lsa serverga avtomatik chiqaradigan workflow.",
            descriptionRu:
              "Workflow, который при каждом push запускает тесты и, если они прошли, автоматически выкладывает код " +
              "на сервер.",
            videoUrl: yt(V.githubActions),
            codeSourceUrl: code("deployment-kurs", "04-github-actions"),
          },
        ],
      },
    ],
  },
];
