import type { Prisma } from "@/lib/db/generated/client";

/** A payment as its student sees it in the history (spec §3 payment history item). */
export const studentPaymentSelect = {
  id: true,
  kind: true,
  status: true,
  amount: true,
  paymentMethod: true,
  description: true,
  transactionId: true,
  createdAt: true,
  course: { select: { title: true } },
} satisfies Prisma.PaymentSelect;

export type StudentPayment = Prisma.PaymentGetPayload<{ select: typeof studentPaymentSelect }>;

export type PaymentStats = { balance: number; totalPayments: number; monthlyPayments: number };
