export type AdminPayment = {
  id: string;
  kind: string;
  status: string;
  amount: number;
  paymentMethod: string | null;
  description: string | null;
  transactionId: string | null;
  createdAt: string;
  decidedAt: string | null;
  user: { id: string; fullName: string; phone: string; balance: number };
  course: { title: string } | null;
  decidedBy: { fullName: string } | null;
  /** Why a rejected top-up was refused ('' when no reason was given). */
  decisionReason: string;
  /** The receipt's type when the student attached one (served by /api/payments/{id}/receipt). */
  receipt: { mimeType: string } | null;
};

export const PAGE_SIZE = 15;

/** Spec §5 payments search: user name or id, status (code or label), amount, transaction id. */
export function matchesPayment(payment: AdminPayment, search: string, statusLabel: (status: string) => string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  const haystack = [payment.user.fullName, payment.user.id, payment.id, payment.status, statusLabel(payment.status), String(payment.amount), payment.transactionId ?? ""];
  return haystack.some((text) => text.toLocaleLowerCase().includes(needle));
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}
