import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import { publishToAdmins } from "@/lib/realtime/publish";

export async function deleteNotification(id: string): Promise<void> {
  const { count } = await db().notification.deleteMany({ where: { id } });
  if (count === 0) throw new AppError("notification_not_found");
  publishToAdmins({ type: "notification:delete", payload: { id } });
}
