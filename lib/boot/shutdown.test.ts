import { describe, expect, it, vi } from "vitest";
import { runShutdownSteps } from "./shutdown";

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
