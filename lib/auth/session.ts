import "server-only";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { Role } from "@/lib/db/generated/enums";
import { PREPARED } from "@/lib/db/prepared";
import { requestCookie } from "@/lib/request/request-context";
import { TOKEN_COOKIE, verifyToken } from "./token";

/** `sessionId`: the sign-in the token names. */
export type Caller = { id: string; role: Role; fullName: string; phone: string; sessionId?: string | null };

// Last seen is written at most this often per session, not on every request.
const LAST_SEEN_EVERY_MS = 5 * 60_000;
export type TokenSource = "bearer" | "cookie";

/** The token of a request: `Authorization: Bearer` first, then the `jwt` cookie. */
export function readToken(headers: Headers): { token: string; source: TokenSource } | null {
  const authorization = headers.get("authorization");
  if (authorization?.toLowerCase().startsWith("bearer ")) {
    const token = authorization.slice(7).trim();
    if (token) return { token, source: "bearer" };
  }
  // A cookie that cannot be decoded (`jwt=%`) is no token: the request goes on as a visitor's,
  // so even a broken cookie can still sign out.
  const cookie = requestCookie(headers, TOKEN_COOKIE);
  return cookie ? { token: cookie, source: "cookie" } : null;
}

type CallerRow = Omit<Caller, "sessionId"> & { tokenVersion: number; hasSession: boolean; revokedAt: Date | null; lastSeenAt: Date | null; along: unknown };

/**
 * Something a request reads about its caller, in the caller's own statement (issue 27: a
 * signed-in read is one round trip, as the constant route is): a scalar SQL expression over the
 * token's user id, and how to read its value. It is read before the session is judged, and
 * thrown away with the caller when the session is not valid.
 */
export type CallerRead<T> = { sql: (userId: string) => Prisma.Sql; read: (value: unknown) => T };

/**
 * The user behind a token, read from the database on every call: a deleted user, a changed
 * password (tokenVersion), an ended session or a changed role takes effect at once.
 */
export async function callerFromToken(token: string): Promise<Caller | null> {
  return (await callerWith(token, null))?.caller ?? null;
}

/** The caller of `token`, and what `along` reads about them in the same statement. */
export async function callerWith<T>(token: string, along: CallerRead<T> | null): Promise<{ caller: Caller; along: T | undefined } | null> {
  const claims = await verifyToken(token);
  if (!claims) return null;
  const sid = claims.sid;
  // One statement for the user and the session, on every signed-in request (issue 14), planned
  // once per connection (PREPARED): its planning cost more than its run.
  const [user] = await db().$queryRaw<CallerRow[]>`${PREPARED}
    SELECT u.id, u.role::text AS role, u."fullName", u.phone, u."tokenVersion", s."revokedAt", s."lastSeenAt", s.id IS NOT NULL AS "hasSession",
      ${along ? along.sql(claims.sub) : Prisma.sql`NULL`} AS "along"
    FROM "User" u LEFT JOIN "Session" s ON s.id = ${sid} AND s."userId" = u.id
    WHERE u.id = ${claims.sub}`;
  if (!user || user.tokenVersion !== claims.ver) return null;
  if (!user.hasSession || user.revokedAt !== null) return null;
  if (user.lastSeenAt && Date.now() - user.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
    // Best effort, off the request's path: a lost update only makes 'last seen' a little older.
    void db()
      .session.updateMany({ where: { id: sid, revokedAt: null }, data: { lastSeenAt: new Date() } })
      .catch(() => undefined);
  }
  const caller = { id: user.id, role: user.role, fullName: user.fullName, phone: user.phone, sessionId: sid };
  return { caller, along: along ? along.read(user.along) : undefined };
}
