import "server-only";
import { randomUUID } from "node:crypto";
import { startPollLoop, type PollLoop } from "@/lib/lifecycle/poll-loop";
import { logInfo } from "@/lib/log/logger";
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
export function startScheduler(): PollLoop {
  const instanceId = randomUUID();
  return startPollLoop({ round: (stopping) => runDueJobs({ instanceId, stopping }), delayAfter: () => SCHEDULER_TICK_MS, failureEvent: "scheduled_run_failed" });
}
