import type { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";

/** A payment as the admin table, its detail modal and the CSV export show it. */
export const adminPaymentSelect = {
  id: true,
  kind: true,
  status: true,
  amount: true,
  paymentMethod: true,
  description: true,
  transactionId: true,
  createdAt: true,
  decidedAt: true,
  user: { select: { id: true, fullName: true, phone: true } },
  course: { select: { title: true } },
  decidedBy: { select: { fullName: true } },
} satisfies Prisma.PaymentSelect;

export type AdminPayment = Prisma.PaymentGetPayload<{ select: typeof adminPaymentSelect }>;

/** Every payment, newest first (the admin page paginates and searches on the client). */
export async function findAdminPayments(): Promise<AdminPayment[]> {
  return db().payment.findMany({ select: adminPaymentSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}
