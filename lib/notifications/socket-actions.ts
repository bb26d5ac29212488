import "server-only";
import type { AdminSocketActions } from "@/lib/realtime/admin-socket";
import { deleteNotification } from "./delete-notification";
import { markNotificationRead } from "./mark-notification-read";

/** What an admin's socket does with the notification events it may send (lib/realtime/admin-socket.ts). */
export const notificationSocketActions: AdminSocketActions = {
  "notification:read": markNotificationRead,
  "notification:delete": deleteNotification,
};
