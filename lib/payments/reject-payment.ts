import "server-only";
import { z } from "zod";
import type { Caller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { formatMoney } from "@/lib/format/money";
import { tellStudent } from "@/lib/outbox/student-events";
import { notPendingError } from "./approve-payment";
import { adminPaymentSelect, type AdminPayment } from "./shapes";

/** The admin's reason, told to the student; optional, as the spec's reject has none. */
export const rejectPaymentBody = z.object({
  reason: z.string({ error: "api.validation.reasonText" }).trim().max(300, "api.validation.reasonTooLong").optional(),
});

/**
 * Rejects a pending top-up: no money moves; who decided, when and why are kept, and the student
 * finds the decision with its reason among their notifications.
 */
export async function rejectPayment({ caller, paymentId, reason = "" }: { caller: Caller; paymentId: string; reason?: string }): Promise<AdminPayment> {
  return db().$transaction(async (tx) => {
    const { count } = await tx.payment.updateMany({
      // A Payme or Click payment is decided by its provider, never by an admin.
      where: { id: paymentId, status: "pending", kind: "topup", provider: { is: null } },
      data: { status: "rejected", decidedById: caller.id, decidedAt: new Date(), decisionReason: reason },
    });
    if (count === 0) throw await notPendingError(tx, paymentId);
    const { userId, ...payment } = await tx.payment.findUniqueOrThrow({ where: { id: paymentId }, select: { ...adminPaymentSelect, userId: true } });
    await tx.userNotification.create({ data: { userId, kind: "topup_rejected", paymentId, amount: payment.amount, reason } });
    await tellStudent(tx, {
      userId,
      kind: "topup_rejected",
      eventKey: paymentId,
      variant: reason ? undefined : "NoReason",
      values: (locale) => ({ amount: formatMoney(payment.amount, locale), reason }),
    });
    return payment;
  });
}
