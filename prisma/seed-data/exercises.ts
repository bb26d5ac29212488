import type { CodeExerciseInput } from "@/lib/practice/contract";

// Demo practice (issue 20): at least two exercises in every module of the first three courses,
// so a new student meets practice in the very first lesson. `at` is [course, module, lesson],
// indexes into DEMO_COURSES. lib/practice/demo-exercises.test.ts runs every reference solution
// through the server's checker and every starter through it too (a starter must not pass).

export type DemoExercise = { at: [course: number, module: number, lesson: number]; exercise: Omit<CodeExerciseInput, "published"> };

const page = (body: string) => `<!DOCTYPE html>\n<html lang="uz">\n<head>\n  <meta charset="UTF-8">\n  <title>Mening sahifam</title>\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
const html = (content: string) => [{ name: "index.html", content }];
const withCss = (body: string, css: string) => [
  { name: "index.html", content: page(`  <link rel="stylesheet" href="style.css">\n${body}`) },
  { name: "style.css", content: css },
];
const js = (content: string) => [{ name: "main.js", content }];

export const DEMO_EXERCISES: DemoExercise[] = [
  // HTML asoslari — 1. Veb va HTML bilan tanishuv
  {
    at: [0, 0, 0],
    exercise: {
      kind: "web",
      titleUz: "Birinchi sarlavha",
      titleRu: "Первый заголовок",
      statementUz: "Sahifaga `<h1>` sarlavha qo'shing, matni: **Salom, dunyo!**",
      statementRu: "Добавьте на страницу заголовок `<h1>` с текстом **Salom, dunyo!**",
      starterFiles: html(page("  <!-- Sarlavhani shu yerga yozing -->")),
      hintsUz: ["Sarlavha tegi: <h1>…</h1>", "Matn aynan shunday bo'lsin: Salom, dunyo!"],
      hintsRu: ["Тег заголовка: <h1>…</h1>", "Текст должен быть ровно таким: Salom, dunyo!"],
      checks: [
        { type: "exists", selector: "h1" },
        { type: "text", selector: "h1", match: "equals", value: "Salom, dunyo!" },
      ],
      solutionFiles: html(page("  <h1>Salom, dunyo!</h1>")),
    },
  },
  {
    at: [0, 0, 1],
    exercise: {
      kind: "web",
      titleUz: "Hujjat sarlavhasi",
      titleRu: "Заголовок документа",
      statementUz: "`<head>` ichidagi `<title>` matnini **Qadam** qiling va `<html>` tegiga `lang=\"uz\"` atributini bering.",
      statementRu: "Сделайте текст `<title>` в `<head>` равным **Qadam** и задайте тегу `<html>` атрибут `lang=\"uz\"`.",
      starterFiles: html("<!DOCTYPE html>\n<html>\n<head>\n  <meta charset=\"UTF-8\">\n  <title></title>\n</head>\n<body>\n</body>\n</html>\n"),
      hintsUz: ["Atribut shunday yoziladi: <html lang=\"uz\">"],
      hintsRu: ["Атрибут пишется так: <html lang=\"uz\">"],
      checks: [
        { type: "text", selector: "head > title", match: "equals", value: "Qadam" },
        { type: "attribute", selector: "html", name: "lang", value: "uz" },
      ],
      solutionFiles: html("<!DOCTYPE html>\n<html lang=\"uz\">\n<head>\n  <meta charset=\"UTF-8\">\n  <title>Qadam</title>\n</head>\n<body>\n</body>\n</html>\n"),
    },
  },
  {
    at: [0, 0, 2],
    exercise: {
      kind: "web",
      titleUz: "Paragraf va qalin matn",
      titleRu: "Абзац и жирный текст",
      statementUz: "Ikkita `<p>` paragraf yozing; birinchisida **muhim** so'zini `<strong>` bilan ajrating.",
      statementRu: "Напишите два абзаца `<p>`; в первом выделите слово **muhim** тегом `<strong>`.",
      starterFiles: html(page("  <h1>Eslatma</h1>")),
      hintsUz: ["<p>Bu <strong>muhim</strong> gap.</p>"],
      hintsRu: ["<p>Bu <strong>muhim</strong> gap.</p>"],
      checks: [
        { type: "count", selector: "p", min: 2 },
        { type: "text", selector: "p strong", match: "equals", value: "muhim" },
      ],
      solutionFiles: html(page("  <h1>Eslatma</h1>\n  <p>Bu <strong>muhim</strong> gap.</p>\n  <p>Ikkinchi paragraf.</p>")),
    },
  },
  // HTML — 2. Havolalar, rasmlar, ro'yxatlar va jadvallar
  {
    at: [0, 1, 0],
    exercise: {
      kind: "web",
      titleUz: "Havola va rasm",
      titleRu: "Ссылка и картинка",
      statementUz: "`https://qadam.uz` manziliga havola qo'ying va `logo.png` rasmini `alt=\"Qadam logotipi\"` bilan qo'shing.",
      statementRu: "Добавьте ссылку на `https://qadam.uz` и картинку `logo.png` с `alt=\"Qadam logotipi\"`.",
      starterFiles: html(page("")),
      hintsUz: ["<a href=\"…\">matn</a>", "<img src=\"logo.png\" alt=\"…\">"],
      hintsRu: ["<a href=\"…\">текст</a>", "<img src=\"logo.png\" alt=\"…\">"],
      checks: [
        { type: "attribute", selector: "a", name: "href", value: "https://qadam.uz" },
        { type: "attribute", selector: "img", name: "alt", value: "Qadam logotipi" },
      ],
      solutionFiles: html(page('  <a href="https://qadam.uz">Qadam</a>\n  <img src="logo.png" alt="Qadam logotipi">')),
    },
  },
  {
    at: [0, 1, 1],
    exercise: {
      kind: "web",
      titleUz: "Xaridlar ro'yxati",
      titleRu: "Список покупок",
      statementUz: "Kamida uchta bandli tartiblanmagan ro'yxat (`<ul>`) tuzing.",
      statementRu: "Составьте маркированный список (`<ul>`) не меньше чем из трёх пунктов.",
      starterFiles: html(page("  <h2>Xaridlar</h2>")),
      hintsUz: ["Har bir band <li> ichida bo'ladi"],
      hintsRu: ["Каждый пункт — внутри <li>"],
      checks: [
        { type: "exists", selector: "ul" },
        { type: "count", selector: "ul > li", min: 3 },
      ],
      solutionFiles: html(page("  <h2>Xaridlar</h2>\n  <ul>\n    <li>Non</li>\n    <li>Sut</li>\n    <li>Olma</li>\n  </ul>")),
    },
  },
  {
    at: [0, 1, 2],
    exercise: {
      kind: "web",
      titleUz: "Dars jadvali",
      titleRu: "Расписание",
      statementUz: "Sarlavha qatori (`<th>`) va kamida ikkita ma'lumot qatori bor jadval tuzing.",
      statementRu: "Сделайте таблицу с заголовочной строкой (`<th>`) и не меньше чем двумя строками данных.",
      starterFiles: html(page("  <table>\n  </table>")),
      hintsUz: ["<tr><th>Kun</th><th>Fan</th></tr>"],
      hintsRu: ["<tr><th>Kun</th><th>Fan</th></tr>"],
      checks: [
        { type: "exists", selector: "table th" },
        { type: "count", selector: "table tr", min: 3 },
      ],
      solutionFiles: html(page("  <table>\n    <tr><th>Kun</th><th>Fan</th></tr>\n    <tr><td>Dushanba</td><td>HTML</td></tr>\n    <tr><td>Seshanba</td><td>CSS</td></tr>\n  </table>")),
    },
  },
  // HTML — 3. Formalar va semantik HTML
  {
    at: [0, 2, 0],
    exercise: {
      kind: "web",
      titleUz: "Ro'yxatdan o'tish formasi",
      titleRu: "Форма регистрации",
      statementUz: "Forma ichida `type=\"email\"` maydoni va `type=\"submit\"` tugmasi bo'lsin.",
      statementRu: "В форме должны быть поле `type=\"email\"` и кнопка `type=\"submit\"`.",
      starterFiles: html(page("  <form>\n  </form>")),
      hintsUz: ["<input type=\"email\" name=\"email\">", "<button type=\"submit\">Yuborish</button>"],
      hintsRu: ["<input type=\"email\" name=\"email\">", "<button type=\"submit\">Отправить</button>"],
      checks: [
        { type: "exists", selector: 'form input[type="email"]' },
        { type: "exists", selector: 'form [type="submit"]' },
      ],
      solutionFiles: html(page('  <form>\n    <input type="email" name="email">\n    <button type="submit">Yuborish</button>\n  </form>')),
    },
  },
  {
    at: [0, 2, 1],
    exercise: {
      kind: "web",
      titleUz: "Semantik sahifa",
      titleRu: "Семантическая страница",
      statementUz: "Sahifani `<header>`, `<main>` va `<footer>` teglari bilan qismlarga ajrating.",
      statementRu: "Разделите страницу тегами `<header>`, `<main>` и `<footer>`.",
      starterFiles: html(page("  <div>Sarlavha</div>\n  <div>Asosiy qism</div>\n  <div>Pastki qism</div>")),
      hintsUz: ["<div> o'rniga ma'noli teglar yozing"],
      hintsRu: ["Замените <div> смысловыми тегами"],
      checks: [
        { type: "exists", selector: "body > header" },
        { type: "exists", selector: "body > main" },
        { type: "exists", selector: "body > footer" },
      ],
      solutionFiles: html(page("  <header>Sarlavha</header>\n  <main>Asosiy qism</main>\n  <footer>Pastki qism</footer>")),
    },
  },
  // CSS & Bootstrap — 1. CSS asoslari
  {
    at: [1, 0, 0],
    exercise: {
      kind: "web",
      titleUz: "Qizil sarlavha",
      titleRu: "Красный заголовок",
      statementUz: "`style.css` faylida `h1` rangini `red` qiling.",
      statementRu: "В файле `style.css` сделайте цвет `h1` равным `red`.",
      starterFiles: withCss("  <h1>Salom</h1>", "/* h1 uchun qoida yozing */\n"),
      hintsUz: ["h1 { color: red; }"],
      hintsRu: ["h1 { color: red; }"],
      checks: [
        { type: "attribute", selector: 'link[rel="stylesheet"]', name: "href", value: "style.css" },
        { type: "css", selector: "h1", property: "color", value: "red" },
      ],
      solutionFiles: withCss("  <h1>Salom</h1>", "h1 {\n  color: red;\n}\n"),
    },
  },
  {
    at: [1, 0, 2],
    exercise: {
      kind: "web",
      titleUz: "Karta: box model",
      titleRu: "Карточка: блочная модель",
      statementUz: "`.card` klassiga `padding: 16px` va `border: 1px solid black` bering.",
      statementRu: "Задайте классу `.card` `padding: 16px` и `border: 1px solid black`.",
      starterFiles: withCss('  <div class="card">Karta</div>', ".card {\n}\n"),
      hintsUz: ["Ikkala xossa ham .card { … } ichida"],
      hintsRu: ["Оба свойства — внутри .card { … }"],
      checks: [
        { type: "css", selector: ".card", property: "padding", value: "16px" },
        { type: "css", selector: ".card", property: "border", value: "1px solid black" },
      ],
      solutionFiles: withCss('  <div class="card">Karta</div>', ".card {\n  padding: 16px;\n  border: 1px solid black;\n}\n"),
    },
  },
  // CSS — 2. Sahifa joylashuvi
  {
    at: [1, 1, 0],
    exercise: {
      kind: "web",
      titleUz: "Flexbox menyu",
      titleRu: "Меню на Flexbox",
      statementUz: "`.menu` ni flex konteyner qiling va elementlar orasiga `gap: 12px` bering.",
      statementRu: "Сделайте `.menu` flex-контейнером с промежутком `gap: 12px`.",
      starterFiles: withCss('  <nav class="menu"><a href="#">Bosh sahifa</a><a href="#">Kurslar</a></nav>', ".menu {\n}\n"),
      hintsUz: ["display: flex;"],
      hintsRu: ["display: flex;"],
      checks: [
        { type: "css", selector: ".menu", property: "display", value: "flex" },
        { type: "css", selector: ".menu", property: "gap", value: "12px" },
      ],
      solutionFiles: withCss('  <nav class="menu"><a href="#">Bosh sahifa</a><a href="#">Kurslar</a></nav>', ".menu {\n  display: flex;\n  gap: 12px;\n}\n"),
    },
  },
  {
    at: [1, 1, 1],
    exercise: {
      kind: "web",
      titleUz: "Uch ustunli grid",
      titleRu: "Сетка в три колонки",
      statementUz: "`.grid` ni `display: grid` qiling va uchta teng ustun bering: `grid-template-columns: repeat(3, 1fr)`.",
      statementRu: "Сделайте `.grid` сеткой (`display: grid`) с тремя равными колонками: `grid-template-columns: repeat(3, 1fr)`.",
      starterFiles: withCss('  <div class="grid"><div>1</div><div>2</div><div>3</div></div>', ".grid {\n}\n"),
      hintsUz: ["repeat(3, 1fr) — uchta teng ustun"],
      hintsRu: ["repeat(3, 1fr) — три равные колонки"],
      checks: [
        { type: "css", selector: ".grid", property: "display", value: "grid" },
        { type: "css", selector: ".grid", property: "grid-template-columns", value: "repeat(3, 1fr)" },
      ],
      solutionFiles: withCss('  <div class="grid"><div>1</div><div>2</div><div>3</div></div>', ".grid {\n  display: grid;\n  grid-template-columns: repeat(3, 1fr);\n}\n"),
    },
  },
  // CSS — 3. Bootstrap 5
  {
    at: [1, 2, 0],
    exercise: {
      kind: "web",
      titleUz: "Bootstrap grid",
      titleRu: "Сетка Bootstrap",
      statementUz: "`.container` ichida `.row` va unda ikkita `.col-md-6` ustun yarating.",
      statementRu: "Внутри `.container` создайте `.row` и в нём две колонки `.col-md-6`.",
      starterFiles: html(page('  <div class="container">\n  </div>')),
      hintsUz: ['<div class="row"><div class="col-md-6">…</div></div>'],
      hintsRu: ['<div class="row"><div class="col-md-6">…</div></div>'],
      checks: [
        { type: "exists", selector: ".container > .row" },
        { type: "count", selector: ".row > .col-md-6", min: 2 },
      ],
      solutionFiles: html(page('  <div class="container">\n    <div class="row">\n      <div class="col-md-6">Chap</div>\n      <div class="col-md-6">O\'ng</div>\n    </div>\n  </div>')),
    },
  },
  {
    at: [1, 2, 1],
    exercise: {
      kind: "web",
      titleUz: "Bootstrap tugmasi",
      titleRu: "Кнопка Bootstrap",
      statementUz: "`btn btn-primary` klassli **Yozilish** tugmasini qo'shing.",
      statementRu: "Добавьте кнопку **Yozilish** с классами `btn btn-primary`.",
      starterFiles: html(page("")),
      hintsUz: ['<button class="btn btn-primary">Yozilish</button>'],
      hintsRu: ['<button class="btn btn-primary">Yozilish</button>'],
      checks: [
        { type: "exists", selector: "button.btn.btn-primary" },
        { type: "text", selector: "button.btn", match: "equals", value: "Yozilish" },
      ],
      solutionFiles: html(page('  <button class="btn btn-primary">Yozilish</button>')),
    },
  },
  // JavaScript — 1. Til asoslari
  {
    at: [2, 0, 0],
    exercise: {
      kind: "js",
      titleUz: "Konsolga salom",
      titleRu: "Привет в консоль",
      statementUz: "`ism` o'zgaruvchisiga `Ali` qiymatini bering va konsolga `Salom, Ali!` chiqaring.",
      statementRu: "Присвойте переменной `ism` значение `Ali` и выведите в консоль `Salom, Ali!`.",
      starterFiles: js("const ism = \"\";\n"),
      hintsUz: ["console.log(\"Salom, \" + ism + \"!\")"],
      hintsRu: ["console.log(\"Salom, \" + ism + \"!\")"],
      checks: [{ type: "console", expected: "Salom, Ali!" }],
      solutionFiles: js('const ism = "Ali";\nconsole.log("Salom, " + ism + "!");\n'),
    },
  },
  {
    at: [2, 0, 1],
    exercise: {
      kind: "js",
      titleUz: "Juft yoki toq",
      titleRu: "Чётное или нечётное",
      statementUz: "`juftmi(n)` funksiyasini yozing: juft son uchun `true`, toq uchun `false` qaytarsin.",
      statementRu: "Напишите функцию `juftmi(n)`: `true` для чётного числа, `false` для нечётного.",
      starterFiles: js("function juftmi(n) {\n  // shu yerga yozing\n}\n"),
      hintsUz: ["Qoldiq operatori: n % 2"],
      hintsRu: ["Остаток от деления: n % 2"],
      checks: [
        { type: "returns", name: "juftmi", args: [4], expected: true },
        { type: "returns", name: "juftmi", args: [7], expected: false },
        { type: "returns", name: "juftmi", args: [0], expected: true },
      ],
      solutionFiles: js("function juftmi(n) {\n  return n % 2 === 0;\n}\n"),
    },
  },
  {
    at: [2, 0, 2],
    exercise: {
      kind: "js",
      titleUz: "Yig'indi funksiyasi",
      titleRu: "Функция суммы",
      statementUz: "`yigindi(a, b)` ikki sonning yig'indisini qaytarsin; son bo'lmagan argument uchun xato (`throw`) bersin.",
      statementRu: "`yigindi(a, b)` возвращает сумму двух чисел; для аргумента не-числа выбрасывает ошибку (`throw`).",
      starterFiles: js("function yigindi(a, b) {\n}\n"),
      hintsUz: ["typeof a !== \"number\" bo'lsa throw new Error(…)"],
      hintsRu: ["Если typeof a !== \"number\" — throw new Error(…)"],
      checks: [
        { type: "returns", name: "yigindi", args: [2, 3], expected: 5 },
        { type: "throws", name: "yigindi", args: ["2", 3] },
      ],
      solutionFiles: js('function yigindi(a, b) {\n  if (typeof a !== "number" || typeof b !== "number") throw new Error("Son kerak");\n  return a + b;\n}\n'),
    },
  },
  // JavaScript — 2. Massivlar va obyektlar
  {
    at: [2, 1, 0],
    exercise: {
      kind: "js",
      titleUz: "Massiv kvadratlari",
      titleRu: "Квадраты массива",
      statementUz: "`kvadratlar(sonlar)` har bir sonning kvadratidan iborat yangi massiv qaytarsin.",
      statementRu: "`kvadratlar(sonlar)` возвращает новый массив из квадратов чисел.",
      starterFiles: js("function kvadratlar(sonlar) {\n}\n"),
      hintsUz: ["sonlar.map((n) => n * n)"],
      hintsRu: ["sonlar.map((n) => n * n)"],
      checks: [
        { type: "returns", name: "kvadratlar", args: [[1, 2, 3]], expected: [1, 4, 9] },
        { type: "returns", name: "kvadratlar", args: [[]], expected: [] },
      ],
      solutionFiles: js("function kvadratlar(sonlar) {\n  return sonlar.map((n) => n * n);\n}\n"),
    },
  },
  {
    at: [2, 1, 1],
    exercise: {
      kind: "js",
      titleUz: "Talaba obyekti",
      titleRu: "Объект студента",
      statementUz: "`talaba(ism, yosh)` `{ ism, yosh, kattami }` obyektini qaytarsin; `kattami` 18 va undan katta bo'lsa `true`.",
      statementRu: "`talaba(ism, yosh)` возвращает объект `{ ism, yosh, kattami }`; `kattami` — `true`, если 18 и больше.",
      starterFiles: js("function talaba(ism, yosh) {\n}\n"),
      hintsUz: ["return { ism: ism, yosh: yosh, kattami: yosh >= 18 }"],
      hintsRu: ["return { ism: ism, yosh: yosh, kattami: yosh >= 18 }"],
      checks: [
        { type: "returns", name: "talaba", args: ["Ali", 20], expected: { ism: "Ali", yosh: 20, kattami: true } },
        { type: "returns", name: "talaba", args: ["Vali", 15], expected: { ism: "Vali", yosh: 15, kattami: false } },
      ],
      solutionFiles: js("function talaba(ism, yosh) {\n  return { ism, yosh, kattami: yosh >= 18 };\n}\n"),
    },
  },
  // JavaScript — 3. DOM va asinxron JavaScript (the page is checked; its script runs only in the preview)
  {
    at: [2, 2, 0],
    exercise: {
      kind: "web",
      titleUz: "Tugma va skript",
      titleRu: "Кнопка и скрипт",
      statementUz: "`id=\"sanagich\"` tugmasini qo'shing va sahifaga `main.js` skriptini ulang.",
      statementRu: "Добавьте кнопку с `id=\"sanagich\"` и подключите к странице скрипт `main.js`.",
      starterFiles: [{ name: "index.html", content: page("") }, { name: "main.js", content: "// tugma bosilganda nima bo'lsin?\n" }],
      hintsUz: ['<script src="main.js"></script>'],
      hintsRu: ['<script src="main.js"></script>'],
      checks: [
        { type: "exists", selector: "button#sanagich" },
        { type: "attribute", selector: "script[src]", name: "src", value: "main.js" },
      ],
      solutionFiles: [
        { name: "index.html", content: page('  <button id="sanagich">0</button>\n  <script src="main.js"></script>') },
        { name: "main.js", content: 'const tugma = document.getElementById("sanagich");\ntugma.addEventListener("click", () => {\n  tugma.textContent = Number(tugma.textContent) + 1;\n});\n' },
      ],
    },
  },
  {
    at: [2, 2, 1],
    exercise: {
      kind: "web",
      titleUz: "Forma hodisasi",
      titleRu: "Событие формы",
      statementUz: "`id=\"ism\"` matn maydoni va `id=\"natija\"` paragrafi bo'lgan forma yarating.",
      statementRu: "Создайте форму с текстовым полем `id=\"ism\"` и абзацем `id=\"natija\"`.",
      starterFiles: html(page("  <form>\n  </form>")),
      hintsUz: ['<input id="ism" type="text">', '<p id="natija"></p>'],
      hintsRu: ['<input id="ism" type="text">', '<p id="natija"></p>'],
      checks: [
        { type: "attribute", selector: "form input#ism", name: "type", value: "text" },
        { type: "exists", selector: "p#natija" },
      ],
      solutionFiles: html(page('  <form>\n    <input id="ism" type="text">\n    <button type="submit">Yuborish</button>\n  </form>\n  <p id="natija"></p>')),
    },
  },
  // Issue 40: a DOM exercise: the script runs against index.html, and the checks click and read the page.
  {
    at: [2, 2, 1],
    exercise: {
      kind: "js",
      titleUz: "Sanagich tugmasi",
      titleRu: "Кнопка-счётчик",
      statementUz: "`main.js` da `#qosh` tugmasi bosilganda `#son` paragrafidagi son bittaga oshsin (`addEventListener`).",
      statementRu: "В `main.js` сделайте так, чтобы при нажатии на кнопку `#qosh` число в абзаце `#son` увеличивалось на один (`addEventListener`).",
      starterFiles: [
        { name: "index.html", content: page('  <button id="qosh">+1</button>\n  <p id="son">0</p>\n  <script src="main.js"></script>') },
        { name: "main.js", content: "const tugma = document.querySelector(\"#qosh\");\nconst son = document.querySelector(\"#son\");\n// tugma bosilganda son oshsin\n" },
      ],
      hintsUz: ['tugma.addEventListener("click", () => { … })', "Matnni songa aylantiring: Number(son.textContent) + 1"],
      hintsRu: ['tugma.addEventListener("click", () => { … })', "Превратите текст в число: Number(son.textContent) + 1"],
      checks: [
        { type: "dom", selector: "#son", read: "text", value: "0" },
        { type: "dom", selector: "#son", read: "text", value: "1", click: "#qosh" },
        { type: "dom", selector: "#son", read: "text", value: "2", click: "#qosh" },
        { type: "source", must: "match", pattern: "addEventListener", file: "main.js" },
      ],
      solutionFiles: [
        { name: "index.html", content: page('  <button id="qosh">+1</button>\n  <p id="son">0</p>\n  <script src="main.js"></script>') },
        { name: "main.js", content: 'const tugma = document.querySelector("#qosh");\nconst son = document.querySelector("#son");\ntugma.addEventListener("click", () => {\n  son.textContent = Number(son.textContent) + 1;\n});\n' },
      ],
    },
  },
];
