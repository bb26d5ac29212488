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
  // Why a rejected top-up was refused, and whether a receipt came with it (its bytes are
  // served apart, from /api/payments/{id}/receipt).
  decisionReason: true,
  receipt: { select: { mimeType: true } },
} satisfies Prisma.PaymentSelect;

export type StudentPayment = Prisma.PaymentGetPayload<{ select: typeof studentPaymentSelect }>;

/** A payment as the admin table, its detail modal and the CSV export show it: the student's view, plus who paid and who decided. */
export const adminPaymentSelect = {
  ...studentPaymentSelect,
  decidedAt: true,
  // The balance lets the approve and reject confirmations show what the decision does to it.
  user: { select: { id: true, fullName: true, phone: true, balance: true } },
  decidedBy: { select: { fullName: true } },
  // A Payme or Click payment: its state there, and why it was cancelled (Payme's reason, Click's error).
  provider: { select: { provider: true, number: true, state: true, reason: true } },
} satisfies Prisma.PaymentSelect;

export type AdminPayment = Prisma.PaymentGetPayload<{ select: typeof adminPaymentSelect }>;

export type PaymentStats = { balance: number; totalPayments: number; monthlyPayments: number };
