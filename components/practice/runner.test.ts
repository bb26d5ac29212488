import { Worker as NodeWorker } from "node:worker_threads";
import { build } from "esbuild";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { hostileJsCases, jsCases, type JsCase } from "@/lib/practice/checker-cases";
import type { CheckReport, JsCheck } from "@/lib/practice/contract";
import { runChecks } from "@/lib/practice/run-checks";
import { closeSandbox } from "@/lib/practice/sandbox/practice-pool";
import { runInWorker } from "./runner";

// The learning page's runner (runner.ts) with its real worker (practice.worker.ts, bundled for
// the browser by esbuild as Next bundles it), each Web Worker played by a Node worker thread
// with only `addEventListener` and `postMessage` added: a thread busy in an endless loop is
// stopped only by terminate(), as a Web Worker is.

let bundle = "";

const shim = `
const { parentPort } = require("node:worker_threads");
globalThis.postMessage = (message) => parentPort.postMessage(message);
globalThis.addEventListener = (type, listener) => { if (type === "message") parentPort.on("message", (data) => listener({ data })); };
require("node:vm").runInThisContext(require("node:worker_threads").workerData);
`;

class ThreadWorker {
  static started = 0;
  private thread: NodeWorker;
  constructor() {
    ThreadWorker.started++;
    this.thread = new NodeWorker(shim, { eval: true, workerData: bundle });
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    if (type === "message") this.thread.on("message", (data: unknown) => listener({ data }));
    if (type === "error") this.thread.on("error", (error: unknown) => listener({ error, preventDefault() {} }));
  }
  postMessage(message: unknown) {
    this.thread.postMessage(message);
  }
  terminate() {
    void this.thread.terminate();
  }
}

beforeAll(async () => {
  const output = await build({ entryPoints: ["components/practice/practice.worker.ts"], bundle: true, platform: "browser", format: "iife", write: false, logLevel: "silent" });
  bundle = output.outputFiles[0]!.text;
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

afterAll(async () => {
  await closeSandbox();
});

const files = (code: string) => [{ name: "main.js", content: code }];
const passes = (report: CheckReport) => report.results.map((result) => result.passed);
const keys = (report: CheckReport) => report.results.map((result) => result.message.key);

function inPage(code: string, checks: JsCheck[]): Promise<CheckReport> {
  vi.stubGlobal("Worker", ThreadWorker);
  return runInWorker({ kind: "js", files: files(code), checks });
}

describe("the learning page's runner: each checked call has its own time", () => {
  it("an endless loop in one call fails that check alone; the calls before and after keep their verdicts", async () => {
    const checks: JsCheck[] = [
      { type: "returns", name: "f", args: [1], expected: 1 },
      { type: "returns", name: "f", args: [0], expected: 0 },
      { type: "returns", name: "f", args: [2], expected: 2 },
    ];
    const report = await inPage("function f(n) { if (n === 0) for (;;) {} return n }", checks);
    expect(report.verdict).toBe("timeout");
    expect(passes(report)).toEqual([true, false, true]);
    expect(report.results[1]!.message).toEqual({ key: "practice.check.callTimeout", values: { call: "f(0)", seconds: 1 } });
  }, 20_000);

  it("keeps what the top level and the other calls wrote to the console, once each", async () => {
    const code = 'console.log("boshi");\nfunction f(n) { console.log("f " + n); if (n === 0) while (true) {} return n }';
    const checks: JsCheck[] = [
      { type: "returns", name: "f", args: [1], expected: 1 },
      { type: "returns", name: "f", args: [0], expected: 0 },
      { type: "returns", name: "f", args: [2], expected: 2 },
      { type: "console", expected: "boshi\nf 1\nf 2" },
    ];
    const report = await inPage(code, checks);
    expect(passes(report)).toEqual([true, false, true, true]);
  }, 20_000);

  it("two endless calls each fail alone, and a loop at the top level still fails every check", async () => {
    const two = await inPage("function f(n) { while (n < 0) {} return n }", [
      { type: "returns", name: "f", args: [-1], expected: -1 },
      { type: "returns", name: "f", args: [3], expected: 3 },
      { type: "returns", name: "f", args: [-2], expected: -2 },
      { type: "returns", name: "f", args: [4], expected: 4 },
    ]);
    expect(passes(two)).toEqual([false, true, false, true]);
    const top = await inPage("function f() { return 1 }\nwhile (true) {}", [{ type: "returns", name: "f", args: [], expected: 1 }]);
    expect({ verdict: top.verdict, passes: passes(top) }).toEqual({ verdict: "timeout", passes: [false] });
  }, 30_000);

  it("the messages' way to the page is not the student's time: a loaded machine fails no call that returns at once", async () => {
    // The page reads the worker's messages 120 ms apart (its tab descheduled), more than the
    // 50 ms a call after a stopped one is sure to get: CI's loaded machines failed f(2) so.
    class LoadedThreadWorker extends ThreadWorker {
      private lastRead = 0;
      override addEventListener(type: string, listener: (event: unknown) => void) {
        super.addEventListener(type, (event) => {
          this.lastRead = Math.max(Date.now(), this.lastRead + 120);
          setTimeout(() => listener(event), this.lastRead - Date.now());
        });
      }
    }
    vi.stubGlobal("Worker", LoadedThreadWorker);
    const report = await runInWorker({
      kind: "js",
      files: files("function f(n) { if (n === 0) for (;;) {} return n }"),
      checks: [1, 0, 2].map((n): JsCheck => ({ type: "returns", name: "f", args: [n], expected: n })),
    });
    expect(passes(report)).toEqual([true, false, true]);
  }, 20_000);

  it("a program with no endless call runs in one worker", async () => {
    const before = ThreadWorker.started;
    const report = await inPage("function f(n) { return n * 2 }", [
      { type: "returns", name: "f", args: [1], expected: 2 },
      { type: "returns", name: "f", args: [2], expected: 5 },
    ]);
    expect(passes(report)).toEqual([true, false]);
    expect(ThreadWorker.started - before).toBe(1);
  }, 20_000);
});

// The server's sandbox stops these itself; the page's runner must say the same. The allocation
// bomb is left out: a browser tab has no memory limit of ours (the page's worker would grow until
// its time runs out), and a Node thread here would take the machine's memory.
const agreeing: JsCase[] = [...hostileJsCases.filter((entry) => entry.name !== "an allocation bomb"), ...jsCases.filter((entry) => entry.name.startsWith("each check runs on its own"))];

describe("the learning page's runner agrees with the server", () => {
  it.each(agreeing)("$name", async (entry) => {
    const [server, page] = await Promise.all([runChecks({ kind: "js", files: files(entry.code), checks: entry.checks, caller: "student" }), inPage(entry.code, entry.checks)]);
    expect({ verdict: page.verdict, passes: passes(page) }).toEqual({ verdict: entry.verdict, passes: entry.passes });
    expect({ verdict: page.verdict, passes: passes(page), keys: keys(page) }).toEqual({ verdict: server.verdict, passes: passes(server), keys: keys(server) });
  }, 30_000);
});
