import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";

export const resetLinkSelect = {
  id: true,
  createdAt: true,
  expiresAt: true,
  usedAt: true,
  voidedAt: true,
  createdBy: { select: { id: true, fullName: true } },
} satisfies Prisma.PasswordResetSelect;

export type ResetLinkRow = Prisma.PasswordResetGetPayload<{ select: typeof resetLinkSelect }>;

const LATEST = 5;

/**
 * A user's latest reset links, newest first, with who made each and whether it was used, voided
 * or still open (issue 39: "who made it and when is recorded"). The token itself is never kept.
 */
export async function findResetLinks({ userId }: { userId: string }): Promise<{ links: ResetLinkRow[] }> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw new AppError("user_not_found");
  const links = await db().passwordReset.findMany({ where: { userId, kind: "link" }, select: resetLinkSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: LATEST });
  return { links };
}
