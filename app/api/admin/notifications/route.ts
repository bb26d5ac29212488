import { route } from "@/lib/api/route";
import { findNotifications, notificationsQuery } from "@/lib/notifications/find-notifications";

// GET /api/admin/notifications?page=&unread=1 — one page, newest first, with the unread count, in the caller's language
export const GET = route({ auth: "admin", query: notificationsQuery }, async ({ query, locale }) => findNotifications({ query, locale }));
