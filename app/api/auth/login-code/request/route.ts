import { route } from "@/lib/api/route";
import { requestLoginCode } from "@/lib/recovery/login-code";
import { loginCodeRequestBody } from "@/lib/recovery/rules";

// POST /api/auth/login-code/request — { phone }: a 6-digit sign-in code to its owner (Telegram or SMS); the same answer whether the phone is known or not
export const POST = route({ auth: "none", body: loginCodeRequestBody }, async ({ body, clientAddress, locale, t }) => {
  await requestLoginCode({ phone: body.phone, clientAddress, locale });
  // The phone as it was understood, known or not: the code step of the login page shows it.
  return { phone: body.phone, message: t("api.success.loginCodeSent") };
});
