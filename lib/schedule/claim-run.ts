import "server-only";
import { db } from "@/lib/db/client";

/** A run not finished this long after its claim is taken to have died with its instance. */
export const RUN_LEASE_SECONDS = 15 * 60;

/**
 * Claims one run of a job for this instance: the insert of (job, slot) lands for exactly one
 * instance, however many try at once (the primary key decides in PostgreSQL); every other one
 * gets false and does nothing. A claim left unfinished past the lease (its instance died) is
 * taken over: running again is safe, because every message a run writes is keyed by its event
 * and slot, so what the first run wrote is not written twice.
 */
export async function claimRun(job: string, slot: string, instanceId: string, leaseSeconds = RUN_LEASE_SECONDS): Promise<boolean> {
  const claimed = await db().$executeRaw`
    INSERT INTO "ScheduledRun" (job, slot, "claimedBy") VALUES (${job}, ${slot}, ${instanceId})
    ON CONFLICT (job, slot) DO UPDATE SET "claimedBy" = EXCLUDED."claimedBy", "claimedAt" = CURRENT_TIMESTAMP
    WHERE "ScheduledRun"."finishedAt" IS NULL
      AND "ScheduledRun"."claimedAt" < CURRENT_TIMESTAMP - make_interval(secs => ${leaseSeconds})`;
  return claimed === 1;
}

export async function finishRun(job: string, slot: string): Promise<void> {
  await db().scheduledRun.update({ where: { job_slot: { job, slot } }, data: { finishedAt: new Date() } });
}
