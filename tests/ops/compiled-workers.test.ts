import { execFile } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import bcrypt from "bcryptjs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bcryptPool, closeBcryptPool } from "@/lib/auth/bcrypt-pool";
import { judgeJs, jsProgram } from "@/lib/practice/js-program";
import { PracticePool } from "@/lib/practice/sandbox/practice-pool";
import { useCompiledWorkers, useSourceWorkers, WORKER_SOURCES, workerFile } from "@/lib/workers/worker-files";

vi.mock("@/lib/log/logger", () => ({ logInfo: vi.fn(), logError: vi.fn() }));

// Issue 43 (also in the house): the worker threads' bodies are TypeScript modules that the
// server build compiles beside server.js (scripts/build-server.mjs); the compiled entry points
// the pools at them. Here the build runs into a folder of its own, and the real pools run their
// jobs on the compiled files: plain .js, no tsx in the thread.
const root = path.resolve(import.meta.dirname, "../..");
const distDir = `.data-test/worker-build-${process.pid}`;
const compiled = path.join(root, distDir, "server-build");

beforeAll(async () => {
  await promisify(execFile)(process.execPath, ["scripts/build-server.mjs"], { cwd: root, env: { ...process.env, NEXT_DIST_DIR: distDir } });
  useCompiledWorkers(path.join(compiled, "workers"));
}, 120_000);

const pools: PracticePool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  await closeBcryptPool();
  useSourceWorkers();
  await rm(path.join(root, distDir), { recursive: true, force: true });
});

describe("the compiled server's worker bodies", () => {
  it("are compiled for every worker, and the compiled entry points the pools at them", async () => {
    for (const name of Object.keys(WORKER_SOURCES) as (keyof typeof WORKER_SOURCES)[]) {
      expect(workerFile(name)?.href).toBe(`file://${path.join(compiled, "workers", `${name}.js`)}`);
    }
    const server = await readFile(path.join(compiled, "server.js"), "utf8");
    expect(server).toMatch(/useCompiledWorkers\(new URL\("\.\/workers\/", import\.meta\.url\)\)/);
  });

  it("hash and compare passwords in the bcrypt worker", async () => {
    const pool = bcryptPool(1)!;
    const hash = (await pool.run({ op: "hash", password: "secret123", cost: 4 })) as string;
    expect(await bcrypt.compare("secret123", hash)).toBe(true);
    expect(await pool.run({ op: "compare", password: "secret123", hash })).toBe(true);
    expect(await pool.run({ op: "compare", password: "wrong", hash })).toBe(false);
  });

  it("run a student's JavaScript in QuickJS and check a page in the practice worker", async () => {
    const pool = new PracticePool(1);
    pools.push(pool);
    const checks = [{ type: "returns" as const, name: "sum", args: [2, 3], expected: 5 }];
    const run = await pool.runJs(jsProgram([{ name: "main.js", content: "function sum(a, b) { return a + b }" }], checks), "student");
    expect(judgeJs(checks, run).passed).toBe(true);
    const loop = await pool.runJs(jsProgram([{ name: "main.js", content: "while (true) {}" }], []), "student");
    expect(loop.stopped).toBe("timeout");
    const page = await pool.checkWeb([{ name: "index.html", content: "<h1>Salom</h1><script>document.title = 'x'</script>" }], [{ type: "text", selector: "h1", match: "equals", value: "Salom" }], "student");
    expect(page.passed).toBe(true);
  }, 60_000);

  it("run a DOM exercise's script against its page with linkedom read from workers/dom.js (issue 40)", async () => {
    const pool = new PracticePool(1);
    pools.push(pool);
    const checks = [{ type: "dom" as const, selector: "#n", read: "text" as const, value: "1", click: "#b" }];
    const files = [
      { name: "index.html", content: '<button id="b">+</button><p id="n">0</p>' },
      { name: "main.js", content: "document.querySelector('#b').addEventListener('click', () => { document.querySelector('#n').textContent = '1' })" },
    ];
    const run = await pool.runJs(jsProgram(files, checks), "student");
    expect(judgeJs(checks, run, files).passed).toBe(true);
  }, 60_000);
});
