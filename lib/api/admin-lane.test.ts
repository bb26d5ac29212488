import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN_CONCURRENCY, ADMIN_FLOOD, inAdminLane } from "./admin-lane";

const HANDLER_MS = 10;

/** `count` admin handlers of HANDLER_MS each, sent at once: when each started, and when all were answered. */
async function flood(count: number) {
  vi.useFakeTimers({ toFake: ["setTimeout", "performance"] });
  const origin = performance.now();
  const starts: number[] = [];
  const work = () => {
    starts.push(performance.now() - origin);
    return new Promise((done) => setTimeout(done, HANDLER_MS));
  };
  let answeredAt = NaN;
  const answered = Promise.all(Array.from({ length: count }, () => inAdminLane(work))).then(() => (answeredAt = performance.now() - origin));
  while (Number.isNaN(answeredAt)) await vi.advanceTimersByTimeAsync(1);
  await answered;
  return { starts, answeredAt };
}

describe("the admin lane's rest", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps the places busy at most a tenth of the time while a flood waits, and answers every request", async () => {
    const count = ADMIN_CONCURRENCY * 10 + ADMIN_FLOOD;
    const { starts, answeredAt } = await flood(count);
    expect(starts).toHaveLength(count);
    // While more than ADMIN_FLOOD wait, each round of places rests before the next.
    const floodRounds = starts.filter((_, i) => count - i > ADMIN_FLOOD + ADMIN_CONCURRENCY);
    const floodEnd = Math.max(...floodRounds) + HANDLER_MS;
    const busyShare = (floodRounds.length * HANDLER_MS) / ADMIN_CONCURRENCY / floodEnd;
    expect(busyShare).toBeLessThanOrEqual(0.1);
    expect(answeredAt).toBeGreaterThan(floodEnd);
  });

  it("does not rest for a page load's few requests", async () => {
    const count = ADMIN_CONCURRENCY + ADMIN_FLOOD;
    const { answeredAt } = await flood(count);
    expect(answeredAt).toBe(Math.ceil(count / ADMIN_CONCURRENCY) * HANDLER_MS);
  });
});
