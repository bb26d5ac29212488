import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db, type Tx } from "@/lib/db/client";
import { tellStudent } from "@/lib/outbox/student-events";
import { checkedWarnings } from "@/lib/offline/update-warnings";
import { normaliseWarnings } from "@/lib/offline/warnings";
import { getAdminUserView, lockUser, type UserEditResult } from "./user-rows";

/**
 * The offline card's warnings editor (DESIGN: at most 3, each only after the one before, cancel
 * sets the reason to ''). The order rule is checked against the stored list on the locked row,
 * so two admins giving the first and second warning at once are checked one after the other.
 * With `expectedWarnings` (the list the editor showed) a list changed since answers 409.
 * The student is told of each warning given or cancelled, with its reason; a list saved again
 * unchanged tells nothing.
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
    await lockUser(tx, userId);
    await writeWarnings(tx, { userId, warnings, now, ...(expectedWarnings ? { expectedWarnings } : {}) });
  });
  return { message: "api.success.studentUpdated", user: await getAdminUserView(userId, now) };
}

/**
 * The warnings write on a user whose row the caller has locked, shared by the admin's editor and
 * the teacher's (lib/teaching): checked against the stored list, each change told to the student.
 * Answers the list before and after.
 */
export async function writeWarnings(
  tx: Tx,
  { userId, warnings, expectedWarnings, now }: { userId: string; warnings: string[]; expectedWarnings?: string[]; now: Date },
): Promise<{ before: string[]; after: string[] }> {
  const { warnings: current } = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { warnings: true } });
  const stored = normaliseWarnings(current);
  if (expectedWarnings && normaliseWarnings(expectedWarnings).some((reason, slot) => reason !== stored[slot])) throw new AppError("conflict");
  const next = checkedWarnings(current, warnings);
  await tx.user.update({ where: { id: userId }, data: { warnings: next }, select: { id: true } });
  for (const [slot, reason] of next.entries()) {
    const before = stored[slot] ?? "";
    if (reason === before) continue;
    const kind = reason ? "warning_given" : "warning_cancelled";
    await tellStudent(tx, { userId, kind, eventKey: `${userId}:${slot}:${now.getTime()}`, values: () => ({ number: slot + 1, reason: reason || before }) });
  }
  return { before: stored, after: normaliseWarnings(next) };
}
