"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatPhone } from "@/lib/format/phone";
import type { Jsonified } from "@/lib/api/client";
import type { getDashboard } from "@/lib/admin/get-dashboard";
import { useMoney } from "@/lib/format/use-money";
import { apiCall, errorText } from "@/lib/api/client";
import { adminKeys } from "@/components/admin/data/query-keys";
import { LoadError } from "@/components/admin/shared/load-error";
import { PageHeader } from "@/components/admin/shared/page-header";
import { RelativeTime } from "@/components/admin/shared/relative-time";
import { PaymentStatusBadge } from "@/components/admin/payments/payment-status-badge";
import { DashboardCharts } from "./dashboard-charts";

/** GET /api/admin/dashboard's answer. */
type Dashboard = Jsonified<Awaited<ReturnType<typeof getDashboard>>>;

type State = { kind: "loading" } | { kind: "error"; message: string } | { kind: "ready"; data: Dashboard };

export function DashboardView() {
  const formatSom = useMoney();
  const t = useTranslations("admin.dashboard");
  const common = useTranslations("admin.common");
  // A live top-up, registration or enrolment invalidates adminKeys.dashboard(): the figures follow.
  const dashboard = useQuery({ queryKey: adminKeys.dashboard(), queryFn: () => apiCall<Dashboard>("/api/admin/dashboard") });
  const reload = () => void dashboard.refetch();
  const state: State = dashboard.data
    ? { kind: "ready", data: dashboard.data }
    : dashboard.error
      ? { kind: "error", message: errorText(dashboard.error, { fallback: common("loadError"), signedOut: common("authRequired"), serverWords: false }) }
      : { kind: "loading" };

  const cards = state.kind === "ready"
    ? [
        { label: t("totalUsers"), value: String(state.data.stats.totalUsers), accent: "text-sky-300" },
        { label: t("totalCourses"), value: String(state.data.stats.totalCourses), accent: "text-violet-300" },
        { label: t("totalPayments"), value: String(state.data.stats.totalPayments), accent: "text-amber-300" },
        { label: t("monthlyRevenue"), value: formatSom(state.data.stats.monthlyRevenue), accent: "text-emerald-300" },
      ]
    : null;

  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        actions={
          <Button variant="secondary" onClick={reload} disabled={dashboard.isFetching}>
            {common("refresh")}
          </Button>
        }
      />
      {state.kind === "error" ? (
        <LoadError message={state.message} onRetry={reload} />
      ) : (
        <div className="space-y-6">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
            {cards
              ? cards.map((card) => (
                  <Card key={card.label}>
                    <p className="text-xs font-medium text-gray-400 sm:text-sm">{card.label}</p>
                    <p className={`mt-2 break-words text-lg font-bold sm:text-xl ${card.accent}`} data-testid="dashboard-stat">
                      {card.value}
                    </p>
                  </Card>
                ))
              : [0, 1, 2, 3].map((index) => (
                  <Card key={index}>
                    <Skeleton className="h-4 w-24" />
                    <Skeleton className="mt-3 h-7 w-20" />
                  </Card>
                ))}
          </div>

          <DashboardCharts />

          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <Card>
              <h2 className="mb-4 text-base font-semibold text-white">{t("recentPayments")}</h2>
              {state.kind === "loading" ? (
                <ListSkeleton />
              ) : state.data.recentPayments.length === 0 ? (
                <p className="py-6 text-center text-sm text-gray-400">{t("noPayments")}</p>
              ) : (
                <ul className="divide-y divide-white/5">
                  {state.data.recentPayments.map((payment) => (
                    <li key={payment.id} className="flex items-center justify-between gap-3 py-3">
                      <div className="min-w-0">
                        <p className="truncate text-sm font-medium text-white">{payment.user.fullName}</p>
                        <p className="truncate text-xs text-gray-400">{payment.course?.title ?? t("topup")}</p>
                      </div>
                      <div className="shrink-0 text-right">
                        <p className="text-sm font-semibold text-emerald-300">{formatSom(payment.amount)}</p>
                        <div className="mt-1 flex items-center justify-end gap-2">
                          <PaymentStatusBadge status={payment.status} />
                          <RelativeTime value={payment.createdAt} className="text-xs text-gray-500" />
                        </div>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </Card>

            <Card>
              <h2 className="mb-4 text-base font-semibold text-white">{t("recentUsers")}</h2>
              {state.kind === "loading" ? (
                <ListSkeleton />
              ) : state.data.recentUsers.length === 0 ? (
                <p className="py-6 text-center text-sm text-gray-400">{t("noUsers")}</p>
              ) : (
                <ul className="divide-y divide-white/5">
                  {state.data.recentUsers.map((user) => (
                    <li key={user.id} className="flex items-center gap-3 py-3">
                      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-sky-500/15 text-sm font-semibold text-sky-300 ring-1 ring-sky-500/30" aria-hidden>
                        {user.fullName.trim().charAt(0).toUpperCase() || "?"}
                      </span>
                      <div className="min-w-0 flex-1">
                        <p className="truncate text-sm font-medium text-white">{user.fullName}</p>
                        <p className="truncate text-xs text-gray-400">{formatPhone(user.phone)}</p>
                      </div>
                      <RelativeTime value={user.createdAt} className="shrink-0 text-xs text-gray-500" />
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </div>
        </div>
      )}
    </>
  );
}

function ListSkeleton() {
  return (
    <div className="space-y-4">
      {[0, 1, 2, 3, 4].map((index) => (
        <div key={index} className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
