import { route } from "@/lib/api/route";
import { sessionResponse } from "@/lib/api/session-response";
import { revokeOtherSessions } from "@/lib/auth/sessions/revoke-other-sessions";
import { changePassword, changePasswordBody } from "@/lib/users/change-password";

// POST /api/auth/change-password — replace the password; other sessions end, this one gets a new token
export const POST = route({ auth: "user", body: changePasswordBody }, async ({ caller, body, clientAddress, t }) => {
  const user = await changePassword({ caller, input: body, clientAddress });
  // The new password ended the other tokens; their session rows end too.
  await revokeOtherSessions({ userId: caller.id, keepId: caller.sessionId ?? null });
  return sessionResponse(user, { message: t("api.success.passwordChanged") }, 200, caller.sessionId ?? null);
});
