import "server-only";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { MESSAGE_KINDS, messageKindsFor, OPT_IN_KINDS, wantsKind, type MessageKind } from "./kinds";

export type NotificationPreferences = Partial<Record<MessageKind, boolean>>;

/** The kinds to switch on (true) or off (false); kinds not named keep what they were. */
export const notificationPreferencesBody = z.strictObject({ preferences: z.partialRecord(z.enum(MESSAGE_KINDS), z.boolean()) });

type Lists = { role: string; notificationOptOut: string[]; notificationOptIn: string[] };
const listsSelect = { role: true, notificationOptOut: true, notificationOptIn: true } as const;

function asPreferences(user: Lists): NotificationPreferences {
  return Object.fromEntries(messageKindsFor(user.role).map((kind) => [kind, wantsKind(kind, user)]));
}

/** Which kinds of message the user gets by Telegram or SMS, among those of their role. */
export async function getNotificationPreferences(userId: string): Promise<{ preferences: NotificationPreferences }> {
  const user = await db().user.findUniqueOrThrow({ where: { id: userId }, select: listsSelect });
  return { preferences: asPreferences(user) };
}

/**
 * Switches kinds on or off: an opt-in kind by its presence in `notificationOptIn`, any other by
 * its absence from `notificationOptOut`. The row is locked while the lists are rewritten, so two
 * tabs changing different kinds at once both keep their change.
 */
export async function setNotificationPreferences(
  userId: string,
  changes: z.output<typeof notificationPreferencesBody>["preferences"],
): Promise<{ preferences: NotificationPreferences }> {
  return db().$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ notificationOptOut: string[] | null; notificationOptIn: string[] | null }[]>`
      SELECT "notificationOptOut", "notificationOptIn" FROM "User" WHERE id = ${userId} FOR UPDATE`;
    const optOut = new Set(row?.notificationOptOut ?? []);
    const optIn = new Set(row?.notificationOptIn ?? []);
    for (const [kind, on] of Object.entries(changes) as [MessageKind, boolean][]) {
      if (OPT_IN_KINDS.includes(kind)) {
        if (on) optIn.add(kind);
        else optIn.delete(kind);
      } else if (on) optOut.delete(kind);
      else optOut.add(kind);
    }
    const user = await tx.user.update({ where: { id: userId }, data: { notificationOptOut: [...optOut].sort(), notificationOptIn: [...optIn].sort() }, select: listsSelect });
    return { preferences: asPreferences(user) };
  });
}
