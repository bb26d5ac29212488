import "server-only";
import { db, type Tx } from "@/lib/db/client";

/**
 * Ends every live session of a user except `keepId` (all of them when null). A password change
 * and 'Barcha qurilmalardan chiqish' both use it, so the security page lists only what still works.
 */
export async function revokeOtherSessions(input: { userId: string; keepId: string | null }, tx?: Tx): Promise<number> {
  const ended = await (tx ?? db()).session.updateMany({
    where: { userId: input.userId, revokedAt: null, ...(input.keepId ? { id: { not: input.keepId } } : {}) },
    data: { revokedAt: new Date() },
  });
  return ended.count;
}
