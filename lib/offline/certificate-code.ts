import { randomBytes } from "node:crypto";

// Crockford-style alphabet: no I, L, O, U, so a code read aloud or typed from paper survives.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** 10 characters, 50 random bits: short enough to print, too many to guess. */
export function newCertificateCode(): string {
  const bytes = randomBytes(10);
  return Array.from(bytes, (byte) => ALPHABET[byte % 32]).join("");
}
