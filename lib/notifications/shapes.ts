import type { Prisma } from "@/lib/db/generated/client";

export const notificationSelect = {
  id: true,
  type: true,
  params: true,
  title: true,
  body: true,
  read: true,
  createdAt: true,
} satisfies Prisma.NotificationSelect;

export type NotificationView = Prisma.NotificationGetPayload<{ select: typeof notificationSelect }>;
