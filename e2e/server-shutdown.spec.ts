import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { startEmbeddedPostgres } from "@/lib/db/embedded-postgres";
import {
  demoDatabaseUrl,
  isAlive,
  postgresPids,
  registerToken,
  send,
  startProcess,
  startServer,
  waitForHealth,
  type Answer,
  type ServerProcess,
} from "./support/server-process";

// The built server as operators run it (issue 8): a process-group SIGTERM with writes in
// flight, npm start's launcher, a frozen database (SIGSTOP) and a killed one (SIGKILL).

const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);
const SERVER_ENV = { RATE_LIMIT_REGISTER_PER_ADDRESS: "10000", RATE_LIMIT_LOGIN_PER_ADDRESS: "10000" };

const statusOf = (answer: Answer) => ("status" in answer ? answer.status : answer.error);

/**
 * Issue 24: on a busy machine a drain reset connections. A busy loop per core (as long as the
 * returned stop is not called) keeps every core saturated beside the server.
 */
function saturateCpus(): () => void {
  const loops = Array.from({ length: availableParallelism() }, () => spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }));
  return () => loops.forEach((loop) => loop.kill("SIGKILL"));
}

/** Each answer is its result (201) or a 503 with Retry-After; a reset or a missing answer is neither. */
function expectAnsweredOrRefused(answers: Answer[]) {
  const outcomes = answers.map((answer) =>
    "status" in answer && answer.status === 503 && answer.headers["retry-after"] ? "503 with Retry-After" : statusOf(answer) === 201 ? 201 : statusOf(answer),
  );
  expect(outcomes.filter((outcome) => outcome !== 201 && outcome !== "503 with Retry-After")).toEqual([]);
}

/** Sent one after the other until one is not 200: readiness must turn 503 while connections are still accepted. */
async function readinessAfterSignal(port: number): Promise<Answer> {
  for (;;) {
    const answer = await send(port, "GET", "/api/health/ready", { timeoutMs: 20_000 }).answer;
    if (statusOf(answer) !== 200) return answer;
  }
}

/** Whatever happened, no process of the test outlives it: the server's group and its postmaster. */
function cleanUp(server: ServerProcess, dataDir: string) {
  server.stopNow();
  const pidFile = path.join(dataDir, "postgres", "pg", "postmaster.pid");
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
    if (pid > 0 && isAlive(pid)) {
      process.kill(pid, "SIGCONT");
      process.kill(pid, "SIGQUIT");
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}

async function storedPayments(dataDir: string, ids: string[]): Promise<number> {
  const embedded = await startEmbeddedPostgres(path.join(dataDir, "postgres"));
  const client = new pg.Client({ connectionString: embedded.urlFor("qadam") });
  try {
    await client.connect();
    const result = await client.query<{ count: string }>(`SELECT count(*) FROM "Payment" WHERE id = ANY($1::text[])`, [ids]);
    return Number(result.rows[0]!.count);
  } finally {
    await client.end().catch(() => {});
    await embedded.stop();
  }
}

test("a process-group SIGTERM with 40 top-ups in flight on a saturated CPU answers every one, keeps every accepted one and exits 0", async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "qadam-shutdown-"));
  // Listening on every interface, as a careless demo would.
  const server = startServer({ port: BASE_PORT + 60, env: { ...SERVER_ENV, DATA_DIR: dataDir, HOST: "0.0.0.0" } });
  try {
    await waitForHealth(server);
    expect(server.output()).toContain("DEMO MODE, listening on 0.0.0.0");
    // The demo database keeps PostgreSQL's crash safety: a power cut must not eat the ledger.
    const settings = new pg.Client({ connectionString: demoDatabaseUrl(dataDir) });
    await settings.connect();
    expect((await settings.query<{ fsync: string }>("SHOW fsync")).rows[0]!.fsync).toBe("on");
    await settings.end();
    expect(statusOf(await send(server.port, "GET", "/api/health/ready").answer)).toBe(200);

    const tokens: string[] = [];
    for (let i = 0; i < 40; i += 1) tokens.push(await registerToken(server.port));
    const stopLoops = saturateCpus();
    let answers: Answer[];
    let readiness: Answer;
    try {
      const writes = tokens.map((token, i) => send(server.port, "POST", "/api/payments/create", { token, body: { amount: 10_000 + i } }));
      await Promise.all(writes.map((write) => write.sent));
      server.signalGroup("SIGTERM");
      // Readiness is 503 before the listener closes: a balancer learns it while connections are still answered.
      readiness = await readinessAfterSignal(server.port);
      answers = await Promise.all(writes.map((write) => write.answer));
    } finally {
      stopLoops();
    }
    expect(readiness).toMatchObject({ status: 503, body: { status: "shutting_down" } });
    expectAnsweredOrRefused(answers);
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toContain('"event":"stopped","code":0');

    const accepted = answers.flatMap((answer) => ("status" in answer && answer.status === 201 ? [(answer.body.payment as { id: string }).id] : []));
    expect(await storedPayments(dataDir, accepted)).toBe(accepted.length);
  } finally {
    cleanUp(server, dataDir);
  }
});

test("npm start's launcher outlives a process-group SIGTERM with 40 top-ups in flight on a saturated CPU, and exits with the server's code", async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "qadam-launcher-"));
  const launcher = startProcess(["scripts/start.mjs"], { port: BASE_PORT + 61, env: { ...SERVER_ENV, DATA_DIR: dataDir } });
  try {
    await waitForHealth(launcher);
    const serverPid = Number(execFileSync("pgrep", ["-P", String(launcher.child.pid)], { encoding: "utf8" }).trim());
    expect(isAlive(serverPid)).toBe(true);

    const tokens: string[] = [];
    for (let i = 0; i < 40; i += 1) tokens.push(await registerToken(launcher.port));
    const stopLoops = saturateCpus();
    let answers: Answer[];
    try {
      const writes = tokens.map((token) => send(launcher.port, "POST", "/api/payments/create", { token, body: { amount: 25_000 } }));
      await Promise.all(writes.map((write) => write.sent));
      launcher.signalGroup("SIGTERM");
      answers = await Promise.all(writes.map((write) => write.answer));
    } finally {
      stopLoops();
    }
    expectAnsweredOrRefused(answers);
    expect(await launcher.exited, launcher.output()).toBe(0);
    // The server was not left behind: it had stopped before the launcher exited.
    expect(isAlive(serverPid)).toBe(false);
    expect(launcher.output()).toContain('"event":"stopped","code":0');
  } finally {
    cleanUp(launcher, dataDir);
  }
});

test("a frozen database answers 503 with Retry-After within the timeouts, and everything recovers after it thaws", async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "qadam-frozen-"));
  const server = startServer({
    port: BASE_PORT + 62,
    env: { ...SERVER_ENV, DATA_DIR: dataDir, DB_CONNECT_TIMEOUT_MS: "2000", DB_STATEMENT_TIMEOUT_MS: "2000" },
  });
  try {
    await waitForHealth(server);
    const token = await registerToken(server.port);
    expect(statusOf(await send(server.port, "GET", "/courses").answer)).toBe(200);

    const pids = postgresPids(dataDir);
    for (const pid of pids) process.kill(pid, "SIGSTOP");
    let frozen: Answer[];
    try {
      // Each call must come back on its own well inside the client's 20 s: the timeouts answer.
      const calls = [
        send(server.port, "GET", "/api/payments/history", { token, timeoutMs: 20_000 }),
        send(server.port, "POST", "/api/payments/create", { token, body: { amount: 30_000 }, timeoutMs: 20_000 }),
        send(server.port, "GET", "/api/health", { timeoutMs: 20_000 }),
      ];
      frozen = await Promise.all(calls.map((call) => call.answer));
      // Once the app has seen the database fail, a page is checked before it starts streaming.
      frozen.push(await send(server.port, "GET", "/courses", { timeoutMs: 20_000 }).answer);
    } finally {
      for (const pid of pids) process.kill(pid, "SIGCONT");
    }
    expect(frozen.map(statusOf)).toEqual([503, 503, 503, 503]);
    for (const answer of frozen) expect("status" in answer && answer.headers["retry-after"]).toBeTruthy();
    expect(frozen[0]).toMatchObject({ body: { success: false, code: "database_unavailable" } });
    expect(frozen[3]).toMatchObject({ body: { text: expect.stringContaining("Xizmat vaqtincha ishlamayapti") } });

    await waitForHealth(server);
    expect(statusOf(await send(server.port, "GET", "/api/payments/history", { token }).answer)).toBe(200);
    expect(statusOf(await send(server.port, "POST", "/api/payments/create", { token, body: { amount: 30_000 } }).answer)).toBe(201);
    expect(statusOf(await send(server.port, "GET", "/courses").answer)).toBe(200);
    // The stand-in page is the server's alone.
    expect(statusOf(await send(server.port, "GET", "/unavailable").answer)).toBe(404);

    server.signalGroup("SIGTERM");
    expect(await server.exited, server.output()).toBe(0);
  } finally {
    cleanUp(server, dataDir);
  }
});

test("a killed embedded PostgreSQL is restarted and the app recovers", async () => {
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "qadam-killed-"));
  const server = startServer({ port: BASE_PORT + 63, env: { ...SERVER_ENV, DATA_DIR: dataDir } });
  try {
    await waitForHealth(server);
    const [postmaster] = postgresPids(dataDir);
    process.kill(postmaster!, "SIGKILL");

    await expect.poll(() => server.output(), { timeout: 60_000 }).toContain('"event":"embedded_postgres_restarted"');
    await waitForHealth(server);
    expect(postgresPids(dataDir)[0]).not.toBe(postmaster);
    await registerToken(server.port);

    server.signalGroup("SIGTERM");
    expect(await server.exited, server.output()).toBe(0);
  } finally {
    cleanUp(server, dataDir);
  }
});
