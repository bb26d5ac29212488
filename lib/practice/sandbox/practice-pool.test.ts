import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "@/lib/api/errors";
import { jsProgram } from "../js-program";
import { PracticePool, practicePoolSize, QUEUE_PER_WORKER } from "./practice-pool";

const pools: PracticePool[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

const loop = () => jsProgram([{ name: "main.js", content: "while (true) {}" }], []);

describe("the js sandbox pool", () => {
  it("leaves a core to the thread that answers requests", () => {
    expect(practicePoolSize(1)).toBe(1);
    expect(practicePoolSize(2)).toBe(1);
    expect(practicePoolSize(8)).toBe(7);
  });

  it("queues runs beyond its workers and refuses past its bound with 503 and Retry-After", async () => {
    const pool = new PracticePool(1, 2);
    pools.push(pool);
    const runs = Array.from({ length: 4 }, () => pool.runJs(loop()).then((run) => run.stopped, (error: unknown) => error));
    // One run is in the worker, two wait, the fourth is refused at once.
    expect(pool.stats).toMatchObject({ size: 1, workers: 1, busy: 1, queued: 2 });
    const outcomes = await Promise.all(runs);
    expect(outcomes.slice(0, 3)).toEqual(["timeout", "timeout", "timeout"]);
    expect(outcomes[3]).toBeInstanceOf(AppError);
    expect(outcomes[3]).toMatchObject({ code: "server_busy", status: 503, headers: { "retry-after": "5" } });
  }, 30_000);

  it("bounds its queue by its size by default", () => {
    const pool = new PracticePool(3);
    pools.push(pool);
    expect(pool.stats).toMatchObject({ size: 3, maxQueue: 3 * QUEUE_PER_WORKER, workers: 0 });
  });
});
