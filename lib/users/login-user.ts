import { z } from "zod";
import { AppError } from "@/lib/api/errors";
import { hashPassword, passwordSchema, verifyPassword } from "@/lib/auth/password";
import { phoneSchema } from "@/lib/auth/phone";
import { assertUnderLimit, recordAttempt, type Limit } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { profileSelect, type Profile } from "./shapes";

export const loginBody = z.object({ phone: phoneSchema, password: passwordSchema() });
export type LoginInput = z.output<typeof loginBody>;

// Compared against when the phone is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;
const timingHash = () => (dummyHash ??= hashPassword("qadam-unknown-phone"));

export function failedLoginLimits(phone: string, clientAddress: string): Limit[] {
  const { RATE_LIMIT_LOGIN_PER_PHONE, RATE_LIMIT_LOGIN_PER_ADDRESS, RATE_LIMIT_WINDOW_MINUTES } = env();
  return [
    { key: `login:phone:${phone}`, max: RATE_LIMIT_LOGIN_PER_PHONE, windowMinutes: RATE_LIMIT_WINDOW_MINUTES },
    { key: `login:address:${clientAddress}`, max: RATE_LIMIT_LOGIN_PER_ADDRESS, windowMinutes: RATE_LIMIT_WINDOW_MINUTES },
  ];
}

/** Checks phone and password; only failures count toward the limits (DESIGN.md). */
export async function loginUser(input: LoginInput, clientAddress: string): Promise<Profile & { tokenVersion: number }> {
  const limits = failedLoginLimits(input.phone, clientAddress);
  for (const limit of limits) await assertUnderLimit(limit);
  const user = await db().user.findUnique({
    where: { phone: input.phone },
    select: { ...profileSelect, passwordHash: true, tokenVersion: true },
  });
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await timingHash()));
  if (!user || !valid) {
    for (const limit of limits) await recordAttempt(limit);
    throw new AppError("invalid_credentials");
  }
  const { passwordHash: _hash, ...profile } = user;
  return profile;
}
