import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

/**
 * A device that signed in before (issue 25 item 5): after a successful login the browser keeps
 * a signed cookie naming the phone it signed in with and a random device id. With it, the
 * login limits of the phone and the address (which strangers can fill: 10 wrong passwords from
 * each of 11 addresses locked the owner out for 15 minutes) do not apply; the device has its
 * own limit of wrong passwords instead.
 */
export const DEVICE_COOKIE = "qadam_device";
export const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

function signature(payload: string): string {
  const secret = env().JWT_SECRET;
  if (!secret) throw new Error("JWT_SECRET is not set: start the app through server.ts");
  return createHmac("sha256", secret).update(`device:${payload}`).digest("base64url");
}

/** A new cookie value for a device that just signed in with `phone`. */
export function deviceCookieValue(phone: string): string {
  const payload = `${randomBytes(12).toString("base64url")}.${Buffer.from(phone).toString("base64url")}`;
  return `${payload}.${signature(payload)}`;
}

/** The device id of a cookie signed by us for `phone`, or null (absent, forged, another phone's). */
export function knownDevice(value: string | undefined, phone: string): string | null {
  const [id, encodedPhone, signed, ...rest] = value?.split(".") ?? [];
  if (!id || !encodedPhone || !signed || rest.length > 0) return null;
  const expected = Buffer.from(signature(`${id}.${encodedPhone}`));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Buffer.from(encodedPhone, "base64url").toString() === phone ? id : null;
}
