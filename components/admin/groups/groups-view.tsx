"use client";

import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input, Select } from "@/components/ui/field";
import { ListScaffold } from "@/components/admin/shared/list-scaffold";
import { PageHeader } from "@/components/admin/shared/page-header";
import { Pager } from "@/components/admin/shared/pager";
import { adminKeys } from "@/components/admin/data/query-keys";
import { useDebounced } from "@/components/admin/data/use-debounced";
import { apiCall, errorText } from "@/lib/api/client";
import { GroupForm } from "./group-form";
import { GroupModal } from "./group-modal";
import type { AdminGroup, GroupsPage } from "./types";

const ARCHIVED = ["0", "1", "all"] as const;
type Archived = (typeof ARCHIVED)[number];

/** The admin's groups (issue 38): a paged list by name, a new group, and one group's dialog. */
export function GroupsView() {
  const t = useTranslations("admin.groups");
  const common = useTranslations("admin.common");
  const [search, setSearch] = useState("");
  const [archived, setArchived] = useState<Archived>("0");
  const asked = `${useDebounced(search.trim(), 250)}|${archived}`;
  const [paging, setPaging] = useState({ asked: "", page: 1 });
  const page = paging.asked === asked ? paging.page : 1;
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);

  const list = useQuery({
    queryKey: [...adminKeys.groups(), "list", { asked, page }],
    queryFn: () => {
      const [text, which] = asked.split("|");
      return apiCall<GroupsPage>("/api/admin/groups", { params: { search: text, archived: which, page } });
    },
    placeholderData: keepPreviousData,
  });
  const groups = list.data?.groups ?? null;
  const loadError = list.error ? errorText(list.error, { fallback: t("loadError"), network: common("network"), signedOut: common("authRequired"), serverWords: false }) : null;

  return (
    <>
      <PageHeader title={t("title")} subtitle={list.data ? t("count", { count: list.data.total }) : undefined} actions={<Button onClick={() => setCreating(true)}>{t("create")}</Button>} />

      <div className="mb-4 flex flex-col gap-2 sm:flex-row">
        <Input type="search" aria-label={t("searchLabel")} placeholder={t("searchPlaceholder")} value={search} onChange={(event) => setSearch(event.target.value)} className="sm:flex-1" />
        <Select aria-label={t("archivedLabel")} value={archived} onChange={(event) => setArchived(event.target.value as Archived)} className="sm:w-48">
          {ARCHIVED.map((value) => (
            <option key={value} value={value}>
              {t(`archivedFilter.${value}`)}
            </option>
          ))}
        </Select>
      </div>

      <ListScaffold error={loadError} onRetry={() => void list.refetch()} loading={groups === null} empty={groups?.length === 0 ? t("empty") : null}>
        <ul className="space-y-2" aria-label={t("title")}>
          {groups?.map((group) => (
            <li key={group.id}>
              <GroupRow group={group} onOpen={() => setOpenId(group.id)} />
            </li>
          ))}
        </ul>
      </ListScaffold>
      {list.data && list.data.pages > 1 ? <Pager page={list.data.page} pages={list.data.pages} onPage={(next) => setPaging({ asked, page: next })} label={t("title")} testId="groups-page" /> : null}

      {creating ? (
        <GroupForm
          onClose={() => setCreating(false)}
          onSaved={(group) => {
            setCreating(false);
            setOpenId(group.id);
          }}
        />
      ) : null}
      {openId ? <GroupModal groupId={openId} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}

function GroupRow({ group, onOpen }: { group: AdminGroup; onOpen: () => void }) {
  const t = useTranslations("admin.groups");
  return (
    <Card className="flex flex-wrap items-center gap-x-4 gap-y-3" data-group={group.id}>
      <div className="min-w-0 flex-1 basis-48">
        <div className="flex flex-wrap items-center gap-2">
          <p className="truncate font-medium text-white">{group.name}</p>
          <Badge tone={group.kind === "offline" ? "info" : "neutral"}>{t(`kinds.${group.kind}`)}</Badge>
          {group.archived ? <Badge tone="warning">{t("archived")}</Badge> : null}
        </div>
        <p className="mt-0.5 text-sm text-gray-400">{group.weekdays.length ? group.weekdays.join(", ") : t("noDays")}</p>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 text-sm sm:w-80">
        <div className="min-w-0">
          <dt className="text-xs text-gray-400">{t("teachers")}</dt>
          <dd className="truncate text-gray-300">{group.teachers.length ? group.teachers.map((teacher) => teacher.fullName).join(", ") : t("noTeacher")}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-400">{t("students")}</dt>
          <dd className="text-gray-300">{group.studentCount}</dd>
        </div>
      </dl>
      <Button size="sm" variant="secondary" className="ml-auto" onClick={onOpen} aria-label={`${t("manage")}: ${group.name}`}>
        {t("manage")}
      </Button>
    </Card>
  );
}
