import { afterAll, describe, expect, it } from "vitest";
import { jsProgram } from "../js-program";
import { HARD_LIMIT_MS, PracticePool } from "./practice-pool";

const pools: PracticePool[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

/** Keeps this thread from its event loop, as a long synchronous task or a starved CPU does. */
function hold(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

describe("the js sandbox pool when its own thread is held up", () => {
  it("calls an infinite loop 'timeout', not 'memory', when its answer waits behind a late timer", async () => {
    const pool = new PracticePool(1);
    pools.push(pool);
    // A warm worker, so the run starts at once.
    await pool.runJs(jsProgram([{ name: "main.js", content: "1" }], []), "student");
    const run = pool.runJs(jsProgram([{ name: "main.js", content: "while (true) {}" }], []), "student");
    // The worker says it started (the hard limit is armed), then this thread is held past the hard
    // limit: the worker's "timeout" answer arrives meanwhile and waits in the queue beside the
    // expired timer.
    await new Promise((resolve) => setTimeout(resolve, 300));
    // From the check phase, so that the loop's next turn reads the clock and runs timers first.
    await new Promise((resolve) => setImmediate(resolve));
    hold(HARD_LIMIT_MS + 1000);
    expect((await run).stopped).toBe("timeout");
  }, 30_000);
});
