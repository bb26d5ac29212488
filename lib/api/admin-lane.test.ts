import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN_CONCURRENCY, ADMIN_FLOOD, countSchoolRequest, inAdminLane } from "./admin-lane";

const HANDLER_MS = 10;

/**
 * `count` admin handlers of HANDLER_MS each, sent at once by one admin, with `school` requests
 * that are not an admin's in flight meanwhile: when each started, and when all were answered.
 */
async function flood(count: number, { school }: { school: boolean }) {
  vi.useFakeTimers({ toFake: ["setTimeout", "performance"] });
  const schoolDone = school ? countSchoolRequest() : () => {};
  const origin = performance.now();
  const starts: number[] = [];
  const work = () => {
    starts.push(performance.now() - origin);
    return new Promise((done) => setTimeout(done, HANDLER_MS));
  };
  let answeredAt = NaN;
  const answered = Promise.all(Array.from({ length: count }, () => inAdminLane(work, { admin: "flooder" }))).then(
    () => (answeredAt = performance.now() - origin),
  );
  while (Number.isNaN(answeredAt)) await vi.advanceTimersByTimeAsync(1);
  await answered;
  schoolDone();
  return { starts, answeredAt };
}

describe("the admin lane's rest", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps the places busy at most a tenth of the time while a flood waits and the school has requests in flight, and answers every request", async () => {
    const count = ADMIN_CONCURRENCY * 10 + ADMIN_FLOOD;
    const { starts, answeredAt } = await flood(count, { school: true });
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
    const { answeredAt } = await flood(count, { school: true });
    expect(answeredAt).toBe(Math.ceil(count / ADMIN_CONCURRENCY) * HANDLER_MS);
  });

  it("does not rest an admin's burst while no other request is in flight (issue 46 item 3)", async () => {
    const count = ADMIN_CONCURRENCY * 10 + ADMIN_FLOOD;
    const { answeredAt } = await flood(count, { school: false });
    expect(answeredAt).toBe(Math.ceil(count / ADMIN_CONCURRENCY) * HANDLER_MS);
  });

  it("rests only the flooding admin: another admin's request starts while the flooder rests (issue 46 item 2)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "performance"] });
    const schoolDone = countSchoolRequest();
    const starts: string[] = [];
    const work = (who: string) => () => {
      starts.push(who);
      return new Promise((done) => setTimeout(done, HANDLER_MS));
    };
    const count = ADMIN_CONCURRENCY * 10 + ADMIN_FLOOD;
    const flooded = Promise.all(Array.from({ length: count }, () => inAdminLane(work("flooder"), { admin: "flooder" })));
    // The first round has ended and the flooder rests; the other admin comes now.
    await vi.advanceTimersByTimeAsync(HANDLER_MS + 1);
    const other = inAdminLane(work("other"), { admin: "other" });
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toEqual([...Array(ADMIN_CONCURRENCY).fill("flooder"), "other"]);
    await vi.runAllTimersAsync();
    await Promise.all([flooded, other]);
    schoolDone();
  });
});
