// Browser-safe: the security page lists these kinds.

/**
 * What a student is told about by Telegram or SMS (issue 39, "What gets sent"); each kind can be
 * switched off (User.notificationOptOut).
 */
export const STUDENT_MESSAGE_KINDS = [
  "topup_approved",
  "topup_rejected",
  "payment_credited",
  "course_enrolled",
  "warning_given",
  "warning_cancelled",
  "certificate_unlocked",
] as const;
export type StudentMessageKind = (typeof STUDENT_MESSAGE_KINDS)[number];

/** The message's text in messages/*.json: `api.outbox.<kind in camelCase>`. */
export const messageTextKey = (kind: StudentMessageKind) => `api.outbox.${kind.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())}`;
