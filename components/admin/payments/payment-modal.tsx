"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmModal } from "@/components/ui/confirm-modal";
import { Modal } from "@/components/ui/modal";
import { formatPhone } from "@/lib/auth/phone";
import { apiFetch } from "@/lib/api/client";
import { formatProfileDate } from "@/lib/format/date";
import { formatSom } from "@/lib/format/money";
import { PaymentStatusBadge, usePaymentMethodLabel } from "./payment-status-badge";
import type { AdminPayment } from "./types";

type Props = { payment: AdminPayment; onClose: () => void; onDecided: (message: string) => void };

/** Details of one payment; approve and reject only while it is pending (spec §2). */
export function PaymentModal({ payment, onClose, onDecided }: Props) {
  const t = useTranslations("admin.payments");
  const common = useTranslations("admin.common");
  const locale = useLocale() === "ru" ? "ru" : "uz";
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<"approve" | "reject" | null>(null);
  const none = common("none");
  const methodLabel = usePaymentMethodLabel();

  async function decide(action: "approve" | "reject") {
    setBusy(true);
    setError(null);
    const result = await apiFetch<{ message?: string }>(`/api/admin/payments/${encodeURIComponent(payment.id)}/${action}`, { method: "POST" });
    setBusy(false);
    setConfirming(null);
    if (result.ok) return onDecided(result.data.message ?? "");
    setError(result.status === 0 ? t("networkError") : result.message ?? common("generic"));
  }

  const rows: [string, string][] = [
    [t("user"), payment.user.fullName],
    [t("phone"), formatPhone(payment.user.phone)],
    [t("amount"), formatSom(payment.amount)],
    [t("kind"), payment.kind === "topup" || payment.kind === "enrollment" ? t(`kinds.${payment.kind}`) : payment.kind],
    [t("course"), payment.course?.title ?? none],
    [t("method"), methodLabel(payment.paymentMethod)],
    [t("transaction"), payment.transactionId || none],
    [t("comment"), payment.description || none],
    [t("date"), formatProfileDate(payment.createdAt, locale) ?? none],
    [t("decidedBy"), payment.decidedBy?.fullName ?? none],
    [t("decidedAt"), payment.decidedAt ? formatProfileDate(payment.decidedAt, locale) ?? none : none],
  ];

  return (
    <>
      <Modal open onClose={onClose} title={t("detailTitle")}>
        <div className="space-y-4">
          <div className="flex items-center justify-between gap-3">
            <span className="text-2xl font-bold text-white">{formatSom(payment.amount)}</span>
            <PaymentStatusBadge status={payment.status} />
          </div>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <dl className="divide-y divide-white/5 rounded-xl bg-surface text-sm ring-1 ring-white/5">
            {rows.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4 px-3 py-2.5">
                <dt className="shrink-0 text-gray-400">{label}</dt>
                <dd className="min-w-0 break-words text-right text-gray-100">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap justify-end gap-2 pt-1">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {common("close")}
            </Button>
            {payment.status === "pending" ? (
              <>
                <Button variant="danger" onClick={() => setConfirming("reject")} disabled={busy}>
                  {t("reject")}
                </Button>
                <Button onClick={() => setConfirming("approve")} disabled={busy}>
                  {t("approve")}
                </Button>
              </>
            ) : null}
          </div>
        </div>
      </Modal>
      {/* A decision moves money and cannot be undone: say the amount and the balance it leaves. */}
      <ConfirmModal
        open={confirming !== null}
        title={confirming === "reject" ? t("confirmRejectTitle") : t("confirmApproveTitle")}
        confirmLabel={confirming === "reject" ? t("reject") : t("approve")}
        cancelLabel={common("cancel")}
        danger={confirming === "reject"}
        onConfirm={() => (confirming ? decide(confirming) : undefined)}
        onClose={() => setConfirming(null)}
      >
        <p className="text-sm text-gray-300">
          {t(confirming === "reject" ? "confirmReject" : "confirmApprove", { name: payment.user.fullName, amount: formatSom(payment.amount) })}
        </p>
        <p className="rounded-lg bg-surface px-3 py-2.5 text-sm text-white ring-1 ring-white/5" data-testid="balance-after">
          {confirming === "reject" || payment.kind !== "topup"
            ? t("balanceUnchanged", { balance: formatSom(payment.user.balance) })
            : t("balanceAfter", { before: formatSom(payment.user.balance), after: formatSom(payment.user.balance + payment.amount) })}
        </p>
      </ConfirmModal>
    </>
  );
}
