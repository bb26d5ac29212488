"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input, Select } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { formatPhone } from "@/lib/format/phone";
import { apiFetch } from "@/lib/api/client";
import { formatShortDate } from "@/lib/format/date";
import { useMoney } from "@/lib/format/use-money";
import { ConfirmModal } from "@/components/ui/confirm-modal";
import { LoadError } from "@/components/admin/shared/load-error";
import { PageHeader } from "@/components/admin/shared/page-header";
import { Pager } from "@/components/admin/shared/pager";
import { RoleBadge } from "./role-badge";
import { UserModal } from "./user-modal";
import { ROLES, SORTS, type AdminUser, type UserSort } from "./types";
import { useSelfClearing } from "@/components/ui/use-self-clearing";

type Filters = { search: string; role: string; sort: UserSort };
const EMPTY: Filters = { search: "", role: "all", sort: "newest" };

function queryOf(filters: Filters): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set("search", filters.search.trim());
  if (filters.role !== "all") params.set("role", filters.role);
  if (filters.sort !== "newest") params.set("sort", filters.sort);
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function UsersView() {
  const formatSom = useMoney();
  const t = useTranslations("admin.users");
  const common = useTranslations("admin.common");
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  // One page as the server answered it: filter, sort and paging happen in the database.
  const [list, setList] = useState<{ users: AdminUser[]; page: number; pages: number; total: number } | null>(null);
  const users = list?.users ?? null;
  const [loadError, setLoadError] = useState<string | null>(null);
  const [banner, setBanner] = useSelfClearing<{ tone: "success" | "error"; text: string }>(5000);
  const [filterOpen, setFilterOpen] = useState(false);
  const [selected, setSelected] = useState<{ user: AdminUser; mode: "view" | "edit" } | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const filterRef = useRef<HTMLDivElement>(null);

  // The search is typed; the list follows a moment after the last key stroke.
  useEffect(() => {
    const handle = setTimeout(() => {
      setQuery(queryOf(filters));
      setPage(1);
    }, 250);
    return () => clearTimeout(handle);
  }, [filters]);

  const load = useCallback(async (search: string, page: number) => {
    setLoadError(null);
    const result = await apiFetch<{ users: AdminUser[]; page: number; pages: number; total: number }>(`/api/admin/users${search}${search ? "&" : "?"}page=${page}`);
    if (result.ok) return setList(result.data);
    setList(null);
    setLoadError(result.status === 401 ? common("authRequired") : result.status === 0 ? t("networkError") : t("loadError"));
  }, [common, t]);

  useEffect(() => {
    void load(query, page);
  }, [load, query, page]);

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

  async function confirmDelete() {
    if (!deleting) return;
    const result = await apiFetch(`/api/admin/users/${encodeURIComponent(deleting.id)}`, { method: "DELETE" });
    setDeleting(null);
    if (result.ok) {
      setBanner({ tone: "success", text: t("deleted") });
      await load(query, page);
    } else {
      setBanner({ tone: "error", text: result.status === 0 ? t("deleteNetwork") : result.message ?? t("deleteError") });
    }
  }

  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={list ? t("count", { count: list.total }) : undefined}
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
                  <Select value={filters.role} onChange={(event) => setFilters((current) => ({ ...current, role: event.target.value }))}>
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

      {loadError ? (
        <LoadError message={loadError} onRetry={() => void load(query, page)} />
      ) : users === null ? (
        <div className="space-y-2">
          {[0, 1, 2, 3, 4].map((index) => (
            <Skeleton key={index} className="h-20 w-full rounded-2xl" />
          ))}
        </div>
      ) : users.length === 0 ? (
        <Card className="py-12 text-center text-sm text-gray-400">{t("empty")}</Card>
      ) : (
        <ul className="space-y-2" aria-label={t("title")}>
          {users.map((user) => (
            <li key={user.id}>
              <Card className="flex flex-wrap items-center gap-x-4 gap-y-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sky-500/15 font-semibold text-sky-300 ring-1 ring-sky-500/30" aria-hidden>
                  {user.fullName.trim().charAt(0).toUpperCase() || "?"}
                </span>
                <div className="min-w-0 flex-1 basis-40">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="truncate font-medium text-white">{user.fullName}</p>
                    <RoleBadge role={user.role} />
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
                  <Button size="sm" variant="ghost" onClick={() => setSelected({ user, mode: "view" })} aria-label={`${common("view")}: ${user.fullName}`}>
                    {common("view")}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setSelected({ user, mode: "edit" })} aria-label={`${common("edit")}: ${user.fullName}`}>
                    {common("edit")}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setDeleting(user)} aria-label={`${common("delete")}: ${user.fullName}`}>
                    {common("delete")}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {list && list.pages > 1 ? <Pager page={list.page} pages={list.pages} onPage={setPage} label={t("title")} testId="users-page" /> : null}

      {selected ? (
        <UserModal
          user={selected.user}
          mode={selected.mode}
          onModeChange={(mode) => setSelected({ ...selected, mode })}
          onClose={() => setSelected(null)}
          onSaved={(message) => {
            setSelected(null);
            setBanner({ tone: "success", text: message });
            void load(query, page);
          }}
        />
      ) : null}
      <ConfirmModal
        open={deleting !== null}
        title={t("deleteTitle")}
        confirmLabel={common("delete")}
        cancelLabel={common("cancel")}
        danger
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <p className="text-sm text-gray-300">{deleting ? t("deleteConfirm", { name: deleting.fullName }) : ""}</p>
      </ConfirmModal>
    </>
  );
}
