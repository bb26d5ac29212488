import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { STUDENT_MESSAGE_KINDS, type StudentMessageKind } from "./kinds";

export type NotificationPreferences = Record<StudentMessageKind, boolean>;

/** The kinds to switch on (true) or off (false); kinds not named keep what they were. */
export const notificationPreferencesBody = z.strictObject({ preferences: z.partialRecord(z.enum(STUDENT_MESSAGE_KINDS), z.boolean()) });

function asPreferences(optOut: readonly string[]): NotificationPreferences {
  return Object.fromEntries(STUDENT_MESSAGE_KINDS.map((kind) => [kind, !optOut.includes(kind)])) as NotificationPreferences;
}

/** Which kinds of message the user gets by Telegram or SMS: every kind is on until switched off. */
export async function getNotificationPreferences(userId: string): Promise<{ preferences: NotificationPreferences }> {
  const user = await db().user.findUniqueOrThrow({ where: { id: userId }, select: { notificationOptOut: true } });
  return { preferences: asPreferences(user.notificationOptOut) };
}

/**
 * Switches kinds on or off. The row is locked while the list is rewritten, so two tabs changing
 * different kinds at once both keep their change.
 */
export async function setNotificationPreferences(
  userId: string,
  changes: z.output<typeof notificationPreferencesBody>["preferences"],
): Promise<{ preferences: NotificationPreferences }> {
  return db().$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ notificationOptOut: string[] | null }[]>`SELECT "notificationOptOut" FROM "User" WHERE id = ${userId} FOR UPDATE`;
    const optOut = new Set(row?.notificationOptOut ?? []);
    for (const [kind, on] of Object.entries(changes)) {
      if (on) optOut.delete(kind);
      else optOut.add(kind);
    }
    const user = await tx.user.update({ where: { id: userId }, data: { notificationOptOut: [...optOut].sort() }, select: { notificationOptOut: true } });
    return { preferences: asPreferences(user.notificationOptOut) };
  });
}
