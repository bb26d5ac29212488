import { z } from "zod";
import { passwordSchema } from "@/lib/auth/password-rules";
import { phoneSchema } from "@/lib/auth/phone";

// Browser-safe: the /forgot and /reset forms check with the same rules as the server.

export const CODE_TTL_MINUTES = 10;
/** A one-time code (a password reset's or a sign-in's) is this many digits. */
export const CODE_DIGITS = 6;
export const CODE_MAX_TRIES = 5;
export const LINK_TTL_HOURS = 24;

/** Where a reset password lands, signed in (an admin goes to the admin area instead). */
export const AFTER_RESET = "/projects/blogs";

/** A reset link's token: 32 random bytes, base64url. */
export const RESET_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const oneTimeCode = z
  .string({ error: "api.validation.resetCode" })
  .trim()
  .regex(new RegExp(`^\\d{${CODE_DIGITS}}$`), "api.validation.resetCode");

/** POST /api/auth/password-reset/request */
export const resetRequestBody = z.object({ phone: phoneSchema });

/** POST /api/auth/password-reset/confirm */
export const resetConfirmBody = z.object({
  phone: phoneSchema,
  code: oneTimeCode,
  newPassword: passwordSchema("api.validation.newPasswordTooShort"),
});

/** POST /api/auth/password-reset/link */
export const resetLinkBody = z.object({
  token: z.string({ error: "api.validation.resetToken" }).regex(RESET_TOKEN, "api.validation.resetToken"),
  newPassword: passwordSchema("api.validation.newPasswordTooShort"),
});

/** POST /api/auth/login-code/request: a code to sign in with, in place of the password (issue 44 item 5). */
export const loginCodeRequestBody = z.object({ phone: phoneSchema });

/** POST /api/auth/login-code */
export const loginCodeBody = z.object({
  phone: phoneSchema,
  code: oneTimeCode,
});
