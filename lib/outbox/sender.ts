import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import type { OutboxChannel } from "@/lib/db/generated/enums";
import { env } from "@/lib/env";
import { startPollLoop, type PollLoop } from "@/lib/lifecycle/poll-loop";
import { logError, logInfo } from "@/lib/log/logger";
import { retryDelaySeconds, SendFailure, type Channel } from "./failure";

export type Channels = Partial<Record<OutboxChannel, Channel>>;
export type SenderOptions = { channels: Channels; maxAttempts: number; batch?: number; claimLeaseSeconds?: number };

type Claimed = { id: string; kind: string; channel: OutboxChannel; recipient: string };

// A claim older than this was made by a sender that died before calling out: the message is
// taken again. It must outlast a provider call (15 s timeout) with room to spare.
const CLAIM_LEASE_SECONDS = 120;
const BATCH = 20;

/**
 * Takes due messages for this sender: pending ones whose time has come, and claims abandoned
 * before the call. SKIP LOCKED lets every instance claim at once without waiting on each other
 * or taking the same row. A message left in 'sending' by a sender that died during the call is
 * given up instead: the provider may have delivered it, and a message is sent at most once.
 */
export async function claimDue(claimId: string, batch = BATCH, leaseSeconds = CLAIM_LEASE_SECONDS): Promise<Claimed[]> {
  const interrupted = await db().$queryRaw<{ id: string; kind: string }[]>`
    UPDATE "OutboxMessage" SET "status" = 'failed', "lastError" = 'interrupted_while_sending'
    WHERE "id" IN (SELECT "id" FROM "OutboxMessage" WHERE "status" = 'sending' AND "claimedAt" < now() - make_interval(secs => ${leaseSeconds})
                   FOR UPDATE SKIP LOCKED)
    RETURNING "id", "kind"`;
  for (const row of interrupted) logError("outbox_interrupted", { id: row.id, kind: row.kind });
  return db().$queryRaw<Claimed[]>`
    WITH due AS (
      SELECT "id" FROM "OutboxMessage"
      WHERE ("status" = 'pending' AND "nextAttemptAt" <= now())
         OR ("status" = 'claimed' AND "claimedAt" < now() - make_interval(secs => ${leaseSeconds}))
      ORDER BY "nextAttemptAt", "id" LIMIT ${batch}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE "OutboxMessage" AS m SET "status" = 'claimed', "claimedAt" = now(), "claimId" = ${claimId}
    FROM due WHERE m."id" = due."id"
    RETURNING m."id", m."kind", m."channel"::text AS "channel", m."recipient"`;
}

/** Sends one claimed message, unless another sender has taken it since; records what happened. */
async function deliver(message: Claimed, claimId: string, options: SenderOptions): Promise<void> {
  const channel = options.channels[message.channel];
  if (!channel) {
    const held = await db().outboxMessage.updateMany({
      where: { id: message.id, claimId, status: "claimed" },
      data: { status: "held", lastError: "channel_not_configured" },
    });
    // The text stays out of the log: it may be a password-reset code. Admins read it at /admin/outbox.
    if (held.count) logInfo("outbox_held", { id: message.id, kind: message.kind, channel: message.channel });
    return;
  }
  // 'sending' is written before the call: from here on a crash gives the message up rather than
  // risk a second copy (claimDue).
  const [started] = await db().$queryRaw<{ text: string; attempts: number }[]>`
    UPDATE "OutboxMessage" SET "status" = 'sending', "attempts" = "attempts" + 1, "claimedAt" = now()
    WHERE "id" = ${message.id} AND "claimId" = ${claimId} AND "status" = 'claimed'
    RETURNING "text", "attempts"`;
  if (!started) return;
  try {
    await channel.send({ recipient: message.recipient, text: started.text });
    await db().outboxMessage.update({ where: { id: message.id }, data: { status: "sent", sentAt: new Date(), lastError: null } });
  } catch (error) {
    const failure = error instanceof SendFailure ? error : new SendFailure(`unexpected: ${error instanceof Error ? error.message.slice(0, 200) : "unknown"}`, true);
    const giveUp = !failure.retryable || started.attempts >= options.maxAttempts;
    const delay = retryDelaySeconds(started.attempts, failure.retryAfterSeconds);
    await db().outboxMessage.update({
      where: { id: message.id },
      data: giveUp
        ? { status: "failed", lastError: failure.reason }
        : { status: "pending", lastError: failure.reason, nextAttemptAt: new Date(Date.now() + delay * 1000) },
    });
    (giveUp ? logError : logInfo)(giveUp ? "outbox_failed" : "outbox_retry", {
      id: message.id,
      kind: message.kind,
      channel: message.channel,
      attempts: started.attempts,
      reason: failure.reason,
    });
  }
}

/**
 * One round: claims what is due and sends it, one message after another. The number claimed.
 * Once `stopping` says so (shutdown), the messages not yet begun are handed back at once rather
 * than left for their claim to grow old.
 */
export async function runOutboxOnce(options: SenderOptions, stopping: () => boolean = () => false): Promise<number> {
  const claimId = randomUUID();
  const claimed = await claimDue(claimId, options.batch, options.claimLeaseSeconds);
  for (const message of claimed) {
    if (stopping()) {
      await db().outboxMessage.updateMany({ where: { claimId, status: "claimed" }, data: { status: "pending", claimId: null, claimedAt: null } });
      break;
    }
    await deliver(message, claimId, options);
  }
  return claimed.length;
}

/**
 * The background sender of one instance (server.ts): a round every OUTBOX_POLL_MS, at once again
 * after a full batch. `stop` lets the message under way finish, hands back the rest of the
 * round, and starts no other.
 */
export function startOutboxSender(options: SenderOptions): PollLoop {
  logInfo("outbox_sender_started", { channels: Object.keys(options.channels).join(",") || "none" });
  return startPollLoop({
    round: (stopping) => runOutboxOnce(options, stopping),
    delayAfter: (count) => ((count ?? 0) >= (options.batch ?? BATCH) ? 0 : env().OUTBOX_POLL_MS),
    failureEvent: "outbox_round_failed",
  });
}
