import { createServer, request as httpRequest } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { runShutdownSteps, trackConnections } from "./shutdown";

vi.mock("@/lib/log/logger", () => ({ logInfo: vi.fn(), logError: vi.fn() }));

describe("runShutdownSteps", () => {
  it("runs every step in order and reports a clean stop", async () => {
    const order: string[] = [];
    const clean = await runShutdownSteps([
      { name: "a", timeoutMs: 1000, run: async () => void order.push("a") },
      { name: "b", timeoutMs: 1000, run: () => void order.push("b") },
    ]);
    expect(clean).toBe(true);
    expect(order).toEqual(["a", "b"]);
  });

  it("cuts a step that never finishes at its timeout, tells it so, and still runs the later steps", async () => {
    const onTimeout = vi.fn();
    const later = vi.fn();
    const clean = await runShutdownSteps([
      { name: "hangs", timeoutMs: 20, run: () => new Promise(() => {}), onTimeout },
      { name: "fails", timeoutMs: 1000, run: () => Promise.reject(new Error("pool already ended")) },
      { name: "later", timeoutMs: 1000, run: later },
    ]);
    expect(clean).toBe(false);
    expect(onTimeout).toHaveBeenCalledOnce();
    expect(later).toHaveBeenCalledOnce();
  });

  it("stays clean when only a step marked not critical fails", async () => {
    const clean = await runShutdownSteps([
      { name: "pool", timeoutMs: 20, critical: false, run: () => new Promise(() => {}) },
      { name: "database", timeoutMs: 1000, run: async () => {} },
    ]);
    expect(clean).toBe(true);
  });
});

describe("trackConnections at the drain's limit", () => {
  it("answers a request still in its handler with 503 and Retry-After, never a reset", async () => {
    let arrived: () => void = () => {};
    const handlerStarted = new Promise<void>((resolve) => (arrived = resolve));
    // A handler that never answers: a write stuck on a database at shutdown.
    const server = createServer();
    const connections = trackConnections(server, () => arrived());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const answer = new Promise<{ status?: number; retryAfter?: string; body: string } | { error: string }>((resolve) => {
      const request = httpRequest({ host: "127.0.0.1", port, method: "POST", path: "/api/payments/create", agent: false }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode, retryAfter: response.headers["retry-after"], body }));
      });
      request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      request.end("{}");
    });
    await handlerStarted;
    connections.closeAll();
    expect(await answer).toEqual({ status: 503, retryAfter: "5", body: JSON.stringify({ success: false, code: "server_busy" }) });
    server.close();
  });
});

/** A raw connection to the server, whose bytes the test writes when it chooses; `received` is all it read until the server closed. */
function rawConnection(port: number) {
  const socket = connect(port, "127.0.0.1");
  let text = "";
  socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
  const received = new Promise<{ text: string } | { error: string }>((resolve) => {
    socket.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    socket.on("end", () => {
      socket.end();
      resolve({ text });
    });
  });
  return { socket, connected: new Promise<void>((resolve) => socket.once("connect", () => resolve())), received };
}

describe("trackConnections while draining", () => {
  async function listening(handler: Parameters<typeof trackConnections>[1]) {
    const server = createServer();
    const connections = trackConnections(server, handler);
    const accepted = new Promise<void>((resolve) => server.once("connection", () => resolve()));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return { server, connections, accepted, port: (server.address() as AddressInfo).port };
  }

  it("answers a request whose bytes arrive well after its connection was accepted, instead of resetting it", async () => {
    const { server, connections, accepted, port } = await listening((_req, res) => res.end("stored"));
    const client = rawConnection(port);
    await client.connected;
    await accepted;
    const drained = connections.drain(5000);
    // A client slowed down by a saturated CPU: its request comes 1.5 s after the connection.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    client.socket.write("POST /api/payments/create HTTP/1.1\r\nHost: qadam\r\nContent-Length: 2\r\n\r\n{}");
    const outcome = await client.received;
    expect(outcome).toMatchObject({ text: expect.stringMatching(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\nstored$/) });
    await drained;
    server.close();
  });

  it("tells a connection that has sent nothing by the limit 503 with Retry-After, closes it cleanly, and runs no request sent after that", async () => {
    let handled = 0;
    const { server, connections, accepted, port } = await listening((_req, res) => {
      handled += 1;
      res.end("stored");
    });
    const client = rawConnection(port);
    await client.connected;
    await accepted;
    const drained = connections.drain(200);
    // The first bytes from the server (or its close, which the expectation below then refuses).
    await new Promise<void>((resolve) => {
      client.socket.once("data", () => resolve());
      client.socket.once("close", () => resolve());
    });
    // The client's request crosses the 503 on the wire: it must not be run, the client was told to retry.
    client.socket.write("POST /api/payments/create HTTP/1.1\r\nHost: qadam\r\nContent-Length: 2\r\n\r\n{}");
    const outcome = await client.received;
    await drained;
    expect(outcome).toEqual({ text: "HTTP/1.1 503 Service Unavailable\r\nRetry-After: 5\r\nConnection: close\r\nContent-Length: 0\r\n\r\n" });
    expect(handled).toBe(0);
    server.close();
  });

  it("once new work is refused, still accepts: a new connection's request gets 503 with Retry-After and Connection: close, and is not run", async () => {
    let handled = 0;
    const { server, connections, port } = await listening((_req, res) => {
      handled += 1;
      res.end("stored");
    });
    await connections.refuseNew(10, 1000, 5000);
    const client = rawConnection(port);
    await client.connected;
    client.socket.write("POST /api/payments/create HTTP/1.1\r\nHost: qadam\r\nContent-Length: 2\r\n\r\n{}");
    const outcome = await client.received;
    expect(outcome).toMatchObject({ text: expect.stringMatching(/^HTTP\/1\.1 503 Service Unavailable\r\n/) });
    const text = "text" in outcome ? outcome.text : "";
    expect(text).toMatch(/\r\nRetry-After: 5\r\n/);
    expect(text).toMatch(/\r\nConnection: close\r\n/);
    expect(text).toContain('{"success":false,"code":"server_busy"}');
    expect(handled).toBe(0);
    // The listener closes last, once no connection is left.
    await connections.stopListening(10, Date.now() + 5000);
    expect(server.listening).toBe(false);
  });
});
