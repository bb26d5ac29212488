import { route } from "@/lib/api/route";
import { sessionResponse } from "@/lib/api/session-response";
import { createSession } from "@/lib/auth/sessions/create-session";
import { confirmResetCode } from "@/lib/recovery/password-reset";
import { resetConfirmBody } from "@/lib/recovery/rules";

// POST /api/auth/password-reset/confirm — { phone, code, newPassword }: every old session ends; signs in as login does
export const POST = route({ auth: "none", body: resetConfirmBody }, async ({ body, clientAddress, t, request, locale }) => {
  const user = await confirmResetCode({ ...body, clientAddress });
  const session = await createSession({ userId: user.id, userAgent: request.headers.get("user-agent"), locale });
  return sessionResponse(user, { message: t("api.success.passwordReset") }, 200, session.id);
});
