import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password-rules";
import { phoneSchema } from "@/lib/auth/phone";
import { registrationMeta } from "@/lib/geo/registration-meta";

// The client's side of the server's rules (lib/users/*), built from the same zod pieces and
// constants where those can run in a browser; the server checks everything again anyway.

// Messages are keys under api.validation (the server's own), shown by useFieldError in the
// page's language.
export const AUTH_MESSAGES = {
  fullName: "api.validation.fullNameRequired",
  phone: "api.validation.phoneIncomplete",
  password: "api.validation.passwordTooShort",
  passwordMismatch: "api.validation.passwordMismatch",
  region: "api.validation.region",
  district: "api.validation.district",
  school: "api.validation.school",
  grade: "api.validation.grade",
} as const;

const password = z.string().min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.password);

export const loginForm = z.object({ phone: phoneSchema, password });

const metaFields = z.object({ region: z.string(), district: z.string(), school: z.string(), grade: z.string() });

export const registerForm = z
  .object({
    fullName: z.string().trim().min(1, AUTH_MESSAGES.fullName),
    phone: phoneSchema,
    password,
    confirmPassword: z.string(),
    // A student or a parent (issue 38); only a student says where they study.
    role: z.enum(["student", "parent"]).default("student"),
    meta: metaFields,
  })
  .superRefine(
    (form, ctx) => {
      if (form.password !== form.confirmPassword) {
        ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: AUTH_MESSAGES.passwordMismatch });
      }
    },
    {
      // Report the mismatch together with the other fields' errors, not only after they pass.
      when: ({ value }) => {
        const form = value as Record<string, unknown> | null;
        return typeof form?.password === "string" && typeof form.confirmPassword === "string";
      },
    },
  )
  .superRefine(
    (form, ctx) => {
      if (form.role === "parent") return;
      const meta = registrationMeta.safeParse(form.meta);
      for (const issue of meta.success ? [] : meta.error.issues) ctx.addIssue({ code: "custom", path: ["meta", ...issue.path], message: issue.message });
    },
    {
      // Shown together with the other fields' errors, as the server's schema does.
      when: ({ value }) => {
        const form = value as Record<string, unknown> | null;
        return typeof form?.meta === "object" && form.meta !== null;
      },
    },
  );

export type LoginFormInput = z.input<typeof loginForm>;
export type RegisterFormInput = z.input<typeof registerForm>;
export type RegisterFormOutput = z.output<typeof registerForm>;
