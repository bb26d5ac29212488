import { logError } from "@/lib/log/logger";

export type PollLoop = { stop(): Promise<void> };

/**
 * A background round run now and again after `delayAfter(result)` ms, one at a time (the outbox
 * sender, the scheduler). A round that throws is logged as `failureEvent` and the loop goes on.
 * `stop` starts no other round and waits for the one under way, so the loop ends before the
 * pool it uses closes; a round is told `stopping()` so it can hand back the rest of its work.
 */
export function startPollLoop<T>({ round, delayAfter, failureEvent }: { round: (stopping: () => boolean) => Promise<T>; delayAfter: (result: T | undefined) => number; failureEvent: string }): PollLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = round(() => stopped)
      .catch((error: unknown): undefined => {
        logError(failureEvent, { message: error instanceof Error ? error.message.slice(0, 200) : "unknown" });
        return undefined;
      })
      .then((result) => {
        if (!stopped) timer = setTimeout(tick, delayAfter(result));
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
