import { idParams } from "@/lib/admin/params";
import { route } from "@/lib/api/route";
import { clearSessionResponse } from "@/lib/api/session-response";
import { endSession } from "@/lib/users/end-session";

// DELETE /api/auth/sessions/{id} — end one of the caller's sessions (its token is a 401 at once)
export const DELETE = route({ auth: "user", params: idParams }, async ({ caller, params }) => {
  await endSession({ caller, sessionId: params.id });
  // Ending this very session is signing out here too.
  if (params.id === caller.sessionId) return clearSessionResponse("Qurilma tizimdan chiqarildi");
  return { message: "Qurilma tizimdan chiqarildi" };
});
