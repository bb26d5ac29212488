// Browser-safe rules of the top-up dialog (the server's createPaymentBody has the final word).

export type PaymentCard = { number: string; holder: string };

/** '8600123456781234' → '8600 1234 5678 1234': groups of four, as printed on a card. */
export function groupCardNumber(card: string): string {
  return card.replace(/\D/g, "").replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * The amount field is a whole-number keypad: digits, with spaces people type between thousands.
 * Anything else (a sign, a decimal point, letters, zero) is not an amount; null then.
 */
export function parseTopupAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, "");
  if (!/^\d{1,12}$/.test(compact)) return null;
  const value = Number(compact);
  return value > 0 ? value : null;
}
