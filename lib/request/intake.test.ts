import { createServer, request as httpRequest, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { trackConnections } from "@/lib/boot/shutdown";
import { droppedRequests } from "@/lib/request/dropped";
import { startUnlessGone } from "./intake";

vi.mock("@/lib/log/logger", () => ({ logInfo: vi.fn(), logError: vi.fn() }));

// Issue 46 item 8: after a burst whose clients had gone, the server went on working for them
// and /api/health/live got no answer for 20–100 s. A real HTTP server with server.ts's intake
// (connections tracked, then startUnlessGone) around a stand-in for the app that counts the work
// it starts; the burst's clients send their request and close while the event loop is busy.

const BURST = 64;
let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** The server, and the paths of the requests whose work it started. */
async function startServer(): Promise<{ port: number; started: string[] }> {
  const started: string[] = [];
  server = createServer();
  trackConnections(server, (req, res) =>
    startUnlessGone(req, res, () => {
      started.push(req.url ?? "");
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ status: "live" }));
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, started };
}

function connected(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

function get(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe("the server's intake", () => {
  it("runs nothing for a burst whose clients left before their turn, and answers /api/health/live after it", async () => {
    const { port, started } = await startServer();
    const sockets = await Promise.all(Array.from({ length: BURST }, () => connected(port)));
    const before = droppedRequests().client_gone;
    // One synchronous stretch, as a busy event loop: the server reads nothing until it ends, and
    // then finds each request with its client's close behind it.
    sockets.forEach((socket, index) => {
      socket.write(`POST /api/payments/create?n=${index} HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}`);
      socket.destroy();
    });
    await until(() => started.length + droppedRequests().client_gone - before === BURST);
    expect(started).toEqual([]);
    expect(droppedRequests().client_gone - before).toBe(BURST);
    expect(await get(port, "/api/health/live")).toBe(200);
    expect(started).toEqual(["/api/health/live"]);
  });

  it("runs every request whose client waits for the answer", async () => {
    const { port, started } = await startServer();
    const before = droppedRequests().client_gone;
    const statuses = await Promise.all(Array.from({ length: 16 }, (_, index) => get(port, `/api/courses?n=${index}`)));
    expect(statuses).toEqual(Array(16).fill(200));
    expect(started).toHaveLength(16);
    expect(droppedRequests().client_gone).toBe(before);
  });
});
