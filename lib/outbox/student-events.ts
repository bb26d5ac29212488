import "server-only";
import { apiText, type ApiText } from "@/lib/i18n/api-text";
import type { Tx } from "@/lib/db/client";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@/lib/i18n/locales";
import { PRODUCT_NAME } from "@/lib/product";
import { enqueueMessages, type OutboxEntry } from "./enqueue";
import { messageTextKey, PARENT_MESSAGE_KINDS, wantsKind, type StudentMessageKind } from "./kinds";

export type StudentEvent = {
  userId: string;
  kind: StudentMessageKind;
  eventKey: string;
  values?: (locale: Locale) => Record<string, string | number | ApiText>;
  variant?: string;
  /** The page the event is about, for the bell; each kind has its own when left out. */
  href?: string;
};

type Recipient = {
  /** The student themself: their bell gets the event too. */
  self: boolean;
  /** For a parent's copy: the child the event is about, named in the message. */
  childName?: string;
  phone: string;
  telegramChatId: string | null;
  locale: string;
  notificationOptOut: string[];
  notificationOptIn: string[];
};

const recipientSelect = { phone: true, telegramChatId: true, locale: true, notificationOptOut: true, notificationOptIn: true } as const;

/**
 * Who is told of a student's event: the student, and each linked parent (issue 38) as one more
 * recipient (`self: false`), with their own phone, chat, language and choices, so every event
 * reaches them without a change at the call sites.
 */
export async function eventRecipients(tx: Tx, userId: string): Promise<Recipient[]> {
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: { ...recipientSelect, fullName: true, parentLinks: { select: { parent: { select: recipientSelect } }, orderBy: { createdAt: "asc" } } },
  });
  if (!user) return [];
  const { parentLinks, fullName, ...self } = user;
  return [{ self: true, ...self }, ...parentLinks.map((link) => ({ self: false, childName: fullName, ...link.parent }))];
}

function defaultHref(event: StudentEvent): string {
  switch (event.kind) {
    case "topup_approved":
    case "topup_rejected":
    case "payment_credited":
      return "/projects/payments";
    case "course_enrolled":
    case "weekly_digest":
    case "practice_reminder":
      return "/my-courses";
    default:
      // Warnings, certificates, the day's score and absences are on the student's own card.
      return `/students/${event.userId}`;
  }
}

const textIn = (locale: Locale, event: StudentEvent) => apiText(locale, { key: `${messageTextKey(event.kind)}${event.variant ?? ""}`, values: event.values?.(locale) });
/** A parent's copy names the child it is about: "Qadam, about <child>: <the student's text>". */
const aboutChild = (locale: Locale, child: string, event: StudentEvent) =>
  apiText(locale, { key: "api.outbox.aboutChild", values: { product: PRODUCT_NAME, child, text: withoutProduct(textIn(locale, event)) } });

/** The bell is the product itself: its line drops the "Qadam: " a message opens with. */
function withoutProduct(text: string): string {
  const rest = text.replace(new RegExp(`^${PRODUCT_NAME}: `), "");
  return rest.charAt(0).toLocaleUpperCase() + rest.slice(1);
}

/**
 * Tells a student of an event inside the transaction of the event: a line in their in-app bell
 * (always, in both languages), and one message to their linked Telegram, else by SMS to their
 * phone, in the language they last signed in with, unless they switched the kind off.
 * `eventKey` names the event itself (a payment, an enrolment), so a replayed event tells once.
 * `values` are made for each language; `variant` picks another text of the same kind (a rejection
 * without a reason). Nothing is written for a user who is gone. Answers the messages enqueued.
 */
export async function tellStudent(tx: Tx, event: StudentEvent): Promise<number> {
  const recipients = (await eventRecipients(tx, event.userId)).filter((recipient) => recipient.self || PARENT_MESSAGE_KINDS.includes(event.kind));
  const key = `${event.kind}:${event.eventKey}`;
  if (recipients.some((recipient) => recipient.self)) {
    const texts = Object.fromEntries(LOCALES.map((locale) => [locale, withoutProduct(textIn(locale, event))]));
    await tx.bellItem.createMany({ data: [{ userId: event.userId, eventKey: key, kind: event.kind, texts, href: event.href ?? defaultHref(event) }], skipDuplicates: true });
  }
  const entries: OutboxEntry[] = recipients
    .filter((recipient) => wantsKind(event.kind, recipient))
    .map((recipient) => {
      const locale = isLocale(recipient.locale) ? recipient.locale : DEFAULT_LOCALE;
      const to = recipient.telegramChatId ? { channel: "telegram" as const, recipient: recipient.telegramChatId } : { channel: "sms" as const, recipient: recipient.phone };
      const text = recipient.childName === undefined ? textIn(locale, event) : aboutChild(locale, recipient.childName, event);
      return { eventKey: key, kind: event.kind, ...to, text };
    });
  return enqueueMessages(tx, entries);
}
