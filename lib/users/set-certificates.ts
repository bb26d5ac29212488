import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { writeCertificateChain } from "@/lib/offline/set-step";
import { getAdminUserView, lockUser, type UserEditResult } from "./user-rows";

/**
 * The offline card's certificates editor (DESIGN: the 7 fixed names, each only after all the
 * earlier ones): the list asked for is checked against the stored chain on the locked row; a
 * re-locked certificate is revoked and keeps its code.
 */
export async function setCertificates({
  caller,
  userId,
  certificates,
  now = new Date(),
}: {
  caller: Caller;
  userId: string;
  certificates: (boolean | string)[];
  now?: Date;
}): Promise<UserEditResult> {
  if (caller.role !== "admin") throw new AppError("admin_only");
  await db().$transaction(async (tx) => {
    await lockUser(tx, userId);
    await writeCertificateChain(tx, { userId, certificates, now });
  });
  return { message: "api.success.studentUpdated", user: await getAdminUserView(userId, now) };
}
