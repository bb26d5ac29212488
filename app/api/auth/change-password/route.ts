import { route } from "@/lib/api/route";
import { sessionResponse } from "@/lib/api/session-response";
import { changePassword, changePasswordBody } from "@/lib/users/change-password";

// POST /api/auth/change-password — replace the password; other sessions end, this one gets a new token
export const POST = route({ auth: "user", body: changePasswordBody }, async ({ caller, body, clientAddress }) => {
  const user = await changePassword({ caller, input: body, clientAddress });
  return sessionResponse(user, { message: "Parol muvaffaqiyatli o'zgartirildi" });
});
