import { execFileSync } from "node:child_process";
import { Worker } from "node:worker_threads";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { logError } from "@/lib/log/logger";
import type { JsCheck } from "../contract";
import { jsProgram, judgeJs } from "../js-program";
import { PracticePool } from "./practice-pool";

vi.mock("@/lib/log/logger", () => ({ logInfo: vi.fn(), logError: vi.fn() }));

const pools: PracticePool[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

type Hogs = { stop(): Promise<void> };
const running: Hogs[] = [];
afterEach(() => Promise.all(running.splice(0).map((hogs) => hogs.stop())));

/** The CPUs this process may run on, as a list ("0,1", "0-3"). */
function allowedCpus(): string {
  return execFileSync("taskset", ["-c", "-p", String(process.pid)], { encoding: "utf8" }).trim().split(": ").pop()!;
}

/** Holds every thread of this process to `cpus` (taskset, util-linux). */
function pinProcess(cpus: string): void {
  execFileSync("taskset", ["-a", "-c", "-p", cpus, String(process.pid)]);
}

/**
 * Starves the sandbox's worker: every thread of this process (the pool's worker among them) is
 * held to one CPU, where three busy threads at this thread's priority spin until `ms` have passed
 * (from when they all spin) or stop() is called; it answers once they all spin. The pool's workers
 * run at a lower priority (WORKER_NICE), so meanwhile the worker gets a few percent of that CPU:
 * the way a busy request thread or a build starves it. One CPU only, so that the machine's other
 * work (other test files' workers) keeps the rest.
 */
async function starveOnOneCpu(ms: number): Promise<Hogs> {
  const allowed = allowedCpus();
  pinProcess(allowed.split(/[,-]/)[0]!);
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const source = `
    const { parentPort, workerData } = require("node:worker_threads");
    parentPort.once("message", (until) => {
      while (Atomics.load(workerData.flag, 0) === 0 && Date.now() < until) {}
    });
    parentPort.postMessage("ready");
  `;
  const threads = Array.from({ length: 3 }, () => new Worker(source, { eval: true, workerData: { flag } }));
  await Promise.all(threads.map((thread) => new Promise((resolve) => thread.once("message", resolve))));
  const until = Date.now() + ms;
  for (const thread of threads) thread.postMessage(until);
  const hogs = {
    stop: async () => {
      Atomics.store(flag, 0, 1);
      await Promise.all(threads.map((thread) => thread.terminate()));
      pinProcess(allowed);
    },
  };
  running.push(hogs);
  return hogs;
}

async function warmPool(): Promise<PracticePool> {
  const pool = new PracticePool(1);
  pools.push(pool);
  // The engine is loaded before the CPU is taken away.
  await pool.runJs(jsProgram([{ name: "main.js", content: "1" }], []), "student");
  return pool;
}

describe("the js sandbox's time limit counts the CPU time of the run", () => {
  it("lets a program that needs well under 1 s of CPU pass although it is starved past 1 s of wall time", async () => {
    const pool = await warmPool();
    // 400,000 turns of a loop: 80-300 ms of CPU in QuickJS on a 2-core machine (the less once V8
    // has optimised the engine's WebAssembly).
    const turns = 400_000;
    const source = `function work() { let s = 0; for (let i = 0; i < ${turns}; i++) s = (s + i * i) % 1000003; return s; }`;
    let expected = 0;
    for (let i = 0; i < turns; i++) expected = (expected + i * i) % 1000003;
    const checks: JsCheck[] = [{ type: "returns", name: "work", args: [], expected }];
    // Starved for the first 2 s: at a few percent of a CPU (measured: 3.4 %) the program cannot
    // get its CPU time within 1 s of wall time, and gets it soon after the busy threads stop.
    await starveOnOneCpu(2000);
    const run = await pool.runJs(jsProgram([{ name: "main.js", content: source }], checks), "student");
    expect(run.stopped).toBeNull();
    expect(judgeJs(checks, run)).toMatchObject({ passed: true, verdict: "ok" });
  }, 30_000);

  it("ends an infinite loop starved for good by its wall-clock backstop as 'timeout', and logs the starving", async () => {
    const pool = await warmPool();
    // Busy until the run answers (afterEach stops them).
    await starveOnOneCpu(20_000);
    const run = await pool.runJs(jsProgram([{ name: "main.js", content: "while (true) {}" }], []), "student");
    // A few percent of a CPU for 5 s is far from 1 s of CPU: the run is stopped by the wall clock.
    // The student reads "vaqt tugadi"; the operator reads that the server starved it.
    expect(run.stopped).toBe("timeout");
    expect(judgeJs([], run)).toMatchObject({ passed: false, verdict: "timeout", verdictText: { key: "practice.verdict.timeout" } });
    expect(logError).toHaveBeenCalledWith("practice_sandbox_failed", { reason: expect.stringMatching(/^starved: /) });
  }, 30_000);

  it("still ends an infinite loop with the timeout verdict when it has the CPU", async () => {
    const pool = await warmPool();
    const run = await pool.runJs(jsProgram([{ name: "main.js", content: "while (true) {}" }], []), "student");
    expect(run.stopped).toBe("timeout");
  }, 30_000);
});
