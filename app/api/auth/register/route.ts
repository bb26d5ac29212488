import { route } from "@/lib/api/route";
import { sessionResponse } from "@/lib/api/session-response";
import { createSession } from "@/lib/auth/sessions/create-session";
import { registerBody, registerUser } from "@/lib/users/register-user";

// POST /api/auth/register — create a student account and sign in
export const POST = route({ auth: "none", body: registerBody }, async ({ body, clientAddress, t, request, locale }) => {
  const user = await registerUser(body, clientAddress);
  const session = await createSession({ userId: user.id, userAgent: request.headers.get("user-agent"), locale });
  return sessionResponse({ ...user, tokenVersion: 0 }, { message: t("api.success.registered") }, 201, session.id);
});
