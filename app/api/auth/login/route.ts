import { route } from "@/lib/api/route";
import { sessionResponse } from "@/lib/api/session-response";
import { loginBody, loginUser } from "@/lib/users/login-user";

// POST /api/auth/login — check phone and password, answer a token and set the cookie
export const POST = route({ auth: "none", body: loginBody }, async ({ body, clientAddress }) => {
  const user = await loginUser(body, clientAddress);
  return sessionResponse(user, { message: "Tizimga muvaffaqiyatli kirdingiz" });
});
