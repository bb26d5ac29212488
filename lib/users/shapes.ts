import type { Prisma } from "@/lib/db/generated/client";

/** What a user sees of themself (spec §3 User profile). */
export const profileSelect = {
  id: true,
  fullName: true,
  phone: true,
  role: true,
  balance: true,
  createdAt: true,
  region: true,
  district: true,
  school: true,
  grade: true,
  // What a parent pays to from the Payme or Click app (docs/payments.md).
  accountNumber: true,
} satisfies Prisma.UserSelect;

export type Profile = Prisma.UserGetPayload<{ select: typeof profileSelect }>;
