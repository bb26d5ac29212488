import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { changePasswordBody } from "@/lib/auth/password-rules";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { disconnectUserSockets } from "@/lib/realtime/publish";
import { checkWithinLimits } from "./login-user";
import { profileSelect, type Profile } from "./shapes";

// The body's rules are browser-safe (the settings form validates with them too).
export { changePasswordBody };

/**
 * Replaces the password and moves tokenVersion, which ends every other session; the
 * caller gets a fresh token. A wrong current password counts as a failed login of the session.
 */
export async function changePassword(opts: {
  caller: Caller;
  input: z.output<typeof changePasswordBody>;
  clientAddress: string;
}): Promise<Profile & { tokenVersion: number }> {
  const { caller, input, clientAddress } = opts;
  // The caller's session proves a sign-in, as a known device does: its own count guards the
  // current password, so strangers filling the phone's or the address's counts never refuse it.
  const checked = await checkWithinLimits({
    phone: caller.phone,
    clientAddress,
    deviceId: caller.sessionId ? `session:${caller.sessionId}` : null,
    check: async () => {
      const user = await db().user.findUnique({ where: { id: caller.id }, select: { passwordHash: true } });
      if (!user) throw new AppError("unauthenticated");
      return (await verifyPassword(input.currentPassword, user.passwordHash)) ? true : null;
    },
  });
  if (!checked) throw new AppError("wrong_current_password");
  const updated = await db().user.update({
    where: { id: caller.id },
    data: { passwordHash: await hashPassword(input.newPassword), tokenVersion: { increment: 1 } },
    select: { ...profileSelect, tokenVersion: true },
  });
  // Sockets opened with an old token end too (an admin's page reconnects with the new cookie).
  disconnectUserSockets(caller.id);
  return updated;
}
