import { route } from "@/lib/api/route";
import { requestResetCode } from "@/lib/recovery/password-reset";
import { resetRequestBody } from "@/lib/recovery/rules";

// POST /api/auth/password-reset/request — { phone }: a 6-digit code to its owner; the same answer whether the phone is known or not
export const POST = route({ auth: "none", body: resetRequestBody }, async ({ body, clientAddress, locale, t }) => {
  await requestResetCode({ phone: body.phone, clientAddress, locale });
  // The phone as it was understood, known or not: the code step of /forgot shows it.
  return { phone: body.phone, message: t("api.success.resetCodeSent") };
});
