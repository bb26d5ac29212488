import { NotificationType } from "@/lib/db/generated/enums";
import { formatMoney } from "@/lib/format/money";
import type { Locale } from "@/lib/i18n/locales";

// A notification is stored as its type and params (who, phone, amount, course); its title and
// body are messages (api.notifications.<type>.title|body) rendered in the reader's language, on
// the server (the stored Uzbek copy) and in the admin's browser (list, dialog, live toast).

export type NotificationParams = { name?: string; phone?: string; amount?: number; course?: string; courseId?: string };

/** The stored JSON as params; anything else is dropped. */
export function notificationParams(value: unknown): NotificationParams {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const raw = value as Record<string, unknown>;
  const text = (key: string) => (typeof raw[key] === "string" ? { [key]: raw[key] as string } : {});
  return {
    ...text("name"),
    ...text("phone"),
    ...text("course"),
    ...text("courseId"),
    ...(typeof raw.amount === "number" && Number.isFinite(raw.amount) ? { amount: raw.amount } : {}),
  };
}

/** Whether `params` holds what the type's sentence names, so it can be rendered rather than the stored text. */
export function hasNotificationParams(type: NotificationType, params: NotificationParams): boolean {
  if (!params.name) return false;
  if (type === "topup_requested") return params.amount !== undefined && params.phone !== undefined;
  if (type === "course_enrolled") return params.course !== undefined;
  return true;
}

/** ICU values of the type's title and body in `locale` (the amount formatted as money there). */
export function notificationValues(params: NotificationParams, locale: Locale): Record<string, string> {
  return {
    name: params.name ?? "",
    phone: params.phone ?? "",
    amount: params.amount === undefined ? "" : formatMoney(params.amount, locale),
    course: params.course ?? "",
  };
}

/** The message keys of a notification's title and body. */
export function notificationKeys(type: NotificationType, params: NotificationParams): { title: string; body: string } {
  const body = type === "user_registered" && !params.phone ? "bodyNoPhone" : "body";
  return { title: `api.notifications.${type}.${"title"}`, body: `api.notifications.${type}.${body}` };
}

const TYPES: readonly string[] = Object.values(NotificationType);

type Translate = (key: string, values: Record<string, string>) => string;

/**
 * A notification's title and body in `locale` (through `translate`, the page's `t` or the
 * server's apiText) from its type and params; a row without usable params keeps the text it
 * was stored with. GET /api/admin/notifications and the admin's browser both read them so.
 */
export function localizeNotification<N extends { type: string; params?: unknown; title: string; body: string }>(notification: N, locale: Locale, translate: Translate): N {
  if (!TYPES.includes(notification.type)) return notification;
  const type = notification.type as NotificationType;
  const params = notificationParams(notification.params);
  if (!hasNotificationParams(type, params)) return notification;
  const keys = notificationKeys(type, params);
  return { ...notification, title: translate(keys.title, {}), body: translate(keys.body, notificationValues(params, locale)) };
}
