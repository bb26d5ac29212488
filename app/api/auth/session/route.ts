import { route } from "@/lib/api/route";
import { sessionResponse } from "@/lib/api/session-response";
import { db } from "@/lib/db/client";
import { profileSelect } from "@/lib/users/shapes";

// POST /api/auth/session — turn a valid Bearer token (the /auto-login link) into the httpOnly cookie
export const POST = route({ auth: "user" }, async ({ caller, t }) => {
  // tokenVersion is read again so the new token dies with the old one on a password change.
  const user = await db().user.findUniqueOrThrow({ where: { id: caller.id }, select: { ...profileSelect, tokenVersion: true } });
  // The cookie keeps the session the link\'s token names.
  return sessionResponse(user, { message: t("api.success.loggedIn") }, 200, caller.sessionId ?? null);
});
