import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
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
    const server = createServer(() => arrived());
    const connections = trackConnections(server);
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
