import { jwtVerify, SignJWT } from "jose";
import { LRUCache } from "lru-cache";
import { env } from "@/lib/env";
import type { Role } from "@/lib/db/generated/enums";

export const TOKEN_COOKIE = "jwt";
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const ALGORITHM = "HS256";

/**
 * `sid` names the sign-in (Session row) the token belongs to; verifyToken refuses a token
 * without one (issue 45: no session row, so no logout, security page or password change
 * could end it).
 */
export type TokenClaims = { sub: string; ver: number; role: Role; fullName: string; phone: string; sid?: string };
export type VerifiedClaims = TokenClaims & { sid: string };

function secret(): Uint8Array {
  const value = env().JWT_SECRET;
  if (!value) throw new Error("JWT_SECRET is not set: start the app through server.ts");
  return new TextEncoder().encode(value);
}

export function signToken(claims: TokenClaims): Promise<string> {
  const { sub, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(secret());
}

/**
 * Tokens whose signature was verified, with their claims, until they expire: a student's every
 * request carries the same token, and jose's HMAC through WebCrypto cost 0.4 ms of CPU each time
 * (issue 27). Only the signature and the expiry are known here; whether the session still stands
 * (a changed password, an ended session) is read on every request with the caller
 * (lib/auth/session.ts). Forgotten when the secret changes.
 */
const verified = new LRUCache<string, VerifiedClaims & { exp: number }>({ max: 10_000 });
let verifiedUnder: string | undefined;

/** The claims of a valid token, or null. The algorithm is pinned: no `none`, no RS/HS confusion. */
export async function verifyToken(token: string): Promise<VerifiedClaims | null> {
  const { JWT_SECRET } = env();
  if (verifiedUnder !== JWT_SECRET) {
    verified.clear();
    verifiedUnder = JWT_SECRET;
  }
  const known = verified.get(token);
  if (known) return known.exp * 1000 > Date.now() ? known : null;
  try {
    const { payload } = await jwtVerify(token, secret(), { algorithms: [ALGORITHM] });
    if (typeof payload.sub !== "string" || typeof payload.ver !== "number" || typeof payload.exp !== "number") return null;
    if (typeof payload.sid !== "string" || !payload.sid) return null;
    const claims = Object.freeze(payload as unknown as VerifiedClaims & { exp: number });
    verified.set(token, claims, { ttl: Math.max(1, payload.exp * 1000 - Date.now()) });
    return claims;
  } catch {
    return null;
  }
}
