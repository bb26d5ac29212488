import { afterEach, describe, expect, it, vi } from "vitest";
import { startPollLoop } from "./poll-loop";

afterEach(() => {
  vi.useRealTimers();
});

describe("startPollLoop", () => {
  it("runs a round at once, then again after the delay its result asks for", async () => {
    vi.useFakeTimers();
    const results = [5, 0];
    const round = vi.fn(async () => results.shift() ?? 0);
    const loop = startPollLoop({ round, delayAfter: (count) => (count === 5 ? 0 : 1_000), failureEvent: "test_round_failed" });
    await vi.advanceTimersByTimeAsync(0);
    expect(round).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(round).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(round).toHaveBeenCalledTimes(3);
    await loop.stop();
  });

  it("goes on after a round that throws, and logs the failure as its event", async () => {
    vi.useFakeTimers();
    const write = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    let calls = 0;
    const loop = startPollLoop({
      round: async () => {
        calls += 1;
        if (calls === 1) throw new Error("database went away");
        return calls;
      },
      delayAfter: () => 10,
      failureEvent: "test_round_failed",
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toBe(2);
    const logged = write.mock.calls.map(([line]) => String(line)).join("");
    write.mockRestore();
    expect(logged).toContain("test_round_failed");
    expect(logged).toContain("database went away");
    await loop.stop();
  });

  it("stop waits for the round under way, tells it to stop, and starts no other", async () => {
    let finish: () => void = () => {};
    const seen: boolean[] = [];
    const round = vi.fn(
      (stopping: () => boolean) =>
        new Promise<number>((resolve) => {
          finish = () => {
            seen.push(stopping());
            resolve(0);
          };
        }),
    );
    const loop = startPollLoop({ round, delayAfter: () => 0, failureEvent: "test_round_failed" });
    let stopped = false;
    const stopping = loop.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(seen).toEqual([true]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(round).toHaveBeenCalledTimes(1);
  });
});
