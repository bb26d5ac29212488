"use client";

import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import type { Jsonified } from "@/lib/api/client";
import { formatShortDate } from "@/lib/format/date";
import { useMoney } from "@/lib/format/use-money";
import { tashkentWallClock, pad2 } from "@/lib/format/tashkent-time";
import type { Reconciliation } from "@/lib/payments/get-reconciliation";
import { apiCall } from "@/lib/api/client";
import { adminKeys } from "@/components/admin/data/query-keys";
import { LoadError } from "@/components/admin/shared/load-error";
import { usePaymentMethodLabel } from "./payment-status-badge";

type ReconciliationData = Jsonified<Reconciliation>;

function day(instant: Date): string {
  const t = tashkentWallClock(instant);
  return `${t.year}-${pad2(t.month)}-${pad2(t.day)}`;
}

/**
 * Payme and Click for a period (Tashkent days): our transactions beside their totals per
 * provider and state, and Payme's GetStatement answer for the same period as our endpoint gives
 * it, for matching Payme's own report.
 */
export function ReconciliationView() {
  const t = useTranslations("admin.payments.reconciliation");
  const states = useTranslations("admin.payments.providers.states");
  const methodLabel = usePaymentMethodLabel();
  const formatSom = useMoney();
  const id = useId();
  const today = day(new Date());
  const [period, setPeriod] = useState({ from: `${today.slice(0, 8)}01`, to: today });
  const [showStatement, setShowStatement] = useState(false);
  const query = useQuery({
    queryKey: [...adminKeys.payments(), "reconciliation", period],
    queryFn: () => apiCall<ReconciliationData>("/api/admin/payments/reconciliation", { params: period }),
  });
  const data = query.data;

  return (
    <Card className="mt-6 space-y-4" data-testid="reconciliation">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-white">{t("title")}</h2>
          <p className="text-sm text-gray-400">{t("subtitle")}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Field id={`${id}-from`} label={t("from")}>
            <Input id={`${id}-from`} type="date" value={period.from} max={period.to} onChange={(event) => event.target.value && setPeriod({ ...period, from: event.target.value })} />
          </Field>
          <Field id={`${id}-to`} label={t("to")}>
            <Input id={`${id}-to`} type="date" value={period.to} min={period.from} onChange={(event) => event.target.value && setPeriod({ ...period, to: event.target.value })} />
          </Field>
        </div>
      </div>
      {query.isError ? <LoadError onRetry={() => void query.refetch()} /> : null}
      {!data ? (
        query.isError ? null : <Skeleton className="h-24" />
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="text-left text-xs text-gray-400">
                <tr>
                  <th className="px-3 py-2">{t("provider")}</th>
                  <th className="px-3 py-2">{t("state")}</th>
                  <th className="px-3 py-2 text-right">{t("count")}</th>
                  <th className="px-3 py-2 text-right">{t("amount")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-white/5" data-testid="reconciliation-totals">
                {data.totals.length === 0 ? (
                  <tr>
                    <td colSpan={4} className="px-3 py-4 text-center text-gray-400">{t("empty")}</td>
                  </tr>
                ) : (
                  data.totals.map((total) => (
                    <tr key={`${total.provider}${total.state}`}>
                      <td className="px-3 py-2 text-white">{methodLabel(total.provider)}</td>
                      <td className="px-3 py-2 text-gray-300">{states(String(total.state) as "1" | "2" | "-1" | "-2")}</td>
                      <td className="px-3 py-2 text-right tabular-nums text-gray-300">{total.count}</td>
                      <td className="px-3 py-2 text-right tabular-nums text-white">{formatSom(total.amount)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <p className="text-sm text-gray-300">
            {t("credited")}: <span className="font-semibold text-brand-300" data-testid="reconciliation-credited">{formatSom(data.credited)}</span>
          </p>
          {data.transactions.length ? (
            <ul className="max-h-72 divide-y divide-white/5 overflow-y-auto rounded-xl bg-surface text-xs ring-1 ring-white/5">
              {data.transactions.map((row) => (
                <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                  <span className="text-gray-400">{formatShortDate(row.providerTime)} · {methodLabel(row.provider)} · #{row.number}</span>
                  <span className="font-mono text-gray-400">{row.externalId}</span>
                  <span className="text-gray-300">{row.accountNumber}</span>
                  <span className="tabular-nums text-white">{formatSom(row.amount)}</span>
                  <span className="text-gray-300">{states(String(row.state) as "1" | "2" | "-1" | "-2")}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {data.truncated ? <p className="text-xs text-amber-300">{t("truncated")}</p> : null}
          <div>
            <button type="button" className="text-sm font-medium text-brand-300 hover:underline" aria-expanded={showStatement} onClick={() => setShowStatement(!showStatement)}>
              {showStatement ? t("hideStatement") : t("showStatement")}
            </button>
            {showStatement ? (
              <pre className="mt-2 max-h-96 overflow-auto rounded-xl bg-surface p-3 text-xs text-gray-300 ring-1 ring-white/5" data-testid="reconciliation-statement">
                {JSON.stringify({ result: { transactions: data.statement.transactions } }, null, 2)}
              </pre>
            ) : null}
          </div>
        </>
      )}
    </Card>
  );
}
