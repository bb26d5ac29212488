import { db } from "@/lib/db/client";
import { notificationSelect, type NotificationView } from "./shapes";

export const NOTIFICATIONS_PAGE = 200;

/** The admins' notifications, newest first, with the count of unread ones. */
export async function findNotifications(): Promise<{ notifications: NotificationView[]; unreadCount: number }> {
  const [notifications, unreadCount] = await Promise.all([
    db().notification.findMany({ select: notificationSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: NOTIFICATIONS_PAGE }),
    db().notification.count({ where: { read: false } }),
  ]);
  return { notifications, unreadCount };
}
