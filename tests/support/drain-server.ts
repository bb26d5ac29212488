// A server for lib/boot/drain-under-load.test.ts: an HTTP server with server.ts's drain (the
// same connection tracking and shutdown steps, lib/boot/shutdown.ts) around a stand-in for the
// app, so that a test can signal it under load without building Next. It prints its port as
// one JSON line, then runs until SIGTERM and exits with the drain's outcome as server.ts does.
//   POST /work?ms=N  the work (a top-up): a moment of CPU, then N ms on "the database"; 201
//   GET /api/health/ready  200 ready, or 503 shutting_down with Retry-After from the signal on
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { isShuttingDown, markShuttingDown } from "@/lib/lifecycle/readiness";
import { httpShutdownSteps, runShutdownSteps, trackConnections } from "@/lib/boot/shutdown";

// What rendering or hashing costs a request in CPU: the event loop is busy, not idle, while
// connections come, as in the app under load.
const CPU_MS_PER_REQUEST = 2;

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "application/json", ...headers }).end(JSON.stringify(body));
}

function work(req: IncomingMessage, res: ServerResponse, ms: number) {
  req.resume();
  req.on("end", () => {
    const until = performance.now() + CPU_MS_PER_REQUEST;
    while (performance.now() < until);
    setTimeout(() => json(res, 201, { stored: true }), ms);
  });
}

let draining = false;
const server = createServer();
const connections = trackConnections(server, (req, res) => {
  if (draining) res.setHeader("Connection", "close");
  const url = new URL(req.url ?? "/", "http://localhost");
  if (req.method === "GET" && url.pathname === "/api/health/ready") {
    return isShuttingDown() ? json(res, 503, { status: "shutting_down" }, { "Retry-After": "5" }) : json(res, 200, { status: "ready" });
  }
  if (req.method === "POST" && url.pathname === "/work") return work(req, res, Number(url.searchParams.get("ms") ?? 0));
  json(res, 404, { success: false });
});

process.once("SIGTERM", () => {
  draining = true;
  markShuttingDown();
  // Where server.ts closes its pools and the database.
  const middle = [{ name: "close_db_pool", timeoutMs: 3000, run: () => new Promise((resolve) => setTimeout(resolve, 100)) }];
  void runShutdownSteps(httpShutdownSteps(connections, { middle })).then((clean) => process.exit(clean ? 0 : 1));
});

server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${JSON.stringify({ event: "listening", port: (server.address() as AddressInfo).port })}\n`);
});
