"use client";

import { useState } from "react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { Card, cardClass } from "@/components/ui/card";
import { Input } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import type { Jsonified } from "@/lib/api/client";
import { formatShortDate } from "@/lib/format/date";
import { useMoney } from "@/lib/format/use-money";
import type { findAdminPayments } from "@/lib/admin/find-admin-payments";
import type { AdminPayment as AdminPaymentRow } from "@/lib/payments/shapes";
import { apiCall, ApiError } from "@/lib/api/client";
import { adminKeys } from "@/components/admin/data/query-keys";
import { findCached } from "@/components/admin/data/find-cached";
import { useDebounced } from "@/components/admin/data/use-debounced";
import { useNotifications } from "@/components/admin/notifications/notifications-context";
import { LoadError } from "@/components/admin/shared/load-error";
import { PageHeader } from "@/components/admin/shared/page-header";
import { Pager } from "@/components/admin/shared/pager";
import { cn } from "@/components/ui/cn";
import { PaymentModal } from "./payment-modal";
import { PaymentStatusBadge, usePaymentMethodLabel } from "./payment-status-badge";
import { useSelfClearing } from "@/components/ui/use-self-clearing";

type AdminPayment = Jsonified<AdminPaymentRow>;
type PaymentsPage = Jsonified<Awaited<ReturnType<typeof findAdminPayments>>>;

/** "chek" or "chek yo'q" after a top-up's kind, so the admin sees at once which requests came with proof. */
function ReceiptMark({ payment }: { payment: AdminPayment }) {
  const t = useTranslations("admin.payments.receipt");
  return payment.receipt ? (
    <span className="ml-1.5 text-emerald-300" data-testid="receipt-mark">· {t("has")}</span>
  ) : (
    <span className="ml-1.5 text-amber-300" data-testid="receipt-mark">· {t("none")}</span>
  );
}

export function PaymentsView() {
  const formatSom = useMoney();
  const t = useTranslations("admin.payments");
  const liveText = useTranslations("admin.notifications");
  const common = useTranslations("admin.common");
  const methodLabel = usePaymentMethodLabel();
  // What the admin chose: the search as typed and the page of that search.
  const [search, setSearch] = useState("");
  const [paging, setPaging] = useState({ search: "", page: 1 });
  // Typing waits a moment, so a search is one request, not one per letter.
  const asked = useDebounced(search, 250, search === "");
  const page = paging.search === asked ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search: asked, page: next });
  const client = useQueryClient();
  // One page as the server answers it (search and paging happen in the database). A live
  // top-up or enrolment invalidates adminKeys.payments(), so its row appears here too.
  const list = useQuery({
    queryKey: [...adminKeys.payments(), { search: asked, page }],
    queryFn: () => apiCall<PaymentsPage>("/api/admin/payments", { params: { search: asked, page } }),
    placeholderData: keepPreviousData,
  });
  const payments = list.data?.payments ?? null;
  // Kept by id, so a reload (a live update, a receipt attached since) shows the fresh row.
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = findCached(client, adminKeys.payments(), (data: PaymentsPage) => data.payments, selectedId);
  // The student's other top-ups for the dialog, whatever page they are on.
  const recentQuery = useQuery({
    queryKey: [...adminKeys.payments(), "recent", selected?.user.id],
    queryFn: () => apiCall<PaymentsPage>("/api/admin/payments", { params: { userId: selected?.user.id, kind: "topup" } }),
    enabled: selected !== null,
  });
  const recent = recentQuery.data?.payments ?? [];
  const setSelected = (payment: AdminPayment | null) => {
    setSelectedId(payment?.id ?? null);
    // A receipt is attached just after its request is made: read the list again on opening.
    if (payment) void client.invalidateQueries({ queryKey: adminKeys.payments() });
  };
  const [banner, setBanner] = useSelfClearing<string>(5000);

  const { live } = useNotifications();
  const error = list.error;
  const loadError = error
    ? error instanceof ApiError && error.status === 401
      ? common("authRequired")
      : error instanceof ApiError && error.status === 0
        ? t("networkError")
        : t("loadError")
    : null;

  const shown = payments ?? [];
  const current = list.data?.page ?? page;
  const total = list.data?.pages ?? 1;

  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={
          <span className="inline-flex items-center gap-1.5 text-xs" data-testid="payments-live" data-live={live ? "on" : "off"}>
            <span className={cn("size-2 rounded-full", live ? "bg-emerald-400" : "bg-amber-400")} aria-hidden />
            {live ? liveText("live") : liveText("connecting")}
          </span>
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {common("refresh")}
            </Button>
            <a href={`/api/admin/payments/export?${new URLSearchParams({ search })}`} download="payments.csv" className={buttonClass("secondary")}>
              {t("csv")}
            </a>
          </>
        }
      />
      <Input
        type="search"
        aria-label={t("searchLabel")}
        placeholder={t("searchPlaceholder")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="mb-4"
      />
      {banner ? (
        <Alert tone="success" className="mb-4">
          {banner}
        </Alert>
      ) : null}

      {loadError ? (
        <LoadError message={loadError} onRetry={() => void list.refetch()} />
      ) : payments === null ? (
        <div className="space-y-2">
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <Card className="py-12 text-center text-sm text-gray-400">{t("empty")}</Card>
      ) : (
        <>
          <div className={cn(cardClass, "p-0 hidden overflow-x-auto md:block")}>
            <table className="w-full text-left text-sm">
              <thead className="border-b border-white/10 text-xs uppercase tracking-wide text-gray-400">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">{t("user")}</th>
                  <th scope="col" className="px-4 py-3 font-medium">{t("amount")}</th>
                  <th scope="col" className="px-4 py-3 font-medium">{t("method")}</th>
                  <th scope="col" className="px-4 py-3 font-medium">{t("status")}</th>
                  <th scope="col" className="px-4 py-3 font-medium">{t("transaction")}</th>
                  <th scope="col" className="px-4 py-3 font-medium">{t("date")}</th>
                  <th scope="col" className="px-4 py-3"><span className="sr-only">{t("details")}</span></th>
                </tr>
              </thead>
              <tbody className="divide-y divide-white/5">
                {shown.map((payment) => (
                  <tr key={payment.id} className="hover:bg-white/[0.02]" data-testid="payment-row">
                    <td className="px-4 py-3">
                      <p className="font-medium text-white">{payment.user.fullName}</p>
                      <p className="text-xs text-gray-500">
                        {payment.course?.title ?? t(payment.kind === "enrollment" ? "kinds.enrollment" : "kinds.topup")}
                        {payment.kind === "topup" && !payment.provider ? <ReceiptMark payment={payment} /> : null}
                      </p>
                    </td>
                    <td className="whitespace-nowrap px-4 py-3 font-medium text-emerald-300">{formatSom(payment.amount)}</td>
                    <td className="px-4 py-3 text-gray-300">{methodLabel(payment.paymentMethod)}</td>
                    <td className="px-4 py-3"><PaymentStatusBadge status={payment.status} /></td>
                    <td className="max-w-40 truncate px-4 py-3 font-mono text-xs text-gray-400">{payment.transactionId || common("none")}</td>
                    <td className="whitespace-nowrap px-4 py-3 text-gray-300">{formatShortDate(payment.createdAt)}</td>
                    <td className="px-4 py-3 text-right">
                      <Button size="sm" variant="ghost" onClick={() => setSelected(payment)} aria-label={`${t("details")}: ${payment.user.fullName}`}>
                        {t("details")}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <ul className="space-y-2 md:hidden">
            {shown.map((payment) => (
              <li key={payment.id}>
                <button type="button" onClick={() => setSelected(payment)} className="block w-full text-left">
                  {/* Named by what the card shows, after the verb (WCAG 2.5.3: the name holds the visible text). */}
                  <span className="sr-only">{t("details")}: </span>
                  <Card className="space-y-2">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <p className="truncate font-medium text-white">{payment.user.fullName}</p>
                        <p className="truncate text-xs text-gray-500">
                          {payment.course?.title ?? t(payment.kind === "enrollment" ? "kinds.enrollment" : "kinds.topup")}
                          {payment.kind === "topup" && !payment.provider ? <ReceiptMark payment={payment} /> : null}
                        </p>
                      </div>
                      <PaymentStatusBadge status={payment.status} />
                    </div>
                    <div className="flex items-center justify-between gap-3 text-sm">
                      <span className="font-semibold text-emerald-300">{formatSom(payment.amount)}</span>
                      <span className="text-gray-400">{formatShortDate(payment.createdAt)}</span>
                    </div>
                    {payment.transactionId ? <p className="truncate font-mono text-xs text-gray-500">{payment.transactionId}</p> : null}
                  </Card>
                </button>
              </li>
            ))}
          </ul>

          <Pager page={current} pages={total} onPage={setPage} label={t("title")} testId="payments-page" />
        </>
      )}

      {selected ? (
        <PaymentModal
          key={selected.id}
          payment={selected}
          recent={recent.filter((payment) => payment.id !== selected.id).slice(0, 5)}
          onClose={() => setSelected(null)}
          onDecided={(message) => {
            setSelected(null);
            if (message) setBanner(message);
          }}
        />
      ) : null}
    </>
  );
}
