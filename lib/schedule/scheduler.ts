import "server-only";
import { randomUUID } from "node:crypto";
import { logError, logInfo } from "@/lib/log/logger";
import { claimRun, finishRun } from "./claim-run";
import { SCHEDULED_JOBS, type ScheduledJob } from "./jobs";

/** How often an instance looks for a due slot; a slot lasts hours, so a minute late is nothing. */
export const SCHEDULER_TICK_MS = 60_000;

/**
 * One round: each job whose slot is due now is run by the instance that claims the slot in
 * PostgreSQL, and by no other. Answers the jobs this instance ran.
 */
export async function runDueJobs({ now = new Date(), instanceId, jobs = SCHEDULED_JOBS, stopping = () => false }: { now?: Date; instanceId: string; jobs?: readonly ScheduledJob[]; stopping?: () => boolean }): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    if (stopping()) break;
    const slot = job.slotAt(now);
    if (!slot || !(await claimRun(job.name, slot, instanceId))) continue;
    const told = await job.run(slot, now);
    await finishRun(job.name, slot);
    logInfo("scheduled_run", { job: job.name, slot, told });
    ran.push(job.name);
  }
  return ran;
}

/**
 * The scheduler of one instance (server.ts): a round now and every SCHEDULER_TICK_MS. `stop`
 * starts no other round and waits for the one under way, so it ends before the pool closes.
 */
export function startScheduler(): { stop(): Promise<void> } {
  const instanceId = randomUUID();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runDueJobs({ instanceId, stopping: () => stopped })
      .catch((error: unknown) => logError("scheduled_run_failed", { message: error instanceof Error ? error.message.slice(0, 200) : "unknown" }))
      .then(() => {
        if (!stopped) timer = setTimeout(tick, SCHEDULER_TICK_MS);
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
