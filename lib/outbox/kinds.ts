// Browser-safe: the security page lists these kinds.

/**
 * What a student is told about by Telegram or SMS (issue 39, "What gets sent"); each kind can be
 * switched off (User.notificationOptOut), and the kinds of OPT_IN_KINDS are off until switched on
 * (User.notificationOptIn).
 */
export const STUDENT_MESSAGE_KINDS = [
  "topup_approved",
  "topup_rejected",
  "payment_credited",
  "course_enrolled",
  "warning_given",
  "warning_cancelled",
  "certificate_unlocked",
  "day_score",
  "absent_today",
  "weekly_digest",
  "practice_reminder",
  "question_answered",
  "project_reviewed",
] as const;
export type StudentMessageKind = (typeof STUDENT_MESSAGE_KINDS)[number];

/**
 * What a linked parent gets a copy of (issue 38): every event about their child but an answer to
 * the child's question under a lesson (issue 41), which is the child's conversation.
 */
export const PARENT_MESSAGE_KINDS: readonly StudentMessageKind[] = STUDENT_MESSAGE_KINDS.filter((kind) => kind !== "question_answered");

/** What an admin may get by Telegram besides the admin page: every admin notification. */
export const ADMIN_MESSAGE_KINDS = ["admin_notification"] as const;
export type AdminMessageKind = (typeof ADMIN_MESSAGE_KINDS)[number];

export const MESSAGE_KINDS = [...STUDENT_MESSAGE_KINDS, ...ADMIN_MESSAGE_KINDS] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Off until the user switches them on: the issue asks for an opt-in reminder after 5 idle days. */
export const OPT_IN_KINDS: readonly MessageKind[] = ["practice_reminder"];

/** The kinds a user of this role chooses among (the security page; a parent's on /parent). */
export function messageKindsFor(role: string): readonly MessageKind[] {
  if (role === "admin") return ADMIN_MESSAGE_KINDS;
  return role === "parent" ? PARENT_MESSAGE_KINDS : STUDENT_MESSAGE_KINDS;
}

/** Whether a user with these lists gets messages of `kind`. */
export function wantsKind(kind: MessageKind, user: { notificationOptOut: readonly string[]; notificationOptIn: readonly string[] }): boolean {
  return OPT_IN_KINDS.includes(kind) ? user.notificationOptIn.includes(kind) : !user.notificationOptOut.includes(kind);
}

/** The message's text in messages/*.json: `api.outbox.<kind in camelCase>`. */
export const messageTextKey = (kind: MessageKind) => `api.outbox.${kind.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())}`;
