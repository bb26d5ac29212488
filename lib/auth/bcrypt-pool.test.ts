import { readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import bcrypt from "bcryptjs";
import { afterAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { bcryptPool, closeBcryptPool, defaultPoolSize, MAX_QUEUE, quotaCores, serverCores, WORKER_NICE } from "./bcrypt-pool";
import { hashPassword, verifyPassword } from "./password";

afterAll(() => closeBcryptPool());

describe("bcrypt worker pool", () => {
  it("hashes and verifies in worker threads, compatible with bcryptjs in-thread", async () => {
    const pool = bcryptPool(2)!;
    expect(pool).not.toBeNull();
    const hash = String(await pool.run({ op: "hash", password: "secret123", cost: 4 }));
    expect(await bcrypt.compare("secret123", hash)).toBe(true);
    expect(await pool.run({ op: "compare", password: "secret123", hash })).toBe(true);
    expect(await pool.run({ op: "compare", password: "wrong", hash })).toBe(false);
    expect(pool.stats.workers).toBeGreaterThan(0);
  });

  it("runs many jobs at once on at most its size of workers", async () => {
    const pool = bcryptPool(2)!;
    const hash = await bcrypt.hash("secret123", 4);
    const results = await Promise.all(Array.from({ length: 20 }, (_, index) => pool.run({ op: "compare", password: index % 2 ? "secret123" : "nope", hash })));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(pool.stats).toMatchObject({ size: 2, busy: 0, queued: 0 });
    expect(pool.stats.workers).toBeLessThanOrEqual(2);
  });

  it("hands a hash to a worker thread at once, so the main thread never runs it", async () => {
    const pool = bcryptPool(2)!;
    await closeBcryptPool();
    const fresh = bcryptPool(2)!;
    expect(fresh).not.toBe(pool);
    const running = fresh.run({ op: "hash", password: "secret123", cost: 10 });
    // Dispatched synchronously: the hash is in a worker before this line runs.
    expect(fresh.stats).toMatchObject({ workers: 1, busy: 1, queued: 0 });
    expect(await bcrypt.compare("secret123", String(await running))).toBe(true);
    expect(fresh.stats).toMatchObject({ busy: 0, queued: 0 });
  });

  it("runs its workers at a lower CPU priority than the main thread", async () => {
    const pool = bcryptPool(2)!;
    await pool.run({ op: "hash", password: "secret123", cost: 4 });
    // Field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value (after the name in parentheses).
    const nice = (tid: string) => Number(readFileSync(`/proc/self/task/${tid}/stat`, "utf8").split(") ")[1]!.split(" ")[16]);
    expect(readdirSync("/proc/self/task").map(nice)).toContain(WORKER_NICE);
    expect(nice(String(process.pid))).toBe(0);
  });

  it("refuses jobs beyond its bounded queue with 503 server_busy and Retry-After", async () => {
    const pool = bcryptPool(2)!;
    const hash = await bcrypt.hash("secret123", 4);
    const jobs = Array.from({ length: MAX_QUEUE + 50 }, () => pool.run({ op: "compare", password: "secret123", hash }).then(() => "done", (error: unknown) => error));
    const outcomes = await Promise.all(jobs);
    const refused = outcomes.filter((outcome) => outcome instanceof AppError);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBeLessThanOrEqual(50);
    expect(refused[0]).toMatchObject({ code: "server_busy", status: 503, headers: { "retry-after": "5" } });
    expect(outcomes.filter((outcome) => outcome === "done").length).toBe(jobs.length - refused.length);
  });

  it("sizes itself to every core left to the server unless told", () => {
    expect(defaultPoolSize(3, 8)).toBe(3);
    expect(defaultPoolSize(0, 2)).toBe(2);
    expect(defaultPoolSize(0, 1)).toBe(1);
    expect(defaultPoolSize(0)).toBe(serverCores());
  });

  it("reads the container's CPU quota as whole cores, rounded up", () => {
    expect(quotaCores("200000 100000\n")).toBe(2);
    expect(quotaCores("150000 100000")).toBe(2);
    expect(quotaCores("50000 100000")).toBe(1);
    expect(quotaCores("max 100000")).toBeNull();
    expect(serverCores()).toBeGreaterThanOrEqual(1);
  });
});

describe("hashPassword and verifyPassword", () => {
  it("use the pool, and hash in-thread when started from a folder without bcryptjs", async () => {
    process.env.BCRYPT_COST = "4";
    resetEnvCache();
    const hash = await hashPassword("secret123");
    expect(await verifyPassword("secret123", hash)).toBe(true);
    expect(bcryptPool(0)).not.toBeNull();

    await closeBcryptPool();
    const cwd = process.cwd();
    process.chdir(tmpdir());
    try {
      const fallback = await hashPassword("secret123");
      expect(await verifyPassword("secret123", fallback)).toBe(true);
      expect(await verifyPassword("wrong", fallback)).toBe(false);
      expect(bcryptPool(0)).toBeNull();
    } finally {
      process.chdir(cwd);
      await closeBcryptPool();
      delete process.env.BCRYPT_COST;
      resetEnvCache();
    }
  });
});
