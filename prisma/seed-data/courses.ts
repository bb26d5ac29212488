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
  description: string;
  /** `https://www.youtube.com/watch?v=<11-char id>`, optionally with `&t=<seconds>s`. */
  videoUrl: string;
  codeSourceUrl: string | null;
}

export interface DemoModule {
  title: string;
  description: string;
  lessons: DemoLesson[];
}

export interface DemoCourse {
  title: string;
  description: string;
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
    description:
      "Veb-dasturlashni noldan boshlovchilar uchun kurs. Teglar, atributlar, havolalar, rasmlar, jadvallar va " +
      "formalar bilan ishlashni o'rganasiz, semantik teglar yordamida sahifani to'g'ri tuzasiz. Kurs oxirida " +
      "o'zingiz, qiziqishlaringiz va maktabingiz haqida shaxsiy sahifa yaratasiz.",
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
        description: "Brauzer sahifani qanday ko'rsatishi, kod muharririni sozlash va birinchi HTML hujjat.",
        lessons: [
          {
            title: "Veb-sayt qanday ishlaydi?",
            description:
              "Brauzer, server va HTML fayl o'rtasidagi bog'liqlik. VS Code va Live Server kengaytmasini o'rnatib, " +
              "ish joyimizni tayyorlaymiz.",
            videoUrl: yt(V.htmlFullCourse),
            codeSourceUrl: null,
          },
          {
            title: "Birinchi HTML hujjat: doctype, head va body",
            description:
              "Hujjat tuzilmasi, <title> va <meta charset> nima uchun kerakligi, faylni saqlab brauzerda ochish.",
            videoUrl: yt(V.htmlCrashCourse, 300),
            codeSourceUrl: code("html-asoslari", "01-birinchi-sahifa"),
          },
          {
            title: "Sarlavhalar, paragraflar va matnni formatlash",
            description: "h1–h6, p, strong, em va br teglari; izoh yozish va kodni tartibli saqlash odatlari.",
            videoUrl: yt(V.htmlCrashCourse, 900),
            codeSourceUrl: code("html-asoslari", "02-matn"),
          },
        ],
      },
      {
        title: "Havolalar, rasmlar, ro'yxatlar va jadvallar",
        description: "Sahifalarni bir-biriga bog'lash, rasm qo'yish va ma'lumotni ro'yxat hamda jadvalda berish.",
        lessons: [
          {
            title: "Havolalar va rasmlar",
            description:
              "<a> tegi, nisbiy va mutlaq yo'llar, yangi oynada ochish. <img> uchun alt matni nega muhimligi.",
            videoUrl: yt(V.htmlFullCourse, 1800),
            codeSourceUrl: code("html-asoslari", "03-havolalar-rasmlar"),
          },
          {
            title: "Ro'yxatlar",
            description: "Tartiblangan va tartiblanmagan ro'yxatlar; ichma-ich ro'yxat bilan sayt menyusini yasaymiz.",
            videoUrl: yt(V.htmlCrashCourse, 1500),
            codeSourceUrl: code("html-asoslari", "04-royxatlar"),
          },
          {
            title: "Jadvallar",
            description: "table, tr, th va td teglari; haftalik dars jadvalini HTML jadvali ko'rinishida yozamiz.",
            videoUrl: yt(V.htmlFullCourse, 3600),
            codeSourceUrl: code("html-asoslari", "05-jadvallar"),
          },
        ],
      },
      {
        title: "Formalar va semantik HTML",
        description: "Foydalanuvchidan ma'lumot olish va sahifani mazmunan to'g'ri tuzish.",
        lessons: [
          {
            title: "Formalar va input turlari",
            description:
              "text, email, tel, radio, checkbox va select maydonlari; label bilan to'g'ri bog'lash va " +
              "required atributi.",
            videoUrl: yt(V.htmlCrashCourse, 2400),
            codeSourceUrl: code("html-asoslari", "06-formalar"),
          },
          {
            title: "Semantik teglar",
            description:
              "header, nav, main, section, article va footer — sahifani qidiruv tizimlari va ekran o'quvchi " +
              "dasturlar uchun tushunarli qilish.",
            videoUrl: yt(V.htmlMosh),
            codeSourceUrl: code("html-asoslari", "07-semantika"),
          },
          {
            title: "Amaliy loyiha: shaxsiy sahifa",
            description:
              "O'rganganlarimizni jamlab, o'zingiz haqingizda to'liq sahifa tuzamiz: rasm, qiziqishlar ro'yxati, " +
              "dars jadvali va aloqa formasi.",
            videoUrl: yt(V.htmlFullCourse, 5400),
            codeSourceUrl: code("html-asoslari", "08-shaxsiy-sahifa"),
          },
        ],
      },
    ],
  },
  {
    title: "CSS & Bootstrap: chiroyli va moslashuvchan sahifalar",
    description:
      "HTML sahifangizga dizayn berishni o'rganasiz: selektorlar, ranglar, shriftlar, box model, Flexbox va Grid. " +
      "Ikkinchi qismda Bootstrap 5 yordamida telefonda ham, kompyuterda ham birdek chiroyli ko'rinadigan " +
      "sahifalarni tez yig'asiz.",
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
        description: "Uslublarni ulash, selektorlar, ranglar va elementlar o'lchamini boshqarish.",
        lessons: [
          {
            title: "CSS nima va uni sahifaga qanday ulash mumkin",
            description: "Inline, ichki va tashqi uslublar; selektor, xususiyat va qiymatning yozilishi.",
            videoUrl: yt(V.css100),
            codeSourceUrl: null,
          },
          {
            title: "Ranglar, shriftlar va o'lchov birliklari",
            description: "hex va rgb ranglar, Google Fonts ulash, px, rem va % birliklarining farqi.",
            videoUrl: yt(V.css20min),
            codeSourceUrl: code("css-bootstrap", "01-ranglar-shriftlar"),
          },
          {
            title: "Box model: margin, border va padding",
            description:
              "Elementlar orasidagi masofani boshqarish va nega deyarli har doim box-sizing: border-box yoziladi.",
            videoUrl: yt(V.cssCrashCourse, 1800),
            codeSourceUrl: code("css-bootstrap", "02-box-model"),
          },
        ],
      },
      {
        title: "Sahifa joylashuvi (layout)",
        description: "Elementlarni qator va to'r bo'ylab joylashtirish hamda turli ekranlarga moslash.",
        lessons: [
          {
            title: "Flexbox",
            description:
              "display: flex, justify-content, align-items va gap yordamida kurs kartochkalarini bir qatorga tizamiz.",
            videoUrl: yt(V.flexbox),
            codeSourceUrl: code("css-bootstrap", "03-flexbox"),
          },
          {
            title: "CSS Grid",
            description: "Ikki o'lchamli to'r: grid-template-columns, fr birligi va rasmlar galereyasi sahifasi.",
            videoUrl: yt(V.cssGrid),
            codeSourceUrl: code("css-bootstrap", "04-grid"),
          },
          {
            title: "Media so'rovlar va moslashuvchan dizayn",
            description: "@media qoidalari bilan bitta sahifani telefon, planshet va kompyuter ekraniga moslaymiz.",
            videoUrl: yt(V.cssCrashCourse, 4200),
            codeSourceUrl: code("css-bootstrap", "05-media-queries"),
          },
        ],
      },
      {
        title: "Bootstrap 5",
        description: "Tayyor grid tizimi va komponentlar bilan sahifalarni tez yig'ish.",
        lessons: [
          {
            title: "Bootstrap'ni ulash va grid tizimi",
            description: "CDN orqali ulash; container, row va col klasslari bilan 12 ustunli to'r.",
            videoUrl: yt(V.bootstrap5),
            codeSourceUrl: code("css-bootstrap", "06-bootstrap-grid"),
          },
          {
            title: "Tayyor komponentlar",
            description: "Navbar, tugmalar, kartochkalar va modal oynalar; utility klasslar bilan tez sozlash.",
            videoUrl: yt(V.bootstrap5, 1500),
            codeSourceUrl: code("css-bootstrap", "07-komponentlar"),
          },
          {
            title: "Amaliy loyiha: to'garak uchun landing sahifa",
            description:
              "Maktabdagi dasturlash to'garagi uchun bir sahifali, to'liq moslashuvchan sayt yig'amiz: menyu, " +
              "bosh banner, kurslar kartochkalari va ro'yxatdan o'tish formasi.",
            videoUrl: yt(V.bootstrap5, 3000),
            codeSourceUrl: code("css-bootstrap", "08-landing"),
          },
        ],
      },
    ],
  },
  {
    title: "JavaScript asoslari: sahifaga jon kiritamiz",
    description:
      "Dasturlash mantiqini JavaScript orqali o'rganasiz: o'zgaruvchilar, shartlar, sikllar, funksiyalar, massiv va " +
      "obyektlar. So'ng DOM bilan ishlab, tugma bosilganda o'zgaradigan interaktiv sahifalar va internetdan " +
      "ma'lumot oladigan kichik ilova yozasiz.",
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
        description: "JavaScript sintaksisi, qaror qabul qilish va takrorlash.",
        lessons: [
          {
            title: "O'zgaruvchilar va ma'lumot turlari",
            description: "let va const, string, number va boolean; brauzer konsolida birinchi kodimizni yozamiz.",
            videoUrl: yt(V.jsMosh),
            codeSourceUrl: null,
          },
          {
            title: "Shartlar va sikllar",
            description: "if/else, switch, for va while; baholarni tekshirib, natijani chiqaradigan kichik dastur.",
            videoUrl: yt(V.jsFullCourse, 3600),
            codeSourceUrl: code("javascript-asoslari", "01-shartlar-sikllar"),
          },
          {
            title: "Funksiyalar",
            description: "Funksiya e'lon qilish, parametrlar va return; arrow funksiyalar va ko'rinish sohasi (scope).",
            videoUrl: yt(V.jsCrashCourse, 2400),
            codeSourceUrl: code("javascript-asoslari", "02-funksiyalar"),
          },
        ],
      },
      {
        title: "Massivlar va obyektlar",
        description: "Ma'lumotlarni to'plam va tuzilma ko'rinishida saqlash va qayta ishlash.",
        lessons: [
          {
            title: "Massivlar va ularning metodlari",
            description: "push, map, filter va find metodlari; sinfdoshlar ro'yxati bilan ishlaymiz.",
            videoUrl: yt(V.jsCrashCourse, 1200),
            codeSourceUrl: code("javascript-asoslari", "03-massivlar"),
          },
          {
            title: "Obyektlar va JSON",
            description: "Kalit-qiymat juftliklari, obyekt ichidagi massiv, JSON.stringify va JSON.parse.",
            videoUrl: yt(V.jsFullCourse, 7200),
            codeSourceUrl: code("javascript-asoslari", "04-obyektlar"),
          },
          {
            title: "Amaliy mashq: test savollari dasturi",
            description:
              "Savollarni obyektlar massivida saqlaymiz, javoblarni tekshirib, to'plangan ballni hisoblaymiz.",
            videoUrl: yt(V.jsFullCourse, 10800),
            codeSourceUrl: code("javascript-asoslari", "05-test-dasturi"),
          },
        ],
      },
      {
        title: "DOM va asinxron JavaScript",
        description: "Sahifa elementlarini boshqarish, hodisalarga javob berish va serverdan ma'lumot olish.",
        lessons: [
          {
            title: "DOM: elementlarni topish va o'zgartirish",
            description: "querySelector, textContent, classList va yangi element yaratib sahifaga qo'shish.",
            videoUrl: yt(V.jsDom),
            codeSourceUrl: code("javascript-asoslari", "06-dom"),
          },
          {
            title: "Hodisalar (events)",
            description: "addEventListener, click, input va submit hodisalari; formani yuborishdan oldin tekshirish.",
            videoUrl: yt(V.jsCrashCourse, 4230),
            codeSourceUrl: code("javascript-asoslari", "07-hodisalar"),
          },
          {
            title: "Promise, async/await va fetch",
            description:
              "Asinxron kod nima uchun kerak; Promise va async/await bilan ochiq API'dan ma'lumot olib, " +
              "sahifada ko'rsatamiz.",
            videoUrl: yt(V.asyncJs),
            codeSourceUrl: code("javascript-asoslari", "08-fetch"),
          },
        ],
      },
    ],
  },
  {
    title: "Node.js asoslari: server tomonda JavaScript",
    description:
      "JavaScript'ni brauzerdan tashqarida ishlatishni o'rganasiz: Node.js qanday ishlaydi, modullar, npm " +
      "paketlari, fayllar bilan ishlash va http moduli yordamida oddiy veb-server yozish. Bu kurs backend " +
      "dasturlashga birinchi qadam.",
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
        description: "Node.js'ni o'rnatish, modullar tizimi va npm paket menejeri.",
        lessons: [
          {
            title: "Node.js nima va uni o'rnatish",
            description: "V8 dvigateli, node buyrug'i, REPL va birinchi skriptni terminalda ishga tushirish.",
            videoUrl: yt(V.nodeFireship),
            codeSourceUrl: null,
          },
          {
            title: "Modullar: require va import",
            description: "CommonJS va ES modullari; o'z modulingizni yozib, boshqa fayldan chaqirish.",
            videoUrl: yt(V.nodeMosh, 900),
            codeSourceUrl: code("nodejs-asoslari", "01-modullar"),
          },
          {
            title: "npm va package.json",
            description: "Paket o'rnatish, dependencies va devDependencies farqi, npm scripts bilan ishlash.",
            videoUrl: yt(V.nodeCrashCourse, 600),
            codeSourceUrl: code("nodejs-asoslari", "02-npm"),
          },
        ],
      },
      {
        title: "Fayllar, hodisalar va HTTP server",
        description: "Node.js'ning asosiy modullari va birinchi veb-server.",
        lessons: [
          {
            title: "fs va path modullari",
            description: "Fayl o'qish va yozish, papkalar bilan ishlash; sinxron va asinxron usullar farqi.",
            videoUrl: yt(V.nodeCrashCourse, 1800),
            codeSourceUrl: code("nodejs-asoslari", "03-fs-path"),
          },
          {
            title: "Event loop va EventEmitter",
            description:
              "Node.js bir vaqtning o'zida ko'p so'rovni qanday bajaradi; o'z hodisalaringizni yaratish va tinglash.",
            videoUrl: yt(V.nodeMosh, 2700),
            codeSourceUrl: code("nodejs-asoslari", "04-events"),
          },
          {
            title: "http moduli bilan oddiy server",
            description: "So'rov va javob obyektlari, manzilga qarab javob berish va JSON qaytarish.",
            videoUrl: yt(V.nodeCrashCourse, 3600),
            codeSourceUrl: code("nodejs-asoslari", "05-http-server"),
          },
        ],
      },
    ],
  },
  {
    title: "Express.js bilan backend: REST API yaratish",
    description:
      "Express framework yordamida haqiqiy backend yozasiz: marshrutlar, middleware, so'rov ma'lumotlarini " +
      "tekshirish va xatolarni qayta ishlash. Kurs oxirida ro'yxatdan o'tish va kirish imkoniyati bor REST API " +
      "tayyor bo'ladi.",
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
        description: "Server yaratish, marshrutlash va middleware tushunchasi.",
        lessons: [
          {
            title: "Express o'rnatish va birinchi marshrut",
            description: "npm orqali o'rnatish, app.get va app.listen; nodemon bilan serverni avtomatik qayta ishga tushirish.",
            videoUrl: yt(V.express35min),
            codeSourceUrl: null,
          },
          {
            title: "Marshrutlar, parametrlar va Router",
            description: "req.params va req.query, express.Router bilan marshrutlarni alohida fayllarga ajratish.",
            videoUrl: yt(V.expressCrashCourse, 600),
            codeSourceUrl: code("express-backend", "01-router"),
          },
          {
            title: "Middleware",
            description: "Middleware zanjiri, express.json(), statik fayllar va o'zimizning logger middleware'imiz.",
            videoUrl: yt(V.expressCrashCourse, 1500),
            codeSourceUrl: code("express-backend", "02-middleware"),
          },
        ],
      },
      {
        title: "REST API va xavfsizlik",
        description: "To'liq CRUD API, ma'lumotlarni tekshirish va foydalanuvchini tanish.",
        lessons: [
          {
            title: "CRUD API: GET, POST, PUT, DELETE",
            description: "Kurslar ro'yxati uchun to'rtta amal; status kodlar va Postman orqali sinash.",
            videoUrl: yt(V.expressCrashCourse, 2400),
            codeSourceUrl: code("express-backend", "03-crud"),
          },
          {
            title: "Validatsiya va xatoliklarni qayta ishlash",
            description: "Kiruvchi ma'lumotni tekshirish, xato middleware'i va foydalanuvchiga tushunarli javob qaytarish.",
            videoUrl: yt(V.nodeExpressFull, 14400),
            codeSourceUrl: code("express-backend", "04-validatsiya"),
          },
          {
            title: "Autentifikatsiya: JWT bilan kirish",
            description: "Parolni xeshlash, token berish va himoyalangan marshrutlarni middleware bilan yopish.",
            videoUrl: yt(V.nodeExpressFull, 21600),
            codeSourceUrl: code("express-backend", "05-jwt"),
          },
        ],
      },
    ],
  },
  {
    title: "MongoDB ma'lumotlar bazasi: Mongoose bilan ishlash",
    description:
      "Ma'lumotlarni doimiy saqlashni o'rganasiz: MongoDB hujjatlar va kolleksiyalar bilan qanday ishlaydi, CRUD " +
      "buyruqlari, Mongoose sxemalari va validatsiya. Express'da yozgan API'ngizni bulutdagi MongoDB Atlas " +
      "bazasiga ulaysiz.",
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
        description: "NoSQL yondashuvi, bazani sozlash va asosiy buyruqlar.",
        lessons: [
          {
            title: "NoSQL va MongoDB nima",
            description: "Jadvalli bazalardan farqi; hujjat, kolleksiya va baza tushunchalari.",
            videoUrl: yt(V.mongo100),
            codeSourceUrl: null,
          },
          {
            title: "MongoDB'ni o'rnatish va mongo shell",
            description:
              "MongoDB'ni kompyuterga o'rnatish, shell orqali baza va kolleksiya yaratish; bepul MongoDB Atlas " +
              "klasteri bilan qisqacha tanishuv.",
            videoUrl: yt(V.mongoTraversy),
            codeSourceUrl: null,
          },
          {
            title: "CRUD buyruqlari va so'rovlar",
            description: "insertOne, find, updateOne va deleteOne; filtrlar, saralash va limit.",
            videoUrl: yt(V.mongoWds, 600),
            codeSourceUrl: code("mongodb-kurs", "01-crud"),
          },
        ],
      },
      {
        title: "Mongoose va Express bilan bog'lash",
        description: "Sxemalar, modellar va API'ni haqiqiy bazaga ulash.",
        lessons: [
          {
            title: "Mongoose sxema va modellari",
            description: "Sxema yozish, maydon turlari, default qiymatlar va model orqali hujjat yaratish.",
            videoUrl: yt(V.mongoose),
            codeSourceUrl: code("mongodb-kurs", "02-mongoose-sxema"),
          },
          {
            title: "Validatsiya va bog'lanishlar (populate)",
            description: "required, min/max va o'z validatorlarimiz; ref va populate bilan hujjatlarni bog'lash.",
            videoUrl: yt(V.mongoose, 1200),
            codeSourceUrl: code("mongodb-kurs", "03-populate"),
          },
          {
            title: "Express API'ni MongoDB'ga ulash",
            description: "Kurslar API'sidagi massivni Mongoose modeli bilan almashtiramiz va .env orqali sozlaymiz.",
            videoUrl: yt(V.nodeExpressFull, 10800),
            codeSourceUrl: code("mongodb-kurs", "04-express-mongo"),
          },
        ],
      },
    ],
  },
  {
    title: "Deployment: loyihani internetga chiqarish",
    description:
      "Yozgan loyihangizni hamma ko'ra oladigan qilasiz: Git va GitHub bilan versiyalarni boshqarish, Docker " +
      "konteyneri, serverda Nginx va SSL sozlash hamda GitHub Actions yordamida har bir o'zgarishni avtomatik " +
      "deploy qilish.",
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
        description: "Kod tarixini saqlash, tarmoqlar bilan ishlash va GitHub'ga yuklash.",
        lessons: [
          {
            title: "Git nima va u nima uchun kerak",
            description: "Versiyalarni boshqarish g'oyasi; repozitoriy, commit va tarix tushunchalari.",
            videoUrl: yt(V.git100),
            codeSourceUrl: null,
          },
          {
            title: "Commit, branch va merge",
            description: "Kundalik buyruqlar: add, commit, branch, switch va merge; konfliktlarni hal qilish.",
            videoUrl: yt(V.gitMosh, 1200),
            codeSourceUrl: null,
          },
          {
            title: "GitHub bilan ishlash",
            description: "Masofaviy repozitoriy, push va pull, pull request orqali jamoada ishlash.",
            videoUrl: yt(V.gitGithub, 1800),
            codeSourceUrl: code("deployment-kurs", "01-github"),
          },
        ],
      },
      {
        title: "Serverga chiqarish va avtomatlashtirish",
        description: "Ilovani konteynerga joylash, VPS'da ishga tushirish va deploy'ni avtomatlashtirish.",
        lessons: [
          {
            title: "Docker bilan konteynerlash",
            description: "Image va konteyner farqi; Node.js ilovasi uchun Dockerfile yozish va uni ishga tushirish.",
            videoUrl: yt(V.dockerMosh),
            codeSourceUrl: code("deployment-kurs", "02-dockerfile"),
          },
          {
            title: "VPS'da Node.js, Nginx va SSL",
            description: "Serverga SSH orqali ulanish, PM2 bilan ilovani ishga tushirish, Nginx va Let's Encrypt sertifikati.",
            videoUrl: yt(V.nodeDeploy),
            codeSourceUrl: code("deployment-kurs", "03-nginx"),
          },
          {
            title: "GitHub Actions bilan avtomatik deploy (CI/CD)",
            description: "Har bir push'da testlarni ishga tushirib, muvaffaqiyatli bo'lsa serverga avtomatik chiqaradigan workflow.",
            videoUrl: yt(V.githubActions),
            codeSourceUrl: code("deployment-kurs", "04-github-actions"),
          },
        ],
      },
    ],
  },
];
