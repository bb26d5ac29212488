import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether the X-Telegram-Bot-Api-Secret-Token header is the configured secret, in time that does
 * not depend on where they differ: both are hashed to the same length first, as timingSafeEqual
 * needs, so not even the secret's length shows.
 */
export function isWebhookSecret(given: string | null, secret: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return given !== null && timingSafeEqual(digest(given), digest(secret));
}
