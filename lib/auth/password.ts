import bcrypt from "bcryptjs";
import { z } from "zod";
import { env } from "@/lib/env";
import { bcryptPool } from "./bcrypt-pool";
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from "./password-rules";

export function passwordSchema(tooShort = "Parol kamida 6 ta belgi bo'lishi kerak") {
  return z
    .string({ error: tooShort })
    .min(PASSWORD_MIN_LENGTH, tooShort)
    .refine((value) => Buffer.byteLength(value, "utf8") <= PASSWORD_MAX_BYTES, "Parol 72 baytdan oshmasligi kerak");
}

/** Hashes off the event loop (lib/auth/bcrypt-pool.ts); in-thread only when no worker can start. */
export async function hashPassword(password: string): Promise<string> {
  const cost = env().BCRYPT_COST;
  const pool = bcryptPool(env().BCRYPT_WORKERS);
  return pool ? String(await pool.run({ op: "hash", password, cost })) : bcrypt.hash(password, cost);
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const pool = bcryptPool(env().BCRYPT_WORKERS);
  return pool ? (await pool.run({ op: "compare", password, hash })) === true : bcrypt.compare(password, hash);
}
