"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Card, cardClass } from "@/components/ui/card";
import { Input } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { PageHeader } from "@/components/admin/shared/page-header";
import { apiCall, errorText } from "@/lib/api/client";
import type { Jsonified } from "@/lib/api/client";
import { searchByName } from "@/lib/offline/debtors";
import type { OfflineStaffView } from "@/lib/offline/shapes";
import { PRODUCT_NAME } from "@/lib/product";
import { OfflineDetailModal } from "./offline-detail-modal";
import { OfflineEditModal } from "./offline-edit-modal";
import { GroupFilter } from "@/components/admin/groups/group-filter";
import { cn } from "@/components/ui/cn";
import { offlineListKey } from "./offline-keys";

type Student = Jsonified<OfflineStaffView>;

/** One group's offline students: with ?groupId= the list is paged on the server, so every page is read (a group is tens of students). */
async function groupStudents(groupId: string): Promise<{ users: Student[] }> {
  const users: Student[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiCall<{ users: Student[]; pages: number }>("/api/offline-students", { params: { groupId, page } });
    users.push(...answer.users);
    if (page >= answer.pages) return { users };
  }
}

/** /admin/offline: search, count, the list with total scores, the edit modal and the detail view. */
export function OfflineAdminView() {
  const t = useTranslations("adminOffline");
  const [groupId, setGroupId] = useState("");
  const list = useQuery({
    queryKey: offlineListKey(groupId || undefined),
    queryFn: () => (groupId ? groupStudents(groupId) : apiCall<{ users: Student[] }>("/api/offline-students")),
  });
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const students = list.data?.users ?? null;
  // The list already shown stays while a refetch after an edit runs; only a first load fails.
  const error = list.isError && !students ? errorText(list.error, { fallback: t("loadError"), network: t("network"), serverWords: false }) : null;

  const hits = useMemo(() => searchByName(students ?? [], query), [students, query]);
  const viewed = students?.find((student) => student.id === viewing) ?? null;

  return (
    <div>
      <PageHeader
        title={t("title", { product: PRODUCT_NAME })}
        subtitle={students ? t("count", { count: students.length }) : undefined}
        actions={
          <Link href="/admin/offline/register" className={buttonClass("primary", "sm")}>
            {t("register.open")}
          </Link>
        }
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row">
        <div className="sm:max-w-md sm:flex-1">
          <label htmlFor="admin-offline-search" className="sr-only">
            {t("searchLabel")}
          </label>
          <Input id="admin-offline-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={t("searchPlaceholder")} />
        </div>
        <GroupFilter id="admin-offline-group" value={groupId} onChange={setGroupId} className="sm:w-56" />
      </div>
      {error ? (
        <Card className="flex flex-col items-center gap-4 py-10 text-center">
          <p role="alert" className="text-sm text-red-300">
            {error}
          </p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t("retry")}
          </Button>
        </Card>
      ) : !students ? (
        <div className="space-y-2" aria-busy="true">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      ) : hits.length === 0 ? (
        <Card className="py-12 text-center text-gray-400">{students.length === 0 ? t("empty") : t("noMatch")}</Card>
      ) : (
        <ul className={cn(cardClass, "p-0 divide-y divide-white/5 overflow-hidden")} data-testid="admin-offline-list">
          {hits.map((student) => (
            <li key={student.id} className="flex items-center gap-3 px-4 py-3">
              <button type="button" onClick={() => setViewing(student.id)} className="min-w-0 flex-1 text-left">
                <span className="block truncate font-medium text-white hover:text-brand-300">{student.fullName}</span>
                <span className="text-xs text-gray-400">
                  {t("stepValue", { step: student.step })} · {t("scoreValue", { score: student.totalScore })}
                </span>
              </button>
              <span className="hidden text-sm font-semibold text-brand-300 tabular-nums sm:block">{t("scoreValue", { score: student.totalScore })}</span>
              <Button size="sm" variant="ghost" onClick={() => setViewing(student.id)}>
                {t("details")}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setEditing(student.id)} aria-label={t("editFor", { name: student.fullName })}>
                {t("edit")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <OfflineEditModal studentId={editing} onClose={() => setEditing(null)} />
      <OfflineDetailModal student={viewed} onClose={() => setViewing(null)} />
    </div>
  );
}
