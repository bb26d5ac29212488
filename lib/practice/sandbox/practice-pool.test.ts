import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { jsProgram } from "../js-program";
import { MAX_DEFAULT_WORKERS, PracticePool, practicePoolSize, QUEUE_PER_WORKER } from "./practice-pool";

const pools: PracticePool[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

const loop = () => jsProgram([{ name: "main.js", content: "while (true) {}" }], []);

describe("the js sandbox pool", () => {
  it("leaves a core to the thread that answers requests, up to a cap, unless told its size", () => {
    expect(practicePoolSize(0, 1)).toBe(1);
    expect(practicePoolSize(0, 2)).toBe(1);
    expect(practicePoolSize(0, 8)).toBe(7);
    expect(practicePoolSize(0, 64)).toBe(MAX_DEFAULT_WORKERS);
    expect(practicePoolSize(3, 64)).toBe(3);
  });

  it("queues runs beyond its workers and refuses past its bound with 503 and Retry-After", async () => {
    const pool = new PracticePool(1, 2);
    pools.push(pool);
    const runs = Array.from({ length: 4 }, () => pool.runJs(loop(), "student").then((run) => run.stopped, (error: unknown) => error));
    // One run is in the worker, two wait, the fourth is refused at once.
    expect(pool.stats).toMatchObject({ size: 1, workers: 1, busy: 1, queued: 2 });
    const outcomes = await Promise.all(runs);
    expect(outcomes.slice(0, 3)).toEqual(["timeout", "timeout", "timeout"]);
    expect(outcomes[3]).toBeInstanceOf(AppError);
    expect(outcomes[3]).toMatchObject({ code: "server_busy", status: 503, headers: { "retry-after": "5" } });
  }, 30_000);

  it("runs a student's program before another student's earlier loops, and refuses a student past their own bound with 429", async () => {
    const pool = new PracticePool(1, 50, 2);
    pools.push(pool);
    const finished: string[] = [];
    const run = (student: string, label: string) =>
      pool.runJs(loop(), student).then(
        (answer) => (finished.push(label), answer.stopped),
        (error: unknown) => error,
      );
    // a1 takes the one worker, a2 and a3 wait, a4 is past a's bound of 2; b1 is let in.
    const a = ["a1", "a2", "a3", "a4"].map((label) => run("a", label));
    const b = run("b", "b1");
    expect(await a[3]).toMatchObject({ code: "too_many_runs", status: 429, headers: { "retry-after": "5" } });
    expect(await Promise.all([...a.slice(0, 3), b])).toEqual(["timeout", "timeout", "timeout", "timeout"]);
    // One worker: the order the runs finished in is the order they started in.
    expect(finished).toEqual(["a1", "b1", "a2", "a3"]);
  }, 60_000);

  it("bounds its queue by its size by default", () => {
    const pool = new PracticePool(3);
    pools.push(pool);
    expect(pool.stats).toMatchObject({ size: 3, maxQueue: 3 * QUEUE_PER_WORKER, workers: 0 });
  });
});
