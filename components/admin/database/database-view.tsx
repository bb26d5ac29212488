"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Card, cardClass } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Skeleton } from "@/components/ui/skeleton";
import type { Jsonified } from "@/lib/api/client";
import type { DatabaseTable, readDatabaseTable } from "@/lib/admin/database-view";
import { formatPhone } from "@/lib/format/phone";
import { tashkentTimestamp } from "@/lib/format/timestamp";
import { apiCall, errorText } from "@/lib/api/client";
import { adminKeys } from "@/components/admin/data/query-keys";
import { LoadError } from "@/components/admin/shared/load-error";
import { PageHeader } from "@/components/admin/shared/page-header";
import { Pager } from "@/components/admin/shared/pager";

/** GET /api/admin/database/{table}'s answer: the columns and rows of one page, as they are stored. */
type Data = Omit<Jsonified<Awaited<ReturnType<typeof readDatabaseTable>>>, "rows"> & { rows: Record<string, unknown>[] };

// The tabs in their order. lib/admin/database-view.ts is server code, so its list is not
// imported; a Record over its type names every table it has, and only those.
const TABS: Record<DatabaseTable, true> = { users: true, courses: true, payments: true };
const TABLES = Object.keys(TABS) as DatabaseTable[];
type Table = DatabaseTable;

// A payment's ids and the row field naming what each points at (lib/admin/database-view.ts).
const REFERENCES = { userId: "user", courseId: "course", decidedById: "decidedBy" } as const;
type ReferenceColumn = keyof typeof REFERENCES;
const isReference = (column: string): column is ReferenceColumn => Object.hasOwn(REFERENCES, column);

/** The name behind an id (a person with their phone, or a course's title), when the row carries it. */
function referenceOf(row: Record<string, unknown>, column: ReferenceColumn): { name: string; detail: string } | null {
  const value = row[REFERENCES[column]];
  if (typeof value !== "object" || value === null) return null;
  const target = value as { fullName?: unknown; phone?: unknown; title?: unknown };
  if (typeof target.title === "string") return { name: target.title, detail: "" };
  if (typeof target.fullName === "string") return { name: target.fullName, detail: typeof target.phone === "string" ? formatPhone(target.phone) : "" };
  return null;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  // Timestamps come as UTC ISO text; the academy reads every time in Tashkent's.
  return typeof value === "string" ? tashkentTimestamp(value) : String(value);
}

/** Spec §2 database view: one read-only table per tab, scrolling sideways on small screens. */
export function DatabaseView() {
  const t = useTranslations("admin.database");
  const common = useTranslations("admin.common");
  const [table, setTable] = useState<Table>("users");
  const [page, setPage] = useState(1);
  // A tab or page not read before shows the skeleton; one read before shows at once.
  const query = useQuery({
    queryKey: [...adminKeys.database(), table, page],
    queryFn: () => apiCall<Data>(`/api/admin/database/${table}`, { params: { page } }),
  });
  const data = query.data ?? null;
  const error = query.error ? errorText(query.error, { fallback: common("loadError"), signedOut: common("authRequired"), serverWords: false }) : null;

  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <div role="tablist" aria-label={t("title")} className="mb-4 inline-flex w-full gap-1 rounded-xl bg-surface-raised p-1 ring-1 ring-white/10 sm:w-auto">
        {TABLES.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`db-tab-${name}`}
            aria-selected={table === name}
            aria-controls="db-panel"
            onClick={() => {
              setTable(name);
              setPage(1);
            }}
            className={cn(
              "flex-1 rounded-lg px-4 py-2 text-sm font-medium transition-colors sm:flex-none",
              table === name ? "bg-brand-600 text-white" : "text-gray-300 hover:bg-white/5 hover:text-white",
            )}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div id="db-panel" role="tabpanel" aria-labelledby={`db-tab-${table}`}>
        {error ? (
          <LoadError message={error} onRetry={() => void query.refetch()} />
        ) : !data ? (
          <div className="space-y-2">
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={index} className="h-10 w-full" />
            ))}
          </div>
        ) : data.rows.length === 0 ? (
          <Card className="py-12 text-center text-sm text-gray-400">{t("empty")}</Card>
        ) : (
          <>
            <p className="mb-2 text-xs text-gray-500">{t("rows", { count: data.total })}</p>
            {/* A keyboard scrolls it too (axe: scrollable-region-focusable): focusable, named. */}
            <div tabIndex={0} role="region" aria-label={t(`tabs.${table}`)} className={cn(cardClass, "p-0 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-400")}>
              <table className="w-full min-w-max text-left text-sm">
                <thead className="border-b border-white/10 bg-white/[0.02]">
                  <tr>
                    {data.columns.map((column) => (
                      <th key={column} scope="col" className="whitespace-nowrap px-3 py-2.5 text-xs font-medium text-gray-400">
                        {isReference(column) ? t(`references.${column}`) : t(`columns.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-white/5">
                  {data.rows.map((row, index) => (
                    <tr key={typeof row.id === "string" ? row.id : index} className="hover:bg-white/[0.02]">
                      {data.columns.map((column) => {
                        const reference = isReference(column) && typeof row[column] === "string" ? referenceOf(row, column) : null;
                        if (!reference) {
                          return (
                            <td
                              key={column}
                              // The row's own id is for copying, not reading: narrow and quiet, whole in the tooltip, so a phone sees the names.
                              className={cn("max-w-64 truncate whitespace-nowrap px-3 py-2 text-gray-300", column === "id" && "max-w-28 font-mono text-xs text-gray-500")}
                              title={cellText(row[column])}
                            >
                              {cellText(row[column])}
                            </td>
                          );
                        }
                        // The name first; the id stays at hand, on a second line and in the tooltip.
                        const id = String(row[column]);
                        return (
                          <td key={column} className="max-w-64 whitespace-nowrap px-3 py-1.5" title={`${[reference.name, reference.detail].filter(Boolean).join(" · ")}\n${t(`columns.${column}`)}: ${id}`}>
                            <span className="block truncate text-gray-200">{reference.name}</span>
                            <span className="block truncate text-[11px] text-gray-500">
                              {reference.detail ? `${reference.detail} · ` : ""}
                              <span className="font-mono">{id}</span>
                            </span>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {data.pages > 1 ? <Pager page={data.page} pages={data.pages} onPage={setPage} label={t("title")} testId="database-page" /> : null}
          </>
        )}
      </div>
    </>
  );
}
