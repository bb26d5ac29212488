import "server-only";
import { z } from "zod";
import { pageOf, pageParam } from "@/lib/admin/paging";
import type { Page } from "@/lib/admin/paging";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
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

/** One page of the admins' notifications, newest first (only unread ones if asked), with the count of unread ones. */
export async function findNotifications({ query }: { query: NotificationsQuery }): Promise<Page & { notifications: NotificationView[]; unreadCount: number }> {
  const where: Prisma.NotificationWhereInput = query.unread ? { read: false } : {};
  const read = (skip: number) => db().notification.findMany({ where, select: notificationSelect, orderBy: ORDER, skip, take: NOTIFICATIONS_PAGE });
  const [total, unreadCount, notifications] = await Promise.all([
    query.unread ? Promise.resolve(-1) : db().notification.count({ where }),
    db().notification.count({ where: { read: false } }),
    read((query.page - 1) * NOTIFICATIONS_PAGE),
  ]);
  const { skip, ...page } = pageOf(query.page, NOTIFICATIONS_PAGE, total === -1 ? unreadCount : total);
  return { notifications: page.page === query.page ? notifications : await read(skip), unreadCount, ...page };
}
