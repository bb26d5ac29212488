import { db, type Tx } from "@/lib/db/client";
import type { NotificationType } from "@/lib/db/generated/enums";
import { publishToAdmins } from "@/lib/realtime/publish";
import { notificationSelect, type NotificationView } from "./shapes";

type NewNotification = { type: NotificationType; title: string; body: string };

/**
 * Records a notification for the admins. Inside a transaction, pass `tx` and call
 * `announceNotification` after the commit, so no admin hears of a change that rolled back.
 */
export async function createNotification(input: NewNotification, tx?: Tx): Promise<NotificationView> {
  const notification = await (tx ?? db()).notification.create({ data: input, select: notificationSelect });
  if (!tx) announceNotification(notification);
  return notification;
}

export function announceNotification(notification: NotificationView): void {
  publishToAdmins({ type: "notification:new", payload: { notification } });
}
