import bcrypt from "bcryptjs";
import { env } from "@/lib/env";
import { BcryptUnavailableError, bcryptPool, disableBcryptPool, type BcryptJob } from "./bcrypt-pool";

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
