import { route } from "@/lib/api/route";
import { sessionResponse } from "@/lib/api/session-response";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE, deviceCookieValue, knownDevice } from "@/lib/auth/device-cookie";
import { createSession } from "@/lib/auth/sessions/create-session";
import { isProduction } from "@/lib/env";
import { signInWithCode } from "@/lib/recovery/login-code";
import { loginCodeBody } from "@/lib/recovery/rules";
import { requestCookie } from "@/lib/request/request-context";

// POST /api/auth/login-code — { phone, code }: signs in with a sign-in code in place of the password, and marks the device as known
export const POST = route({ auth: "none", body: loginCodeBody }, async ({ body, clientAddress, t, request, locale }) => {
  const user = await signInWithCode({ ...body, clientAddress });
  const session = await createSession({ userId: user.id, userAgent: request.headers.get("user-agent"), locale });
  const response = await sessionResponse(user, { message: t("api.success.loggedIn") }, 200, session.id);
  if (!knownDevice(requestCookie(request.headers, DEVICE_COOKIE), body.phone)) {
    response.cookies.set(DEVICE_COOKIE, deviceCookieValue(body.phone), { httpOnly: true, sameSite: "lax", secure: isProduction(), path: "/api/auth", maxAge: DEVICE_COOKIE_MAX_AGE });
  }
  return response;
});
