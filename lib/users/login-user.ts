import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/api/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { passwordSchema } from "@/lib/auth/password-rules";
import { phoneSchema } from "@/lib/auth/phone";
import { consumeAttempts, releaseAttempts, type Limit } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { profileSelect, type Profile } from "./shapes";

export const loginBody = z.object({ phone: phoneSchema, password: passwordSchema() });
export type LoginInput = z.output<typeof loginBody>;

// Compared against when the phone is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;
const timingHash = () => (dummyHash ??= hashPassword("qadam-unknown-phone"));

/**
 * The login limits (DESIGN.md; issue 8 items 4, 8, 12). `failures` count wrong passwords: the
 * hard lock keys on phone + address, so a stranger elsewhere cannot lock an account out (the
 * admin's included); a much higher ceiling per phone across all addresses still stops a
 * spread-out guessing run; and wrong passwords per address. `attempts` counts every login from
 * an address, right or wrong, generously: each one costs a bcrypt verification.
 */
export function loginLimits(phone: string, clientAddress: string): { failures: Limit[]; attempts: Limit } {
  const env_ = env();
  const windowMinutes = env_.RATE_LIMIT_WINDOW_MINUTES;
  return {
    failures: [
      { key: `login:phone-address:${phone}:${clientAddress}`, max: env_.RATE_LIMIT_LOGIN_PER_PHONE, windowMinutes },
      { key: `login:phone:${phone}`, max: env_.RATE_LIMIT_LOGIN_PHONE_CEILING, windowMinutes },
      { key: `login:address:${clientAddress}`, max: env_.RATE_LIMIT_LOGIN_PER_ADDRESS, windowMinutes },
    ],
    attempts: { key: `login:attempts:${clientAddress}`, max: env_.RATE_LIMIT_LOGIN_ATTEMPTS_PER_ADDRESS, windowMinutes },
  };
}

/**
 * Runs a password check under the failed-login limits. Every attempt is counted as a failure
 * first, atomically, and only then checked: checking first and counting after let 30 parallel
 * wrong passwords all through a limit of 10. A right password (`check` answers non-null) then
 * gives its count back, so successful logins are not limited (DESIGN.md); the price is that
 * while a phone sits at its limit, a right password sent in parallel with wrong ones can be
 * refused too.
 */
export async function checkWithinLimits<T>(opts: { phone: string; clientAddress: string; check: () => Promise<T | null> }): Promise<T | null> {
  const { failures, attempts } = loginLimits(opts.phone, opts.clientAddress);
  await consumeAttempts([...failures, attempts]);
  const result = await opts.check();
  if (result !== null) await releaseAttempts(failures);
  return result;
}

/** Checks phone and password; only failures count toward the limits (DESIGN.md). */
export async function loginUser(input: LoginInput, clientAddress: string): Promise<Profile & { tokenVersion: number }> {
  const profile = await checkWithinLimits({
    phone: input.phone,
    clientAddress,
    check: async () => {
      const user = await db().user.findUnique({
        where: { phone: input.phone },
        select: { ...profileSelect, passwordHash: true, tokenVersion: true },
      });
      const valid = await verifyPassword(input.password, user?.passwordHash ?? (await timingHash()));
      if (!user || !valid) return null;
      const { passwordHash: _hash, ...rest } = user;
      return rest;
    },
  });
  if (!profile) throw new AppError("invalid_credentials");
  return profile;
}
