import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { passwordSchema } from "@/lib/auth/password-rules";
import { knownDevice } from "@/lib/auth/device-cookie";
import { phoneSchema } from "@/lib/auth/phone";
import { throttled, type ThrottleKey, type ThrottleScope } from "@/lib/auth/login-throttle";
import { consumeAttempts, type Limit } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { profileSelect, type Profile } from "./shapes";

export const loginBody = z.object({ phone: phoneSchema, password: passwordSchema() });
export type LoginInput = z.output<typeof loginBody>;

// Compared against when the phone is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined;
const timingHash = () => (dummyHash ??= hashPassword("qadam-unknown-phone"));

/** Wrong passwords a key lets through before its waits begin (lib/auth/login-throttle.ts). */
export function freeFailures(scope: ThrottleScope): number {
  const env_ = env();
  return scope === "phone" ? env_.RATE_LIMIT_LOGIN_PHONE_CEILING : scope === "address" ? env_.RATE_LIMIT_LOGIN_PER_ADDRESS : env_.RATE_LIMIT_LOGIN_PER_PHONE;
}

/**
 * The login limits (DESIGN.md; issue 8 items 4, 8, 12; issue 25 item 5). Wrong passwords wait
 * longer and longer per phone + address, per phone from all addresses (a much higher number
 * free, for a guessing run spread out), and per address for any phones (one address spraying
 * many). `attempts` counts every login, right or wrong, generously: each costs a bcrypt check.
 * A device that signed in with this phone before (lib/auth/device-cookie.ts) is held to its own
 * counts only: no stranger can fill them, so its owner's right password is never refused.
 */
export function loginLimits(phone: string, clientAddress: string, deviceId: string | null = null): { throttle: ThrottleKey[]; attempts: Limit } {
  const env_ = env();
  const attempts = (of: string): Limit => ({ key: `login:attempts:${of}`, max: env_.RATE_LIMIT_LOGIN_ATTEMPTS_PER_ADDRESS, windowMinutes: env_.RATE_LIMIT_WINDOW_MINUTES });
  const key = (scope: ThrottleScope, name: string, address: string | null, ofPhone: string | null = phone): ThrottleKey => ({ key: name, scope, free: freeFailures(scope), phone: ofPhone, address });
  if (deviceId) return { throttle: [key("device", `login:device:${deviceId}`, null)], attempts: attempts(`device:${deviceId}`) };
  return {
    throttle: [
      key("phone-address", `login:phone-address:${phone}:${clientAddress}`, clientAddress),
      key("phone", `login:phone:${phone}`, null),
      key("address", `login:address:${clientAddress}`, clientAddress, null),
    ],
    attempts: attempts(clientAddress),
  };
}

/** Runs a password check under the login limits: `check` answers null for a wrong password. */
export async function checkWithinLimits<T>(opts: { phone: string; clientAddress: string; deviceId?: string | null; check: () => Promise<T | null> }): Promise<T | null> {
  const { throttle, attempts } = loginLimits(opts.phone, opts.clientAddress, opts.deviceId ?? null);
  await consumeAttempts([attempts]);
  return throttled(throttle, opts.check);
}

/** Checks phone and password; only failures count toward the limits (DESIGN.md). */
export async function loginUser(input: LoginInput, clientAddress: string, deviceCookie?: string): Promise<Profile & { tokenVersion: number; locale: string }> {
  const profile = await checkWithinLimits({
    phone: input.phone,
    clientAddress,
    deviceId: knownDevice(deviceCookie, input.phone),
    check: async () => {
      const user = await db().user.findUnique({
        where: { phone: input.phone },
        select: { ...profileSelect, passwordHash: true, tokenVersion: true, locale: true },
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
