import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db/client";
import { logError } from "@/lib/log/logger";
import { parseAccountNumber } from "../account-number";
import { providerLimits } from "../provider-config";
import {
  cancelProviderTransaction,
  findAccountHolder,
  findProviderTransaction,
  fitsBalanceLimitWithHeld,
  openProviderTransaction,
  PastBalanceLimit,
  performProviderTransaction,
  providerTransactionSelect,
  STATE,
  type AccountHolder,
  type ProviderTransaction,
} from "../provider-transactions";
import { PaymeError } from "./payme-errors";
import { changePaymeKey, type PaymeCaller } from "./payme-keys";
import type { PaymeMethod, PaymeParams } from "./payme-schemas";

// Payme's Merchant API methods over the shared provider transactions. Every answer about a
// transaction is read from its row, so a retried call gets the same create_time, perform_time
// and cancel_time as the first (Payme's sandbox sends each call twice and compares).

/** A created transaction that Payme has not performed within 12 hours is cancelled (CreateTransaction, "Отмена по таймауту"). */
export const PAYME_TIMEOUT_MS = 43_200_000;
export const TIMEOUT_REASON = 4;

const TIYIN_PER_SOM = 100;

export function isExpired(row: Pick<ProviderTransaction, "providerTime">, now: Date): boolean {
  return now.getTime() - row.providerTime.getTime() > PAYME_TIMEOUT_MS;
}

/** Whole so'm within the configured limits, or -31001: the ledger keeps no tiyin. */
export function somFromTiyin(amount: number): number {
  const { min, max } = providerLimits();
  if (amount <= 0 || amount % TIYIN_PER_SOM !== 0) throw new PaymeError("invalidAmount");
  const som = amount / TIYIN_PER_SOM;
  if (som < min || som > max) throw new PaymeError("invalidAmount");
  return som;
}

async function holderOf(account: Record<string, unknown>): Promise<AccountHolder> {
  const accountNumber = parseAccountNumber(account.account);
  const holder = accountNumber === null ? null : await findAccountHolder(accountNumber);
  if (!holder) throw new PaymeError("accountNotFound", "account");
  return holder;
}

async function existing(id: string): Promise<ProviderTransaction> {
  const row = await findProviderTransaction("payme", id);
  if (!row) throw new PaymeError("transactionNotFound");
  return row;
}

const ms = (date: Date | null) => (date ? date.getTime() : 0);

/**
 * Records a new transaction; one that would take the balance past its limit is a wrong amount
 * (-31001), refused before Payme debits the payer. One whose Payme time is already past the
 * timeout is refused (-31008) and not recorded: it would be born cancelled.
 */
async function open(params: PaymeParams["CreateTransaction"], now: Date): Promise<ProviderTransaction> {
  const holder = await holderOf(params.account);
  const amount = somFromTiyin(params.amount);
  if (isExpired({ providerTime: new Date(params.time) }, now)) throw new PaymeError("cannotPerform");
  try {
    return await openProviderTransaction({ provider: "payme", externalId: params.id, holder, amount, providerTime: new Date(params.time), now });
  } catch (error) {
    if (error instanceof PastBalanceLimit) throw new PaymeError("balanceLimit");
    throw error;
  }
}

/**
 * Performs a created transaction. The limit was weighed at CreateTransaction; if a credit of
 * another kind (an admin's) has since filled the balance, the ledger refuses this one, and Payme
 * is told it cannot be performed (-31008: it cancels and gives the payer the money back) rather
 * than a system error it would retry.
 */
async function perform(row: ProviderTransaction, now: Date): Promise<ProviderTransaction> {
  try {
    return (await performProviderTransaction({ id: row.id, now })).row;
  } catch (error) {
    if (!(error instanceof AppError && error.code === "balance_limit")) throw error;
    logError("provider_balance_limit", { provider: "payme", transaction: row.number, amount: row.amount });
    throw new PaymeError("cannotPerform");
  }
}

/**
 * A repeated CreateTransaction must name what the first one did: the same Payme id with another
 * amount (-31001) or account (-31050) is refused, not answered with the recorded transaction.
 */
function sameAsRecorded(row: ProviderTransaction, params: PaymeParams["CreateTransaction"]): void {
  if (params.amount !== row.amount * TIYIN_PER_SOM) throw new PaymeError("invalidAmount");
  if (parseAccountNumber(params.account.account) !== row.accountNumber) throw new PaymeError("otherAccount", "account");
}

/**
 * A created transaction past its 12 hours is cancelled with reason 4 before anything else is
 * done with it or said about it, so every method, CheckTransaction and GetStatement too,
 * answers it as Payme has it: cancelled by timeout.
 */
async function expireIfDue(row: ProviderTransaction, now: Date): Promise<ProviderTransaction> {
  if (row.state !== STATE.created || !isExpired(row, now)) return row;
  return (await cancelProviderTransaction({ id: row.id, reason: TIMEOUT_REASON, now })).row;
}

/** One transaction as GetStatement lists it (also the admin's reconciliation view). */
export function statementItem(row: ProviderTransaction) {
  return {
    id: row.externalId,
    time: row.providerTime.getTime(),
    amount: row.amount * TIYIN_PER_SOM,
    account: { account: String(row.accountNumber) },
    create_time: ms(row.createdAt),
    perform_time: ms(row.performedAt),
    cancel_time: ms(row.cancelledAt),
    transaction: String(row.number),
    state: row.state,
    reason: row.reason,
  };
}

type Methods = { [M in PaymeMethod]: (params: PaymeParams[M], now: Date, caller: PaymeCaller) => Promise<Record<string, unknown>> };

export const paymeMethods: Methods = {
  async CheckPerformTransaction(params, now) {
    const holder = await holderOf(params.account);
    const amount = somFromTiyin(params.amount);
    if (!(await fitsBalanceLimitWithHeld(db(), { userId: holder.id, amount, now }))) throw new PaymeError("balanceLimit");
    return { allow: true };
  },

  async CreateTransaction(params, now) {
    const found = await findProviderTransaction("payme", params.id);
    if (found) sameAsRecorded(found, params);
    const row = found ? await expireIfDue(found, now) : await open(params, now);
    if (row.state !== STATE.created) throw new PaymeError("cannotPerform");
    return { create_time: ms(row.createdAt), transaction: String(row.number), state: row.state };
  },

  async PerformTransaction(params, now) {
    const row = await expireIfDue(await existing(params.id), now);
    const after = row.state === STATE.created ? await perform(row, now) : row;
    if (after.state !== STATE.performed) throw new PaymeError("cannotPerform");
    return { transaction: String(after.number), perform_time: ms(after.performedAt), state: after.state };
  },

  async CancelTransaction(params, now) {
    const { outcome, row } = await cancelProviderTransaction({ id: (await existing(params.id)).id, reason: params.reason, now });
    if (outcome === "insufficient_balance") throw new PaymeError("cannotCancel");
    return { transaction: String(row.number), cancel_time: ms(row.cancelledAt), state: row.state };
  },

  async CheckTransaction(params, now) {
    const row = await expireIfDue(await existing(params.id), now);
    return {
      create_time: ms(row.createdAt),
      perform_time: ms(row.performedAt),
      cancel_time: ms(row.cancelledAt),
      transaction: String(row.number),
      state: row.state,
      reason: row.reason,
    };
  },

  // Payme's reconciliation: every transaction whose Payme creation time is within [from, to],
  // oldest first (GetStatement). Failed CreateTransaction calls wrote no row, so none appear.
  async GetStatement(params, now) {
    const rows = await db().providerTransaction.findMany({
      where: { provider: "payme", providerTime: { gte: new Date(params.from), lte: new Date(params.to) } },
      orderBy: [{ providerTime: "asc" }, { number: "asc" }],
      select: providerTransactionSelect,
    });
    // One at a time: the expired ones are few, and each takes a pool connection for its transaction.
    const current: ProviderTransaction[] = [];
    for (const row of rows) current.push(await expireIfDue(row, now));
    return { transactions: current.map(statementItem) };
  },

  // Payme sends the cashbox's new key when it is changed in the cabinet, signed with the key it
  // replaces; from the answer on, only the new key opens that slot (lib/payments/payme/payme-keys.ts).
  async ChangePassword(params, now, caller) {
    if (!(await changePaymeKey(caller, params.password, now))) throw new PaymeError("insufficientPrivilege");
    return { success: true };
  },
};
