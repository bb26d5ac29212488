import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { notPendingError } from "./approve-payment";
import { adminPaymentSelect, type AdminPayment } from "./shapes";

/** Rejects a pending top-up: no money moves; who decided and when are kept. */
export async function rejectPayment({ caller, paymentId }: { caller: Caller; paymentId: string }): Promise<AdminPayment> {
  return db().$transaction(async (tx) => {
    const { count } = await tx.payment.updateMany({
      where: { id: paymentId, status: "pending", kind: "topup" },
      data: { status: "rejected", decidedById: caller.id, decidedAt: new Date() },
    });
    if (count === 0) throw await notPendingError(tx, paymentId);
    return tx.payment.findUniqueOrThrow({ where: { id: paymentId }, select: adminPaymentSelect });
  });
}
