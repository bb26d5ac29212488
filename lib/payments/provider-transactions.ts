import "server-only";
import { db, type Tx } from "@/lib/db/client";
import type { PaymentProvider } from "@/lib/db/generated/enums";
import { formatMoney } from "@/lib/format/money";
import { tellStudent } from "@/lib/outbox/student-events";
import { MAX_BALANCE } from "./balance-limit";
import { creditBalance, debitBalance } from "./ledger";

// The state machine both providers share (Payme's published states; Click's prepare and
// complete map onto the first three). Every change is one conditional UPDATE on the state it
// leaves, in the same transaction as the ledger row and the payment's status: of twenty
// identical calls at once, one finds the row in the state it expects and the others find it
// already moved, so the balance changes once. Lock order: the ProviderTransaction row, then the
// user's row (the ledger's UPDATE), the same in every function here.

// Duplicates queue for a pool connection: as enrolStudent, wait for one rather than fail.
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

export const STATE = { created: 1, performed: 2, cancelled: -1, cancelledAfterPerform: -2 } as const;

export const providerTransactionSelect = {
  id: true,
  number: true,
  provider: true,
  externalId: true,
  paymentId: true,
  userId: true,
  accountNumber: true,
  amount: true,
  state: true,
  reason: true,
  providerTime: true,
  createdAt: true,
  performedAt: true,
  cancelledAt: true,
} as const;

export type ProviderTransaction = {
  id: string;
  number: number;
  provider: PaymentProvider;
  externalId: string;
  paymentId: string;
  userId: string;
  accountNumber: number;
  amount: number;
  state: number;
  reason: number | null;
  providerTime: Date;
  createdAt: Date;
  performedAt: Date | null;
  cancelledAt: Date | null;
};

export type AccountHolder = { id: string; accountNumber: number };

/**
 * The student an account number names. A parent's own account number names nobody: a parent
 * pays into the child's account (issue 38), and has no balance of their own to spend.
 */
export async function findAccountHolder(accountNumber: number): Promise<AccountHolder | null> {
  return db().user.findFirst({ where: { accountNumber, role: { not: "parent" } }, select: { id: true, accountNumber: true } });
}

export async function findProviderTransaction(provider: PaymentProvider, externalId: string): Promise<ProviderTransaction | null> {
  return db().providerTransaction.findUnique({ where: { provider_externalId: { provider, externalId } }, select: providerTransactionSelect });
}

/**
 * How long a created transaction holds its amount against the balance limit: Payme's timeout
 * (a created transaction it has not performed in 12 hours is cancelled), and far longer than
 * Click takes from prepare to complete.
 */
export const HOLD_MS = 43_200_000;

/** A payment refused before the provider takes the money: it would take the balance past MAX_BALANCE. */
export class PastBalanceLimit extends Error {
  constructor() {
    super("past_balance_limit");
  }
}

/**
 * Whether `amount` more fits under MAX_BALANCE beside the balance and the transactions of the
 * student still created (neither performed nor cancelled) within HOLD_MS: each of those may be
 * performed, and a provider that has taken the money must be able to credit it. Asked before a
 * transaction is recorded, so the provider is told before the payer pays; the ledger's own check
 * at the credit stays (an admin's credit may come in between).
 */
export async function fitsBalanceLimitWithHeld(client: Pick<Tx, "$queryRaw">, input: { userId: string; amount: number; now: Date }): Promise<boolean> {
  const since = new Date(input.now.getTime() - HOLD_MS);
  const [row] = await client.$queryRaw<{ fits: boolean }[]>`
    SELECT u.balance::bigint + ${input.amount} + coalesce((
      SELECT sum(t.amount) FROM "ProviderTransaction" AS t WHERE t."userId" = u.id AND t.state = ${STATE.created} AND t."createdAt" >= ${since}
    ), 0) <= ${MAX_BALANCE} AS fits
    FROM "User" AS u WHERE u.id = ${input.userId}`;
  return row?.fits ?? false;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === "P2002";
}

/**
 * Records a new provider transaction and the pending payment the student's history shows, or
 * throws PastBalanceLimit when its amount does not fit beside the balance and the amounts still
 * held (fitsBalanceLimitWithHeld). The student's row is locked first, so two payments of one
 * student are weighed one after the other, each seeing the other's row. A duplicate arriving at
 * the same moment finds the row the first one wrote.
 */
export async function openProviderTransaction(input: {
  provider: PaymentProvider;
  externalId: string;
  holder: AccountHolder;
  amount: number;
  providerTime: Date;
  now: Date;
}): Promise<ProviderTransaction> {
  try {
    return await db().$transaction(async (tx) => {
      // Its own statement: the reads after it see what another payment of the student committed while this one waited.
      await tx.$queryRaw`SELECT 1 FROM "User" WHERE id = ${input.holder.id} FOR UPDATE`;
      const recorded = await tx.providerTransaction.findUnique({
        where: { provider_externalId: { provider: input.provider, externalId: input.externalId } },
        select: providerTransactionSelect,
      });
      if (recorded) return recorded;
      if (!(await fitsBalanceLimitWithHeld(tx, { userId: input.holder.id, amount: input.amount, now: input.now }))) throw new PastBalanceLimit();
      const payment = await tx.payment.create({
        data: {
          userId: input.holder.id,
          kind: "topup",
          status: "pending",
          amount: input.amount,
          paymentMethod: input.provider,
          transactionId: input.externalId,
          createdAt: input.now,
        },
        select: { id: true },
      });
      return tx.providerTransaction.create({
        data: {
          provider: input.provider,
          externalId: input.externalId,
          paymentId: payment.id,
          userId: input.holder.id,
          accountNumber: input.holder.accountNumber,
          amount: input.amount,
          providerTime: input.providerTime,
          createdAt: input.now,
        },
        select: providerTransactionSelect,
      });
    }, TRANSACTION_OPTIONS);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const existing = await findProviderTransaction(input.provider, input.externalId);
    if (!existing) throw error;
    return existing;
  }
}

async function reread(tx: Tx, id: string): Promise<ProviderTransaction> {
  return tx.providerTransaction.findUniqueOrThrow({ where: { id }, select: providerTransactionSelect });
}

/**
 * Performs a created transaction: state 1 → 2, the credit through the ledger, the payment
 * approved and the student told, all or nothing. Answers the row as it is afterwards and
 * whether this call moved it; a row that was not in state 1 is answered unchanged.
 */
export async function performProviderTransaction(input: { id: string; now: Date }): Promise<{ changed: boolean; row: ProviderTransaction }> {
  return db().$transaction(async (tx) => {
    const { count } = await tx.providerTransaction.updateMany({
      where: { id: input.id, state: STATE.created },
      data: { state: STATE.performed, performedAt: input.now },
    });
    const row = await reread(tx, input.id);
    if (count === 0) return { changed: false, row };
    const credited = await creditBalance(tx, { userId: row.userId, amount: row.amount, reason: "provider_topup", paymentId: row.paymentId });
    // The payment cascades with its user, and this row with the payment: a missing user cannot reach here.
    if (!credited) throw new Error(`provider transaction ${row.id}: its user is gone`);
    await tx.payment.update({ where: { id: row.paymentId }, data: { status: "approved", decidedAt: input.now } });
    await tx.userNotification.create({ data: { userId: row.userId, kind: "topup_approved", paymentId: row.paymentId, amount: row.amount } });
    await tellStudent(tx, { userId: row.userId, kind: "payment_credited", eventKey: row.paymentId, values: (locale) => ({ amount: formatMoney(row.amount, locale) }) });
    return { changed: true, row };
  }, TRANSACTION_OPTIONS);
}

export type CancelOutcome = { outcome: "cancelled" | "unchanged" | "insufficient_balance"; row: ProviderTransaction };

/** Thrown inside the cancel's transaction to roll its state change back. */
class BalanceAlreadySpent extends Error {}

/**
 * Cancels a transaction with the provider's reason. A created one (1) becomes -1 and its
 * payment is refused; a performed one (2) becomes -2 only if the ledger can take the money
 * back (the condition is in the debit's UPDATE), else the whole change rolls back and the
 * caller answers that it cannot be cancelled. A cancelled one is answered unchanged, and so is
 * a performed one when `createdOnly` is set (Click: a confirmed payment is never undone by a
 * failure report, even one that read the row before a complete confirmed it).
 */
export async function cancelProviderTransaction(input: { id: string; reason: number; now: Date; createdOnly?: boolean }): Promise<CancelOutcome> {
  try {
    return await db().$transaction(async (tx) => {
      const created = await tx.providerTransaction.updateMany({
        where: { id: input.id, state: STATE.created },
        data: { state: STATE.cancelled, reason: input.reason, cancelledAt: input.now },
      });
      const performed =
        created.count === 1 || input.createdOnly
          ? { count: 0 }
          : await tx.providerTransaction.updateMany({
              where: { id: input.id, state: STATE.performed },
              data: { state: STATE.cancelledAfterPerform, reason: input.reason, cancelledAt: input.now },
            });
      const row = await reread(tx, input.id);
      if (created.count === 0 && performed.count === 0) return { outcome: "unchanged" as const, row };
      if (performed.count === 1) {
        const debited = await debitBalance(tx, { userId: row.userId, amount: row.amount, reason: "provider_refund", paymentId: row.paymentId });
        if (!debited) throw new BalanceAlreadySpent();
      }
      await tx.payment.update({ where: { id: row.paymentId }, data: { status: "rejected", decidedAt: input.now } });
      return { outcome: "cancelled" as const, row };
    }, TRANSACTION_OPTIONS);
  } catch (error) {
    if (!(error instanceof BalanceAlreadySpent)) throw error;
    // The student has spent the money: the transaction stays performed.
    const row = await db().providerTransaction.findUniqueOrThrow({ where: { id: input.id }, select: providerTransactionSelect });
    return { outcome: "insufficient_balance", row };
  }
}
