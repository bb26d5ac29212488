import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { logAccess } from "./access-log";

// The app's own access log (issue 24, item 10), on a real HTTP server with the route list
// `next build` writes (a small one, in a folder of its own).
const distDir = mkdtempSync(path.join(tmpdir(), "qadam-access-log-"));
writeFileSync(
  path.join(distDir, "routes-manifest.json"),
  JSON.stringify({
    staticRoutes: [{ page: "/api/auth/login", regex: "^/api/auth/login(?:/)?$" }],
    dynamicRoutes: [{ page: "/courses/[id]", regex: "^/courses/([^/]+?)(?:/)?$" }],
  }),
);

let port: number;
let lines: string[] = [];
// Told of each line the server writes (logged() waits on it).
let onLine = () => {};
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  logAccess(req, res);
  // The login refuses the password after reading it; /courses/slow never answers.
  if (req.url === "/courses/slow") return;
  req.resume().once("end", () => res.writeHead(req.method === "POST" ? 401 : 200).end("ok"));
});

function call(method: string, url: string, body?: string): Promise<void> {
  return new Promise((resolve) => {
    const outgoing = request({ host: "127.0.0.1", port, method, path: url, agent: false }, (response) => response.resume().once("end", resolve));
    outgoing.end(body);
  });
}

/** Resolves once the server has logged `count` lines (each request logs once it is over): on the line's write, never polled. */
async function logged(count: number): Promise<Record<string, unknown>[]> {
  if (lines.length < count) await new Promise<void>((resolve) => (onLine = () => lines.length >= count && resolve()));
  onLine = () => {};
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  // The server's lines are read here; nothing else of this file writes to stdout.
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    if (typeof chunk === "string" && chunk.includes('"event":"request"')) {
      lines.push(chunk.trimEnd());
      onLine();
    }
    return true;
  });
});

afterEach(() => {
  lines = [];
  delete process.env.ACCESS_LOG;
  delete process.env.NEXT_DIST_DIR;
  resetEnvCache();
});

afterAll(() => {
  vi.restoreAllMocks();
  server.close();
  rmSync(distDir, { recursive: true, force: true });
});

function withAccessLog() {
  process.env.ACCESS_LOG = "1";
  process.env.NEXT_DIST_DIR = distDir;
  resetEnvCache();
}

describe("ACCESS_LOG=1", () => {
  it("writes one JSON line per request: method, route pattern, status and milliseconds, never the path's id, the query or the body", async () => {
    withAccessLog();
    await call("GET", "/courses/c0ffee1234?token=eyJsecret.token&lang=ru");
    await call("POST", "/api/auth/login", JSON.stringify({ phone: "+998901234567", password: "hunter2-secret" }));
    await call("GET", "/nowhere/at-all?api_key=abc");
    const [course, login, unknown] = await logged(3);
    expect(course).toEqual({ level: "info", time: expect.any(String), event: "request", method: "GET", route: "/courses/[id]", status: 200, ms: expect.any(Number) });
    expect(login).toMatchObject({ method: "POST", route: "/api/auth/login", status: 401 });
    expect(unknown).toMatchObject({ method: "GET", route: "unmatched", status: 200 });
    expect(lines).toHaveLength(3);
    for (const secret of ["c0ffee1234", "eyJsecret", "lang", "hunter2", "+99890", "api_key", "nowhere"]) expect(lines.join("\n")).not.toContain(secret);
  });

  it("marks a request whose client left before the answer as aborted", async () => {
    withAccessLog();
    await new Promise<void>((resolve) => {
      const outgoing = request({ host: "127.0.0.1", port, path: "/courses/slow", agent: false });
      outgoing.on("error", () => resolve());
      // The client leaves once the server has the request (its logger listens first).
      server.once("request", () => outgoing.destroy());
      outgoing.end();
    });
    const [line] = await logged(1);
    expect(line).toMatchObject({ method: "GET", route: "/courses/[id]", aborted: true });
  });
});

describe("without ACCESS_LOG", () => {
  it("writes no line per request", async () => {
    process.env.NEXT_DIST_DIR = distDir;
    resetEnvCache();
    await call("GET", "/courses/c0ffee1234");
    // The answer is over: a line would have been written by now (close comes before the client's end).
    expect(lines).toEqual([]);
  });
});
