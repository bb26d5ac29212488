import type { NotificationView } from "@/lib/realtime/events";

export type { NotificationView };

/** The fields of the socket contract's NotificationView, no more (an excess field fails to compile) and no fewer. */
export const notificationSelect = {
  id: true,
  type: true,
  params: true,
  title: true,
  body: true,
  read: true,
  createdAt: true,
} satisfies Record<keyof NotificationView, true>;
