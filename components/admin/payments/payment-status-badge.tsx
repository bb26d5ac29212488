"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";

const tones = { pending: "warning", approved: "success", rejected: "danger" } as const;

/** Spec §4: pending 'Kutilmoqda', approved 'Tasdiqlangan', rejected 'Rad etilgan'; anything else raw. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const t = useTranslations("admin.payments.statuses");
  if (status === "pending" || status === "approved" || status === "rejected") {
    return <Badge tone={tones[status]}>{t(status)}</Badge>;
  }
  return <Badge>{status}</Badge>;
}

export function usePaymentStatusLabel() {
  const t = useTranslations("admin.payments.statuses");
  return (status: string) => (status === "pending" || status === "approved" || status === "rejected" ? t(status) : status);
}

/** Known payment methods in words (as the student's history shows them); others raw. */
export function usePaymentMethodLabel() {
  const t = useTranslations("admin.payments.methods");
  const none = useTranslations("admin.common")("none");
  return (method: string | null) => (method === "card" || method === "balance" ? t(method) : method || none);
}
