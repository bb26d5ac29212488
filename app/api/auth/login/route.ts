import { route } from "@/lib/api/route";
import { sessionResponse } from "@/lib/api/session-response";
import { createSession } from "@/lib/auth/sessions/create-session";
import { loginBody, loginUser } from "@/lib/users/login-user";

// POST /api/auth/login — check phone and password, answer a token and set the cookie
export const POST = route({ auth: "none", body: loginBody }, async ({ body, clientAddress, t, request }) => {
  const user = await loginUser(body, clientAddress);
  const session = await createSession({ userId: user.id, userAgent: request.headers.get("user-agent") });
  return sessionResponse(user, { message: t("api.success.loggedIn") }, 200, session.id);
});
