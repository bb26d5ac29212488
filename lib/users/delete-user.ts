import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { disconnectUserSockets } from "@/lib/realtime/publish";
import { assertAnotherAdminRemains, lockUser } from "./user-rows";

/**
 * An admin deletes a user. The schema cascades: the user's payments, ledger, enrolments, lesson
 * progress, daily scores and certificates go with them (admin §6 lets an admin delete users; a
 * half-deleted account would keep a phone number taken). Payments they decided and ledger rows
 * they made keep their rows with the actor cleared. Nobody deletes themself or the last admin.
 * The user's open sockets end on every instance.
 */
export async function deleteUser({ caller, userId }: { caller: Caller; userId: string }): Promise<void> {
  if (caller.role !== "admin") throw new AppError("admin_only");
  if (caller.id === userId) throw new AppError("forbidden", "api.problems.deleteSelf");
  await db().$transaction(async (tx) => {
    // Admin rows first, then the user's (the order every admin edit keeps too): no deadlock.
    await assertAnotherAdminRemains(tx, userId);
    await lockUser(tx, userId);
    await tx.user.delete({ where: { id: userId } });
  });
  disconnectUserSockets(userId);
}
