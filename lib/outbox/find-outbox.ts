import "server-only";
import { z } from "zod";
import { pageOf, pageParam, readPage, reversed, type Page } from "@/lib/admin/paging";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";

export const OUTBOX_PAGE = 20;

/** GET /api/admin/outbox?page= */
export const outboxQuery = z.object({ page: pageParam });

const ORDER = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.OutboxMessageOrderByWithRelationInput[];

const outboxSelect = {
  id: true,
  kind: true,
  channel: true,
  recipient: true,
  text: true,
  status: true,
  attempts: true,
  lastError: true,
  createdAt: true,
  sentAt: true,
  nextAttemptAt: true,
} satisfies Prisma.OutboxMessageSelect;

export type OutboxRow = Prisma.OutboxMessageGetPayload<{ select: typeof outboxSelect }>;

/**
 * One page of the outbox, newest first, texts included: without a configured channel this is
 * where a message reaches a person (a newcomer's password-reset code in demo mode), and when a
 * channel fails it shows why.
 */
export async function findOutbox(page: number): Promise<Page & { messages: OutboxRow[] }> {
  const at = pageOf(page, OUTBOX_PAGE, await db().outboxMessage.count());
  const messages = await readPage(at, ({ skip, take, reverse }) =>
    db().outboxMessage.findMany({ select: outboxSelect, orderBy: reverse ? reversed(ORDER) : ORDER, skip, take }),
  );
  return { messages, ...at };
}
