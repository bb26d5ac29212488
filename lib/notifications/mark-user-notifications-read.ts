import "server-only";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";

/** Marks every one of the caller's own notifications read; nobody else's are touched. */
export async function markUserNotificationsRead({ caller }: { caller: Caller }): Promise<{ updated: number }> {
  const { count } = await db().userNotification.updateMany({ where: { userId: caller.id, read: false }, data: { read: true } });
  return { updated: count };
}
