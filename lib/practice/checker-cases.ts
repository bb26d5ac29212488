import type { JsCheck, PracticeFile, RunVerdict, WebCheck } from "./contract";

// The shared table of the checker (issue 20: "unit tests of the checker on both sides agree"):
// lib/practice/checker.test.ts runs every case on the server's side (Node, QuickJS sandbox) and
// on the browser's (a browser bundle of the same module in a realm with only web globals, and
// the student's code evaluated with eval), and expects the same verdict and the same passes.

export type WebCase = { name: string; files: PracticeFile[]; checks: WebCheck[]; passes: boolean[] };
export type JsCase = { name: string; code: string; checks: JsCheck[]; verdict: RunVerdict; passes: boolean[] };

const html = (content: string, css?: string): PracticeFile[] => [{ name: "index.html", content }, ...(css === undefined ? [] : [{ name: "style.css", content: css }])];

export const webCases: WebCase[] = [
  { name: "a heading exists", files: html("<h1>Salom</h1>"), checks: [{ type: "exists", selector: "h1" }], passes: [true] },
  { name: "a missing heading", files: html("<h2>Salom</h2>"), checks: [{ type: "exists", selector: "h1" }], passes: [false] },
  { name: "a full page and body selectors", files: html("<!doctype html><html><head><title>T</title></head><body><main><p>x</p></main></body></html>"), checks: [{ type: "exists", selector: "body > main > p" }, { type: "text", selector: "title", match: "equals", value: "T" }], passes: [true, true] },
  { name: "a fragment still has a body", files: html("<p>x</p>"), checks: [{ type: "exists", selector: "body p" }], passes: [true] },
  {
    name: "count at least n",
    files: html("<ul><li>a</li><li>b</li><li>c</li></ul>"),
    checks: [{ type: "count", selector: "ul > li", min: 3 }, { type: "count", selector: "li", min: 4 }],
    passes: [true, false],
  },
  { name: "unclosed tags are repaired as a browser would", files: html("<ul><li>a<li>b</ul>"), checks: [{ type: "count", selector: "li", min: 2 }], passes: [true] },
  {
    name: "text equals with spaces collapsed, contains",
    files: html("<h1>  Mening   <b>sahifam</b> </h1>"),
    checks: [
      { type: "text", selector: "h1", match: "equals", value: "Mening sahifam" },
      { type: "text", selector: "h1", match: "contains", value: "sahifa" },
      { type: "text", selector: "h1", match: "equals", value: "mening sahifam" },
      { type: "text", selector: "h2", match: "contains", value: "x" },
    ],
    passes: [true, true, false, false],
  },
  {
    name: "attributes",
    files: html('<img src="cat.png" alt="Mushuk"><a href="https://qadam.uz">Q</a>'),
    checks: [
      { type: "attribute", selector: "img", name: "alt", value: "Mushuk" },
      { type: "attribute", selector: "a", name: "href", value: "https://qadam.uz" },
      { type: "attribute", selector: "img", name: "title", value: "x" },
      { type: "attribute", selector: "img", name: "src", value: "dog.png" },
    ],
    passes: [true, true, false, false],
  },
  {
    name: "css from a stylesheet, normalised",
    files: html("<h1>x</h1>", "h1 , .title { COLOR: Red; margin: 0  auto }\n.box > p{font-family: Arial,  sans-serif}"),
    checks: [
      { type: "css", selector: "h1", property: "color", value: "red" },
      { type: "css", selector: ".title", property: "margin", value: "0 auto" },
      { type: "css", selector: ".box>p", property: "font-family", value: "Arial, sans-serif" },
      { type: "css", selector: "h1", property: "background", value: "red" },
      { type: "css", selector: "h2", property: "color", value: "red" },
    ],
    passes: [true, true, true, false, false],
  },
  {
    name: "css: the last declaration wins unless an earlier one is important",
    files: html("<style>p { color: blue } p { color: green }</style><style>a { color: red !important } a { color: blue }</style>"),
    checks: [
      { type: "css", selector: "p", property: "color", value: "green" },
      { type: "css", selector: "a", property: "color", value: "red" },
    ],
    passes: [true, true],
  },
  // Issue 40: read in a window of 1280×800 (CHECK_VIEWPORT): a phone's rule does not count there, a wide screen's does.
  {
    name: "css inside a media query counts when its condition holds at 1280px",
    files: html("<p>x</p><h2>y</h2>", "@media (max-width: 600px) { p { display: none } } @media (min-width: 601px) { h2 { display: none } }"),
    checks: [{ type: "css", selector: "p", property: "display", value: "none" }, { type: "css", selector: "h2", property: "display", value: "none" }],
    passes: [false, true],
  },
  { name: "broken css fails its checks with the reason", files: html("<p>x</p>", "p { color: red"), checks: [{ type: "css", selector: "p", property: "color", value: "red" }, { type: "exists", selector: "p" }], passes: [false, true] },
  { name: "an invalid selector fails, not throws", files: html("<p>x</p>"), checks: [{ type: "exists", selector: "p[" }], passes: [false] },
  {
    name: "scripts are never run, </script> in text is harmless",
    files: html('<h1>x</h1><script>document.body.innerHTML = "<h2>y</h2>"; var s = "</scr" + "ipt>";</script><p>&lt;/script&gt;</p>'),
    checks: [{ type: "exists", selector: "h1" }, { type: "exists", selector: "h2" }, { type: "text", selector: "p", match: "equals", value: "</script>" }],
    passes: [true, false, true],
  },
  { name: "entities decode", files: html("<p>Salom&nbsp;&amp;&#33;</p>"), checks: [{ type: "text", selector: "p", match: "equals", value: "Salom &!" }], passes: [true] },
  // Issue 40: what a browser shows (colours as colours, shorthands, the cascade); each also compared with Chromium (e2e-free: lib/practice/chromium-styles.test.ts).
  ...styleCases(),
  // Issue 40: negative and universal checks, exact and maximum counts, text by regex and without case, source patterns.
  ...teacherWebCases(),
];

export const jsCases: JsCase[] = [
  {
    name: "a function returns values (deep equal)",
    code: "function sum(a, b) { return a + b }\nconst pair = (x) => ({ b: [x, x], a: null });",
    checks: [
      { type: "returns", name: "sum", args: [2, 3], expected: 5 },
      { type: "returns", name: "sum", args: ["a", "b"], expected: "ab" },
      { type: "returns", name: "pair", args: [1], expected: { a: null, b: [1, 1] } },
      { type: "returns", name: "sum", args: [1, 1], expected: 3 },
    ],
    verdict: "ok",
    passes: [true, true, true, false],
  },
  {
    name: "undefined, NaN and -0 are told apart from JSON",
    code: "function f() {}\nfunction g() { return NaN }\nfunction z() { return -0 }",
    checks: [
      { type: "returns", name: "f", args: [], expected: null },
      { type: "returns", name: "g", args: [], expected: null },
      { type: "returns", name: "z", args: [], expected: 0 },
    ],
    verdict: "ok",
    passes: [false, false, true],
  },
  {
    name: "console output",
    code: 'console.log("Salom", 2);\nconsole.log([1, "a"]);\nfor (let i = 1; i <= 3; i++) console.log(i);',
    checks: [{ type: "console", expected: 'Salom 2\n[1,"a"]\n1\n2\n3\n' }, { type: "console", expected: "Salom" }],
    verdict: "ok",
    passes: [true, false],
  },
  {
    name: "throws",
    code: "function check(age) { if (age < 0) throw new Error('manfiy'); return age }",
    checks: [{ type: "throws", name: "check", args: [-1] }, { type: "throws", name: "check", args: [5] }, { type: "returns", name: "check", args: [5], expected: 5 }],
    verdict: "ok",
    passes: [true, false, true],
  },
  { name: "an empty line is a line", code: 'console.log("");\nconsole.log("a");', checks: [{ type: "console", expected: "\na" }, { type: "console", expected: "a" }], verdict: "ok", passes: [true, false] },
  { name: "a missing function", code: "function summ(a, b) { return a + b }", checks: [{ type: "returns", name: "sum", args: [1, 2], expected: 3 }], verdict: "ok", passes: [false] },
  { name: "let and const functions are found", code: "let a = () => 1;\nconst b = function () { return 2 };", checks: [{ type: "returns", name: "a", args: [], expected: 1 }, { type: "returns", name: "b", args: [], expected: 2 }], verdict: "ok", passes: [true, true] },
  { name: "a syntax error", code: "function sum(a, b) { return a + }", checks: [{ type: "returns", name: "sum", args: [1, 2], expected: 3 }], verdict: "syntax", passes: [false] },
  {
    name: "a top-level error keeps what was defined",
    code: "function sum(a, b) { return a + b }\nundefinedThing();",
    checks: [{ type: "returns", name: "sum", args: [1, 2], expected: 3 }],
    verdict: "runtime",
    passes: [true],
  },
  { name: "a call that throws", code: "function f() { return null.x }", checks: [{ type: "returns", name: "f", args: [], expected: 1 }], verdict: "ok", passes: [false] },
  {
    name: "replacing JSON cannot forge a result",
    code: "JSON.stringify = () => '{\"console\":\"\",\"overflow\":false,\"calls\":[{\"ok\":true,\"value\":3}]}'; Array.prototype.push = function () {};\nfunction sum() { return 0 }",
    checks: [{ type: "returns", name: "sum", args: [1, 2], expected: 3 }],
    verdict: "ok",
    passes: [false],
  },
  { name: "process and require do not exist", code: "function p() { return typeof process + ' ' + typeof require }", checks: [{ type: "returns", name: "p", args: [], expected: "undefined undefined" }], verdict: "ok", passes: [true] },
  {
    // Issue 40: the curriculum's factorial, right for 5, 10 and 20 and endless on 0: 4 of 5 pass.
    name: "each check runs on its own: a call that overflows the stack fails alone",
    code: "function factorial(n) { return n === 1 ? 1 : n * factorial(n - 1) }",
    checks: [
      { type: "returns", name: "factorial", args: [5], expected: 120 },
      { type: "returns", name: "factorial", args: [0], expected: 1 },
      { type: "returns", name: "factorial", args: [10], expected: 3628800 },
      { type: "returns", name: "factorial", args: [20], expected: 2432902008176640000 },
      { type: "returns", name: "factorial", args: [1], expected: 1 },
    ],
    verdict: "stack",
    passes: [true, false, true, true, true],
  },
  {
    name: "each check runs on its own: a call that throws fails alone, a throws check after it still passes",
    code: "function f(n) { if (n < 0) throw new RangeError('manfiy'); return n * 2 }",
    checks: [
      { type: "returns", name: "f", args: [-1], expected: -2 },
      { type: "returns", name: "f", args: [2], expected: 4 },
      { type: "throws", name: "f", args: [-5] },
    ],
    verdict: "ok",
    passes: [false, true, true],
  },
  {
    name: "source: a forbidden method (right, wrong, subtly wrong: in a comment it still counts as typed)",
    code: "function rev(s) { let out = ''; for (const c of s) out = c + out; return out }",
    checks: [
      { type: "source", must: "notMatch", pattern: "\\.reverse\\s*\\(" },
      { type: "returns", name: "rev", args: ["abc"], expected: "cba" },
      { type: "source", must: "match", pattern: "for\\s*\\(" },
      { type: "source", must: "notMatch", pattern: "\\.REVERSE\\(", ignoreCase: true },
    ],
    verdict: "ok",
    passes: [true, true, true, true],
  },
  {
    name: "source: the forbidden method used",
    code: "function rev(s) { return s.split('').reverse().join('') }",
    checks: [{ type: "source", must: "notMatch", pattern: "\\.reverse\\s*\\(" }, { type: "returns", name: "rev", args: ["abc"], expected: "cba" }, { type: "source", must: "notMatch", pattern: "reverse", file: "other.js" }],
    verdict: "ok",
    passes: [false, true, false],
  },
  { name: "source: a source check keeps its verdict when the program does not parse", code: "function rev(s) { return s.reverse( }", checks: [{ type: "source", must: "notMatch", pattern: "\\.reverse\\(" }, { type: "source", must: "match", pattern: "function rev" }], verdict: "syntax", passes: [false, true] },
  // Issue 40: values beyond JSON ({"$js": …}, contract.ts), the argument unchanged, calling twice.
  ...beyondJsonCases(),
  { name: "deep recursion", code: "function f(n) { return f(n + 1) + 1 }\nf(0);", checks: [{ type: "returns", name: "f", args: [0], expected: 1 }], verdict: "stack", passes: [false] },
  { name: "</script> in the code", code: 'const tag = "</script><script>alert(1)</script>";\nfunction t() { return tag.length }', checks: [{ type: "returns", name: "t", args: [], expected: 34 }], verdict: "ok", passes: [true] },
];

/** Programs only a runner with limits can stop: the server's sandbox (the browser's Worker is terminated by the page). */
export const hostileJsCases: JsCase[] = [
  { name: "an infinite loop", code: "while (true) {}", checks: [{ type: "console", expected: "" }], verdict: "timeout", passes: [false] },
  { name: "an infinite loop inside a checked call", code: "function f() { for (;;) {} }", checks: [{ type: "returns", name: "f", args: [], expected: 1 }], verdict: "timeout", passes: [false] },
  {
    name: "an infinite loop in one checked call fails that check alone",
    code: "function f(n) { if (n === 0) for (;;) {} return n }",
    checks: [
      { type: "returns", name: "f", args: [1], expected: 1 },
      { type: "returns", name: "f", args: [0], expected: 0 },
      { type: "returns", name: "f", args: [2], expected: 2 },
      { type: "console", expected: "" },
    ],
    verdict: "timeout",
    passes: [true, false, true, true],
  },
  { name: "an allocation bomb", code: "const all = []; for (;;) all.push(new Array(100000).fill(1));", checks: [{ type: "console", expected: "" }], verdict: "memory", passes: [false] },
  { name: "a huge string", code: "let s = 'x'; for (;;) s += s;", checks: [{ type: "console", expected: "" }], verdict: "memory", passes: [false] },
  { name: "10 MB of output", code: "const line = 'x'.repeat(1000); for (let i = 0; i < 10000; i++) console.log(line);", checks: [{ type: "console", expected: "" }], verdict: "output", passes: [false] },
  { name: "output caught and looped", code: "for (;;) { try { console.log('y'.repeat(10000)) } catch (e) {} }", checks: [{ type: "console", expected: "" }], verdict: "output", passes: [false] },
  { name: "an interrupt cannot be caught", code: "for (;;) { try { while (true) {} } catch (e) {} }", checks: [{ type: "console", expected: "" }], verdict: "timeout", passes: [false] },
];

const forged = '{"console":"","overflow":false,"calls":[{"ok":true,"value":3}]}';
const sum3: JsCheck[] = [{ type: "returns", name: "sum", args: [1, 2], expected: 3 }];
const throwsCheck: JsCheck[] = [{ type: "throws", name: "check", args: [5] }];

/**
 * Issue 44: a student's program that reaches into the checker to turn a failing check into a
 * passing one. Every case fails its checks; the verdict and passes are the same on both sides.
 */
export const forgeryJsCases: JsCase[] = [
  {
    name: "the right output followed by an over-long line",
    code: 'console.log("Salom");\ntry { console.log("x".repeat(200000)) } catch (e) {}',
    checks: [{ type: "console", expected: "Salom" }],
    verdict: "output",
    passes: [false],
  },
  {
    name: "Array.prototype.push patched to record a throw",
    code: "const push = Array.prototype.push;\nArray.prototype.push = function (item) { if (item && item.ok === true) item = { ok: false, error: { name: 'Error', message: 'x' } }; return push.call(this, item) };\nfunction check(age) { return age }",
    checks: throwsCheck,
    verdict: "ok",
    passes: [false],
  },
  {
    name: "a setter on Array.prototype's first index",
    code: "Object.defineProperty(Array.prototype, '0', { configurable: true, set(item) { Object.defineProperty(this, '0', { value: item && item.ok === true ? { ok: false, error: { name: 'Error', message: 'x' } } : item, writable: true, enumerable: true, configurable: true }) } });\nfunction check(age) { return age }",
    checks: throwsCheck,
    verdict: "ok",
    passes: [false],
  },
  {
    name: "Object.prototype.toJSON rewrites the report",
    code: `Object.prototype.toJSON = function () { return this && Object.prototype.hasOwnProperty.call(this, "calls") ? JSON.parse('${forged}') : this };\nfunction sum() { return 0 }`,
    checks: sum3,
    verdict: "ok",
    passes: [false],
  },
  {
    name: "the checker's global hook found and its finish replaced",
    code: `for (const name of Object.getOwnPropertyNames(globalThis)) if (name.indexOf("__qadam_") === 0) try { globalThis[name].finish = function () { return '${forged}' } } catch (e) {}\nfunction sum() { return 0 }`,
    checks: sum3,
    verdict: "ok",
    passes: [false],
  },
  {
    name: "a getter that throws while the returned value is read",
    code: "function check(age) { return { get age() { throw new Error('no') } } }",
    checks: [...throwsCheck, { type: "returns", name: "check", args: [1], expected: { age: 1 } }],
    verdict: "ok",
    passes: [false, false],
  },
  {
    name: "a setter on Object.prototype rewrites a returned field",
    code: "Object.defineProperty(Object.prototype, 'total', { configurable: true, set(v) { Object.defineProperty(this, 'total', { value: 3, writable: true, enumerable: true, configurable: true }) } });\nfunction sum(a, b) { return { total: a - b } }",
    checks: [{ type: "returns", name: "sum", args: [1, 2], expected: { total: 3 } }],
    verdict: "ok",
    passes: [false],
  },
  {
    name: "Function.prototype.call and apply, Reflect.apply and JSON replaced",
    code: "Function.prototype.call = function () { return 3 };\nFunction.prototype.apply = function () { return 3 };\nReflect.apply = function () { return 3 };\nJSON.parse = function () { return [[1, 2]] };\nJSON.stringify = function () { return '" + forged + "' };\nfunction sum() { return 0 }",
    checks: sum3,
    verdict: "ok",
    passes: [false],
  },
  {
    name: "a value that turns into 3 is not 3",
    code: "function sum() { return { [Symbol.toPrimitive]: () => 3, valueOf: () => 3, toString: () => '3', toJSON: () => 3 } }\nObject.prototype[Symbol.toPrimitive] = () => 3;",
    checks: sum3,
    verdict: "ok",
    passes: [false],
  },
  {
    name: "console.log replaced and Object.defineProperty on the globals the checker uses",
    code: "console.log = function () {};\nconst define = Object.defineProperty;\nfor (const name of ['JSON', 'Object', 'Array', 'Reflect', 'String']) define(globalThis, name, { get() { throw new Error('no') } });\nfunction check(age) { return age }",
    checks: throwsCheck,
    verdict: "ok",
    passes: [false],
  },
];

export type PageCase = WebCase & { verdict: RunVerdict };

/** Issue 44: a `web` page's scripts run as the preview runs them; one that never finishes fails the page. */
export const pageCases: PageCase[] = [
  { name: "a page whose script never finishes", files: html("<h1>Salom</h1><script>while (true) {}</script>"), checks: [{ type: "exists", selector: "h1" }], verdict: "timeout", passes: [false] },
  {
    name: "a loop in a .js file that never ends",
    files: [...html("<h1>Salom</h1>"), { name: "main.js", content: "let n = 0;\nwhile (n < 10) { document.title = 'Salom ' + n; }" }],
    checks: [{ type: "exists", selector: "h1" }],
    verdict: "timeout",
    passes: [false],
  },
  {
    name: "a script that works the page and walks it finishes",
    files: html(
      '<ul id="list"></ul><script>const list = document.getElementById("list");\nfor (let i = 0; i < 5; i++) { const li = document.createElement("li"); li.textContent = "Element " + i; list.appendChild(li); }\nwhile (list.firstChild) list.removeChild(list.firstChild);\nfor (let i = 0; i < list.children.length; i++) list.children[i].remove();\nfor (const li of document.querySelectorAll("li")) li.classList.add("x");\nlet node = list; while (node) node = node.parentNode;\nwindow.addEventListener("load", function () { while (true) {} });</script>',
    ),
    checks: [{ type: "exists", selector: "ul" }],
    verdict: "ok",
    passes: [true],
  },
  {
    name: "a script that throws, an external one and one in a comment are not in the way",
    files: html('<h1>x</h1><script>undefinedThing();</script><script src="loop.js"></script><!-- <script>while (true) {}</script> --><script>for (let i = 0; i < 3; i++) {}</script>'),
    checks: [{ type: "exists", selector: "h1" }],
    verdict: "ok",
    passes: [true],
  },
];

/** Issue 40: a falsy filter that keeps NaN, a function that mutates its argument, Dates, Maps, Sets, callbacks. */
function beyondJsonCases(): JsCase[] {
  const nan = { $js: "NaN" };
  const undef = { $js: "undefined" };
  const falsy: JsCheck[] = [{ type: "returns", name: "bouncer", args: [[7, "ate", "", false, 9, nan, undef, null, 0]], expected: [7, "ate", 9] }];
  const day = (iso: string) => ({ $js: "Date", iso });
  const nextDay: JsCheck[] = [{ type: "returns", name: "nextDay", args: [day("2024-01-31T00:00:00.000Z")], expected: day("2024-02-01T00:00:00.000Z"), unchanged: true }];
  const sortedCheck: JsCheck[] = [{ type: "returns", name: "sorted", args: [[3, 1, 2]], expected: [1, 2, 3], unchanged: true }];
  const counter: JsCheck[] = [{ type: "returns", name: "add", args: [5], expected: 1, twice: true }];
  const even = { $js: "function", source: "(x) => x % 2 === 0" };
  return [
    { name: "a falsy filter: right", code: "function bouncer(arr) { return arr.filter(Boolean) }", checks: falsy, verdict: "ok", passes: [true] },
    { name: "a falsy filter: wrong (keeps every value)", code: "function bouncer(arr) { return arr }", checks: falsy, verdict: "ok", passes: [false] },
    { name: "a falsy filter: subtly wrong (keeps NaN)", code: "function bouncer(arr) { return arr.filter((x) => x !== false && x !== 0 && x !== '' && x !== null && x !== undefined) }", checks: falsy, verdict: "ok", passes: [false] },
    {
      name: "NaN, undefined, Infinity and -0 as expected values",
      code: "function num(s) { return Number(s) }\nfunction first(a) { return a[0] }\nfunction inv(x) { return 1 / x }\nfunction neg(x) { return -x }",
      checks: [
        { type: "returns", name: "num", args: ["x"], expected: nan },
        { type: "returns", name: "first", args: [[]], expected: undef },
        { type: "returns", name: "first", args: [[null]], expected: undef },
        { type: "returns", name: "inv", args: [0], expected: { $js: "Infinity" } },
        { type: "returns", name: "inv", args: [{ $js: "-0" }], expected: { $js: "-Infinity" } },
        { type: "returns", name: "neg", args: [0], expected: { $js: "-0" } },
        { type: "returns", name: "neg", args: [0], expected: 0 },
        { type: "returns", name: "num", args: ["0"], expected: { $js: "-0" } },
      ],
      verdict: "ok",
      passes: [true, true, false, true, true, true, true, false],
    },
    { name: "a Date argument: right", code: "function nextDay(d) { return new Date(d.getTime() + 864e5) }", checks: nextDay, verdict: "ok", passes: [true] },
    { name: "a Date argument: wrong (the same day)", code: "function nextDay(d) { return new Date(d.getTime()) }", checks: nextDay, verdict: "ok", passes: [false] },
    { name: "a Date argument: subtly wrong (changes the argument)", code: "function nextDay(d) { d.setTime(d.getTime() + 864e5); return d }", checks: nextDay, verdict: "ok", passes: [false] },
    { name: "the argument unchanged: right", code: "function sorted(a) { return a.slice().sort((x, y) => x - y) }", checks: sortedCheck, verdict: "ok", passes: [true] },
    { name: "the argument unchanged: subtly wrong (sorts in place)", code: "function sorted(a) { return a.sort((x, y) => x - y) }", checks: sortedCheck, verdict: "ok", passes: [false] },
    { name: "called twice: right", code: "function add(x) { const seen = []; seen.push(x); return seen.length }", checks: counter, verdict: "ok", passes: [true] },
    { name: "called twice: subtly wrong (keeps state between calls)", code: "const seen = [];\nfunction add(x) { seen.push(x); return seen.length }", checks: counter, verdict: "ok", passes: [false] },
    {
      name: "Maps and Sets, compared in any order",
      code: "function counts(words) { const m = new Map(); for (const w of words) m.set(w, (m.get(w) || 0) + 1); return m }\nfunction unique(a) { return new Set(a) }\nfunction plain(words) { return { a: 2, b: 1 } }",
      checks: [
        { type: "returns", name: "counts", args: [["a", "b", "a"]], expected: { $js: "Map", entries: [["b", 1], ["a", 2]] } },
        { type: "returns", name: "counts", args: [["a", "b"]], expected: { $js: "Map", entries: [["b", 1], ["a", 2]] } },
        { type: "returns", name: "plain", args: [["a", "b", "a"]], expected: { $js: "Map", entries: [["b", 1], ["a", 2]] } },
        { type: "returns", name: "unique", args: [[2, 1, 2]], expected: { $js: "Set", values: [1, 2] } },
        { type: "returns", name: "unique", args: [[{ $js: "Set", values: [1] }]], expected: { $js: "Set", values: [{ $js: "Set", values: [1] }] } },
        { type: "returns", name: "unique", args: [[1, 2, 3]], expected: [1, 2, 3] },
      ],
      verdict: "ok",
      passes: [true, false, false, true, true, false],
    },
    {
      name: "a function as an argument; a returned function",
      code: "function myFilter(arr, fn) { const out = []; for (const x of arr) if (fn(x)) out.push(x); return out }\nfunction wrongFilter(arr, fn) { return arr.filter((x) => !fn(x)) }\nfunction maker() { return () => 1 }",
      checks: [
        { type: "returns", name: "myFilter", args: [[1, 2, 3, 4], even], expected: [2, 4] },
        { type: "returns", name: "wrongFilter", args: [[1, 2, 3, 4], even], expected: [2, 4] },
        { type: "returns", name: "maker", args: [], expected: { $js: "function", source: "any" } },
        { type: "returns", name: "myFilter", args: [[], even], expected: { $js: "function", source: "any" } },
      ],
      verdict: "ok",
      passes: [true, false, true, false],
    },
    {
      name: "an object that looks like a tagged value is not one",
      code: "function num() { return { $type: 'number', value: 'NaN' } }\nfunction obj() { return { $type: 'x', a: 1 } }",
      checks: [
        { type: "returns", name: "num", args: [], expected: nan },
        { type: "returns", name: "obj", args: [], expected: { $type: "x", a: 1 } },
      ],
      verdict: "ok",
      passes: [false, true],
    },
  ];
}

/** Issue 40: a bulleted list with a blank item, a link inside a paragraph, closing tags, counts. */
function teacherWebCases(): WebCase[] {
  const list: WebCheck[] = [
    { type: "count", selector: "ul > li", min: 3, max: 3 },
    { type: "everyText", selector: "li" },
    { type: "source", must: "match", pattern: "</li>" },
    { type: "none", selector: "ol" },
  ];
  return [
    { name: "a bulleted list: right", files: html("<ul>\n  <li>Cat</li>\n  <li>Dog</li>\n  <li>Fish</li>\n</ul>"), checks: list, passes: [true, true, true, true] },
    { name: "a bulleted list: wrong (numbered, two items)", files: html("<ol><li>Cat</li><li>Dog</li></ol>"), checks: list, passes: [false, true, true, false] },
    { name: "a bulleted list: subtly wrong (unclosed tags and a blank item)", files: html("<ul><li>Cat<li> <li>Fish</ul>"), checks: list, passes: [true, false, false, true] },
    {
      name: "counts: exactly, at most, none with min 0",
      files: html("<p>a</p><p>b</p><img src=a.png alt=a>"),
      checks: [
        { type: "count", selector: "p", min: 2, max: 2 },
        { type: "count", selector: "p", min: 3, max: 3 },
        { type: "count", selector: "img", min: 0, max: 1 },
        { type: "count", selector: "p", min: 0, max: 1 },
        { type: "count", selector: "h1", min: 0, max: 0 },
      ],
      passes: [true, false, true, false, true],
    },
    {
      name: "no element matches: a link inside a paragraph, nowhere else",
      files: html('<p>See <a href="https://freecatphotoapp.com">cat photos</a>.</p>'),
      checks: [{ type: "exists", selector: "p > a" }, { type: "none", selector: "body > a" }, { type: "none", selector: "a:not([href])" }, { type: "none", selector: "p" }],
      passes: [true, true, true, false],
    },
    {
      name: "text case-insensitive and by regex",
      files: html("<h2>Cat Photos</h2><p>Call 555-0100 now</p>"),
      checks: [
        { type: "text", selector: "h2", match: "equals", value: "cat photos", ignoreCase: true },
        { type: "text", selector: "h2", match: "equals", value: "cat photos" },
        { type: "text", selector: "h2", match: "contains", value: "PHOTO", ignoreCase: true },
        { type: "text", selector: "p", match: "matches", value: "\\d{3}-\\d{4}" },
        { type: "text", selector: "p", match: "matches", value: "^call", ignoreCase: true },
        { type: "text", selector: "p", match: "matches", value: "^\\d+$" },
      ],
      passes: [true, false, true, true, true, false],
    },
    {
      name: "source: a closing tag, in one file",
      files: [{ name: "index.html", content: "<main><h1>Hi</h1>" }, { name: "style.css", content: "h1 { color: blue }" }],
      checks: [
        { type: "source", must: "match", pattern: "</main>", file: "index.html" },
        { type: "source", must: "match", pattern: "color", file: "style.css" },
        { type: "source", must: "notMatch", pattern: "<font", ignoreCase: true },
        { type: "exists", selector: "main h1" },
      ],
      passes: [false, true, true, true],
    },
    { name: "every element has text: none at all fails", files: html("<div></div>"), checks: [{ type: "everyText", selector: "li" }], passes: [false] },
  ];
}


/**
 * Issue 40: style checks that mean what the browser shows. Each class has a right, a wrong and a
 * subtly wrong answer; lib/practice/chromium-styles.test.ts asks Chromium for the same computed
 * styles and expects the same passes.
 */
export function styleCases(): WebCase[] {
  const h2Blue: WebCheck[] = [{ type: "css", selector: "h2", property: "color", value: "blue" }];
  const bodyBg: WebCheck[] = [{ type: "css", selector: "body", property: "background-color", value: "#000000" }];
  const pBlue: WebCheck[] = [{ type: "css", selector: "p", property: "color", value: "rgb(0, 0, 255)" }];
  return [
  // Colours compared as colours.
  { name: "colour: blue as #0000ff (right)", files: html("<h2>Cat Photos</h2>", "h2 { color: #0000ff }"), checks: h2Blue, passes: [true] },
  { name: "colour: blue as #00f (right)", files: html("<h2>Cat Photos</h2>", "h2 { color: #00F }"), checks: h2Blue, passes: [true] },
  { name: "colour: blue as rgb(0, 0, 255) (right)", files: html("<h2>Cat Photos</h2>", "h2 { color: rgb(0, 0, 255) }"), checks: h2Blue, passes: [true] },
  { name: "colour: blue as rgb(0 0 255 / 1) and hsl (right)", files: html("<h2>a</h2><p>b</p>", "h2 { color: rgb(0 0 255 / 1) } p { color: hsl(240, 100%, 50%) }"), checks: [...h2Blue, ...pBlue], passes: [true, true] },
  { name: "colour: red for blue (wrong)", files: html("<h2>Cat Photos</h2>", "h2 { color: red }"), checks: h2Blue, passes: [false] },
  { name: "colour: navy for blue (subtly wrong)", files: html("<h2>Cat Photos</h2>", "h2 { color: #00007f }"), checks: h2Blue, passes: [false] },
  { name: "colour: blue at half opacity (subtly wrong)", files: html("<h2>Cat Photos</h2>", "h2 { color: rgba(0, 0, 255, 0.5) }"), checks: h2Blue, passes: [false] },
  { name: "colour: #000 for #000000 (right)", files: html("<p>x</p>", "body { background-color: #000 }"), checks: bodyBg, passes: [true] },
  { name: "colour: black by name for #000000 (right)", files: html("<p>x</p>", "body { background-color: black }"), checks: bodyBg, passes: [true] },
  { name: "colour: #111 for #000000 (subtly wrong)", files: html("<p>x</p>", "body { background-color: #111 }"), checks: bodyBg, passes: [false] },
  // Shorthands.
  { name: "shorthand: background: for background-color (right)", files: html("<p>x</p>", "body { background: #000 }"), checks: bodyBg, passes: [true] },
  { name: "shorthand: background with an image and a colour (right)", files: html("<p>x</p>", "body { background: url(cat.png) no-repeat black }"), checks: bodyBg, passes: [true] },
  { name: "shorthand: background without a colour resets it (subtly wrong)", files: html("<p>x</p>", "body { background-color: #000; background: url(cat.png) }"), checks: bodyBg, passes: [false] },
  { name: "shorthand: background on another element (wrong)", files: html("<main>x</main>", "main { background: #000 }"), checks: bodyBg, passes: [false] },
  {
    name: "shorthand: border sets its colour; a later border-color wins",
    files: html('<div class="a">a</div><div class="b">b</div>', ".a { border: 2px solid blue } .b { border: 2px solid blue; border-color: red }"),
    checks: [{ type: "css", selector: ".a", property: "border-top-color", value: "blue" }, { type: "css", selector: ".b", property: "border-left-color", value: "blue" }],
    passes: [true, false],
  },
  // The cascade: specificity.
  { name: "specificity: a class beats a type selector (wrong: red wins)", files: html('<h2 class="title">Cat</h2>', "h2 { color: blue } .title { color: red }"), checks: h2Blue, passes: [false] },
  { name: "specificity: blue by one rule, red by a later more specific one (subtly wrong)", files: html('<main><h2>Cat</h2></main>', "h2 { color: blue } main h2 { color: red }"), checks: h2Blue, passes: [false] },
  { name: "specificity: the more specific rule is blue, though earlier (right)", files: html('<h2 id="t">Cat</h2>', "#t { color: blue } h2 { color: red }"), checks: h2Blue, passes: [true] },
  // The cascade: order.
  { name: "order: the later of equal rules wins (right)", files: html("<h2>Cat</h2>", "h2 { color: red } h2 { color: blue }"), checks: h2Blue, passes: [true] },
  { name: "order: the later of equal rules wins (wrong)", files: html("<h2>Cat</h2>", "h2 { color: blue } h2 { color: red }"), checks: h2Blue, passes: [false] },
  { name: "order: !important beats a later and more specific rule (right)", files: html('<h2 class="x">Cat</h2>', "h2 { color: blue !important } .x { color: red }"), checks: h2Blue, passes: [true] },
  // The cascade: inline styles.
  { name: "inline: a style attribute beats an id rule (right)", files: html('<h2 id="t" style="color: blue">Cat</h2>', "#t { color: red }"), checks: h2Blue, passes: [true] },
  { name: "inline: a style attribute overrides the blue rule (subtly wrong)", files: html('<h2 style="color:red">Cat</h2>', "h2 { color: blue }"), checks: h2Blue, passes: [false] },
  { name: "inline: !important in a rule beats the style attribute (right)", files: html('<h2 style="color: red">Cat</h2>', "h2 { color: blue !important }"), checks: h2Blue, passes: [true] },
  // The cascade: inheritance.
  { name: "inheritance: colour from the parent (right)", files: html('<section><h2>Cat</h2></section>', "section { color: blue }"), checks: h2Blue, passes: [true] },
  { name: "inheritance: the parent's colour loses to the element's own rule (subtly wrong)", files: html('<section><h2>Cat</h2></section>', "section { color: blue } h2 { color: red }"), checks: h2Blue, passes: [false] },
  { name: "inheritance: background is not inherited (wrong)", files: html('<main><p>x</p></main>', "main { background-color: #000 }"), checks: [{ type: "css", selector: "p", property: "background-color", value: "#000" }], passes: [false] },
  { name: "inheritance: explicit inherit (right)", files: html('<div style="color: blue"><h2>Cat</h2></div>', "h2 { color: red } h2 { color: inherit }"), checks: h2Blue, passes: [true] },
  // Every element the selector finds, not just the first.
  { name: "every matching element: one of two headings is red (subtly wrong)", files: html('<h2>a</h2><h2 class="x">b</h2>', "h2 { color: blue } .x { color: red }"), checks: h2Blue, passes: [false] },
  { name: "every matching element: both blue (right)", files: html('<h2>a</h2><h2 class="x">b</h2>', "h2, .x { color: blue }"), checks: h2Blue, passes: [true] },
  // Media conditions, read in a window of CHECK_VIEWPORT (1280×800; css-values.ts).
  { name: "media: a min-width rule holds at 1280px (right)", files: html("<h2>Cat</h2>", "h2 { color: red } @media (min-width: 768px) { h2 { color: blue } }"), checks: h2Blue, passes: [true] },
  { name: "media: a phone's max-width rule does not hold at 1280px (subtly wrong)", files: html("<h2>Cat</h2>", "h2 { color: red } @media (max-width: 600px) { h2 { color: blue } }"), checks: h2Blue, passes: [false] },
  { name: "media: print does not apply on a screen (wrong)", files: html("<h2>Cat</h2>", "@media print { h2 { color: blue } } h2 { color: red }"), checks: h2Blue, passes: [false] },
  { name: "media: screen and em in the condition are 16px each (right)", files: html("<h2>Cat</h2>", "h2 { color: red } @media screen and (min-width: 40em) { h2 { color: blue } }"), checks: h2Blue, passes: [true] },
  { name: "media: a range beyond the window (subtly wrong), a list with one that holds (right)", files: html("<h2>Cat</h2><p>x</p>", "h2, p { color: red } @media (width >= 1400px) { h2 { color: blue } } @media print, (orientation: landscape) { p { color: blue } }"), checks: [...h2Blue, { type: "css", selector: "p", property: "color", value: "blue" }], passes: [false, true] },
  { name: "media: max-width equal to the window holds (right)", files: html("<p>x</p>", "@media (max-width: 1280px) { p { font-size: 1.25rem } }"), checks: [{ type: "css", selector: "p", property: "font-size", value: "20px" }], passes: [true] },
  // Lengths: em, rem and % resolved to px as computed styles are.
  { name: "length: font-size 2em in a 16px page is 32px (right)", files: html('<h2 class="t">Cat</h2>', ".t { font-size: 2em }"), checks: [{ type: "css", selector: ".t", property: "font-size", value: "32px" }], passes: [true] },
  { name: "length: em of the parent's size (right), not of 16px (subtly wrong)", files: html("<section><p>x</p></section>", "section { font-size: 20px } p { font-size: 1.5em }"), checks: [{ type: "css", selector: "p", property: "font-size", value: "30px" }, { type: "css", selector: "p", property: "font-size", value: "24px" }], passes: [true, false] },
  { name: "length: rem is the root's, whatever the parent (right and subtly wrong)", files: html("<section><p>x</p></section>", "html { font-size: 10px } section { font-size: 20px } p { font-size: 2rem }"), checks: [{ type: "css", selector: "p", property: "font-size", value: "20px" }, { type: "css", selector: "p", property: "font-size", value: "40px" }], passes: [true, false] },
  { name: "length: a percentage font-size of the parent's (right)", files: html("<div><span>x</span></div>", "div { font-size: 150% }"), checks: [{ type: "css", selector: "span", property: "font-size", value: "24px" }], passes: [true] },
  { name: "length: a heading's own size without a rule (right), with the body's larger (wrong)", files: html("<h1>a</h1><h2>b</h2>", "body { font-size: 20px }"), checks: [{ type: "css", selector: "h2", property: "font-size", value: "30px" }, { type: "css", selector: "h1", property: "font-size", value: "32px" }], passes: [true, false] },
  { name: "length: margin in em of the element's own font size (right), not the parent's (subtly wrong)", files: html("<p>x</p>", "p { font-size: 20px; margin-top: 1.5em }"), checks: [{ type: "css", selector: "p", property: "margin-top", value: "30px" }, { type: "css", selector: "p", property: "margin-top", value: "24px" }], passes: [true, false] },
  { name: "length: padding 1rem is 16px, margin 0 is 0px (right)", files: html('<div class="card">x</div>', ".card { padding: 1rem; margin: 0 }"), checks: [{ type: "css", selector: ".card", property: "padding-left", value: "16px" }, { type: "css", selector: ".card", property: "margin-top", value: "0px" }], passes: [true, true] },
];
}

/** Issue 40, DOM exercises: a `js` exercise's script against its page (`html`), read by `dom` checks. */
export type DomCase = JsCase & { html: string; /** A hostile case stopped by whichever limit it meets first. */ stoppedBy?: RunVerdict[] };

const counterPage = '<!doctype html><html><body><button id="add">+</button><p id="n">0</p><ul id="list"></ul></body></html>';
const counterChecks: JsCheck[] = [
  { type: "dom", selector: "#n", read: "text", value: "0" },
  { type: "dom", selector: "#n", read: "text", value: "1", click: "#add" },
  { type: "dom", selector: "#list li", read: "count", value: "2", click: "#add" },
  { type: "dom", selector: "#list li:last-child", read: "attribute", name: "class", value: "item" },
];

/** The same page and checks, a right, a wrong and a subtly wrong script (both sides must agree). */
export const domCases: DomCase[] = [
  {
    name: "a counter: right",
    html: counterPage,
    code: "const n = document.querySelector('#n'); let count = 0;\ndocument.querySelector('#add').addEventListener('click', () => {\n  n.textContent = String(++count);\n  const li = document.createElement('li'); li.className = 'item'; li.textContent = 'Item ' + count;\n  document.querySelector('#list').appendChild(li);\n});",
    checks: counterChecks,
    verdict: "ok",
    passes: [true, true, true, true],
  },
  {
    name: "a counter: no listener (wrong)",
    html: counterPage,
    code: "const n = document.querySelector('#n');",
    checks: counterChecks,
    verdict: "ok",
    passes: [true, false, false, false],
  },
  {
    name: "a counter: counts by text, not number, and forgets the class (subtly wrong)",
    html: counterPage,
    code: "const n = document.querySelector('#n');\ndocument.querySelector('#add').addEventListener('click', () => {\n  n.textContent += 1;\n  const li = document.createElement('li'); li.textContent = 'x';\n  document.querySelector('#list').appendChild(li);\n});",
    checks: counterChecks,
    verdict: "ok",
    passes: [true, false, true, false],
  },
  {
    name: "a click bubbles to a listener on the parent (event delegation)",
    html: '<ul id="menu"><li><a href="#" class="go">Go</a></li></ul><p id="out"></p>',
    code: "document.getElementById('menu').addEventListener('click', (event) => { document.getElementById('out').textContent = event.target.className; });",
    checks: [{ type: "dom", selector: "#out", read: "text", value: "go", click: ".go" }],
    verdict: "ok",
    passes: [true],
  },
  {
    name: "a click on an element the page lacks fails that check alone",
    html: '<p id="out">a</p>',
    code: "",
    checks: [
      { type: "dom", selector: "#out", read: "text", value: "b", click: "#missing" },
      { type: "dom", selector: "#out", read: "text", value: "a" },
    ],
    verdict: "ok",
    passes: [false, true],
  },
  {
    name: "a listener that throws fails its DOM check with the error (linkedom passes it on), the function checks keep theirs",
    html: '<button id="b">x</button><p id="out">a</p>',
    code: "document.getElementById('b').addEventListener('click', () => { throw new Error('no') });\nfunction two() { return 2 }",
    checks: [
      { type: "dom", selector: "#out", read: "text", value: "a", click: "#b" },
      { type: "returns", name: "two", args: [], expected: 2 },
    ],
    verdict: "ok",
    passes: [false, true],
  },
];

/** Hostile programs against a page: only a runner with limits stops them (the server's sandbox). */
export const hostileDomCases: DomCase[] = [
  {
    name: "an endless loop in a click handler fails that check alone",
    html: '<button id="b">x</button><p id="out">a</p>',
    code: "document.getElementById('b').addEventListener('click', () => { for (;;) {} });",
    checks: [
      { type: "dom", selector: "#out", read: "text", value: "a" },
      { type: "dom", selector: "#out", read: "text", value: "a", click: "#b" },
      { type: "console", expected: "" },
    ],
    verdict: "timeout",
    passes: [true, false, true],
  },
  {
    name: "a huge DOM is stopped by the time or memory limit",
    html: '<ul id="list"></ul>',
    code: "const list = document.getElementById('list'); for (let i = 0; ; i++) { const li = document.createElement('li'); li.textContent = String(i).repeat(100000); list.appendChild(li); }",
    checks: [{ type: "dom", selector: "#list li", read: "count", value: "1" }],
    verdict: "timeout",
    stoppedBy: ["timeout", "memory"],
    passes: [false],
  },
  {
    name: "no network: fetch and XMLHttpRequest do not exist",
    html: '<p id="out"></p>',
    code: "document.getElementById('out').textContent = [typeof fetch, typeof XMLHttpRequest, typeof WebSocket].join(',');",
    checks: [{ type: "dom", selector: "#out", read: "text", value: "function,function,function" }],
    verdict: "ok",
    passes: [false],
  },
];
