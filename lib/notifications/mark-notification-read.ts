import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import { publishToAdmins } from "@/lib/realtime/publish";

/** Read is for every admin at once: one admin reading it marks it read on every open page. */
export async function markNotificationRead(id: string): Promise<void> {
  const { count } = await db().notification.updateMany({ where: { id }, data: { read: true } });
  if (count === 0) throw new AppError("notification_not_found");
  publishToAdmins({ type: "notification:read", payload: { id } });
}
