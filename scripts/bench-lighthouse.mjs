// Lighthouse's mobile audit (its defaults: a simulated slow 4G phone with a 4× slower CPU) of a
// visitor's public pages, run after run with the pages interleaved, and issue 14's targets
// checked on every run: performance ≥ 95, LCP ≤ 2.0 s, accessibility and best practices 100.
// Exits 1 on a miss. Lighthouse is fetched by npx on first use; the app does not depend on it.
//
//   node scripts/bench-lighthouse.mjs [--url http://127.0.0.1:3000] [--rounds 3] [--chrome /usr/bin/chromium]
//       against a running built server with the demo data (e.g. `npm start`)
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const base = arg("url", "http://127.0.0.1:3000");
const rounds = Number(arg("rounds", 3));
const chrome = arg("chrome", process.env.CHROME_PATH ?? "/usr/bin/chromium");
const LIGHTHOUSE = "lighthouse@13.5.0";
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, lcpSeconds: 2.0 };

async function audit(url) {
  const { stdout } = await promisify(execFile)(
    "npx",
    [
      "--yes",
      LIGHTHOUSE,
      url,
      "--quiet",
      "--output=json",
      "--output-path=stdout",
      "--only-categories=performance,accessibility,best-practices",
      "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update",
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = (category) => Math.round(report.categories[category].score * 100);
  const metric = (id) => report.audits[id].numericValue;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    lcpSeconds: metric("largest-contentful-paint") / 1000,
    fcpSeconds: metric("first-contentful-paint") / 1000,
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
  };
}

const { courses } = await (await fetch(`${base}/api/courses`)).json();
const pages = ["/home", "/courses", "/offline", "/debtors", `/courses/${courses[0].id}`];
const misses = [];
console.log(`${base}, Lighthouse ${LIGHTHOUSE.split("@")[1]} mobile, ${rounds} rounds`);
console.log(`${"page".padEnd(40)} perf  a11y  bp    LCP s  FCP s  TBT ms  CLS`);
for (let round = 1; round <= rounds; round++) {
  for (const page of pages) {
    const run = await audit(base + page);
    console.log(
      `${`${page} (${round})`.padEnd(40)} ${String(run.performance).padEnd(5)} ${String(run.accessibility).padEnd(5)} ${String(run["best-practices"]).padEnd(5)} ${run.lcpSeconds.toFixed(2).padEnd(6)} ${run.fcpSeconds.toFixed(2).padEnd(6)} ${String(Math.round(run.tbtMs)).padEnd(7)} ${run.cls.toFixed(3)}`,
    );
    for (const category of ["performance", "accessibility", "best-practices"]) {
      if (run[category] < TARGETS[category]) misses.push(`${page} (${round}): ${category} ${run[category]} < ${TARGETS[category]}`);
    }
    if (run.lcpSeconds > TARGETS.lcpSeconds) misses.push(`${page} (${round}): LCP ${run.lcpSeconds.toFixed(2)} s > ${TARGETS.lcpSeconds} s`);
  }
}
console.log(misses.length ? `\nMissed:\n${misses.join("\n")}` : "\nEvery run: performance ≥ 95, LCP ≤ 2.0 s, accessibility and best practices 100.");
process.exitCode = misses.length ? 1 : 0;
