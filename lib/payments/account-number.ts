// A student's account number for Payme and Click (migration provider_payments): six digits
// from a sequence and a Luhn check digit. Browser-safe: the top-up dialog shows it, and the
// provider endpoints refuse a number whose check digit is wrong before they read the database.

export const ACCOUNT_NUMBER_PATTERN = /^[1-9]\d{6}$/;

/** The Luhn check digit of `payload` (its digits, most significant first). */
export function luhnCheckDigit(payload: string): number {
  let sum = 0;
  for (let i = 0; i < payload.length; i += 1) {
    const digit = Number(payload[payload.length - 1 - i]);
    // The rightmost payload digit is doubled: the check digit will stand to its right.
    const doubled = i % 2 === 0 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return (10 - (sum % 10)) % 10;
}

/** The account number a parent typed, when it is one: seven digits whose last checks the six before it. */
export function parseAccountNumber(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!ACCOUNT_NUMBER_PATTERN.test(text)) return null;
  if (luhnCheckDigit(text.slice(0, 6)) !== Number(text[6])) return null;
  return Number(text);
}
