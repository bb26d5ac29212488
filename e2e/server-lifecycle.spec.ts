import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// The server process itself: start-up in demo mode, the production secret check, and a
// SIGTERM that drains and closes the embedded PostgreSQL.

const PORT = Number(process.env.E2E_PORT ?? 3210) + 50;

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = "";
  const child = spawn(process.execPath, ["--import", "./scripts/server-only-hook.mjs", "--import", "tsx", "server.ts"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(PORT), LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

test("production refuses to start without a 32-character JWT_SECRET", async () => {
  const { child, output } = startServer({ DATABASE_URL: "postgresql://nobody:none@127.0.0.1:1/none", JWT_SECRET: "too-short" });
  expect(await exited(child)).not.toBe(0);
  expect(output()).toContain("JWT_SECRET has fewer than 32 characters: make one with `openssl rand -base64 48`");
});

test("demo mode starts with its own database, writes the access log of ACCESS_LOG=1, and SIGTERM stops it cleanly", async ({ request }) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "qadam-lifecycle-"));
  const { child, output } = startServer({ DATA_DIR: dataDir, ACCESS_LOG: "1" });
  try {
    await expect
      .poll(async () => (await request.get(`http://127.0.0.1:${PORT}/api/health`).catch(() => null))?.status(), { timeout: 90_000 })
      .toBe(200);
    expect(output(), output()).toContain("Demo admin: +998 90 000 00 00 / admin12345");
    // server.ts is a custom server: Next's advice to run the standalone server.js is not for it.
    expect(output()).not.toContain("output: standalone");
    const courses = await request.get(`http://127.0.0.1:${PORT}/api/health`);
    expect(await courses.json()).toEqual({ status: "ok" });
    // One JSON line per request, by route pattern: neither the id nor the query's token.
    const missing = (await request.get(`http://127.0.0.1:${PORT}/api/courses/no-such-course?token=leak-me`)).status();
    await expect
      .poll(() => output())
      .toMatch(new RegExp(String.raw`\{"level":"info","time":"[^"]+","event":"request","method":"GET","route":"\/api\/courses\/\[id\]","status":${missing},"ms":[\d.]+\}\n`));
    expect(output()).toMatch(/"event":"request","method":"GET","route":"\/api\/health","status":200,/);
    expect(output()).not.toContain("leak-me");
    expect(output()).not.toContain("no-such-course");
    child.kill("SIGTERM");
    expect(await exited(child)).toBe(0);
    expect(output()).toContain('"event":"shutting_down"');
    // The embedded cluster is down: its postmaster.pid is gone.
    expect(existsSync(path.join(dataDir, "postgres", "pg", "postmaster.pid"))).toBe(false);
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});
