import { afterEach, describe, expect, it, vi } from "vitest";
import { ClientGoneError } from "@/lib/api/client-gone";
import { droppedRequests } from "@/lib/request/dropped";
import { asRequest } from "@/lib/request/presence";
import { BoundedWorkerPool } from "./bounded-pool";

vi.mock("@/lib/log/logger", () => ({ logInfo: vi.fn(), logError: vi.fn() }));

// Issue 46 item 8: a job that queued for a worker is not run when its turn comes after its
// request's client has gone, nor after it waited past the queue's budget (503 instead).
// The worker counts the jobs it starts in shared memory (slot 1) and holds each until slot 0
// is set, so the test decides when the one worker frees up.
type Job = { shared: SharedArrayBuffer };
type Answer = { ran: number };

const WORKER = new URL("./hold-worker.fixture.ts", import.meta.url);

const pools: BoundedWorkerPool<Job, Answer>[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

class TooManyOfMine extends Error {}

function onePool(maxWaitMs?: number) {
  const pool = new BoundedWorkerPool<Job, Answer>({
    name: "test",
    worker: WORKER,
    size: 1,
    maxQueue: 10,
    maxWaitMs,
    lost: (reason) => new Error(reason),
    perKey: { max: 4, refuse: () => new TooManyOfMine() },
  });
  pools.push(pool);
  const shared = new SharedArrayBuffer(8);
  const cells = new Int32Array(shared);
  return {
    pool,
    job: { shared },
    started: () => Atomics.load(cells, 1),
    release() {
      Atomics.store(cells, 0, 1);
      Atomics.notify(cells, 0);
    },
  };
}

async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe("a bounded worker pool's queue", () => {
  it("drops a queued job whose request's client left before its turn", async () => {
    const { pool, job, started, release } = onePool();
    const first = pool.run(job);
    await until(() => started() === 1);
    const before = droppedRequests().client_gone;
    const client = new AbortController();
    const left = asRequest(client.signal, () => pool.run(job)).catch((error: unknown) => error);
    const stays = asRequest(new AbortController().signal, () => pool.run(job));
    client.abort();
    release();
    await expect(first).resolves.toEqual({ ran: 1 });
    await expect(stays).resolves.toEqual({ ran: 2 });
    expect(await left).toBeInstanceOf(ClientGoneError);
    expect(started()).toBe(2);
    expect(droppedRequests().client_gone - before).toBe(1);
  });

  it("refuses a job that waited past the budget with 503 server_busy and Retry-After, and runs one let in at once", async () => {
    const { pool, job, started, release } = onePool(0);
    const first = pool.run(job);
    await until(() => started() === 1);
    const before = droppedRequests().queue_budget;
    const late = pool.run(job).catch((error: unknown) => error);
    await until(() => pool.stats.queued === 1);
    release();
    await expect(first).resolves.toEqual({ ran: 1 });
    expect(await late).toMatchObject({ code: "server_busy", status: 503, headers: { "retry-after": "5" } });
    expect(started()).toBe(1);
    expect(droppedRequests().queue_budget - before).toBe(1);
    await expect(pool.run(job)).resolves.toEqual({ ran: 2 });
  });
});

// Issue 46 item 1: one student's many runs held everyone else's verdicts for minutes.
describe("a bounded worker pool's queue by key", () => {
  it("starts a key's one job right after the job in progress, before another key's many that queued before it", async () => {
    const { pool, job, started, release } = onePool();
    const a = [pool.run(job, {}, "a")];
    await until(() => started() === 1);
    for (let i = 0; i < 4; i++) a.push(pool.run(job, {}, "a"));
    const b = pool.run(job, {}, "b");
    release();
    // `ran` is the order in which the one worker started the jobs.
    expect(await b).toEqual({ ran: 2 });
    expect((await Promise.all(a)).map((answer) => answer.ran)).toEqual([1, 3, 4, 5, 6]);
  });

  it("refuses a key's job past its own bound while another key's is queued", async () => {
    const { pool, job, started, release } = onePool();
    const first = pool.run(job, {}, "a");
    await until(() => started() === 1);
    const waiting = Array.from({ length: 4 }, () => pool.run(job, {}, "a"));
    const refused = pool.run(job, {}, "a").catch((error: unknown) => error);
    const other = pool.run(job, {}, "b");
    expect(await refused).toBeInstanceOf(TooManyOfMine);
    expect(pool.stats.queued).toBe(5);
    release();
    await Promise.all([first, ...waiting, other]);
    expect(started()).toBe(6);
  });
});
