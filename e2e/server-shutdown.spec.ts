import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { saturateCpus } from "../tests/support/busy-cpus";
import { startEmbeddedPostgres } from "@/lib/db/embedded-postgres";
import {
  demoDatabaseUrl,
  isAlive,
  postgresPids,
  registerToken,
  send,
  startProcess,
  startServer,
  untilLogged,
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
 * Each answer is its result (201) or a 503 with Retry-After; a reset (ECONNRESET) or a missing
 * answer is neither. On failure the server's shutdown lines say what it was doing.
 */
function expectAnsweredOrRefused(answers: Answer[], output: string) {
  const outcomes = answers.map((answer) =>
    "status" in answer && answer.status === 503 && answer.headers["retry-after"] ? "503 with Retry-After" : statusOf(answer) === 201 ? 201 : statusOf(answer),
  );
  const shutdown = output.split("\n").filter((line) => /"event":"(shutting_down|shutdown_step|stopped)"|error/.test(line));
  expect(outcomes.filter((outcome) => outcome !== 201 && outcome !== "503 with Retry-After"), shutdown.join("\n")).toEqual([]);
}

/** An HTTP/1.1 answer read off a raw socket until the server closed it (chunked bodies joined). */
function parseRawAnswer(text: string): Answer {
  const match = /^HTTP\/1\.1 (\d{3})[^\r]*\r\n([\s\S]*?)\r\n\r\n([\s\S]*)$/.exec(text);
  if (!match) return { error: `closed without an answer: ${JSON.stringify(text.slice(0, 200))}` };
  const headers = Object.fromEntries(
    match[2]!.split("\r\n").map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  let raw = match[3]!;
  if (headers["transfer-encoding"] === "chunked") {
    let joined = "";
    for (let rest = raw; ; ) {
      const size = parseInt(rest, 16);
      if (!(size > 0)) break;
      const start = rest.indexOf("\r\n") + 2;
      joined += rest.slice(start, start + size);
      rest = rest.slice(start + size + 2);
    }
    raw = joined;
  }
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    body = { text: raw };
  }
  return { status: Number(match[1]), headers, body };
}

/**
 * A top-up on a connection of its own whose request is written only once `go` resolves: a
 * client the kernel accepted (`connected`) but whose bytes come late (a slow network, a
 * starved CPU).
 */
function lateTopUp(port: number, token: string, go: Promise<void>): { connected: Promise<void>; answer: Promise<Answer> } {
  const socket = connect(port, "127.0.0.1");
  const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  const answer = new Promise<Answer>((resolve) => {
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
    socket.on("error", (error: NodeJS.ErrnoException) => resolve({ error: `${error.code ?? ""} ${error.message}` }));
    socket.on("end", () => {
      socket.end();
      resolve(parseRawAnswer(text));
    });
  });
  const body = JSON.stringify({ amount: 15_000 });
  void Promise.all([connected, go]).then(() =>
    socket.write(
      `POST /api/payments/create HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    ),
  );
  return { connected, answer };
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

test("a process-group SIGTERM with 40 top-ups in flight on a saturated CPU, and one whose request comes late, answers every one, keeps every accepted one and exits 0", async () => {
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
    for (let i = 0; i < 41; i += 1) tokens.push(await registerToken(server.port));
    const stopLoops = saturateCpus();
    let answers: Answer[];
    let readiness: Answer;
    try {
      const writes = tokens.slice(0, 40).map((token, i) => send(server.port, "POST", "/api/payments/create", { token, body: { amount: 10_000 + i } }));
      await Promise.all(writes.map((write) => write.sent));
      // One more connection, accepted before the signal, whose request comes 1.5 s after the
      // server's first shutdown step is over (on a starved CPU the signal itself is handled late).
      let signalled: () => void = () => {};
      const afterFirstStep = new Promise<void>((resolve) => (signalled = resolve))
        .then(() => untilLogged(server, '"event":"shutdown_step"'))
        .then(() => new Promise<void>((resolve) => setTimeout(resolve, 1500)));
      const late = lateTopUp(server.port, tokens[40]!, afterFirstStep);
      await late.connected;
      server.signalGroup("SIGTERM");
      signalled();
      // Readiness is 503 before the listener closes: a balancer learns it while connections are still answered.
      readiness = await readinessAfterSignal(server.port);
      answers = await Promise.all([...writes.map((write) => write.answer), late.answer]);
    } finally {
      stopLoops();
    }
    expect(readiness).toMatchObject({ status: 503, body: { status: "shutting_down" } });
    await server.exited;
    expectAnsweredOrRefused(answers, server.output());
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
    await launcher.exited;
    expectAnsweredOrRefused(answers, launcher.output());
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

    await untilLogged(server, '"event":"embedded_postgres_restarted"');
    await waitForHealth(server);
    expect(postgresPids(dataDir)[0]).not.toBe(postmaster);
    await registerToken(server.port);

    server.signalGroup("SIGTERM");
    expect(await server.exited, server.output()).toBe(0);
  } finally {
    cleanUp(server, dataDir);
  }
});
