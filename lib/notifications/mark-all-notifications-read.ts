import "server-only";
import { db } from "@/lib/db/client";
import { publishToAdmins } from "@/lib/realtime/publish";

/**
 * "Mark all read" for every admin at once. Only what existed when the admin clicked is marked:
 * a notification that arrives during the update stays unread, so nobody misses it.
 */
export async function markAllNotificationsRead({ before = new Date() }: { before?: Date } = {}): Promise<{ updated: number }> {
  const { count } = await db().notification.updateMany({ where: { read: false, createdAt: { lte: before } }, data: { read: true } });
  publishToAdmins({ type: "notification:read-all", payload: { before: before.toISOString() } });
  return { updated: count };
}
