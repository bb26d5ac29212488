import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO_COURSES } from "@/prisma/seed-data/courses";

// `npm run dev` from a fresh data folder: the embedded PostgreSQL with the demo data, a page
// compiled on request, the hot-reload socket answered, and a start without warnings that are
// not ours to heed (Next's "standalone" one, the demo-exposure one of a server on every address).

const PORT = Number(process.env.E2E_PORT ?? 3210) + 60;

function upgrade(pathname: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request({
      host: "127.0.0.1",
      port: PORT,
      path: pathname,
      headers: { Connection: "Upgrade", Upgrade: "websocket", "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==" },
    });
    request.on("upgrade", (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    request.on("response", (response) => resolve(response.statusCode ?? 0));
    request.on("error", () => resolve(0));
    request.end();
  });
}

test("npm run dev serves a page with hot reload on the embedded database", async ({ request }) => {
  test.setTimeout(600_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "qadam-dev-"));
  let output = "";
  // As a newcomer's shell has it: no HOST, and a NODE_ENV left over that dev.mjs must override; cheap hashes.
  const { HOST, ...shell } = process.env;
  void HOST;
  const child = spawn(process.execPath, ["scripts/dev.mjs"], {
    env: { ...shell, NODE_ENV: "production", PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "info", BCRYPT_COST: "6", BCRYPT_ALLOW_LOW_COST: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  try {
    await expect.poll(() => output, { timeout: 240_000 }).toContain('"event":"listening"');
    expect(output).toContain('"mode":"demo"');
    // The demo courses are there, and the page is Next's development build (its hot-reload client).
    const page = await request.get(`http://127.0.0.1:${PORT}/courses`, { timeout: 340_000 });
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(html).toContain(DEMO_COURSES[0]!.title);
    expect(await upgrade("/_next/hmr")).toBe(101);
    expect(output).not.toContain("output: standalone");
    expect(output).not.toContain("DEMO MODE");
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
});
