import "server-only";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";

export const userNotificationSelect = {
  id: true,
  kind: true,
  paymentId: true,
  amount: true,
  reason: true,
  read: true,
  createdAt: true,
} satisfies Prisma.UserNotificationSelect;

export type UserNotificationView = Prisma.UserNotificationGetPayload<{ select: typeof userNotificationSelect }>;

const LATEST = 30;

/**
 * The caller's own notifications (a top-up approved or rejected, with the reason), newest first,
 * and how many are unread. The words come from messages/ by `kind`, in the reader's language.
 */
export async function findUserNotifications({ caller }: { caller: Caller }): Promise<{ notifications: UserNotificationView[]; unread: number }> {
  const [notifications, unread] = await Promise.all([
    db().userNotification.findMany({ where: { userId: caller.id }, select: userNotificationSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: LATEST }),
    db().userNotification.count({ where: { userId: caller.id, read: false } }),
  ]);
  return { notifications, unread };
}
