// A cheap phone on slow 3G (issue 26 §1): each page opened with an empty cache in Chromium at
// 390 px, the network throttled as DevTools' "Slow 3G" (2 s round trip, 400 kbit/s down) and the
// CPU 4× slower, through CDP. For each page it prints
//   - paint: the first contentful paint;
//   - works: when the page's primary action would handle a tap (its element is on screen and
//     is a link, a button the browser wires to its dialog, or React has attached its handler,
//     and the page's main thread is free to run our probe), then one real tap proves it (the
//     dialog opens or the address changes);
//   - effect: how long that tap took to show its effect;
//   - bytes: bytes received (as sent, compressed or not) before the first paint and before the
//     page worked; total: everything the page had received when the tap's effect showed.
// A benchmark, not a test: the machine is shared, so compare runs made one after the other and
// say the load average (printed).
//
//   node scripts/bench-phone.mjs [--url http://127.0.0.1:3000] [--rounds 2] [--chrome /usr/bin/chromium] [--only practice]
//       against a running built server with the demo data (e.g. `npm start`)
import { loadavg } from "node:os";
import { chromium } from "@playwright/test";

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const base = arg("url", "http://127.0.0.1:3000");
const rounds = Number(arg("rounds", 2));
const chrome = arg("chrome", process.env.CHROME_PATH ?? "/usr/bin/chromium");
// Only the rows whose label has this text (e.g. `practice`).
const only = arg("only", "");

// DevTools' "Slow 3G" preset.
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: (500 * 1000 * 0.8) / 8, uploadThroughput: (500 * 1000 * 0.8) / 8 };
const CPU_SLOWDOWN = 4;
const PROBE_MS = 100;
const GIVE_UP_MS = 60_000;

const { courses } = await (await fetch(`${base}/api/courses`)).json();
const course = courses[0].id;
// The practice row: the first lesson of the HTML course, which has exercises (issue 44 item 8).
const practiceCourse = courses.find((each) => each.title.startsWith("HTML asoslari"))?.id ?? course;

// [label, path, signed in, how to find the primary action]
const PAGES = [
  ["/home menu", "/home", false, { role: "button", name: "Menyuni ochish" }],
  ["/courses open a course", "/courses", false, { cardLink: true }],
  ["/courses/{id} enrol", `/courses/${course}`, false, { role: "button", name: "Kursga obuna bo'lish" }],
  ["/offline menu", "/offline", false, { role: "button", name: "Menyuni ochish" }],
  ["/home menu (student)", "/home", true, { role: "button", name: "Menyuni ochish" }],
  ["/courses/{id} enrol (student)", `/courses/${course}`, true, { role: "button", name: "Kursga obuna bo'lish" }],
  ["/projects/payments top-up (student)", "/projects/payments", true, { role: "button", name: "Balansni to'ldirish" }],
  // Check of the lesson's first exercise: its effect is the verdict (or the page the form posts to).
  ["/learning/{id} practice Check (student)", `/learning/${practiceCourse}`, true, { role: "button", name: "Tekshirish", shown: '[data-testid="check-source"]' }],
];

/** In the page: its first paint, and where to tap the action when a tap on it would be handled now. */
function probe(target) {
  const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
  };
  let element = null;
  if (target.cardLink) element = document.querySelector('[data-testid="course-card"] a[href], [data-testid="course-card"] button');
  else {
    element = [...document.querySelectorAll("button, a[href], [role=button]")].find(
      (each) => (each.getAttribute("aria-label") ?? each.textContent ?? "").includes(target.name) && visible(each),
    );
  }
  if (!element || !visible(element)) return { fcp, at: null };
  const propsKey = Object.keys(element).find((key) => key.startsWith("__reactProps$"));
  const hydrated = propsKey !== undefined && Object.keys(element[propsKey] ?? {}).some((key) => /^on[A-Z]/.test(key));
  const link = element.tagName === "A" && element.getAttribute("href") && !element.getAttribute("href").startsWith("#");
  // A submit button of a form that posts works before scripts: the browser sends the form.
  const posts = element.type === "submit" && element.form?.method === "post";
  // A button the browser wires to its dialog itself (invoker commands) works without React.
  const commandFor = element.getAttribute("commandfor");
  const native = commandFor !== null && "commandForElement" in HTMLButtonElement.prototype && document.getElementById(commandFor) instanceof HTMLDialogElement;
  if (!hydrated && !link && !native && !posts) return { fcp, at: null };
  // Below the fold on a phone (a course's enrol panel): scrolled to, as a thumb would.
  element.scrollIntoView({ block: "center" });
  const box = element.getBoundingClientRect();
  return { fcp, at: { x: box.left + box.width / 2, y: box.top + box.height / 2 } };
}

async function studentContext(browser) {
  const context = await browser.newContext({ baseURL: base, extraHTTPHeaders: { origin: base } });
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  const phone = `+998 93 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`;
  const response = await context.request.post("/api/auth/register", {
    data: { fullName: "Sekin Telefon", phone, password: "secret123", role: "student", meta: { region: "Toshkent", district: "Chirchiq shahri", school: "12-maktab", grade: "9-sinf" } },
  });
  if (response.status() !== 201) throw new Error(`register: ${response.status()} ${await response.text()}`);
  // Enrolled in the practice row's course: a top-up the demo admin approves, then the enrolment.
  const topUp = await context.request.post("/api/payments/create", { data: { amount: 300000, paymentMethod: "card" } });
  const admin = await browser.newContext({ baseURL: base, extraHTTPHeaders: { origin: base } });
  await admin.request.post("/api/auth/login", { data: { phone: "+998 90 000 00 00", password: "admin12345" } });
  const { payment } = await topUp.json();
  const approved = await admin.request.post(`/api/admin/payments/${payment.id}/approve`);
  await admin.close();
  const enrolled = await context.request.post(`/api/courses/${practiceCourse}/enroll`);
  if (!approved.ok() || !enrolled.ok()) throw new Error(`enrol: ${approved.status()} ${enrolled.status()}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function measure(browser, [, path, signedIn, target], storageState) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    storageState: signedIn ? storageState : undefined,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", SLOW_3G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  let received = 0;
  cdp.on("Network.loadingFinished", (event) => (received += event.encodedDataLength));

  const start = Date.now();
  const navigation = page.goto(path, { waitUntil: "commit", timeout: GIVE_UP_MS });
  await navigation;
  let paint = null;
  let paintBytes = null;
  let works = null;
  let worksBytes = null;
  let at = null;
  while (Date.now() - start < GIVE_UP_MS) {
    const seen = await page.evaluate(probe, target).catch(() => null);
    if (seen?.fcp != null && paint === null) {
      paint = seen.fcp;
      paintBytes = received;
    }
    // Found on screen before its first paint was reported: it works once painted.
    if (seen?.at && paint !== null) {
      works = Date.now() - start;
      worksBytes = received;
      at = seen.at;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, PROBE_MS));
  }
  let effect = null;
  let total = null;
  if (at) {
    const url = page.url();
    const tapped = Date.now();
    await page.touchscreen.tap(at.x, at.y);
    const shown = await page
      .waitForFunction(
        ({ before, shown }) =>
          location.href !== before ||
          (shown !== null && document.querySelector(shown) !== null) ||
          [...document.querySelectorAll("dialog[open], [role=dialog], [role=alertdialog]")].some((d) => d.getBoundingClientRect().height > 0),
        { before: url, shown: target.shown ?? null },
        {
        timeout: 15_000,
        polling: 50,
      })
      .then(() => true)
      .catch(() => false);
    if (shown) effect = Date.now() - tapped;
    total = received;
  }
  await context.close();
  return { paint, paintBytes, works, worksBytes, effect, total };
}

const browser = await chromium.launch({ executablePath: chrome, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"] });
const student = await studentContext(browser);
const measured = PAGES.filter(([label]) => label.includes(only));
const results = new Map(measured.map(([label]) => [label, []]));
const fmt = (ms) => (ms == null ? "–" : `${(ms / 1000).toFixed(2)} s`);
const kb = (bytes) => (bytes == null ? "–" : `${(bytes / 1024).toFixed(0)} kB`);
console.log(`${base}: slow 3G, CPU ×${CPU_SLOWDOWN}, 390 px, empty cache, ${rounds} rounds; load average ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
for (let round = 1; round <= rounds; round++) {
  for (const page of measured) results.get(page[0]).push(await measure(browser, page, student));
}
await browser.close();

const median = (values) => {
  const known = values.filter((v) => v != null).sort((a, b) => a - b);
  return known.length ? known[Math.floor((known.length - 1) / 2)] : null;
};
console.log(`${"page, primary action".padEnd(38)} ${"paint".padStart(8)} ${"works".padStart(8)} ${"after".padStart(8)} ${"effect".padStart(8)} ${"B paint".padStart(8)} ${"B works".padStart(8)} ${"B total".padStart(8)}`);
for (const [label, runs] of results) {
  const m = (key) => median(runs.map((run) => run[key]));
  const after = m("works") != null && m("paint") != null ? m("works") - m("paint") : null;
  console.log(
    `${label.padEnd(38)} ${fmt(m("paint")).padStart(8)} ${fmt(m("works")).padStart(8)} ${fmt(after).padStart(8)} ${(m("effect") == null ? "none" : `${m("effect")} ms`).padStart(8)} ${kb(m("paintBytes")).padStart(8)} ${kb(m("worksBytes")).padStart(8)} ${kb(m("total")).padStart(8)}`,
  );
}
console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(" ")}; medians of ${rounds} rounds; "after" is works − paint`);
