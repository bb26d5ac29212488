import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { hashPassword } from "@/lib/auth/password";
import { passwordSchema } from "@/lib/auth/password-rules";
import { phoneSchema } from "@/lib/auth/phone";
import { consumeAttempt } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { registrationMeta } from "@/lib/geo/registration-meta";
import { createNotification } from "@/lib/notifications/create-notification";
import { profileSelect, type Profile } from "./shapes";

/**
 * The accounts anyone may open (issue 38): a student (the default) or a parent. A teacher or an
 * admin is made by an admin only; asking for one here is refused, never quietly changed.
 */
export const SELF_REGISTRATION_ROLES = ["student", "parent"] as const;

export const registerBody = z
  .object({
    fullName: z
      .string({ error: "api.validation.fullNameRequired" })
      .trim()
      .min(1, "api.validation.fullNameRequired")
      .max(100, "api.validation.fullNameTooLong"),
    phone: phoneSchema,
    password: passwordSchema(),
    role: z.enum(SELF_REGISTRATION_ROLES, { error: "api.validation.registrationRole" }).default("student"),
    // Where a student studies; a parent needs none.
    meta: registrationMeta.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.role === "student" && !body.meta) ctx.addIssue({ code: "custom", path: ["meta", "region"], message: "api.validation.region" });
  });

export type RegisterInput = z.output<typeof registerBody>;

export async function registerUser(input: RegisterInput, clientAddress: string): Promise<Profile> {
  await consumeAttempt({
    key: `register:address:${clientAddress}`,
    max: env().RATE_LIMIT_REGISTER_PER_ADDRESS,
    windowMinutes: 60,
  });
  const passwordHash = await hashPassword(input.password);
  const user = await db()
    .user.create({
      data: {
        fullName: input.fullName,
        phone: input.phone,
        passwordHash,
        role: input.role,
        ...(input.role === "student" && input.meta
          ? { region: input.meta.region, district: input.meta.district, school: input.meta.school, grade: input.meta.grade }
          : {}),
      },
      select: profileSelect,
    })
    .catch((error: { code?: string }) => {
      throw error.code === "P2002" ? new AppError("phone_taken") : error;
    });
  await createNotification({ type: "user_registered", params: { name: user.fullName, phone: user.phone } });
  return user;
}
