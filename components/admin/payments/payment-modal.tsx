"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmModal } from "@/components/ui/confirm-modal";
import { Field, Textarea } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { formatPhone } from "@/lib/format/phone";
import type { Jsonified } from "@/lib/api/client";
import { formatProfileDate } from "@/lib/format/date";
import { useMoney } from "@/lib/format/use-money";
import type { AdminPayment as AdminPaymentRow } from "@/lib/payments/shapes";
import { apiCall, ApiError } from "@/lib/api/client";
import { adminKeys } from "@/components/admin/data/query-keys";
import { PaymentStatusBadge, usePaymentMethodLabel } from "./payment-status-badge";

type AdminPayment = Jsonified<AdminPaymentRow>;

type Props = { payment: AdminPayment; recent: AdminPayment[]; onClose: () => void; onDecided: (message: string) => void };

/** A top-up's receipt, large: a click or the button zooms in (the frame scrolls), a link opens it whole in a new tab. */
function ReceiptView({ payment }: { payment: AdminPayment }) {
  const t = useTranslations("admin.payments.receipt");
  const [zoomed, setZoomed] = useState(false);
  const href = `/api/payments/${encodeURIComponent(payment.id)}/receipt`;
  if (!payment.receipt) {
    return (
      <div className="rounded-xl bg-surface px-4 py-6 text-center ring-1 ring-white/5" data-testid="receipt-none">
        <Badge tone="warning">{t("none")}</Badge>
        <p className="mt-2 text-xs text-gray-400">{t("noneHint")}</p>
      </div>
    );
  }
  const pdf = payment.receipt.mimeType === "application/pdf";
  return (
    <div className="space-y-2" data-testid="receipt-view">
      {pdf ? (
        <a href={href} target="_blank" rel="noopener" className="flex h-40 items-center justify-center rounded-xl bg-surface text-lg font-semibold text-rose-200 ring-1 ring-white/10 hover:ring-brand-400">
          {t("pdf")}
        </a>
      ) : (
        <div className={cn("overflow-auto rounded-xl bg-black/40 ring-1 ring-white/10", zoomed ? "max-h-[70vh]" : "max-h-[50vh]")}>
          <button type="button" onClick={() => setZoomed((value) => !value)} className={cn("block", zoomed ? "w-[200%] cursor-zoom-out" : "w-full cursor-zoom-in")} aria-label={zoomed ? t("zoomOut") : t("zoomIn")}>
            {/* eslint-disable-next-line @next/next/no-img-element -- served by the access-checked receipt route */}
            <img src={href} alt={t("title")} className="h-auto w-full" data-testid="receipt-image" data-zoomed={zoomed ? "yes" : "no"} />
          </button>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {!pdf ? (
          <Button size="sm" variant="secondary" onClick={() => setZoomed((value) => !value)}>
            {zoomed ? t("zoomOut") : t("zoomIn")}
          </Button>
        ) : null}
        <a href={href} target="_blank" rel="noopener" className="inline-flex h-8 items-center rounded-lg px-3 text-sm font-medium text-brand-300 ring-1 ring-white/10 hover:bg-white/5">
          {t("open")}
        </a>
      </div>
    </div>
  );
}

/** Details of one payment; approve and reject only while it is pending (spec §2). */
export function PaymentModal({ payment, recent, onClose, onDecided }: Props) {
  const formatSom = useMoney();
  const t = useTranslations("admin.payments");
  const common = useTranslations("admin.common");
  const locale = useLocale() === "ru" ? "ru" : "uz";
  const [confirming, setConfirming] = useState<"approve" | "reject" | null>(null);
  const [reason, setReason] = useState("");
  const receiptText = useTranslations("admin.payments.receipt");
  const providerText = useTranslations("admin.payments.providers");
  const none = common("none");
  const methodLabel = usePaymentMethodLabel();
  const client = useQueryClient();

  // A decision moves money: the payments, the dashboard's figures and the student's balance in
  // the users list all change.
  const decision = useMutation({
    mutationFn: (action: "approve" | "reject") =>
      apiCall<{ message?: string }>(`/api/admin/payments/${encodeURIComponent(payment.id)}/${action}`, {
        method: "POST",
        ...(action === "reject" && reason.trim() ? { json: { reason: reason.trim() } } : {}),
      }),
    onSuccess: (data) => {
      for (const queryKey of [adminKeys.payments(), adminKeys.dashboard(), adminKeys.users()]) void client.invalidateQueries({ queryKey });
      onDecided(data.message ?? "");
    },
    onSettled: () => setConfirming(null),
  });
  const busy = decision.isPending;
  const failure = decision.error;
  const error = failure ? (failure instanceof ApiError && failure.status === 0 ? t("networkError") : (failure instanceof ApiError ? failure.serverMessage : null) ?? common("generic")) : null;

  function decide(action: "approve" | "reject") {
    decision.mutate(action);
  }

  // A Payme or Click payment: its state there, our transaction number, and why it was cancelled.
  const provider = payment.provider;
  const providerRows: [string, string][] = provider
    ? [
        [providerText("provider"), methodLabel(provider.provider)],
        [providerText("providerTransaction"), String(provider.number)],
        [providerText("providerState"), providerText(`states.${provider.state as 1 | 2 | -1 | -2}`)],
        ...(provider.reason !== null
          ? ([
              [
                receiptText("reason"),
                providerText("providerCancelled", {
                  reason:
                    provider.provider === "click"
                      ? providerText("clickError", { code: provider.reason })
                      : [1, 2, 3, 4, 5, 10].includes(provider.reason)
                        ? providerText(`reasons.${provider.reason as 1 | 2 | 3 | 4 | 5 | 10}`)
                        : String(provider.reason),
                }),
              ],
            ] as [string, string][])
          : []),
      ]
    : [];

  const rows: [string, string][] = [
    [t("user"), payment.user.fullName],
    [t("phone"), formatPhone(payment.user.phone)],
    [t("amount"), formatSom(payment.amount)],
    [t("kind"), t(`kinds.${payment.kind}`)],
    [t("course"), payment.course?.title ?? none],
    [t("method"), methodLabel(payment.paymentMethod)],
    [t("transaction"), payment.transactionId || none],
    [t("comment"), payment.description || none],
    [t("date"), formatProfileDate(payment.createdAt, locale) ?? none],
    [t("decidedBy"), payment.decidedBy?.fullName ?? none],
    [t("decidedAt"), payment.decidedAt ? formatProfileDate(payment.decidedAt, locale) ?? none : none],
    ...(payment.decisionReason ? ([[receiptText("reason"), payment.decisionReason]] as [string, string][]) : []),
    ...providerRows,
  ];

  return (
    <>
      <Modal open onClose={onClose} title={t("detailTitle")} className={payment.kind === "topup" ? "md:max-w-4xl" : undefined}>
        <div className={cn(payment.kind === "topup" && "grid gap-5 md:grid-cols-2")}>
          {payment.kind === "topup" ? (
            <div className="space-y-4">
              <ReceiptView payment={payment} />
              <div className="rounded-xl bg-surface p-3 text-sm ring-1 ring-white/5" data-testid="student-recent">
                <p className="flex justify-between gap-3">
                  <span className="text-gray-400">{receiptText("balance")}</span>
                  <span className="font-semibold text-brand-300" data-testid="student-balance">{formatSom(payment.user.balance)}</span>
                </p>
                <p className="mt-3 mb-1.5 text-xs font-medium text-gray-400">{receiptText("recent")}</p>
                {recent.length === 0 ? (
                  <p className="text-xs text-gray-500">{receiptText("noRecent")}</p>
                ) : (
                  <ul className="space-y-1">
                    {recent.map((item) => (
                      <li key={item.id} className="flex items-center justify-between gap-2 text-xs">
                        <span className="text-gray-400">{formatProfileDate(item.createdAt, locale) ?? none}</span>
                        <span className="font-medium text-gray-100 tabular-nums">{formatSom(item.amount)}</span>
                        <PaymentStatusBadge status={item.status} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          ) : null}
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
              {provider ? (
                <p className="mr-auto self-center text-xs text-gray-400" data-testid="provider-auto">{providerText("providerAuto")}</p>
              ) : null}
              {payment.status === "pending" && !provider ? (
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
        {confirming === "reject" ? (
          <Field id="reject-reason" label={receiptText("reasonLabel")}>
            <Textarea
              id="reject-reason"
              value={reason}
              maxLength={300}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
              placeholder={receiptText("reasonPlaceholder")}
            />
          </Field>
        ) : null}
        <p className="rounded-lg bg-surface px-3 py-2.5 text-sm text-white ring-1 ring-white/5" data-testid="balance-after">
          {confirming === "reject" || payment.kind !== "topup"
            ? t("balanceUnchanged", { balance: formatSom(payment.user.balance) })
            : t("balanceAfter", { before: formatSom(payment.user.balance), after: formatSom(payment.user.balance + payment.amount) })}
        </p>
      </ConfirmModal>
    </>
  );
}
