import "server-only";
import { apiText } from "@/lib/i18n/api-text";
import { db, type Tx } from "@/lib/db/client";
import type { NotificationType } from "@/lib/db/generated/enums";
import { publishToAdmins } from "@/lib/realtime/publish";
import { notificationKeys, notificationValues, type NotificationParams } from "./notification-text";
import { notificationSelect, type NotificationView } from "./shapes";

type NewNotification = { type: NotificationType; params: NotificationParams };

/** The row of a notification: type, params and the Uzbek title and body they make. */
export function notificationRecord(input: NewNotification) {
  const keys = notificationKeys(input.type, input.params);
  return {
    type: input.type,
    params: input.params,
    title: apiText("uz", { key: keys.title }),
    body: apiText("uz", { key: keys.body, values: notificationValues(input.params, "uz") }),
  };
}

/**
 * Records a notification for the admins: its type and params, read in each admin's language;
 * the Uzbek title and body are stored beside them (exports, and readers that predate params).
 * Inside a transaction, pass `tx` and call `announceNotification` after the commit, so no admin
 * hears of a change that rolled back.
 */
export async function createNotification(input: NewNotification, tx?: Tx): Promise<NotificationView> {
  const notification = await (tx ?? db()).notification.create({ data: notificationRecord(input), select: notificationSelect });
  if (!tx) announceNotification(notification);
  return notification;
}

export function announceNotification(notification: NotificationView): void {
  publishToAdmins({ type: "notification:new", payload: { notification } });
}
