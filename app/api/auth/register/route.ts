import { route } from "@/lib/api/route";
import { sessionResponse } from "@/lib/api/session-response";
import { createSession } from "@/lib/auth/sessions/create-session";
import { registerBody, registerUser } from "@/lib/users/register-user";

// POST /api/auth/register — create a student's or a parent's account (role "parent" needs no meta) and sign in; any other role is 400
export const POST = route({ auth: "none", body: registerBody }, async ({ body, clientAddress, t, request, locale }) => {
  const user = await registerUser(body, clientAddress);
  const session = await createSession({ userId: user.id, userAgent: request.headers.get("user-agent"), locale });
  return sessionResponse({ ...user, tokenVersion: 0 }, { message: t("api.success.registered") }, 201, session.id);
});
