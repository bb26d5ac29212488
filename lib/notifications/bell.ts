import "server-only";
import { z } from "zod";
import { recordId } from "@/lib/api/record-id";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";

export type BellLine = { id: string; kind: string; text: string; href: string; read: boolean; createdAt: Date };

const LATEST = 30;

/**
 * The caller's bell (issue 39): their latest events, newest first, each in the reader's language
 * with the page it is about, and how many are unread. Only the caller's own lines are read.
 */
export async function findBell({ caller, locale }: { caller: Caller; locale: Locale }): Promise<{ items: BellLine[]; unread: number }> {
  const [rows, unread] = await Promise.all([
    db().bellItem.findMany({
      where: { userId: caller.id },
      select: { id: true, kind: true, texts: true, href: true, read: true, createdAt: true },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: LATEST,
    }),
    db().bellItem.count({ where: { userId: caller.id, read: false } }),
  ]);
  const items = rows.map(({ texts, ...row }) => {
    const byLocale = texts as Partial<Record<Locale, string>>;
    return { ...row, text: byLocale[locale] ?? byLocale.uz ?? "" };
  });
  return { items, unread };
}

/** Lines to mark read: the ids given, or every unread line of the caller when none are. */
export const markBellReadBody = z.strictObject({ ids: z.array(recordId).min(1).max(100).optional() });

/** Marks the caller's own lines read (another user's ids are passed over) and answers the unread count left. */
export async function markBellRead({ caller, ids }: { caller: Caller; ids?: string[] }): Promise<{ updated: number; unread: number }> {
  const { count } = await db().bellItem.updateMany({ where: { userId: caller.id, read: false, ...(ids ? { id: { in: ids } } : {}) }, data: { read: true } });
  const unread = await db().bellItem.count({ where: { userId: caller.id, read: false } });
  return { updated: count, unread };
}
