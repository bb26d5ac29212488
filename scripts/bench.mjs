// Throughput of the public answers and pages of the built app, beside a reference route measured
// in the same run. The machine is shared and noisy, so only the ratios compare across runs:
// every target is measured once per round, the rounds interleave them, and the medians of the
// rounds are printed.
//
//   NEXT_DIST_DIR=.next-x NODE_ENV=production npx next build
//   NEXT_DIST_DIR=.next-x node scripts/bench.mjs [--port 3390] [--seconds 5] [--rounds 3] [--heap 256|0]
//       starts the built server itself (demo mode, a fresh data folder .data-bench-<port>),
//       and also prints its peak RSS
//   node scripts/bench.mjs --url http://127.0.0.1:3000 [--pid <server pid>]
//       measures a running server (demo data needed for the signed-in figures)
//
// The reference is /api/health (one `SELECT 1`): Next's own request handling plus a database
// round trip, the floor a cached answer can hope to reach. First-load JS is what a page's HTML
// asks for in <script src>, gzipped, as a browser's first visit downloads it.
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { failureText, measureLoad, median, sessionHeaders } from "./bench-load.mjs";
import { memoryMb } from "./bench-servers.mjs";
import { pageScripts } from "./page-scripts.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const seconds = Number(arg("seconds", 5));
const rounds = Number(arg("rounds", 3));
const port = Number(arg("port", 3390));
// The server's heap limit in MB, as `npm start` sets it (0: none).
const heap = Number(arg("heap", 256));
let base = arg("url", undefined);
let pid = arg("pid", undefined) ? Number(arg("pid")) : undefined;
let server;

const REFERENCE = "/api/health";
// [label, path, connections, signed in]
const TARGETS = [
  ["/api/courses", "/api/courses", 64, false],
  ["/api/courses (signed in)", "/api/courses", 64, true],
  ["/api/courses?limit=3", "/api/courses?limit=3", 64, false],
  ["/api/offline-students", "/api/offline-students", 64, false],
  ["/home", "/home", 16, false],
  ["/courses", "/courses", 16, false],
  ["/offline", "/offline", 16, false],
  ["/home (signed in)", "/home", 16, true],
  ["/courses (signed in)", "/courses", 16, true],
];

// The server's memory in MB, or null without a server pid or once it is gone.
function rss(kind) {
  const mb = pid ? memoryMb(pid, kind) : NaN;
  return Number.isNaN(mb) ? null : mb;
}

async function startServer() {
  const dataDir = `.data-bench-${port}`;
  rmSync(`${root}${dataDir}`, { recursive: true, force: true });
  const nodeArgs = [...(heap ? [`--max-old-space-size=${heap}`] : []), "--import", "./scripts/server-only-hook.mjs", "--import", "tsx", "server.ts"];
  server = spawn(process.execPath, nodeArgs, {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error", TRUST_PROXY: "1" },
  });
  pid = server.pid;
  base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not answer /api/health within 3 minutes");
}

/** A session of the demo student (or the admin): its token and its cookie. */
async function signIn(phone, password) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.254.0.1" },
    body: JSON.stringify({ phone, password }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || typeof body.token !== "string") {
    console.error(`Signing in as ${phone} answered ${response.status}: the figures that need it are left out.`);
    return null;
  }
  return { token: body.token, cookie: response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") };
}

/** `connections` loops fetching `path` for `seconds`; a browser's session when `token` is given. */
const measure = (path, connections, token) => measureLoad(base + path, { connections, seconds, headers: sessionHeaders(path, token) });

/** The gzip size of every script a page's HTML loads, in kB. */
async function firstLoadJs(path, cookie) {
  const html = await (await fetch(base + path, { headers: cookie ? { cookie } : {} })).text();
  const sources = pageScripts(html);
  let bytes = 0;
  for (const src of sources) bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())).length;
  return { kB: bytes / 1024, scripts: sources.length, htmlKB: Buffer.byteLength(html) / 1024 };
}

/** The server's CPU time so far in ms (utime + stime from /proc, in clock ticks of 10 ms). */
function serverCpuMs() {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Issue 27 item 3: the server CPU a student's catalogue page costs sent gzipped (as browsers
 * take it) and plain, per request, in interleaved rounds: what compressing the answer adds.
 */
async function compressionCost(token) {
  const path = "/api/courses?page=1";
  const perRequest = { gzip: [], identity: [] };
  for (let round = 0; round < rounds; round++) {
    for (const encoding of ["gzip", "identity"]) {
      const before = serverCpuMs();
      const { perSecond } = await measureLoad(base + path, { connections: 32, seconds, headers: { ...sessionHeaders(path, token), "accept-encoding": encoding } });
      perRequest[encoding].push((serverCpuMs() - before) / (perSecond * seconds));
    }
  }
  const [gzip, plain] = [median(perRequest.gzip), median(perRequest.identity)];
  console.log(`
server CPU per request, a student's ${path}: ${gzip.toFixed(2)} ms gzipped, ${plain.toFixed(2)} ms plain (${(gzip / plain).toFixed(2)}×)`);
}

/**
 * Issue 26 §2: one client asking /offline for a new search on every request (each a render of its
 * own, as a cache-busting flood is) while visitors read /courses. Renders past the client's budget
 * are refused (lib/cache/render-budget.ts); the kept pages' rate under the flood is printed beside
 * their rate without it.
 */
async function floodOfUniqueSearches() {
  const visitors = () => measure("/courses", 16, null);
  const health = () => measure(REFERENCE, 8, null);
  const [calm, calmHealth] = await Promise.all([visitors(), health()]);
  const statuses = {};
  let n = 0;
  const deadline = performance.now() + seconds * 1000;
  const flooder = async () => {
    while (performance.now() < deadline) {
      const status = await fetch(`${base}/offline?search=flood${++n}x${Math.random().toString(36).slice(2)}`, { headers: { "x-forwarded-for": "203.0.113.99" } })
        .then(async (response) => (await response.arrayBuffer(), response.status))
        .catch((error) => error.name);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  const [loaded, loadedHealth] = await Promise.all([visitors(), health(), ...Array.from({ length: 16 }, flooder)]);
  const answered = Object.entries(statuses).map(([status, count]) => `${count}×${status}`).join(" ");
  console.log(`\na flood of unique searches from one client (16 connections, ${seconds} s): ${answered}, ${((statuses[200] ?? 0) / seconds).toFixed(1)} renders/s`);
  console.log(`/courses beside it: ${loaded.perSecond.toFixed(0)} req/s against ${calm.perSecond.toFixed(0)} without (${(loaded.perSecond / calm.perSecond).toFixed(2)}×); /api/health p99 ${loadedHealth.p99.toFixed(0)} ms against ${calmHealth.p99.toFixed(0)} ms`);
}

try {
  if (!base) await startServer();
  const student = await signIn(process.env.BENCH_PHONE ?? "+998901234567", process.env.BENCH_PASSWORD ?? "student123");
  const token = student?.token;
  let peak = rss("VmRSS") ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rss("VmRSS") ?? 0)), 200);

  const targets = TARGETS.filter(([, , , signed]) => !signed || token);
  const results = new Map(targets.map(([label]) => [label, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const [label, path, connections, signed] of targets) {
      const reference = await measure(REFERENCE, connections, null);
      const target = await measure(path, connections, signed ? token : null);
      results.get(label).push({ reference, target });
    }
    process.stderr.write(`round ${round} of ${rounds} done\n`);
  }
  clearInterval(sampler);

  console.log(`${base}, ${seconds} s per measurement, ${rounds} interleaved rounds, medians; reference ${REFERENCE} measured just before each target at the same connections`);
  console.log(`${"target".padEnd(26)} conns   req/s   p99 ms │ ref req/s  ref p99 │ ratio  failed`);
  for (const [label, , connections] of targets) {
    const list = results.get(label);
    const perSecond = median(list.map((r) => r.target.perSecond));
    const p99 = median(list.map((r) => r.target.p99));
    const refPerSecond = median(list.map((r) => r.reference.perSecond));
    const refP99 = median(list.map((r) => r.reference.p99));
    const ratio = median(list.map((r) => r.target.perSecond / r.reference.perSecond));
    const failed = failureText(list.map((r) => r.target.failed));
    console.log(
      `${label.padEnd(26)} ${String(connections).padStart(5)} ${perSecond.toFixed(0).padStart(7)} ${p99.toFixed(0).padStart(8)} │ ${refPerSecond.toFixed(0).padStart(9)} ${refP99.toFixed(0).padStart(8)} │ ${ratio.toFixed(2).padStart(5)}× ${String(failed).padStart(7)}`,
    );
  }

  if (token && pid) await compressionCost(token);
  await floodOfUniqueSearches();

  console.log("\nfirst-load JS (gzip) and HTML size of a visitor's first page view");
  const admin = await signIn(process.env.BENCH_ADMIN_PHONE ?? "+998 90 000 00 00", process.env.BENCH_ADMIN_PASSWORD ?? "admin12345");
  for (const [path, cookie] of [["/home"], ["/courses"], ["/offline"], ...(admin ? [["/admin/dashboard", admin.cookie]] : [])]) {
    const { kB, scripts, htmlKB } = await firstLoadJs(path, cookie);
    console.log(`${path.padEnd(26)} ${kB.toFixed(1).padStart(7)} kB in ${scripts} scripts, HTML ${htmlKB.toFixed(1)} kB`);
  }
  const hwm = rss("VmHWM");
  if (pid) console.log(`\nserver RSS: peak ${Math.max(peak, hwm ?? 0).toFixed(0)} MB (kernel high-water mark ${hwm?.toFixed(0) ?? "?"} MB), now ${rss("VmRSS")?.toFixed(0)} MB`);
} finally {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}
