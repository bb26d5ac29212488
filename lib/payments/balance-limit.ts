// The largest balance an account may hold, browser-safe. User.balance is a 32-bit Int, so a
// credit past 2,147,483,647 would fail in PostgreSQL as a 500 (issue 25, item 11); one rule
// well below it is checked by every credit (lib/payments/ledger.ts, in its UPDATE), by a top-up
// request before it is made, and by the admin's balance field.
export const MAX_BALANCE = 1_000_000_000;

/** Whether `balance + amount` stays within MAX_BALANCE. */
export function fitsBalanceLimit(balance: number, amount: number): boolean {
  return balance + amount <= MAX_BALANCE;
}
