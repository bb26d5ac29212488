import "server-only";
import { apiText, type ApiText } from "@/lib/i18n/api-text";
import type { Tx } from "@/lib/db/client";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { enqueueMessages } from "./enqueue";
import { messageTextKey, type StudentMessageKind } from "./kinds";

/**
 * Enqueues one message to a student inside the transaction of the event: to their linked
 * Telegram, else by SMS to their phone, in the language they last signed in with. `eventKey`
 * names the event itself (a payment, an enrolment), so a replayed event sends once. `values`
 * are made for the chosen language; `variant` picks another text of the same kind (a rejection
 * without a reason). Nothing is written for a kind the student switched off or a user who is gone.
 */
export async function tellStudent(
  tx: Tx,
  event: { userId: string; kind: StudentMessageKind; eventKey: string; values?: (locale: Locale) => Record<string, string | number | ApiText>; variant?: string },
): Promise<number> {
  const user = await tx.user.findUnique({ where: { id: event.userId }, select: { phone: true, telegramChatId: true, locale: true, notificationOptOut: true } });
  if (!user || user.notificationOptOut.includes(event.kind)) return 0;
  const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  const text = apiText(locale, { key: `${messageTextKey(event.kind)}${event.variant ?? ""}`, values: event.values?.(locale) });
  const to = user.telegramChatId ? { channel: "telegram" as const, recipient: user.telegramChatId } : { channel: "sms" as const, recipient: user.phone };
  return enqueueMessages(tx, [{ eventKey: `${event.kind}:${event.eventKey}`, kind: event.kind, ...to, text }]);
}
