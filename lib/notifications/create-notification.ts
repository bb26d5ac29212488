import "server-only";
import { apiText } from "@/lib/i18n/api-text";
import { db, type Tx } from "@/lib/db/client";
import type { NotificationType } from "@/lib/db/generated/enums";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { enqueueMessages } from "@/lib/outbox/enqueue";
import { messageTextKey, wantsKind } from "@/lib/outbox/kinds";
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
  if (!tx) {
    const notification = await db().$transaction((own) => createNotification(input, own));
    announceNotification(notification);
    return notification;
  }
  const notification = await tx.notification.create({ data: notificationRecord(input), select: notificationSelect });
  await tellAdminsByTelegram(tx, notification.id, input);
  return notification;
}

/**
 * Issue 39: every admin who linked Telegram gets each admin notification there too, in their
 * language, through the outbox in the notification's own transaction, unless they switched
 * `admin_notification` off. Admins without Telegram read the admin page as before (no SMS).
 */
async function tellAdminsByTelegram(tx: Tx, notificationId: string, input: NewNotification): Promise<void> {
  const admins = await tx.user.findMany({
    where: { role: "admin", telegramChatId: { not: null } },
    select: { telegramChatId: true, locale: true, notificationOptOut: true, notificationOptIn: true },
  });
  const keys = notificationKeys(input.type, input.params);
  await enqueueMessages(
    tx,
    admins
      .filter((admin) => wantsKind("admin_notification", admin))
      .map((admin) => {
        const locale = isLocale(admin.locale) ? admin.locale : DEFAULT_LOCALE;
        const title = apiText(locale, { key: keys.title });
        const body = apiText(locale, { key: keys.body, values: notificationValues(input.params, locale) });
        const text = apiText(locale, { key: messageTextKey("admin_notification"), values: { title, body } });
        return { eventKey: `admin_notification:${notificationId}`, kind: "admin_notification", channel: "telegram" as const, recipient: admin.telegramChatId!, text };
      }),
  );
}

export function announceNotification(notification: NotificationView): void {
  publishToAdmins({ type: "notification:new", payload: { notification } });
}
