// A 9:00 login wave (issue 46 item 6): `--logins` (60) right logins sent at once, and how the
// server holds: logins per second (the wave's size over the time until its last answer), the
// median wait of a login, and the p99 of GET /api/health (4 loops, each probing every 50 ms)
// during the wave against the same p99 just before it (target: at most 1.2×). It also prints
// where the CPU went during the wave: the server's event loop and Node's own threads, the worker
// pools at their lower priority (bcrypt), and PostgreSQL, and the load average, since on a shared
// machine only figures from one run compare. With two servers (before and after a change) the rounds interleave them and the
// after/before ratios are printed.
//
//   node scripts/bench-logins.mjs --before ../wt-base [--after .] [--rounds 3] [--logins 60] [--port 3395]
//       starts each checkout's built server (demo mode, a fresh data folder) on its own port
//   node scripts/bench-logins.mjs --url http://127.0.0.1:3000 [--pid <server pid>]
//       measures a running server (TRUST_PROXY=1 and the demo admin, or BENCH_PHONE/BENCH_PASSWORD)
//
// Each login names its own client address in X-Forwarded-For (TRUST_PROXY=1 makes the server
// believe it), so the per-address limits do not turn the wave into cheap 429s; all of them are
// for one phone, the demo admin's unless BENCH_PHONE / BENCH_PASSWORD say otherwise, which also
// checks that parallel right logins for one phone are never refused (issue 46 item 5).
//
// The wave is sent by a child process (this script with `--wave`): sent from the process that
// times the health checks, opening 60 connections and reading 60 answers held up the checks in
// flight on the client's own event loop, and that counted as the server's (docs/bench/logins.txt).
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { args, cpuOf, cpuSince, load, median, nextClientAddress, percentile, skipClientAddresses, startBuiltServer } from "./bench-servers.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const { one, all } = args();
const logins = Number(one("logins", 60));
const rounds = Number(one("rounds", 3));
const port = Number(one("port", 3395));
const phone = process.env.BENCH_PHONE ?? "+998900000000";
const password = process.env.BENCH_PASSWORD ?? "admin12345";
const HEALTH_LOOPS = 4;
// ms from one probe's start to the same loop's next, as a monitor probes (80 a second in all).
// `--probe-every 0` makes closed loops, as before 2026-11-29: they took most of a core from the
// server, and the logins' workers, at a lower priority, got 0.75 cores of 2 (docs/bench/logins.txt).
const PROBE_EVERY_MS = Number(one("probe-every", 50));
const QUIET_MS = 3000;

async function login(base) {
  const started = performance.now();
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextClientAddress() },
    body: JSON.stringify({ phone, password }),
    signal: AbortSignal.timeout(120_000),
  }).catch((error) => ({ status: error.name, arrayBuffer: async () => {} }));
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** `logins` right logins at once from a child process, the addresses after the `sent` before: their answers. */
let sent = 0;
function wave(base) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), "--wave", base, "--logins", String(logins), "--skip", String(sent)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  sent += logins;
  let out = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  return new Promise((resolve, reject) =>
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`the wave's process ended with ${code}`)))),
  );
}

/** HEALTH_LOOPS loops of GET /api/health until `done()`; the sorted latencies. */
async function health(base, done) {
  const latencies = [];
  let failed = 0;
  const loop = async () => {
    while (!done()) {
      const started = performance.now();
      const response = await fetch(`${base}/api/health`).catch(() => null);
      await response?.arrayBuffer();
      if (response?.ok) latencies.push(performance.now() - started);
      else failed++;
      const rest = started + PROBE_EVERY_MS - performance.now();
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  };
  await Promise.all(Array.from({ length: HEALTH_LOOPS }, loop));
  return { latencies: latencies.sort((a, b) => a - b), failed };
}

async function round(target) {
  const quietUntil = performance.now() + QUIET_MS;
  const cpuQuiet = target.pid ? cpuOf(target.pid) : null;
  const quiet = await health(target.base, () => performance.now() > quietUntil);
  const cpuBefore = target.pid ? cpuOf(target.pid) : null;
  // What the health checks themselves cost, taken out of the wave's CPU below.
  const perHealth = cpuBefore ? cpuSince(cpuQuiet, cpuBefore) : null;
  const quietRequests = quiet.latencies.length + quiet.failed;
  let waving = true;
  const started = performance.now();
  const sending = wave(target.base).finally(() => (waving = false));
  const during = await health(target.base, () => !waving);
  const answers = await sending;
  const seconds = (performance.now() - started) / 1000;
  const used = cpuBefore ? cpuSince(cpuBefore, cpuOf(target.pid)) : null;
  const checks = during.latencies.length + during.failed;
  const cpu = used && Object.fromEntries(Object.entries(used).map(([key, ms]) => [key, Math.max(0, ms - (perHealth[key] / quietRequests) * checks)]));
  const statuses = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  return {
    perSecond: answers.filter((a) => a.status === 200).length / seconds,
    medianWait: median(answers.map((a) => a.ms)),
    seconds,
    statuses,
    healthQuiet: percentile(quiet.latencies, 99),
    healthDuring: percentile(during.latencies, 99),
    healthRatio: percentile(during.latencies, 99) / percentile(quiet.latencies, 99),
    healthFailed: quiet.failed + during.failed,
    quietLatencies: quiet.latencies,
    duringLatencies: during.latencies,
    // CPU per login in ms (less what as many health checks cost when quiet), and the cores the
    // workers got on average during the wave
    cpu: cpu && { server: cpu.server / logins, workers: cpu.workers / logins, postgres: cpu.postgres / logins, workerCores: cpu.workers / 1000 / seconds },
    load: load(),
  };
}

const waveBase = one("wave");
if (waveBase) {
  skipClientAddresses(Number(one("skip", 0)));
  console.log(JSON.stringify(await Promise.all(Array.from({ length: logins }, () => login(waveBase)))));
  process.exit(0);
}

const targets = [];
const before = one("before");
const urls = all("url");
try {
  if (urls.length) {
    const pids = all("pid");
    urls.forEach((base, i) => targets.push({ label: urls.length > 1 ? `server ${i + 1}` : base, base, pid: pids[i] ? Number(pids[i]) : null }));
  } else {
    if (before) targets.push(await startBuiltServer(path.resolve(before), { port, label: "before" }));
    targets.push(await startBuiltServer(path.resolve(one("after", root)), { port: port + 1, label: before ? "after" : "this checkout" }));
  }
  for (const target of targets) {
    const probe = await login(target.base);
    if (probe.status !== 200) throw new Error(`${target.label}: a login as ${phone} answered ${probe.status} (demo mode, or set BENCH_PHONE/BENCH_PASSWORD)`);
  }
  // One wave each, not counted: the first server's first round ran at a third of the rate of
  // every later one (3 logins/s against 9-11) while the other server was still starting up.
  for (const target of targets) await wave(target.base);
  const results = new Map(targets.map((t) => [t, []]));
  console.log(`${logins} right logins at once for one phone, ${rounds} rounds, ${HEALTH_LOOPS} loops reading /api/health ${PROBE_EVERY_MS ? `every ${PROBE_EVERY_MS} ms` : "at once (closed loops)"}; load average at start ${load()}`);
  for (let r = 0; r < rounds; r++) {
    // Interleaved, the order turned each round, so neither server always goes first.
    for (const target of r % 2 ? [...targets].reverse() : targets) {
      const result = await round(target);
      results.get(target).push(result);
      const cpu = result.cpu ? `   CPU per login: server ${result.cpu.server.toFixed(0)} ms, workers ${result.cpu.workers.toFixed(0)} ms (${result.cpu.workerCores.toFixed(2)} cores), PostgreSQL ${result.cpu.postgres.toFixed(0)} ms` : "";
      console.log(
        `  round ${r + 1} ${target.label.padEnd(7)} ${result.perSecond.toFixed(2)} logins/s, median wait ${(result.medianWait / 1000).toFixed(1)} s, ${JSON.stringify(result.statuses)}; /api/health p99 ${result.healthQuiet.toFixed(0)} → ${result.healthDuring.toFixed(0)} ms (${result.healthRatio.toFixed(2)}×)${result.healthFailed ? `, ${result.healthFailed} failed` : ""}${cpu}; load ${result.load}`,
      );
    }
  }
  const summary = new Map();
  console.log("medians of the rounds:");
  for (const target of targets) {
    const list = results.get(target);
    const m = {
      perSecond: median(list.map((r) => r.perSecond)),
      medianWait: median(list.map((r) => r.medianWait)),
      healthRatio: median(list.map((r) => r.healthRatio)),
      server: median(list.map((r) => r.cpu?.server)),
      workers: median(list.map((r) => r.cpu?.workers)),
      postgres: median(list.map((r) => r.cpu?.postgres)),
      workerCores: median(list.map((r) => r.cpu?.workerCores)),
    };
    // One round's p99 is its 2-3 slowest checks, and this VM's idle wake-ups alone move it 2×;
    // the checks of every round pooled give a p99 of ten times as many.
    const pooled = (key) => percentile(list.flatMap((r) => r[key]).sort((a, b) => a - b), 99);
    m.pooledQuiet = pooled("quietLatencies");
    m.pooledDuring = pooled("duringLatencies");
    summary.set(target, m);
    const cpu = Number.isFinite(m.workers) ? `; CPU per login: server ${m.server.toFixed(0)} ms, workers ${m.workers.toFixed(0)} ms, PostgreSQL ${m.postgres.toFixed(0)} ms; workers got ${m.workerCores.toFixed(2)} cores` : "";
    console.log(`  ${target.label.padEnd(7)} ${m.perSecond.toFixed(2)} logins/s, median wait ${(m.medianWait / 1000).toFixed(1)} s, /api/health p99 during/before ${m.healthRatio.toFixed(2)}× (target ≤ 1.2×)${cpu}`);
    console.log(`          /api/health p99 of every round's checks pooled: ${m.pooledQuiet.toFixed(0)} → ${m.pooledDuring.toFixed(0)} ms (${(m.pooledDuring / m.pooledQuiet).toFixed(2)}×)`);
  }
  if (targets.length === 2) {
    const [a, b] = targets.map((t) => summary.get(t));
    console.log(
      `after/before: logins/s ${(b.perSecond / a.perSecond).toFixed(2)}×, median wait ${(b.medianWait / a.medianWait).toFixed(2)}×, health p99 ratio ${(b.healthRatio / a.healthRatio).toFixed(2)}×` +
        (a.server > 0 ? `, server CPU per login ${(b.server / a.server).toFixed(2)}×, PostgreSQL CPU per login ${(b.postgres / a.postgres).toFixed(2)}×` : ""),
    );
  }
  console.log(`load average at the end ${load()}`);
} finally {
  for (const target of targets) await target.stop?.();
}
