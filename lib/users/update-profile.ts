import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db, type Tx } from "@/lib/db/client";
import type { UpdateProfileInput } from "./user-edit-schemas";
import { getAdminUserView, lockUser, phoneTakenOnUniqueViolation, type UserEdit, type UserEditResult } from "./user-rows";

/**
 * Writes a locked user's name and phone. The phone is unique: another holder is a 409 before
 * the write (the unique index catches a holder that commits in between).
 */
export async function writeProfile(tx: Tx, { userId, input }: { userId: string; input: UpdateProfileInput }): Promise<void> {
  const holder = await tx.user.findFirst({ where: { phone: input.phone, id: { not: userId } }, select: { id: true } });
  if (holder) throw new AppError("phone_taken");
  await tx.user.update({ where: { id: userId }, data: { fullName: input.fullName, phone: input.phone }, select: { id: true } });
}

/**
 * The settings profile form (admin §2 Settings): an admin's name and phone, their own ('Profil
 * yangilandi') or, sent with only these two fields, another user's.
 */
export async function updateProfile({
  caller,
  userId,
  input,
  now = new Date(),
}: UserEdit<UpdateProfileInput>): Promise<UserEditResult> {
  if (caller.role !== "admin") throw new AppError("admin_only");
  await db()
    .$transaction(async (tx) => {
      await lockUser(tx, userId);
      await writeProfile(tx, { userId, input });
    })
    .catch(phoneTakenOnUniqueViolation);
  const message = caller.id === userId ? "api.success.profileUpdated" : "api.success.userUpdated";
  return { message, user: await getAdminUserView(userId, now) };
}
