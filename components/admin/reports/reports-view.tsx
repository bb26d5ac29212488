"use client";

import { useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { adminKeys } from "@/components/admin/data/query-keys";
import { ListScaffold } from "@/components/admin/shared/list-scaffold";
import { PageHeader } from "@/components/admin/shared/page-header";
import { Pager } from "@/components/admin/shared/pager";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { apiCall, ApiError, errorText, type Jsonified } from "@/lib/api/client";
import { tashkentTimestamp } from "@/lib/format/timestamp";
import type { findReports } from "@/lib/moderation/find-reports";
import type { ReportAction } from "@/lib/moderation/schemas";

type ReportsPage = Jsonified<Awaited<ReturnType<typeof findReports>>>;
type Item = ReportsPage["items"][number];
type Status = "open" | "decided";

/**
 * /admin/reports (issues 41, 42): reported question posts and course reviews in one list, the
 * undecided first; each shows what was reported, by whom and how many times, and the last
 * decision. Hide, restore and dismiss are recorded on the server with who and when; another
 * admin's decision in between is a 409, and the list is read again.
 */
export function ReportsView() {
  const t = useTranslations("admin.reports");
  const client = useQueryClient();
  const [status, setStatus] = useState<Status>("open");
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...adminKeys.reports(), status, page],
    queryFn: () => apiCall<ReportsPage>("/api/admin/reports", { params: { status, page: String(page) } }),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: ({ item, action }: { item: Item; action: ReportAction }) =>
      apiCall<{ message: string }>(`/api/admin/reports/${item.target}/${encodeURIComponent(item.id)}`, { method: "POST", json: { action } }),
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(errorText(error, { fallback: t("failed") })),
    onSettled: (_answer, error) => {
      if (!error || (error instanceof ApiError && error.status === 409)) void client.invalidateQueries({ queryKey: adminKeys.reports() });
    },
  });
  const choose = (next: Status) => {
    setStatus(next);
    setPage(1);
  };
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <div className="mb-4 flex flex-wrap gap-2" role="group" aria-label={t("filter")}>
        {(["open", "decided"] as const).map((value) => (
          <Button key={value} size="sm" variant={status === value ? "primary" : "secondary"} aria-pressed={status === value} onClick={() => choose(value)}>
            {t(`status.${value}`)}
          </Button>
        ))}
      </div>
      <ListScaffold
        error={list.isError ? errorText(list.error, { fallback: t("loadFailed") }) : null}
        onRetry={() => void list.refetch()}
        loading={list.isPending}
        empty={list.data && list.data.items.length === 0 ? t(status === "open" ? "empty" : "emptyDecided") : null}
      >
        <ul className="space-y-3" aria-label={t(`status.${status}`)}>
          {list.data?.items.map((item) => (
            <li key={`${item.target}:${item.id}`} data-testid="report-item" data-target={item.target}>
              <ReportCard item={item} busy={decide.isPending && decide.variables?.item.id === item.id} onDecide={(action) => decide.mutate({ item, action })} />
            </li>
          ))}
        </ul>
        {list.data && list.data.pages > 1 ? <Pager page={list.data.page} pages={list.data.pages} onPage={setPage} label={t("title")} /> : null}
      </ListScaffold>
    </>
  );
}

function ReportCard({ item, busy, onDecide }: { item: Item; busy: boolean; onDecide: (action: ReportAction) => void }) {
  const t = useTranslations("admin.reports");
  const kind = item.target === "course_review" ? "review" : item.postKind === "answer" ? "answer" : "question";
  const where = item.lesson ? `${item.course.title} · ${item.lesson.title}` : item.course.title;
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="info">{t(`kind.${kind}`)}</Badge>
        {item.hidden ? <Badge tone="warning">{t("hidden")}</Badge> : null}
        {item.openReports > 0 ? <Badge tone="danger">{t("openCount", { count: item.openReports })}</Badge> : null}
        <span className="min-w-0 break-words text-gray-300">{where}</span>
      </div>
      <p className="text-xs text-gray-400">
        {t("author", { name: item.author ?? t("deletedUser") })}
        {item.stars !== null ? ` · ${t("stars", { stars: item.stars })}` : ""}
      </p>
      <p className="whitespace-pre-wrap break-words rounded-lg bg-black/20 p-3 text-sm text-gray-100" data-testid="report-text">
        {item.text}
      </p>
      <div className="text-sm text-gray-300">
        <p className="font-medium">{t("reportedBy", { count: item.totalReports })}</p>
        <ul className="mt-1 space-y-1">
          {item.reports.map((line, index) => (
            <li key={index} className="break-words text-xs text-gray-400">
              {line.reporter ?? t("deletedUser")} · {tashkentTimestamp(line.reportedAt)}
              {line.reason ? ` · «${line.reason}»` : ""}
              {line.open ? "" : ` · ${t("earlier")}`}
            </li>
          ))}
        </ul>
      </div>
      {item.lastDecision ? (
        <p className="text-xs text-gray-400" data-testid="report-decision">
          {t(`decision.${item.lastDecision.action}`, { name: item.lastDecision.by ?? t("deletedUser"), date: tashkentTimestamp(item.lastDecision.at) })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {item.openReports > 0 && !item.hidden ? (
          <Button size="sm" variant="danger" disabled={busy} onClick={() => onDecide("hide")}>
            {t("actions.hide")}
          </Button>
        ) : null}
        {item.hidden ? (
          <Button size="sm" disabled={busy} onClick={() => onDecide("restore")}>
            {t("actions.restore")}
          </Button>
        ) : null}
        {item.openReports > 0 ? (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onDecide("dismiss")}>
            {t("actions.dismiss")}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
