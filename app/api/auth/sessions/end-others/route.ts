import { route } from "@/lib/api/route";
import { sessionResponse } from "@/lib/api/session-response";
import { endOtherSessions } from "@/lib/users/end-other-sessions";

// POST /api/auth/sessions/end-others — end every session but this one; this one gets a new token
export const POST = route({ auth: "user" }, async ({ caller }) => {
  const { user, ended } = await endOtherSessions({ caller });
  return sessionResponse(user, { message: "Boshqa barcha qurilmalardan chiqildi", ended }, 200, caller.sessionId ?? null);
});
