import { route } from "@/lib/api/route";
import { sessionResponse } from "@/lib/api/session-response";
import { createSession } from "@/lib/auth/sessions/create-session";
import { resetWithLink } from "@/lib/recovery/password-reset";
import { resetLinkBody } from "@/lib/recovery/rules";

// POST /api/auth/password-reset/link — { token, newPassword }: an admin's reset link, once; every old session ends; signs in as login does
export const POST = route({ auth: "none", body: resetLinkBody }, async ({ body, t, request, locale }) => {
  const user = await resetWithLink(body);
  const session = await createSession({ userId: user.id, userAgent: request.headers.get("user-agent"), locale });
  return sessionResponse(user, { message: t("api.success.passwordReset") }, 200, session.id);
});
