import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/api/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { passwordSchema } from "@/lib/auth/password-rules";
import { knownDevice } from "@/lib/auth/device-cookie";
import { phoneSchema } from "@/lib/auth/phone";
import { countAttempts, readCounts, recordAttempts, releaseAttempts, tooManyFor, type Limit } from "@/lib/auth/rate-limit";
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
export function loginLimits(phone: string, clientAddress: string, deviceId: string | null = null): { failures: Limit[]; attempts: Limit } {
  const env_ = env();
  const windowMinutes = env_.RATE_LIMIT_WINDOW_MINUTES;
  // A device that signed in with this phone before (lib/auth/device-cookie.ts) is held to its
  // own wrong passwords only: strangers filling the phone's or the address's limits cannot
  // lock its owner out.
  if (deviceId) {
    return {
      failures: [{ key: `login:device:${deviceId}`, max: env_.RATE_LIMIT_LOGIN_PER_PHONE, windowMinutes }],
      attempts: { key: `login:attempts:${clientAddress}`, max: env_.RATE_LIMIT_LOGIN_ATTEMPTS_PER_ADDRESS, windowMinutes },
    };
  }
  return {
    failures: [
      { key: `login:phone-address:${phone}:${clientAddress}`, max: env_.RATE_LIMIT_LOGIN_PER_PHONE, windowMinutes },
      { key: `login:phone:${phone}`, max: env_.RATE_LIMIT_LOGIN_PHONE_CEILING, windowMinutes },
      { key: `login:address:${clientAddress}`, max: env_.RATE_LIMIT_LOGIN_PER_ADDRESS, windowMinutes },
    ],
    attempts: { key: `login:attempts:${clientAddress}`, max: env_.RATE_LIMIT_LOGIN_ATTEMPTS_PER_ADDRESS, windowMinutes },
  };
}

// A failure limit's count holds the checks under way as well as the wrong passwords; this key
// counts the wrong passwords alone.
const failedKey = (limit: Limit) => `${limit.key}:failed`;
// How often, and how long at most, an attempt waits for checks under way to give their slots back.
const SLOT_POLL_MS = 50;
const SLOT_WAIT_MS = 15_000;

/**
 * Runs a password check under the failed-login limits. Each failure limit is a set of slots:
 * an attempt takes one (counted atomically before the check: checking first and counting after
 * let 30 parallel wrong passwords all through a limit of 10), a wrong password keeps it for the
 * window, a right one gives it back. An attempt that finds every slot taken is refused at once
 * when wrong passwords fill them; when checks still under way hold some, it gives its own back
 * and waits for theirs, so 60 parallel right passwords all get in (issue 25 item 6: 50 of them
 * were refused, a success counted as a failure while it was checked).
 */
export async function checkWithinLimits<T>(opts: { phone: string; clientAddress: string; deviceId?: string | null; check: () => Promise<T | null> }): Promise<T | null> {
  const { failures, attempts } = loginLimits(opts.phone, opts.clientAddress, opts.deviceId ?? null);
  const windowMinutes = failures[0]!.windowMinutes;
  const giveUpAt = Date.now() + SLOT_WAIT_MS;
  let over = await countAttempts([...failures, attempts]);
  while (over.length > 0) {
    if (over.some(({ limit }) => limit === attempts)) throw tooManyFor(over);
    await releaseAttempts(failures);
    // Waits without taking a slot (read only, so waiting attempts do not hold each other up),
    // until one comes back or wrong passwords are seen to fill the limit.
    for (;;) {
      const failed = await readCounts(failures.map(failedKey), windowMinutes);
      if (over.some(({ limit }) => (failed.get(failedKey(limit)) ?? 0) >= limit.max) || Date.now() >= giveUpAt) throw tooManyFor(over);
      await new Promise((resolve) => setTimeout(resolve, SLOT_POLL_MS * (1 + Math.random())));
      const taken = await readCounts(failures.map((limit) => limit.key), windowMinutes);
      if (failures.every((limit) => (taken.get(limit.key) ?? 0) < limit.max)) break;
    }
    over = await countAttempts(failures);
  }
  const result = await opts.check().catch(async (error: unknown) => {
    await releaseAttempts(failures);
    throw error;
  });
  if (result === null) await recordAttempts(failures.map(failedKey), windowMinutes);
  else await releaseAttempts(failures);
  return result;
}

/** Checks phone and password; only failures count toward the limits (DESIGN.md). */
export async function loginUser(input: LoginInput, clientAddress: string, deviceCookie?: string): Promise<Profile & { tokenVersion: number }> {
  const profile = await checkWithinLimits({
    phone: input.phone,
    clientAddress,
    deviceId: knownDevice(deviceCookie, input.phone),
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
