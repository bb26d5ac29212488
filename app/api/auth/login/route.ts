import { route } from "@/lib/api/route";
import { sessionResponse } from "@/lib/api/session-response";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE, deviceCookieValue, knownDevice } from "@/lib/auth/device-cookie";
import { createSession } from "@/lib/auth/sessions/create-session";
import { isProduction } from "@/lib/env";
import { requestCookie } from "@/lib/request/request-context";
import { loginBody, loginUser } from "@/lib/users/login-user";

// POST /api/auth/login — check phone and password, answer a token and set the cookies (session, known device)
export const POST = route({ auth: "none", body: loginBody }, async ({ body, clientAddress, t, request, locale }) => {
  const device = requestCookie(request.headers, DEVICE_COOKIE);
  const { locale: savedLocale, ...user } = await loginUser(body, clientAddress, device);
  const session = await createSession({ userId: user.id, userAgent: request.headers.get("user-agent"), locale, savedLocale });
  const response = await sessionResponse(user, { message: t("api.success.loggedIn") }, 200, session.id);
  if (!knownDevice(device, body.phone)) {
    response.cookies.set(DEVICE_COOKIE, deviceCookieValue(body.phone), { httpOnly: true, sameSite: "lax", secure: isProduction(), path: "/api/auth", maxAge: DEVICE_COOKIE_MAX_AGE });
  }
  return response;
});
