"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input, Select } from "@/components/ui/field";
import { formatPhone } from "@/lib/format/phone";
import type { findUsers } from "@/lib/admin/find-users";
import { USER_SORTS as SORTS, type UserSort } from "@/lib/admin/user-sorts";
import type { Jsonified } from "@/lib/api/client";
import { isRole, ROLES, type Role } from "@/lib/users/roles";
import { formatShortDate } from "@/lib/format/date";
import { useMoney } from "@/lib/format/use-money";
import { DeleteConfirm } from "@/components/admin/shared/delete-confirm";
import { ListScaffold } from "@/components/admin/shared/list-scaffold";
import { PageHeader } from "@/components/admin/shared/page-header";
import { Pager } from "@/components/admin/shared/pager";
import { RoleBadge } from "./role-badge";
import { UserModal } from "./user-modal";
import { useAdmin } from "@/components/admin/shell/admin-context";
import { useSelfClearing } from "@/components/ui/use-self-clearing";
import { apiCall, errorText } from "@/lib/api/client";
import { adminKeys } from "@/components/admin/data/query-keys";
import { findCached } from "@/components/admin/data/find-cached";
import { useDebounced } from "@/components/admin/data/use-debounced";

/** GET /api/admin/users's answer: one page of users and the page fields. */
type UsersPage = Jsonified<Awaited<ReturnType<typeof findUsers>>>;

type Filters = { search: string; role: Role | "all"; sort: UserSort };
const EMPTY: Filters = { search: "", role: "all", sort: "newest" };

function paramsOf(filters: Filters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.search.trim()) params.search = filters.search.trim();
  if (filters.role !== "all") params.role = filters.role;
  if (filters.sort !== "newest") params.sort = filters.sort;
  return params;
}

function queryOf(filters: Filters): string {
  const text = new URLSearchParams(paramsOf(filters)).toString();
  return text ? `?${text}` : "";
}

export function UsersView() {
  const formatSom = useMoney();
  const t = useTranslations("admin.users");
  const common = useTranslations("admin.common");
  const me = useAdmin();
  // What the admin chose: the filters as typed, the page of the filters asked, the open dialogs.
  const [filters, setFilters] = useState<Filters>(EMPTY);
  // The search is typed; the list follows a moment after the last key stroke.
  const asked = queryOf(useDebounced(filters, 250));
  const [paging, setPaging] = useState({ asked: "", page: 1 });
  const page = paging.asked === asked ? paging.page : 1;
  const setPage = (next: number) => setPaging({ asked, page: next });
  const [banner, setBanner] = useSelfClearing<{ tone: "success" | "error"; text: string }>(5000);
  const [filterOpen, setFilterOpen] = useState(false);
  const [selected, setSelected] = useState<{ id: string; mode: "view" | "edit" } | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const filterRef = useRef<HTMLDivElement>(null);
  const client = useQueryClient();

  // One page as the server answers it: filter, sort and paging happen in the database.
  const list = useQuery({
    queryKey: [...adminKeys.users(), { asked, page }],
    queryFn: () => apiCall<UsersPage>("/api/admin/users", { params: { ...Object.fromEntries(new URLSearchParams(asked)), page } }),
    placeholderData: keepPreviousData,
  });
  const users = list.data?.users ?? null;
  const loadError = list.error
    ? errorText(list.error, { fallback: t("loadError"), network: t("networkError"), signedOut: common("authRequired"), serverWords: false })
    : null;
  // The dialogs show the row as the list has it now (a live update, a save).
  const selectedUser = findCached(client, adminKeys.users(), (data: UsersPage) => data.users, selected?.id ?? null);
  const deleting = findCached(client, adminKeys.users(), (data: UsersPage) => data.users, deletingId);

  const remove = useMutation({
    mutationFn: (id: string) => apiCall(`/api/admin/users/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => {
      setBanner({ tone: "success", text: t("deleted") });
      // The user's payments and enrolments go with them: every list that counts them changes.
      for (const queryKey of [adminKeys.users(), adminKeys.dashboard(), adminKeys.payments(), adminKeys.offline(), adminKeys.database()]) void client.invalidateQueries({ queryKey });
    },
    onError: (error) => setBanner({ tone: "error", text: errorText(error, { fallback: t("deleteError"), network: t("deleteNetwork") }) }),
  });

  useEffect(() => {
    if (!filterOpen) return;
    const close = (event: MouseEvent) => {
      if (!filterRef.current?.contains(event.target as Node)) setFilterOpen(false);
    };
    const escape = (event: KeyboardEvent) => event.key === "Escape" && setFilterOpen(false);
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", escape);
    };
  }, [filterOpen]);

  const filtered = filters.role !== "all" || filters.sort !== "newest";
  const dirty = filtered || filters.search !== "";
  const exportHref = useMemo(() => `/api/admin/users/export${queryOf(filters)}`, [filters]);

  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={list.data ? t(list.data.totalAtLeast ? "countAtLeast" : "count", { count: list.data.total }) : undefined}
        actions={
          <a href={exportHref} download="users.csv" className={buttonClass("secondary", "md")}>
            {t("export")}
          </a>
        }
      />

      <div className="mb-4 flex flex-col gap-2 sm:flex-row">
        <Input
          type="search"
          aria-label={t("searchLabel")}
          placeholder={t("searchPlaceholder")}
          value={filters.search}
          onChange={(event) => setFilters((current) => ({ ...current, search: event.target.value }))}
          className="sm:flex-1"
        />
        <div className="flex gap-2">
          <div className="relative flex-1 sm:flex-none" ref={filterRef}>
            <Button variant="secondary" className="w-full" aria-expanded={filterOpen} aria-controls="users-filter" onClick={() => setFilterOpen((open) => !open)}>
              {t("filter")}
              {filtered ? <span className="size-2 rounded-full bg-brand-400" aria-hidden /> : null}
            </Button>
            {filterOpen ? (
              <div id="users-filter" className="absolute left-0 z-20 mt-2 w-72 max-w-[calc(100vw-2rem)] space-y-4 rounded-xl bg-surface-overlay p-4 shadow-xl ring-1 ring-white/10 sm:left-auto sm:right-0">
                <label className="block space-y-1.5 text-sm font-medium text-gray-300">
                  <span>{t("roleLabel")}</span>
                  <Select value={filters.role} onChange={(event) => setFilters((current) => ({ ...current, role: isRole(event.target.value) ? event.target.value : "all" }))}>
                    <option value="all">{t("roles.all")}</option>
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`roles.${role}`)}
                      </option>
                    ))}
                  </Select>
                </label>
                <label className="block space-y-1.5 text-sm font-medium text-gray-300">
                  <span>{t("sortLabel")}</span>
                  <Select value={filters.sort} onChange={(event) => setFilters((current) => ({ ...current, sort: event.target.value as UserSort }))}>
                    {SORTS.map((sort) => (
                      <option key={sort} value={sort}>
                        {t(`sort.${sort}`)}
                      </option>
                    ))}
                  </Select>
                </label>
              </div>
            ) : null}
          </div>
          <Button variant="ghost" onClick={() => setFilters(EMPTY)} disabled={!dirty}>
            {t("clear")}
          </Button>
        </div>
      </div>

      {banner ? (
        <Alert tone={banner.tone} className="mb-4">
          {banner.text}
        </Alert>
      ) : null}

      <ListScaffold error={loadError} onRetry={() => void list.refetch()} loading={users === null} empty={users?.length === 0 ? t("empty") : null}>
        <ul className="space-y-2" aria-label={t("title")}>
          {users?.map((user) => (
            <li key={user.id}>
              <Card className="flex flex-wrap items-center gap-x-4 gap-y-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sky-500/15 font-semibold text-sky-300 ring-1 ring-sky-500/30" aria-hidden>
                  {user.fullName.trim().charAt(0).toUpperCase() || "?"}
                </span>
                <div className="min-w-0 flex-1 basis-40">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="truncate font-medium text-white">{user.fullName}</p>
                    <RoleBadge role={user.role} />
                    {user.id === me.id ? <Badge tone="neutral">{t("you")}</Badge> : null}
                  </div>
                  <p className="mt-0.5 text-sm text-gray-400">{formatPhone(user.phone)}</p>
                </div>
                <dl className="grid grid-cols-2 gap-x-6 text-sm sm:w-72">
                  <div>
                    <dt className="text-xs text-gray-500">{t("registered")}</dt>
                    <dd className="text-gray-300">{formatShortDate(user.createdAt)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-gray-500">{t("balance")}</dt>
                    <dd className="font-medium text-emerald-300">{formatSom(user.balance)}</dd>
                  </div>
                </dl>
                <div className="ml-auto flex gap-1" role="group" aria-label={t("actions")}>
                  <Button size="sm" variant="ghost" onClick={() => setSelected({ id: user.id, mode: "view" })} aria-label={`${common("view")}: ${user.fullName}`}>
                    {common("view")}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setSelected({ id: user.id, mode: "edit" })} aria-label={`${common("edit")}: ${user.fullName}`}>
                    {common("edit")}
                  </Button>
                  {/* The server refuses deleting yourself (403); the list does not offer it. */}
                  {user.id === me.id ? null : (
                    <Button size="sm" variant="danger" onClick={() => setDeletingId(user.id)} aria-label={`${common("delete")}: ${user.fullName}`}>
                      {common("delete")}
                    </Button>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </ListScaffold>
      {list.data && list.data.pages > 1 ? <Pager page={list.data.page} pages={list.data.pages} onPage={setPage} label={t("title")} testId="users-page" /> : null}

      {selected && selectedUser ? (
        <UserModal
          user={selectedUser}
          mode={selected.mode}
          onModeChange={(mode) => setSelected({ ...selected, mode })}
          onClose={() => setSelected(null)}
          onSaved={(message) => {
            setSelected(null);
            setBanner({ tone: "success", text: message });
          }}
        />
      ) : null}
      <DeleteConfirm
        target={deletingId}
        title={t("deleteTitle")}
        text={deleting ? t("deleteConfirm", { name: deleting.fullName }) : ""}
        remove={remove.mutateAsync}
        onClose={() => setDeletingId(null)}
      />
    </>
  );
}
