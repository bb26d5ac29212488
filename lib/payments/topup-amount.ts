import { z } from "zod";

// The top-up amount, one rule for the dialog and the server (createPaymentBody): browser-safe.

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
