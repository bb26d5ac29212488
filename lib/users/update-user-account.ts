import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db, type Tx } from "@/lib/db/client";
import { writeCertificateChain } from "@/lib/offline/set-step";
import { adjustBalance } from "./adjust-balance";
import { announceRoleChange, setRole } from "./set-role";
import { writeProfile } from "./update-profile";
import type { UpdateAccountInput } from "./user-edit-schemas";
import { getAdminUserView, lockUser, phoneTakenOnUniqueViolation, type LockedUser, type UserEdit, type UserEditResult } from "./user-rows";

/**
 * The account part both admin edit modals share, inside one transaction: the role first (it
 * takes the admins' locks before the user's), then name and phone, the balance through the
 * ledger, and the step with the certificates it unlocks (DESIGN: step > 35 and > 80).
 * Answers the user's row as it was before the edit.
 */
export async function writeAccount(
  tx: Tx,
  { caller, userId, input, now }: Required<UserEdit<UpdateAccountInput>>,
): Promise<LockedUser> {
  const before = input.role !== undefined ? await setRole(tx, { caller, userId, role: input.role }) : await lockUser(tx, userId);
  await writeProfile(tx, { userId, input });
  if (input.balance !== undefined) {
    await adjustBalance(tx, { caller, user: before, balance: input.balance, ...(input.expectedBalance !== undefined ? { expectedBalance: input.expectedBalance } : {}) });
  }
  if (input.step !== undefined) {
    await tx.user.update({ where: { id: userId }, data: { step: input.step }, select: { id: true } });
    await writeCertificateChain(tx, { userId, step: input.step, now });
  }
  return before;
}

/**
 * The users page's edit modal (admin §5 User edit, §7): name, phone and role, and the balance
 * and step when filled in, all or nothing in one transaction.
 */
export async function updateUserAccount({
  caller,
  userId,
  input,
  now = new Date(),
}: UserEdit<UpdateAccountInput>): Promise<UserEditResult> {
  if (caller.role !== "admin") throw new AppError("admin_only");
  const before = await db()
    .$transaction((tx) => writeAccount(tx, { caller, userId, input, now }))
    .catch(phoneTakenOnUniqueViolation);
  announceRoleChange(userId, before.role, input.role);
  return { message: "api.success.userUpdated", user: await getAdminUserView(userId, now) };
}
