import { signToken, TOKEN_COOKIE, TOKEN_TTL_SECONDS } from "@/lib/auth/token";
import type { Role } from "@/lib/db/generated/enums";
import { isProduction } from "@/lib/env";
import { json } from "./route";

type SessionUser = { id: string; role: Role; fullName: string; phone: string; tokenVersion: number };

/** `{success, token, user}` plus the httpOnly `jwt` cookie (DESIGN.md, Auth); the token names its session. */
export async function sessionResponse(user: SessionUser, extra: Record<string, unknown> = {}, status = 200, sessionId: string | null = null) {
  const { tokenVersion, ...publicUser } = user;
  const token = await signToken({
    sub: user.id,
    ver: tokenVersion,
    role: user.role,
    fullName: user.fullName,
    phone: user.phone,
    ...(sessionId ? { sid: sessionId } : {}),
  });
  const response = json({ ...extra, token, user: publicUser }, { status });
  response.cookies.set(TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: isProduction(),
    path: "/",
    maxAge: TOKEN_TTL_SECONDS,
  });
  return response;
}

export function clearSessionResponse(message: string) {
  const response = json({ message });
  response.cookies.set(TOKEN_COOKIE, "", { httpOnly: true, sameSite: "lax", secure: isProduction(), path: "/", maxAge: 0 });
  return response;
}
