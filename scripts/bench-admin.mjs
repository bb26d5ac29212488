// Does the admin panel hold at 100,000 rows? Loads 100,000 payments and 20,000 users into a
// scratch database (and 100 of each into a second one), then times the admin list handlers
// in-process — the first, a middle and the last page and a search — and prints each beside the
// 100-row case with their ratio, and the bytes one page of JSON downloads. The targets
// (issue 12): a page within 2x of the 100-row case and at most 50 kB a page; each line says
// whether it meets them (by the ratio of medians), and the exit code is 1 when one does not.
// The calls alternate between the two databases so both see the same load; the ratio of the
// fastest calls ("min ratio") shows the work itself when the machine is busy. Only ratios from
// one run compare.
//
//   node --import ./scripts/server-only-hook.mjs --import tsx scripts/bench-admin.mjs [runs]
//
// With DATABASE_URL set the scratch databases are made on that server (and dropped after);
// otherwise an embedded PostgreSQL runs under .data-test/bench-<pid>.
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import pg from "pg";

const RUNS = Number(process.argv[2] ?? 25);
const BIG = { payments: 100_000, users: 20_000 };
const SMALL = { payments: 100, users: 100 };
const MAX_RATIO = 2;
const MAX_BYTES = 50_000;

const { startEmbeddedPostgres } = await import("../lib/db/embedded-postgres.ts");
const { applyMigrations } = await import("../lib/db/migrate.ts");
const { withDatabase } = await import("../lib/db/database-url.ts");

let serverUrl;
let stopServer = async () => {};
if (process.env.DATABASE_URL) {
  serverUrl = process.env.DATABASE_URL;
} else {
  const dir = `.data-test/bench-${process.pid}`;
  const embedded = await startEmbeddedPostgres(dir, { unsafeNoFsync: true, ownProcessGroup: false });
  serverUrl = embedded.serverUrl;
  stopServer = async () => {
    await embedded.stop();
    await rm(dir, { recursive: true, force: true });
  };
}

async function onServer(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A migrated scratch database with `users` users and `payments` payments spread over them. */
async function scratch(name, { users, payments }) {
  await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await onServer(`CREATE DATABASE "${name}"`);
  const url = withDatabase(serverUrl, name);
  await applyMigrations(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const names = ["Aziza", "Bobur", "Dilshod", "Gulnora", "Jasur", "Kamola", "Laziz", "Madina", "Nodir", "Sevara"];
  await client.query(
    `INSERT INTO "User" (id, "fullName", phone, "passwordHash", role, balance, "createdAt", "updatedAt")
     SELECT 'u' || i, ($2::text[])[1 + i % 10] || ' ' || i, '+99890' || lpad(i::text, 7, '0'), 'x',
            (CASE WHEN i % 10 = 0 THEN 'student_offline' ELSE 'student' END)::"Role", (i * 7919) % 5000000,
            now() - (i || ' minutes')::interval, now()
     FROM generate_series(1, $1::int) AS i`,
    [users, names],
  );
  await client.query(
    `INSERT INTO "Payment" (id, "userId", kind, status, amount, "paymentMethod", "transactionId", "createdAt")
     SELECT 'p' || i, 'u' || (1 + i % $2::int), 'topup', (ARRAY['pending', 'approved', 'rejected'])[1 + i % 3]::"PaymentStatus",
            1000 * (1 + i % 500), 'card', 'TX' || i, now() - (i || ' seconds')::interval
     FROM generate_series(1, $1::int) AS i`,
    [payments, users],
  );
  await client.query(`INSERT INTO "User" (id, "fullName", phone, "passwordHash", role, "updatedAt") VALUES ('admin', 'Bench Admin', '+998990000000', 'x', 'admin', now())`);
  await client.query(`INSERT INTO "Session" (id, "userId") VALUES ('bench-admin', 'admin')`);
  await client.query("VACUUM ANALYZE");
  await client.end();
  return url;
}

const tag = randomBytes(4).toString("hex");
try {
  const bigUrl = await scratch(`bench_big_${tag}`, BIG);
  const smallUrl = await scratch(`bench_small_${tag}`, SMALL);

  process.env.JWT_SECRET = "bench-secret-that-is-long-enough-for-hs256-0123456789";
  process.env.LOG_LEVEL = "silent";
  const { resetEnvCache } = await import("../lib/env.ts");
  const { db, disconnectDb } = await import("../lib/db/client.ts");
  const { signToken } = await import("../lib/auth/token.ts");
  const payments = await import("../app/api/admin/payments/route.ts");
  const users = await import("../app/api/admin/users/route.ts");

  // One client (and pool) per database, both open: the handlers read the process's client from
  // globalThis.qadamDb (lib/db/client.ts), so switching database is setting it, and a case can be
  // timed on both databases call by call.
  const holder = globalThis;
  const clients = {};
  for (const [name, url] of [["big", bigUrl], ["small", smallUrl]]) {
    process.env.DATABASE_URL = url;
    resetEnvCache();
    holder.qadamDb = undefined;
    holder.qadamDbPool = undefined;
    clients[name] = { client: db(), pool: holder.qadamDbPool };
  }
  const use = (name) => {
    holder.qadamDb = clients[name].client;
    holder.qadamDbPool = clients[name].pool;
  };

  const token = await signToken({ sub: "admin", ver: 0, role: "admin", fullName: "Bench Admin", phone: "+998990000000", sid: "bench-admin" });

  /** One call of the handler: its body's size and JSON. */
  async function call(handler, query) {
    const url = new URL("http://localhost:3000/api/admin/x");
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const response = await handler(new Request(url, { headers: { authorization: `Bearer ${token}` } }), { params: Promise.resolve({}) });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url.search}: ${response.status} ${new TextDecoder().decode(body)}`);
    return { bytes: body.byteLength, json: JSON.parse(new TextDecoder().decode(body)) };
  }

  /**
   * Median time (ms) of `RUNS` calls on each database after two warm-up calls, and the body's
   * size in bytes. The calls alternate between the databases (in turn first), so both see the
   * same load on a shared machine.
   */
  async function measure(handler, queries) {
    const out = {};
    const times = { big: [], small: [] };
    for (const name of ["big", "small"]) {
      use(name);
      await call(handler, queries[name]);
      const first = await call(handler, queries[name]);
      out[name] = { bytes: first.bytes, json: first.json };
    }
    for (let i = 0; i < RUNS; i++) {
      for (const name of i % 2 ? ["small", "big"] : ["big", "small"]) {
        use(name);
        const started = performance.now();
        await call(handler, queries[name]);
        times[name].push(performance.now() - started);
      }
    }
    for (const name of ["big", "small"]) {
      times[name].sort((x, y) => x - y);
      out[name].ms = times[name][Math.floor(RUNS / 2)];
      out[name].min = times[name][0];
    }
    return out;
  }

  /** The queries of one list's cases on the database in use: first, middle and last page, and the searches (`page: "last"` is the query's last page). */
  async function queriesOf(handler, searches) {
    const pagesOf = async (query) => (await call(handler, { ...query, page: "1" })).json.pages;
    const pages = await pagesOf({});
    const out = { "page 1": { page: "1" }, "middle page": { page: String(Math.ceil(pages / 2)) }, "last page": { page: String(pages) } };
    for (const [label, query] of Object.entries(searches)) {
      out[label] = query.page === "last" ? { ...query, page: String(await pagesOf(query)) } : query;
    }
    return out;
  }

  async function cases(handler, searches) {
    use("big");
    const bigQueries = await queriesOf(handler, searches);
    use("small");
    const smallQueries = await queriesOf(handler, searches);
    const out = { big: {}, small: {} };
    for (const label of Object.keys(bigQueries)) {
      const both = await measure(handler, { big: bigQueries[label], small: smallQueries[label] });
      out.big[label] = both.big;
      out.small[label] = both.small;
    }
    return out;
  }

  const paymentSearches = { "search name": { search: "Kamola 1" }, "search status": { search: "Rad etilgan" }, "search amount": { search: "250000" }, "search transaction id": { search: "TX4242" } };
  const userSearches = {
    "search name": { search: "Sevara 1" },
    "search phone": { search: "90 001 23" },
    "role + balance sort": { role: "student_offline", sort: "balance_desc" },
    "balance sort, last page": { sort: "balance_asc", page: "last" },
  };

  const measured = { payments: await cases(payments.GET, paymentSearches), users: await cases(users.GET, userSearches) };
  const big = { payments: measured.payments.big, users: measured.users.big };
  const small = { payments: measured.payments.small, users: measured.users.small };
  for (const name of ["big", "small"]) {
    use(name);
    await disconnectDb();
  }

  const failures = [];
  for (const list of ["payments", "users"]) {
    console.log(`\n${list}: ${BIG[list].toLocaleString("en")} rows vs ${SMALL[list]} rows (median of ${RUNS} calls each, alternating)`);
    console.log("case".padEnd(26) + "big ms".padStart(9) + "small ms".padStart(10) + "ratio".padStart(8) + "min ratio".padStart(11) + "bytes/page".padStart(12) + "  total (big)  target");
    for (const label of Object.keys(big[list])) {
      const a = big[list][label];
      const b = small[list][label];
      const ratio = a.ms / b.ms;
      const misses = [ratio > MAX_RATIO ? `over ${MAX_RATIO}x` : "", a.bytes > MAX_BYTES ? "over 50 kB" : ""].filter(Boolean);
      if (misses.length) failures.push(`${list} ${label}: ${misses.join(", ")}`);
      console.log(
        label.padEnd(26) + a.ms.toFixed(2).padStart(9) + b.ms.toFixed(2).padStart(10) + `${ratio.toFixed(2)}x`.padStart(8) + `${(a.min / b.min).toFixed(2)}x`.padStart(11) +
          a.bytes.toLocaleString("en").padStart(12) + `  ${String(a.json.total).padStart(11)}  ${misses.length ? misses.join(", ") : "ok"}`,
      );
    }
  }
  console.log(failures.length ? `\nMISSED (${MAX_RATIO}x, 50 kB): ${failures.join("; ")}` : `\nEvery case within ${MAX_RATIO}x of the 100-row case and 50 kB a page.`);
  process.exitCode = failures.length ? 1 : 0;

} finally {
  await onServer(`DROP DATABASE IF EXISTS "bench_big_${tag}" WITH (FORCE)`).catch(() => {});
  await onServer(`DROP DATABASE IF EXISTS "bench_small_${tag}" WITH (FORCE)`).catch(() => {});
  await stopServer();
}
