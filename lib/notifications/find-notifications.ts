import "server-only";
import { z } from "zod";
import { pageOf, pageParam, readPage, reversed } from "@/lib/admin/paging";
import type { Page } from "@/lib/admin/paging";
import { apiText } from "@/lib/i18n/api-text";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { Locale } from "@/lib/i18n/locales";
import { localizeNotification } from "./notification-text";
import { notificationSelect, type NotificationView } from "./shapes";

export const NOTIFICATIONS_PAGE = 20;

/** GET /api/admin/notifications?page=&unread=1 */
export const notificationsQuery = z.object({
  page: pageParam,
  unread: z
    .enum(["", "0", "1", "true", "false"], { error: "api.validation.unread" })
    .optional()
    .transform((value) => value === "1" || value === "true"),
});
export type NotificationsQuery = z.output<typeof notificationsQuery>;

const ORDER = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.NotificationOrderByWithRelationInput[];

/**
 * One page of the admins' notifications, newest first (only unread ones if asked), with the count
 * of unread ones; title and body in the caller's language, as every answer is.
 */
export async function findNotifications({ query, locale }: { query: NotificationsQuery; locale: Locale }): Promise<Page & { notifications: NotificationView[]; unreadCount: number }> {
  const where: Prisma.NotificationWhereInput = query.unread ? { read: false } : {};
  const [total, unreadCount] = await Promise.all([
    query.unread ? Promise.resolve(-1) : db().notification.count({ where }),
    db().notification.count({ where: { read: false } }),
  ]);
  // A page past the end answers the last one, and a page past the middle is read from the end.
  const page = pageOf(query.page, NOTIFICATIONS_PAGE, total === -1 ? unreadCount : total);
  const notifications = await readPage(page, ({ skip, take, reverse }) =>
    db().notification.findMany({ where, select: notificationSelect, orderBy: reverse ? reversed(ORDER) : ORDER, skip, take }),
  );
  const translate = (key: string, values: Record<string, string>) => apiText(locale, { key, values });
  return { notifications: notifications.map((notification) => localizeNotification(notification, locale, translate)), unreadCount, ...page };
}
