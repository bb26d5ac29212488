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

export const registerBody = z.object({
  fullName: z
    .string({ error: "api.validation.fullNameRequired" })
    .trim()
    .min(1, "api.validation.fullNameRequired")
    .max(100, "api.validation.fullNameTooLong"),
  phone: phoneSchema,
  password: passwordSchema(),
  // Self-registration always makes a student, whatever role the client sends.
  role: z.string().optional(),
  meta: registrationMeta,
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
        role: "student",
        region: input.meta.region,
        district: input.meta.district,
        school: input.meta.school,
        grade: input.meta.grade,
      },
      select: profileSelect,
    })
    .catch((error: { code?: string }) => {
      throw error.code === "P2002" ? new AppError("phone_taken") : error;
    });
  await createNotification({ type: "user_registered", params: { name: user.fullName, phone: user.phone } });
  return user;
}
