import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import type { Tx } from "@/lib/db/client";
import type { Role } from "@/lib/db/generated/enums";
import { disconnectUserSockets } from "@/lib/realtime/publish";
import { assertAnotherAdminRemains, lockUser, type LockedUser } from "./user-rows";

/**
 * Sets a user's role, never the last admin's, inside the form's transaction. It takes the locks
 * itself, so it must come first: the admins' rows (when the role is not admin), then the
 * user's. Answers the user's row as it was, for the form to read the old role and balance.
 */
export async function setRole(tx: Tx, { caller, userId, role }: { caller: Caller; userId: string; role: Role }): Promise<LockedUser> {
  if (caller.role !== "admin") throw new AppError("admin_only");
  if (role !== "admin") await assertAnotherAdminRemains(tx, userId);
  const before = await lockUser(tx, userId);
  if (role !== before.role) await tx.user.update({ where: { id: userId }, data: { role }, select: { id: true } });
  return before;
}

/**
 * After the commit: a changed role ends the user's open sockets on every instance, so a demoted
 * admin's page stops receiving notifications at once (it reconnects only if still an admin).
 */
export function announceRoleChange(userId: string, before: Role, after: Role | undefined): void {
  if (after !== undefined && after !== before) disconnectUserSockets(userId);
}
