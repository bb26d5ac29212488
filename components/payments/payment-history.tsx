import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { formatShortDate } from "@/lib/format/date";
import { getMoney } from "@/lib/format/get-money";
import { historyAmount, type HistoryAmountTone } from "@/lib/payments/history-amount";
import type { StudentPayment } from "@/lib/payments/shapes";
import { ReceiptThumb } from "./receipt-thumb";

// Top-ups Payme and Click made themselves (lib/payments/provider-transactions.ts).
const PROVIDERS = new Set(["payme", "click"]);

const STATUS_TONE = { pending: "warning", approved: "success", rejected: "danger" } as const;

const AMOUNT_CLASS: Record<HistoryAmountTone, string> = {
  credit: "text-emerald-300",
  debit: "text-rose-300",
  pending: "text-amber-300",
  rejected: "text-gray-500 line-through",
};

// DESIGN: purchases −, top-ups + (the spec's "always +" read a purchase as money coming in).
export async function PaymentHistory({ payments }: { payments: StudentPayment[] }) {
  const t = await getTranslations("payments");
  const formatMoney = await getMoney();
  if (payments.length === 0) return <p className="py-10 text-center text-sm text-gray-400">{t("empty")}</p>;
  return (
    <ul className="divide-y divide-white/5" data-testid="payment-history">
      {payments.map((payment) => {
        const title =
          payment.description ||
          (payment.kind === "topup"
            ? PROVIDERS.has(payment.paymentMethod)
              ? t(`kind.${payment.paymentMethod as "payme" | "click"}`)
              : t("kind.topup")
            : payment.course ? t("kind.enrollment", { course: payment.course.title }) : t("kind.enrollmentNoCourse"));
        const method =
          payment.paymentMethod === "card" || payment.paymentMethod === "balance" || PROVIDERS.has(payment.paymentMethod)
            ? t(`method.${payment.paymentMethod as "card" | "balance" | "payme" | "click"}`)
            : t("method.other", { method: payment.paymentMethod });
        const amount = historyAmount(payment, formatMoney);
        return (
          <li key={payment.id} className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 items-start gap-3">
              {payment.receipt ? <ReceiptThumb paymentId={payment.id} mimeType={payment.receipt.mimeType} label={t("receipt.open")} className="size-12" /> : null}
              <div className="min-w-0">
                <p className="truncate font-medium text-white">{title}</p>
                <p className="mt-0.5 text-xs text-gray-400">
                  {formatShortDate(payment.createdAt)} · {method}
                  {payment.transactionId ? ` · ${payment.transactionId}` : ""}
                </p>
                {payment.status === "rejected" && payment.decisionReason ? (
                  <p className="mt-1 text-xs text-rose-300" data-testid="payment-reason">
                    {t("receipt.reason", { reason: payment.decisionReason })}
                  </p>
                ) : null}
              </div>
            </div>
            <div className="flex items-center gap-3 sm:flex-col sm:items-end sm:gap-1">
              <span className={`font-semibold tabular-nums ${AMOUNT_CLASS[amount.tone]}`} data-testid="payment-amount" data-tone={amount.tone}>
                {amount.text}
              </span>
              <Badge tone={STATUS_TONE[payment.status]}>{t(`status.${payment.status}`)}</Badge>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
