import "server-only";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";

export type SessionView = { id: string; device: string; place: string | null; createdAt: Date; lastSeenAt: Date; current: boolean };

/** The caller's signed-in devices, this one first, then by last seen. */
export async function findSessions(input: { caller: Caller }): Promise<SessionView[]> {
  const { caller } = input;
  const rows = await db().session.findMany({
    where: { userId: caller.id, revokedAt: null },
    select: { id: true, device: true, place: true, createdAt: true, lastSeenAt: true },
    orderBy: [{ lastSeenAt: "desc" }, { id: "asc" }],
    take: 50,
  });
  const sessions = rows.map((row) => ({ ...row, current: row.id === caller.sessionId }));
  return [...sessions.filter((session) => session.current), ...sessions.filter((session) => !session.current)];
}
