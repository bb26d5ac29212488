// Does a read cost the same when the school grows? Two built servers side by side on one
// PostgreSQL: one on the demo data, one on a copy of it grown to 200 courses, 50,014 users (every
// 10th an offline student), 255,000 payments and 500,000 ledger rows (issue 27). Each read
// (public, student, admin) is measured on both, interleaved in the same rounds, and the ratio
// grown/demo of their request rates is printed (1.00× = the same cost; under 1 = slower when
// grown). Then a 64-connection dashboard load on the grown server, with the visitor pages'
// rate beside their unloaded rate, and logins per second at 60 parallel. The machine is shared
// and noisy: only ratios from one run compare, and the load average is printed.
//
//   NEXT_DIST_DIR=.next-x NODE_ENV=production npx next build
//   NEXT_DIST_DIR=.next-x node --import ./scripts/server-only-hook.mjs --import tsx scripts/bench-scale.mjs \
//       [--port 3392] [--seconds 4] [--rounds 3]
//
// With DATABASE_URL set, the two databases are made on that server (and dropped after);
// otherwise an embedded PostgreSQL runs under .data-bench-scale-<pid>. The data is made with
// generate_series in a few statements (a minute), not row by row.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { failureText, measureLoad, median, sessionHeaders } from "./bench-load.mjs";
import { nextClientAddress } from "./bench-servers.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
};
const seconds = Number(arg("seconds", 4));
const rounds = Number(arg("rounds", 3));
const port = Number(arg("port", 3392));
const SIZE = { courses: 200, users: 50_014, payments: 255_000, ledger: 500_000 };

const { startEmbeddedPostgres } = await import("../lib/db/embedded-postgres.ts");
const { withDatabase } = await import("../lib/db/database-url.ts");

let serverUrl;
let stopPostgres = async () => {};
if (process.env.DATABASE_URL) serverUrl = process.env.DATABASE_URL;
else {
  const dir = `${root}.data-bench-scale-${process.pid}`;
  const embedded = await startEmbeddedPostgres(dir, { unsafeNoFsync: true, ownProcessGroup: false });
  serverUrl = embedded.serverUrl;
  stopPostgres = async () => {
    await embedded.stop();
    await rm(dir, { recursive: true, force: true });
  };
}

async function sql(url, text, values) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

const tag = randomBytes(4).toString("hex");
const names = { demo: `bench_scale_demo_${tag}`, grown: `bench_scale_grown_${tag}` };
const urls = { demo: withDatabase(serverUrl, names.demo), grown: withDatabase(serverUrl, names.grown) };
const secrets = { JWT_SECRET: randomBytes(48).toString("base64"), ADMIN_PASSWORD: `A${randomBytes(12).toString("hex")}` };
const ADMIN_PHONE = "+998900000000";
const STUDENT = { phone: "+998901234567", password: "student123" };
const servers = {};

/** The built app in production mode on `database`, seeding the demo data on its first start. */
async function startServer(name, database, serverPort) {
  const child = spawn(process.execPath, ["--import", "./scripts/server-only-hook.mjs", "--import", "tsx", "server.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      ...secrets,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: database,
      ADMIN_PHONE,
      SEED_DEMO: "1",
      PORT: String(serverPort),
      HOST: "127.0.0.1",
      DATA_DIR: `.data-bench-scale-${name}-${process.pid}`,
      LOG_LEVEL: "error",
      TRUST_PROXY: "1",
    },
  });
  const base = `http://127.0.0.1:${serverPort}`;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return { child, base };
    if (child.exitCode !== null) throw new Error(`the ${name} server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the ${name} server did not answer /api/health within 5 minutes`);
}

async function stopServer(server) {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill("SIGTERM");
  await new Promise((resolve) => server.child.once("exit", resolve));
}

/** Grows the copy to SIZE: courses, users (every 10th offline), payments and ledger rows. */
async function grow(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const count = async (table) => Number((await client.query(`SELECT count(*) FROM "${table}"`)).rows[0].count);
    await client.query(
      `INSERT INTO "Course" (id, title, description, instructor, price, "durationWeeks", level, category, tags, status, position, "createdAt", "updatedAt")
       SELECT 'bc' || i, 'Kurs ' || i, 'Katta maktab uchun kurs ' || i || '. ' || repeat('Dasturlash asoslari. ', 20), 'Ustoz ' || (i % 17),
              100000 + (i % 9) * 50000, 4 + i % 8, (ARRAY['beginner', 'intermediate', 'advanced'])[1 + i % 3]::"CourseLevel",
              (ARRAY['Web', 'Python', 'Data', 'Mobile'])[1 + i % 4], ARRAY['tag' || (i % 5), 'tag' || (i % 7)], 'active', 1000 + i, now(), now()
       FROM generate_series(1, $1::int) AS i`,
      [SIZE.courses - (await count("Course"))],
    );
    const firstNames = ["Aziza", "Bobur", "Dilshod", "Gulnora", "Jasur", "Kamola", "Laziz", "Madina", "Nodir", "Sevara"];
    await client.query(
      `INSERT INTO "User" (id, "fullName", phone, "passwordHash", role, balance, step, "arrivalDate", "createdAt", "updatedAt")
       SELECT 'bu' || i, ($2::text[])[1 + i % 10] || ' ' || i, '+99891' || lpad(i::text, 7, '0'), 'x',
              (CASE WHEN i % 10 = 0 THEN 'student_offline' ELSE 'student' END)::"Role", (i * 7919) % 5000000,
              1 + i % 120, (current_date - (1 + i % 150))::date, now() - (i || ' minutes')::interval, now()
       FROM generate_series(1, $1::int) AS i`,
      [SIZE.users - (await count("User")), firstNames],
    );
    await client.query(
      `INSERT INTO "Payment" (id, "userId", kind, status, amount, "paymentMethod", "transactionId", "decidedAt", "createdAt")
       SELECT 'bp' || i, 'bu' || (1 + i % ($2::int - 20)), 'topup', s, 1000 * (1 + i % 500), 'card', 'TX' || i,
              CASE WHEN s <> 'pending' THEN now() - (i || ' seconds')::interval + interval '1 hour' END, now() - (i || ' seconds')::interval
       FROM generate_series(1, $1::int) AS i, LATERAL (SELECT (ARRAY['pending', 'approved', 'rejected'])[1 + i % 3]::"PaymentStatus" AS s) AS status`,
      [SIZE.payments - (await count("Payment")), SIZE.users],
    );
    await client.query(
      `INSERT INTO "LedgerEntry" (id, "userId", amount, reason, "createdAt")
       SELECT 'bl' || i, 'bu' || (1 + i % ($2::int - 20)), CASE WHEN i % 4 = 0 THEN -50000 ELSE 1000 * (1 + i % 500) END,
              (CASE WHEN i % 4 = 0 THEN 'enrollment' ELSE 'topup_approved' END)::"LedgerReason", now() - (i || ' seconds')::interval
       FROM generate_series(1, $1::int) AS i`,
      [SIZE.ledger - (await count("LedgerEntry")), SIZE.users],
    );
    await client.query("VACUUM ANALYZE");
    const sizes = {};
    for (const table of ["Course", "User", "Payment", "LedgerEntry"]) sizes[table] = await count(table);
    return sizes;
  } finally {
    await client.end();
  }
}

/** A session on `base`: its token and cookie. */
async function signIn(base, phone, password) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.254.${Math.floor(Math.random() * 250)}.1` },
    body: JSON.stringify({ phone, password }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || typeof body.token !== "string") throw new Error(`signing in as ${phone} on ${base} answered ${response.status}`);
  return body.token;
}

/** `connections` loops fetching `path` on `base` for `duration` seconds, as `token`'s browser would. */
const measure = (base, path, connections, token, duration = seconds) =>
  measureLoad(base + path, { connections, seconds: duration, headers: sessionHeaders(path, token) });

// [label, path, connections, who]. "whole" marks the spec's unpaged lists: every course or every
// offline student by contract, O(n) by nature; the pages read the same lists paged.
const TARGETS = [
  ["/api/courses (whole)", "/api/courses", 32, null],
  ["/api/courses?page=1", "/api/courses?page=1", 32, null],
  ["/api/offline-students (whole)", "/api/offline-students", 16, null],
  ["/api/offline-students?page=1", "/api/offline-students?page=1", 16, null],
  ["/home", "/home", 16, null],
  ["/courses", "/courses", 16, null],
  ["/offline", "/offline", 8, null],
  ["/debtors", "/debtors", 8, null],
  ["student /api/courses (whole)", "/api/courses", 32, "student"],
  ["student /api/courses?page=1", "/api/courses?page=1", 32, "student"],
  ["student /home", "/home", 16, "student"],
  ["student /courses", "/courses", 16, "student"],
  ["student /my-courses", "/my-courses", 16, "student"],
  ["admin /api/admin/dashboard", "/api/admin/dashboard", 8, "admin"],
  ["admin users search", "/api/admin/users?search=Kamola", 8, "admin"],
  ["admin users page 1", "/api/admin/users", 8, "admin"],
  ["admin payments page 1", "/api/admin/payments", 8, "admin"],
  ["/api/health (reference)", "/api/health", 32, null],
];

const loadAverage = () => loadavg().map((n) => n.toFixed(1)).join(" ");

try {
  await sql(serverUrl, `CREATE DATABASE "${names.demo}"`);
  process.stderr.write("seeding the demo data…\n");
  await stopServer(await startServer("seed", urls.demo, port));
  await sql(serverUrl, `CREATE DATABASE "${names.grown}" TEMPLATE "${names.demo}"`);
  process.stderr.write("growing the copy…\n");
  const grownAt = performance.now();
  const sizes = await grow(urls.grown);
  process.stderr.write(`grown in ${((performance.now() - grownAt) / 1000).toFixed(0)} s: ${JSON.stringify(sizes)}\n`);
  servers.demo = await startServer("demo", urls.demo, port);
  servers.grown = await startServer("grown", urls.grown, port + 1);

  const tokens = {};
  for (const side of ["demo", "grown"]) {
    tokens[side] = {
      student: await signIn(servers[side].base, STUDENT.phone, STUDENT.password),
      admin: await signIn(servers[side].base, ADMIN_PHONE, secrets.ADMIN_PASSWORD),
    };
  }
  // A first request of each (compiles nothing in production, but fills the caches).
  for (const [, path, , who] of TARGETS) for (const side of ["demo", "grown"]) await measure(servers[side].base, path, 1, who && tokens[side][who], 0.2);

  const results = new Map(TARGETS.map(([label]) => [label, []]));
  const startLoad = loadAverage();
  for (let round = 1; round <= rounds; round++) {
    for (const [label, path, connections, who] of TARGETS) {
      const order = round % 2 ? ["demo", "grown"] : ["grown", "demo"];
      const result = {};
      for (const side of order) result[side] = await measure(servers[side].base, path, connections, who && tokens[side][who]);
      results.get(label).push(result);
    }
    process.stderr.write(`round ${round} of ${rounds} done (load ${loadAverage()})\n`);
  }

  console.log(`\ngrown: ${JSON.stringify(sizes)}; ${seconds} s per measurement, ${rounds} interleaved rounds, medians; load average ${startLoad} → ${loadAverage()}`);
  console.log(`${"read".padEnd(30)} conns  demo req/s  grown req/s  grown p99 ms │ grown/demo  failed (demo/grown)`);
  for (const [label, , connections] of TARGETS) {
    const list = results.get(label);
    const demo = median(list.map((r) => r.demo.perSecond));
    const grown = median(list.map((r) => r.grown.perSecond));
    const ratio = median(list.map((r) => r.grown.perSecond / r.demo.perSecond));
    console.log(
      `${label.padEnd(30)} ${String(connections).padStart(5)} ${demo.toFixed(0).padStart(11)} ${grown.toFixed(0).padStart(12)} ${median(list.map((r) => r.grown.p99)).toFixed(0).padStart(13)} │ ${ratio.toFixed(2).padStart(9)}×  ${failureText(list.map((r) => r.demo.failed))}/${failureText(list.map((r) => r.grown.failed))}`,
    );
  }

  // 64 dashboards at once on the grown copy, and the visitor pages meanwhile against their rate
  // alone, measured just before and just after (a shared machine drifts within a minute).
  const grown = servers.grown.base;
  console.log(`\n64-connection dashboard load on the grown copy (${seconds * 2} s), visitor pages at 8 connections, ${rounds} round(s), medians`);
  console.log(`${"visitor page".padEnd(28)} alone req/s  under load │ ratio   dashboard req/s  dashboard p99 ms  dashboard failed`);
  for (const page of ["/home", "/courses", "/api/courses?page=1"]) {
    const runs = [];
    for (let round = 1; round <= rounds; round++) {
      const before = await measure(grown, page, 8, null, seconds * 2);
      const [dashboard, loaded] = await Promise.all([measure(grown, "/api/admin/dashboard", 64, tokens.grown.admin, seconds * 2), measure(grown, page, 8, null, seconds * 2)]);
      const after = await measure(grown, page, 8, null, seconds * 2);
      const alone = (before.perSecond + after.perSecond) / 2;
      runs.push({ alone, loaded: loaded.perSecond, ratio: loaded.perSecond / alone, dashboard });
    }
    console.log(
      `${page.padEnd(28)} ${median(runs.map((r) => r.alone)).toFixed(0).padStart(11)} ${median(runs.map((r) => r.loaded)).toFixed(0).padStart(11)} │ ${median(runs.map((r) => r.ratio)).toFixed(2).padStart(4)}× ${median(runs.map((r) => r.dashboard.perSecond)).toFixed(0).padStart(16)} ${median(runs.map((r) => r.dashboard.p99)).toFixed(0).padStart(17)}  ${failureText(runs.map((r) => r.dashboard.failed))}`,
    );
  }

  // Logins at 60 parallel on the grown copy: each from its own address, so the per-address
  // limits do not answer 429 (TRUST_PROXY=1).
  let done = 0;
  const loginFailed = {};
  const loginLatencies = [];
  const loginDeadline = performance.now() + seconds * 3 * 1000;
  const loginStarted = performance.now();
  await Promise.all(Array.from({ length: 60 }, async () => {
    while (performance.now() < loginDeadline) {
      const started = performance.now();
      const response = await fetch(`${grown}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": nextClientAddress() },
        body: JSON.stringify(STUDENT),
      }).catch((error) => ({ ok: false, status: error.name }));
      await response.arrayBuffer?.().catch(() => {});
      if (response.ok) {
        done++;
        loginLatencies.push(performance.now() - started);
      } else loginFailed[response.status] = (loginFailed[response.status] ?? 0) + 1;
    }
  }));
  loginLatencies.sort((a, b) => a - b);
  console.log(
    `\nlogins at 60 parallel (${seconds * 3} s): ${(done / ((performance.now() - loginStarted) / 1000)).toFixed(1)}/s, median ${median(loginLatencies).toFixed(0)} ms, p99 ${(loginLatencies[Math.floor(loginLatencies.length * 0.99)] ?? NaN).toFixed(0)} ms, failed ${failureText([loginFailed])}; load average ${loadAverage()}`,
  );
} finally {
  await stopServer(servers.demo);
  await stopServer(servers.grown);
  for (const name of Object.values(names)) await sql(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
  for (const name of ["seed", "demo", "grown"]) await rm(`${root}.data-bench-scale-${name}-${process.pid}`, { recursive: true, force: true });
  await stopPostgres();
}
