import bcrypt from "bcryptjs";
import { z } from "zod";
import { env } from "@/lib/env";
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from "./password-rules";


export function passwordSchema(tooShort = "Parol kamida 6 ta belgi bo'lishi kerak") {
  return z
    .string({ error: tooShort })
    .min(PASSWORD_MIN_LENGTH, tooShort)
    .refine((value) => Buffer.byteLength(value, "utf8") <= PASSWORD_MAX_BYTES, "Parol 72 baytdan oshmasligi kerak");
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, env().BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}
