import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import type { Tx } from "@/lib/db/client";
import { creditBalance, debitBalance } from "@/lib/payments/ledger";
import type { LockedUser } from "./user-rows";

/**
 * Sets a user's balance to the figure the admin typed, through the ledger: the difference from
 * the stored balance is one admin_adjustment row with the admin as actor, and the UPDATE keeps
 * its condition in SQL (lib/payments/ledger.ts), so it can never go below 0. The caller holds
 * the user's row lock (`user` is that row), so concurrent edits of one balance queue up and each
 * computes its difference from the balance the one before it committed: the ledger always adds
 * up to the balance. With `expectedBalance` (the figure the form showed) a balance that moved
 * since is a 409 instead of silently undoing that movement.
 */
export async function adjustBalance(
  tx: Tx,
  { caller, user, balance, expectedBalance }: { caller: Caller; user: LockedUser; balance: number; expectedBalance?: number },
): Promise<void> {
  if (caller.role !== "admin") throw new AppError("admin_only");
  if (expectedBalance !== undefined && expectedBalance !== user.balance) throw new AppError("conflict");
  const difference = balance - user.balance;
  if (difference === 0) return;
  const change = { userId: user.id, amount: Math.abs(difference), reason: "admin_adjustment" as const, actorId: caller.id };
  const done = difference > 0 ? await creditBalance(tx, change) : await debitBalance(tx, change);
  // Only a row changed behind the lock could fail the SQL condition; refuse rather than overdraw.
  if (!done) throw new AppError("conflict");
}
