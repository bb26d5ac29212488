import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { disconnectSessionSockets } from "@/lib/realtime/publish";

/**
 * 'Chiqarish': ends one of the caller's own sessions; its token is a 401 from now on. Beside
 * endOtherSessions rather than in lib/auth: it closes the session's live sockets, and the socket
 * server reads tokens through lib/auth.
 */
export async function endSession(input: { caller: Caller; sessionId: string }): Promise<void> {
  const ended = await db().session.updateMany({
    where: { id: input.sessionId, userId: input.caller.id, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  if (ended.count === 0) throw new AppError("not_found", "Sessiya topilmadi");
  disconnectSessionSockets(input.sessionId);
}
