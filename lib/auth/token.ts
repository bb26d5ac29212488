import { jwtVerify, SignJWT } from "jose";
import { env } from "@/lib/env";
import type { Role } from "@/lib/db/generated/enums";

export const TOKEN_COOKIE = "jwt";
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const ALGORITHM = "HS256";

/** `sid` names the sign-in (Session row) the token belongs to; tokens from before sessions have none. */
export type TokenClaims = { sub: string; ver: number; role: Role; fullName: string; phone: string; sid?: string };

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

/** The claims of a valid token, or null. The algorithm is pinned: no `none`, no RS/HS confusion. */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret(), { algorithms: [ALGORITHM] });
    if (typeof payload.sub !== "string" || typeof payload.ver !== "number") return null;
    if (payload.sid !== undefined && typeof payload.sid !== "string") return null;
    return payload as unknown as TokenClaims;
  } catch {
    return null;
  }
}
