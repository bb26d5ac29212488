import { route } from "@/lib/api/route";
import { clearSessionResponse } from "@/lib/api/session-response";
import { endSession } from "@/lib/users/end-session";

// POST /api/auth/logout — end this session (its token is a 401 from now on) and forget the cookie
export const POST = route({ auth: "optional" }, async ({ caller, t }) => {
  if (caller?.sessionId) await endSession({ caller, sessionId: caller.sessionId }).catch(() => undefined);
  return clearSessionResponse(t("api.success.loggedOut"));
});
