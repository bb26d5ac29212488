"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { PaymentStatus } from "@/lib/db/generated/enums";

const tones = { pending: "warning", approved: "success", rejected: "danger" } as const satisfies Record<PaymentStatus, string>;
const STATUSES: readonly string[] = Object.values(PaymentStatus);

function isStatus(status: string): status is PaymentStatus {
  return STATUSES.includes(status);
}

/** Spec §4: pending 'Kutilmoqda', approved 'Tasdiqlangan', rejected 'Rad etilgan'; anything else raw. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const t = useTranslations("admin.payments.statuses");
  return isStatus(status) ? <Badge tone={tones[status]}>{t(status)}</Badge> : <Badge>{status}</Badge>;
}

export function usePaymentStatusLabel() {
  const t = useTranslations("admin.payments.statuses");
  return (status: string) => (isStatus(status) ? t(status) : status);
}

/** Known payment methods in words (as the student's history shows them); others raw. */
export function usePaymentMethodLabel() {
  const t = useTranslations("admin.payments.methods");
  const none = useTranslations("admin.common")("none");
  return (method: string | null) => (method === "card" || method === "balance" || method === "payme" || method === "click" ? t(method) : method || none);
}
