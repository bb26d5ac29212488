import bcrypt from "bcryptjs";
import { z } from "zod";
import { env } from "@/lib/env";
import { BcryptUnavailableError, bcryptPool, disableBcryptPool, type BcryptJob } from "./bcrypt-pool";
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from "./password-rules";

export function passwordSchema(tooShort = "api.validation.passwordTooShort") {
  return z
    .string({ error: tooShort })
    .min(PASSWORD_MIN_LENGTH, tooShort)
    .refine((value) => Buffer.byteLength(value, "utf8") <= PASSWORD_MAX_BYTES, "api.validation.passwordTooLong");
}

/** Runs a job in the worker pool; in-thread only when the workers cannot load bcryptjs. */
async function offThread<T extends string | boolean>(job: BcryptJob, inThread: () => Promise<T>): Promise<T> {
  const pool = bcryptPool(env().BCRYPT_WORKERS);
  if (!pool) return inThread();
  try {
    return (await pool.run(job)) as T;
  } catch (error) {
    if (!(error instanceof BcryptUnavailableError)) throw error;
    disableBcryptPool(error.message);
    return inThread();
  }
}

/** Hashes off the event loop (lib/auth/bcrypt-pool.ts): a cost-11 hash takes ~150 ms of CPU. */
export function hashPassword(password: string): Promise<string> {
  const cost = env().BCRYPT_COST;
  return offThread({ op: "hash", password, cost }, () => bcrypt.hash(password, cost));
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return offThread({ op: "compare", password, hash }, () => bcrypt.compare(password, hash));
}
