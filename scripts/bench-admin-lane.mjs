// What the admin lane (lib/api/admin-lane.ts) costs an admin, and whether one admin's flood
// holds another (issue 46 items 2 and 3). Against a built server in demo mode it prints:
//   1. an admin list (GET /api/admin/users?page=1) read by 1 connection, then by 16: req/s,
//      p50, p99. At 1 connection the lane never queues, so that is the admin's rate without it;
//      target: the 16's rate at least 1/1.5 of it (the lane costs at most 1.5× of their rate).
//   2. `--approvals` (64) pending top-ups approved one at a time, then as many at once:
//      approvals/s and p50 wait; the same target.
//   3. a second admin's 400 dashboards sent at once (from a process of its own), and meanwhile
//      the first admin's list read once every 250 ms: its p50 and worst wait (target: a few
//      seconds) beside its wait alone.
// Only ratios from one run compare: the machine is shared.
//
//   NODE_ENV=production npx next build && node scripts/bench-admin-lane.mjs [--port 3397] [--seconds 5] [--approvals 64]
//   node scripts/bench-admin-lane.mjs --url http://127.0.0.1:3000   (a running server: TRUST_PROXY=1, demo admin)
//   node scripts/bench-admin-lane.mjs --before ../wt-base [--after .]   (two built checkouts, one after the other, in one run)
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { args, load, median, percentile, registerStudent, startBuiltServer } from "./bench-servers.mjs";

const { one } = args();

// The flood of part 3 runs in a process of its own (this script with --flood): sent from the
// measuring process, its 400 answers delayed the measured read's own answer in the client (a
// first run here printed a 6-8 s worst wait that two processes never showed).
if (one("flood")) {
  const started = performance.now();
  const statuses = {};
  await Promise.all(
    Array.from({ length: Number(one("count")) }, () =>
      fetch(`${one("flood")}/api/admin/dashboard`, { headers: { authorization: `Bearer ${one("token")}` }, signal: AbortSignal.timeout(300_000) }).then(
        async (response) => (await response.arrayBuffer(), (statuses[response.status] = (statuses[response.status] ?? 0) + 1)),
        (error) => (statuses[error.name] = (statuses[error.name] ?? 0) + 1),
      ),
    ),
  );
  console.log(JSON.stringify({ seconds: (performance.now() - started) / 1000, statuses }));
  process.exit(0);
}

const seconds = Number(one("seconds", 5));
const approvals = Number(one("approvals", 64));
const FLOOD = 400;
const root = fileURLToPath(new URL("..", import.meta.url));
/** The server being measured: each of the compared ones in its turn. */
let base = "";

let address = 0;
const nextAddress = () => {
  address++;
  return `10.253.${(address >> 8) & 255}.${address & 255}`;
};

async function call(pathname, { token, method = "GET", body } = {}) {
  const started = performance.now();
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: { "content-type": "application/json", "x-forwarded-for": nextAddress(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(300_000),
  }).catch((error) => ({ status: error.name, json: async () => ({}) }));
  const answer = await response.json().catch(() => ({}));
  return { status: response.status, body: answer, ms: performance.now() - started };
}

async function login(phone, password) {
  const { status, body } = await call("/api/auth/login", { method: "POST", body: { phone, password } });
  if (status !== 200) throw new Error(`login of ${phone} answered ${status}`);
  return body.token;
}

let registered = 0;
function register(password) {
  registered++;
  const phone = `+99898${String(process.pid % 1000).padStart(3, "0")}${String(registered).padStart(4, "0")}`;
  return registerStudent(base, { phone, address: nextAddress(), fullName: `Navbat O'quvchi ${registered}`, password });
}

/** `connections` loops reading `pathname` for `seconds`: req/s and latencies. */
async function rate(token, pathname, connections) {
  const latencies = [];
  let failed = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const answer = await call(pathname, { token });
        if (answer.status === 200) latencies.push(answer.ms);
        else failed++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / ((performance.now() - started) / 1000), p50: percentile(latencies, 50), p99: percentile(latencies, 99), failed };
}

const verdict = (ratio) => (ratio >= 1 / 1.5 ? "meets ≥ 0.67×" : "MISSES ≥ 0.67×");

/** Parts 1-3 against `base`: printed, and returned for the comparison. */
async function measure(label) {
  console.log(`${label} (${base}): admin lane, ${seconds} s per measurement; load average at start ${load()}`);
  const admin = await login(process.env.BENCH_PHONE ?? "+998900000000", process.env.BENCH_PASSWORD ?? "admin12345");
  const LIST = "/api/admin/users?page=1";

  // 1. The list at 1 and at 16 connections.
  const alone = await rate(admin, LIST, 1);
  const sixteen = await rate(admin, LIST, 16);
  console.log(`list at 1 connection:   ${alone.perSecond.toFixed(1)} req/s, p50 ${alone.p50.toFixed(0)} ms, p99 ${alone.p99.toFixed(0)} ms (${alone.failed} failed)`);
  console.log(`list at 16 connections: ${sixteen.perSecond.toFixed(1)} req/s, p50 ${sixteen.p50.toFixed(0)} ms, p99 ${sixteen.p99.toFixed(0)} ms (${sixteen.failed} failed)`);
  console.log(`  16/1: ${(sixteen.perSecond / alone.perSecond).toFixed(2)}× (${verdict(sixteen.perSecond / alone.perSecond)})`);

  // 2. Approvals: each student may have 3 pending top-ups (TOPUP_MAX_PENDING).
  const pending = [];
  while (pending.length < 2 * approvals) {
    const student = await register("navbat12345");
    for (let i = 0; i < 3 && pending.length < 2 * approvals; i++) {
      const created = await call("/api/payments/create", { token: student.token, method: "POST", body: { amount: 10_000 + pending.length, paymentMethod: "card" } });
      if (!created.body.payment?.id) throw new Error(`a top-up answered ${created.status} ${JSON.stringify(created.body).slice(0, 200)}`);
      pending.push(created.body.payment.id);
    }
}
const approve = (id) => call(`/api/admin/payments/${id}/approve`, { token: admin, method: "POST" });
const oneByOne = [];
let started = performance.now();
for (const id of pending.slice(0, approvals)) oneByOne.push(await approve(id));
const oneByOneSeconds = (performance.now() - started) / 1000;
started = performance.now();
const atOnce = await Promise.all(pending.slice(approvals).map(approve));
const atOnceSeconds = (performance.now() - started) / 1000;
const summary = (answers, took) => {
  const statuses = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  return { perSecond: answers.length / took, p50: median(answers.map((answer) => answer.ms)), statuses };
};
const sequential = summary(oneByOne, oneByOneSeconds);
const concurrent = summary(atOnce, atOnceSeconds);
console.log(`${approvals} approvals one at a time: ${sequential.perSecond.toFixed(1)}/s, p50 ${sequential.p50.toFixed(0)} ms ${JSON.stringify(sequential.statuses)}`);
console.log(`${approvals} approvals at once:       ${concurrent.perSecond.toFixed(1)}/s, p50 ${concurrent.p50.toFixed(0)} ms ${JSON.stringify(concurrent.statuses)}`);
console.log(`  at once/one at a time: ${(concurrent.perSecond / sequential.perSecond).toFixed(2)}× (${verdict(concurrent.perSecond / sequential.perSecond)})`);

// 3. A second admin floods; the first reads its list every 250 ms meanwhile.
const second = await register("navbat12345");
const promoted = await call(`/api/admin/users/${second.id}`, { token: admin, method: "PUT", body: { fullName: "Ikkinchi Admin", phone: second.phone, role: "admin" } });
if (promoted.status !== 200) throw new Error(`making a second admin answered ${promoted.status} ${JSON.stringify(promoted.body).slice(0, 200)}`);
const flooder = await login(second.phone, "navbat12345");
let flooding = true;
const floodProcess = spawn(process.execPath, [fileURLToPath(import.meta.url), "--flood", base, "--token", flooder, "--count", String(FLOOD)], { stdio: ["ignore", "pipe", "inherit"] });
let floodOutput = "";
floodProcess.stdout.on("data", (chunk) => (floodOutput += chunk));
const flood = new Promise((resolve) => floodProcess.once("exit", resolve)).then(() => {
  flooding = false;
  return JSON.parse(floodOutput);
});
// The flood's requests are on their way before the first measured read.
await new Promise((resolve) => setTimeout(resolve, 300));
const waits = [];
while (flooding) {
  const answer = await call(LIST, { token: admin });
  waits.push({ ms: answer.ms, status: answer.status });
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const { seconds: floodSeconds, statuses: floodStatuses } = await flood;
const ok = waits.filter((wait) => wait.status === 200).map((wait) => wait.ms).sort((a, b) => a - b);
console.log(`another admin's ${FLOOD} dashboards at once: answered in ${floodSeconds.toFixed(1)} s ${JSON.stringify(floodStatuses)}`);
console.log(`  meanwhile the first admin's list: p50 ${percentile(ok, 50).toFixed(0)} ms, worst ${(ok.at(-1) ?? NaN).toFixed(0)} ms (${ok.length} reads, ${waits.length - ok.length} not 200); alone p50 ${alone.p50.toFixed(0)} ms`);
console.log(`load average at the end ${load()}`);
return { lists: sixteen.perSecond / alone.perSecond, approvals: concurrent.perSecond / sequential.perSecond, approvalP50: concurrent.p50, worstWait: ok.at(-1) ?? NaN };
}

const port = Number(one("port", 3397));
const compared = one("before") ? [["before", one("before")], ["after", one("after", root)]] : [["this checkout", root]];
const figures = [];
for (const [label, checkout] of one("url") ? [[one("url"), null]] : compared) {
  const server = checkout && (await startBuiltServer(path.resolve(checkout), { port, label }));
  base = server?.base ?? one("url");
  try {
    figures.push([label, await measure(label)]);
  } finally {
    await server?.stop();
  }
}
if (figures.length === 2) {
  console.log("before and after:");
  for (const [label, f] of figures) {
    console.log(`  ${label.padEnd(6)} lists 16/1 ${f.lists.toFixed(2)}×, approvals at once/one at a time ${f.approvals.toFixed(2)}× (p50 ${f.approvalP50.toFixed(0)} ms), the other admin's worst wait during the flood ${f.worstWait.toFixed(0)} ms`);
  }
}
