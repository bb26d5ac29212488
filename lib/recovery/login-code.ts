import "server-only";
import type { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { profileSelect, type Profile } from "@/lib/users/shapes";
import { checkCode, sendCode } from "./password-reset";
import type { loginCodeBody } from "./rules";

// Issue 44 item 5: a phone strangers locked (wrong passwords from many addresses) is refused a
// password on a device that never signed in with it. Its owner asks for a code instead, sent to
// their Telegram or by SMS through the recovery codes of issue 39, and signs in with phone and
// code: the same code, limits and tries as a reset, but the password stays as it is. The login
// route then marks the device as known (lib/auth/device-cookie.ts), so from there on its own
// counts apply to it, not the phone's that strangers fill.

/** Sends a sign-in code to the owner of `phone`; the caller learns nothing of whether it is known. */
export async function requestLoginCode(input: { phone: string; clientAddress: string; locale: Locale }): Promise<void> {
  await sendCode({ ...input, purpose: "login" });
}

/**
 * The user whose live code this is, once: the code is spent here, so it signs in one device
 * once. The login throttle's counts are left alone: the password was not proven, and whoever
 * filled them may still be guessing it.
 */
export async function signInWithCode(input: z.output<typeof loginCodeBody> & { clientAddress: string }): Promise<Profile & { tokenVersion: number }> {
  const codeId = await checkCode(input);
  const [spent] = await db().$queryRaw<{ userId: string }[]>`
    UPDATE "PasswordReset" SET "usedAt" = now()
    WHERE "id" = ${codeId} AND "usedAt" IS NULL AND "voidedAt" IS NULL AND "expiresAt" > now()
    RETURNING "userId"`;
  if (!spent) throw new AppError("reset_code_invalid");
  const user = await db().user.findUnique({ where: { id: spent.userId }, select: { ...profileSelect, tokenVersion: true } });
  if (!user) throw new AppError("reset_code_invalid");
  return user;
}
