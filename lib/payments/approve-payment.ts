import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/auth/session";
import { db, type Tx } from "@/lib/db/client";
import { adminPaymentSelect, type AdminPayment } from "./shapes";
import { formatMoney } from "@/lib/format/money";
import { tellStudent } from "@/lib/outbox/student-events";
import { creditBalance } from "./ledger";

/** 404 for an unknown payment, else 409: it exists but is no longer a pending top-up. */
export async function notPendingError(tx: Tx, paymentId: string): Promise<AppError> {
  const exists = await tx.payment.findUnique({ where: { id: paymentId }, select: { id: true } });
  return new AppError(exists ? "payment_not_pending" : "payment_not_found");
}

/**
 * Approves a pending top-up and credits the student's balance exactly once: the conditional
 * status update, the credit and its ledger row are one transaction, so a second approve (or
 * ten at once) finds nothing pending and answers 409 without touching the balance.
 */
export async function approvePayment({ caller, paymentId }: { caller: Caller; paymentId: string }): Promise<AdminPayment> {
  return db().$transaction(async (tx) => {
    const { count } = await tx.payment.updateMany({
      // A Payme or Click payment is decided by its provider, never by an admin.
      where: { id: paymentId, status: "pending", kind: "topup", provider: { is: null } },
      data: { status: "approved", decidedById: caller.id, decidedAt: new Date() },
    });
    if (count === 0) throw await notPendingError(tx, paymentId);
    const payment = await tx.payment.findUniqueOrThrow({ where: { id: paymentId }, select: { ...adminPaymentSelect, userId: true } });
    const { userId, ...view } = payment;
    if (payment.amount > 0) {
      const credited = await creditBalance(tx, { userId, amount: payment.amount, reason: "topup_approved", paymentId, actorId: caller.id });
      if (!credited) throw new AppError("user_not_found");
    }
    await tx.userNotification.create({ data: { userId, kind: "topup_approved", paymentId, amount: payment.amount } });
    await tellStudent(tx, { userId, kind: "topup_approved", eventKey: paymentId, values: (locale) => ({ amount: formatMoney(payment.amount, locale) }) });
    return view;
  });
}
