import "server-only";
import { AppError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { checkedWarnings } from "@/lib/offline/update-warnings";
import { normaliseWarnings } from "@/lib/offline/warnings";
import { getAdminUserView, lockUser, type UserEditResult } from "./user-rows";

/**
 * The offline card's warnings editor (DESIGN: at most 3, each only after the one before, cancel
 * sets the reason to ''). The order rule is checked against the stored list on the locked row,
 * so two admins giving the first and second warning at once are checked one after the other.
 * With `expectedWarnings` (the list the editor showed) a list changed since answers 409.
 */
export async function setWarnings({
  caller,
  userId,
  warnings,
  expectedWarnings,
  now = new Date(),
}: {
  caller: Caller;
  userId: string;
  warnings: string[];
  expectedWarnings?: string[];
  now?: Date;
}): Promise<UserEditResult> {
  if (caller.role !== "admin") throw new AppError("admin_only");
  await db().$transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const stored = normaliseWarnings(user.warnings);
    if (expectedWarnings && normaliseWarnings(expectedWarnings).some((reason, slot) => reason !== stored[slot])) throw new AppError("conflict");
    await tx.user.update({ where: { id: userId }, data: { warnings: checkedWarnings(user.warnings, warnings) }, select: { id: true } });
  });
  return { message: "api.success.studentUpdated", user: await getAdminUserView(userId, now) };
}
