import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { secureEquals } from "../secure-compare";

// A Payme key set by ChangePassword is kept only as a salted HMAC-SHA256: the app compares
// keys and never sends one, so nothing needs the key back, and a read of the table gives none.

type Bytes = Uint8Array<ArrayBuffer>;
export type KeyDigest = { salt: Bytes; digest: Bytes; replaces: Bytes };

function hmac(salt: Uint8Array, key: string): Buffer {
  return createHmac("sha256", salt).update(key, "utf8").digest();
}

/** Whether `key` is the one `digest` was made from, in time that tells nothing of how much of it matched. */
function matches(salt: Uint8Array, digest: Uint8Array, key: string): boolean {
  const given = hmac(salt, key);
  return given.length === digest.length && timingSafeEqual(given, digest);
}

/** The row for `key`, replacing `environmentKey`, under a fresh salt. */
export function digestKey(key: string, environmentKey: string): KeyDigest {
  const salt = randomBytes(16);
  return { salt: new Uint8Array(salt), digest: new Uint8Array(hmac(salt, key)), replaces: new Uint8Array(hmac(salt, environmentKey)) };
}

/**
 * Whether `given` opens a slot whose environment key is `environmentKey`: the stored key while
 * the environment still holds the key it replaced, else the environment's own (never both, so
 * the key a ChangePassword replaced stops working at once).
 */
export function opensSlot(environmentKey: string, stored: KeyDigest | undefined, given: string): boolean {
  if (stored && matches(stored.salt, stored.replaces, environmentKey)) return matches(stored.salt, stored.digest, given);
  return secureEquals(given, environmentKey);
}
