import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { clearLoginLock, findLoginLock, type LoginLock } from "@/lib/auth/login-throttle";
import { db } from "@/lib/db/client";
import { freeFailures } from "./login-user";

async function phoneOf(userId: string): Promise<string> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { phone: true } });
  if (!user) throw new AppError("user_not_found");
  return user.phone;
}

/** The wrong-password counts that make a user's sign-in wait, for the admin (issue 25 item 5). */
export async function getUserLoginLock(userId: string): Promise<LoginLock> {
  return findLoginLock(await phoneOf(userId), freeFailures);
}

/** Forgets them, so the user signs in at once from anywhere; the number of counts cleared. */
export async function clearUserLoginLock(userId: string): Promise<number> {
  return clearLoginLock(await phoneOf(userId));
}
