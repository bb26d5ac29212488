import { z } from "zod";

// Browser-safe: the forms and the server read the same password rules from here.
export const PASSWORD_MIN_LENGTH = 6;
// bcrypt reads only the first 72 bytes; a longer password would be silently cut.
export const PASSWORD_MAX_BYTES = 72;

const utf8Length = (value: string) => new TextEncoder().encode(value).length;

export function passwordSchema(tooShort = "api.validation.passwordTooShort") {
  return z
    .string({ error: tooShort })
    .min(PASSWORD_MIN_LENGTH, tooShort)
    .refine((value) => utf8Length(value) <= PASSWORD_MAX_BYTES, "api.validation.passwordTooLong");
}

/** POST /api/auth/change-password. */
export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: "api.validation.passwordFieldsRequired" })
    .min(1, "api.validation.passwordFieldsRequired"),
  newPassword: passwordSchema("api.validation.newPasswordTooShort"),
});

/** The settings page's password form: the body plus the new password typed twice. */
export const changePasswordForm = changePasswordBody.extend({ confirmPassword: z.string() }).superRefine(
  (form, ctx) => {
    if (form.newPassword !== form.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "api.validation.newPasswordMismatch" });
    }
  },
  {
    // The mismatch shows together with the other fields' errors, not only after they pass.
    when: ({ value }) => {
      const form = value as Record<string, unknown> | null;
      return typeof form?.newPassword === "string" && typeof form.confirmPassword === "string";
    },
  },
);

export type ChangePasswordFormInput = z.input<typeof changePasswordForm>;
