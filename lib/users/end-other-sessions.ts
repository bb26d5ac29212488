import "server-only";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { disconnectUserSockets } from "@/lib/realtime/publish";
import { revokeOtherSessions } from "@/lib/auth/sessions/revoke-other-sessions";
import { profileSelect } from "./shapes";

/**
 * 'Barcha qurilmalardan chiqish': ends every session but the caller's own, at once. The token
 * version moves too, so tokens that name no session (issued before sessions were recorded, or
 * by the auto-login link) die as well; the caller gets a fresh token for the session it keeps.
 */
export async function endOtherSessions(input: { caller: Caller }) {
  const { caller } = input;
  const result = await db().$transaction(async (tx) => {
    const ended = await revokeOtherSessions({ userId: caller.id, keepId: caller.sessionId ?? null }, tx);
    const user = await tx.user.update({
      where: { id: caller.id },
      data: { tokenVersion: { increment: 1 } },
      select: { ...profileSelect, tokenVersion: true },
    });
    return { user, ended };
  });
  // Every token of the user but the fresh one is dead, the caller's old one too: its sockets
  // end, and the caller's page opens a new one with the new cookie.
  disconnectUserSockets(caller.id);
  return result;
}
