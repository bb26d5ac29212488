import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether `given` equals one of `expected`, in time that tells nothing of how much of it
 * matched: both sides are hashed to equal-length digests first, which timingSafeEqual needs
 * and which hides the secret's length too. Every expected value is compared, match or not.
 */
export function secureEquals(given: string, ...expected: (string | undefined)[]): boolean {
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  const givenDigest = digest(given);
  let matched = false;
  for (const value of expected) {
    if (value === undefined) continue;
    if (timingSafeEqual(givenDigest, digest(value))) matched = true;
  }
  return matched;
}
