import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { oneLine } from "./one-line";

describe("oneLine", () => {
  it("puts an error's message, frames and cause on one line", () => {
    const error = new Error("pool ended", { cause: new TypeError("socket\nclosed") });
    const line = oneLine(["request failed:", error]);
    expect(line).not.toContain("\n");
    expect(line).toMatch(/^request failed: Error: pool ended \| at .+ \| cause: TypeError: socket closed \| at /);
  });

  it("keeps plain values and bounds the length", () => {
    expect(oneLine(["a\nb", 3, { x: 1 }])).toBe('a | b 3 {"x":1}');
    expect(oneLine(["x".repeat(10_000)])).toHaveLength(4000);
  });
});

describe("logErrorsOnOneLine, in a process of its own", () => {
  it("turns console.error's stack trace and an uncaught exception into one JSON line each on stderr, a process warning into an info line, and exits 1", () => {
    const script = [
      "const { logErrorsOnOneLine } = await import('./lib/log/one-line.ts');",
      "logErrorsOnOneLine();",
      "console.error('render failed:', new Error('boom', { cause: new Error('inner') }));",
      "process.emitWarning('Calling client.query() twice is deprecated', { type: 'DeprecationWarning', code: 'DEP_X' });",
      "setTimeout(() => { throw new TypeError('late\\nfailure'); });",
    ].join("\n");
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { ...process.env, LOG_LEVEL: "info" },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    // A warning is not an error: one info line on stdout, and nothing of Node's own printing on stderr.
    expect(run.stdout.trimEnd().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      { level: "info", time: expect.any(String), event: "process_warning", name: "DeprecationWarning", code: "DEP_X", message: "Calling client.query() twice is deprecated" },
    ]);
    const lines = run.stderr.trimEnd().split("\n");
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      { level: "error", time: expect.any(String), event: "console_error", message: expect.stringMatching(/^render failed: Error: boom \| at .+ \| cause: Error: inner \| at /) },
      { level: "error", time: expect.any(String), event: "uncaught_exception", message: expect.stringMatching(/^TypeError: late failure \| at .+ \| at /) },
    ]);
  }, 60_000);
});
