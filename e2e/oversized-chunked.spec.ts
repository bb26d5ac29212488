import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startServer, waitForHealth, type ServerProcess } from "./support/server-process";

// Issue 25 item 7: every chunked body past the limit threw an uncaught TypeError in the
// connection tracking of lib/boot/shutdown.ts (the request's socket was already gone when its
// answer closed); the process lived only because Next swallows uncaught exceptions.

const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);

/** POSTs `megabytes` of a chunked JSON body (no Content-Length); answers the status or the socket error. */
function chunkedPost(port: number, pathname: string, megabytes: number): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.request(
      { host: "127.0.0.1", port, method: "POST", path: pathname, headers: { "content-type": "application/json", "transfer-encoding": "chunked", origin: `http://127.0.0.1:${port}` } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const pump = () => {
      while (sent < megabytes * 1024 * 1024) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      request.end();
    };
    pump();
  });
}

test("oversized chunked bodies are refused without an uncaught exception", async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "qadam-chunked-"));
  let server: ServerProcess | undefined;
  try {
    server = startServer({ port: BASE_PORT + 70, env: { DATA_DIR: dataDir, BCRYPT_COST: "6", BCRYPT_ALLOW_LOW_COST: "1" } });
    await waitForHealth(server);
    const answers = await Promise.all(["/api/auth/login", "/api/auth/login", "/api/auth/register"].map((pathname) => chunkedPost(server!.port, pathname, 5)));
    for (const answer of answers) expect([413, "ECONNRESET", "EPIPE"]).toContain(answer);
    // The server still answers, and said nothing of an uncaught exception.
    expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
    expect(server.output()).not.toMatch(/uncaughtException|bytesRead/);
  } finally {
    server?.signalGroup("SIGTERM");
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
