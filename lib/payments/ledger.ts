import { AppError } from "@/lib/errors/app-error";
import type { Tx } from "@/lib/db/client";
import type { LedgerReason } from "@/lib/db/generated/enums";
import { MAX_BALANCE } from "./balance-limit";

export type BalanceChange = {
  userId: string;
  /** A positive whole number of so'm; the sign is the function's. */
  amount: number;
  reason: LedgerReason;
  paymentId?: string | null;
  actorId?: string | null;
};

function assertPositiveWhole(amount: number): void {
  // A guard against programming errors: inputs are validated before they reach the ledger.
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`ledger amount must be a positive integer, got ${amount}`);
}

/**
 * Takes `amount` from the user's balance, inside the caller's transaction. The condition is in
 * the UPDATE itself (DESIGN: never a read followed by a write), so concurrent debits cannot
 * overdraw: PostgreSQL re-checks `balance >= amount` on the row it locked. Returns false, and
 * writes nothing, when the balance is too small (or the user does not exist).
 */
export async function debitBalance(tx: Tx, change: BalanceChange): Promise<boolean> {
  assertPositiveWhole(change.amount);
  const updated = await tx.$executeRaw`
    UPDATE "User" SET balance = balance - ${change.amount}, "updatedAt" = now()
    WHERE id = ${change.userId} AND balance >= ${change.amount}`;
  if (updated === 0) return false;
  await tx.ledgerEntry.create({
    data: {
      userId: change.userId,
      amount: -change.amount,
      reason: change.reason,
      paymentId: change.paymentId ?? null,
      actorId: change.actorId ?? null,
    },
  });
  return true;
}

/**
 * Adds `amount` to the user's balance and writes the matching ledger row, inside the caller's
 * transaction. Returns false, and writes nothing, when the user does not exist. Every credit
 * (an approved top-up, an admin's adjustment, a provider's payment) comes through here, so the
 * balance limit is checked here, in the UPDATE like the debit's condition: a credit that would
 * pass MAX_BALANCE throws `balance_limit` (409) and writes nothing, where the 32-bit column
 * would have overflowed as a 500.
 */
export async function creditBalance(tx: Tx, change: BalanceChange): Promise<boolean> {
  assertPositiveWhole(change.amount);
  const updated = await tx.$executeRaw`
    UPDATE "User" SET balance = balance + ${change.amount}, "updatedAt" = now()
    WHERE id = ${change.userId} AND balance <= ${MAX_BALANCE - change.amount}`;
  if (updated === 0) {
    const user = await tx.user.findUnique({ where: { id: change.userId }, select: { id: true } });
    if (user) throw new AppError("balance_limit");
    return false;
  }
  await tx.ledgerEntry.create({
    data: {
      userId: change.userId,
      amount: change.amount,
      reason: change.reason,
      paymentId: change.paymentId ?? null,
      actorId: change.actorId ?? null,
    },
  });
  return true;
}
