import "server-only";
import type { Tx } from "@/lib/db/client";
import type { OutboxChannel } from "@/lib/db/generated/enums";

export type OutboxEntry = { eventKey: string; kind: string; channel: OutboxChannel; recipient: string; text: string };

/**
 * Writes messages inside the transaction of the event that causes them, so an event that rolls
 * back sends nothing and one that commits is never lost. A message already written for the same
 * (event, recipient, channel) is kept as it is: an event replayed sends once.
 */
export async function enqueueMessages(tx: Tx, entries: readonly OutboxEntry[]): Promise<number> {
  if (!entries.length) return 0;
  const written = await tx.outboxMessage.createMany({ data: [...entries], skipDuplicates: true });
  return written.count;
}
