import { z } from "zod";

// The top-up amount and the dialog's fields, one rule for the dialog and the server
// (createPaymentBody, createTopupFormBody): browser-safe.

export type PaymentCard = { number: string; holder: string };

/** '8600123456781234' → '8600 1234 5678 1234': groups of four, as printed on a card. */
export function groupCardNumber(card: string): string {
  return card.replace(/\D/g, "").replace(/(\d{4})(?=\d)/g, "$1 ");
}

export const MAX_TOPUP_AMOUNT = 100_000_000;
const AMOUNT_MESSAGE = "api.validation.amount";

/** Whole so'm, positive, under a sane maximum (DESIGN: money is integers). */
export const topupAmount = z
  .number({ error: AMOUNT_MESSAGE })
  .int(AMOUNT_MESSAGE)
  .positive(AMOUNT_MESSAGE)
  .max(MAX_TOPUP_AMOUNT, "api.validation.amountTooLarge");

/**
 * The amount field is a whole-number keypad: digits, with spaces people type between thousands.
 * Anything else (a sign, a decimal point, letters, zero, more than the server takes) is not an
 * amount; null then.
 */
export function parseTopupAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, "");
  if (!/^\d{1,12}$/.test(compact)) return null;
  const parsed = topupAmount.safeParse(Number(compact));
  return parsed.success ? parsed.data : null;
}

/** The provider's transaction number a student may add: as typed, trimmed, at most 100 characters. */
export const transactionIdText = z.string({ error: "api.validation.transactionText" }).trim().max(100, "api.validation.transactionTooLong");

/**
 * The card top-up dialog's form (components/payments/topup-dialog.tsx) as typed: the amount's
 * digits become whole so'm (parseTopupAmount), the transaction number stays optional. The receipt
 * is a file the server checks (read-receipt-file.ts).
 */
export const topupFormFields = z.object({
  amount: z.string().transform((text, context) => {
    const amount = parseTopupAmount(text);
    if (amount === null) context.addIssue({ code: "custom", message: AMOUNT_MESSAGE });
    return amount ?? 0;
  }),
  transactionId: transactionIdText,
});

export type TopupFormInput = z.input<typeof topupFormFields>;
export type TopupFormValues = z.output<typeof topupFormFields>;
