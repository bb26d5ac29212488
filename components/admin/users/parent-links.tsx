"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { adminKeys } from "@/components/admin/data/query-keys";
import { Button } from "@/components/ui/button";
import { apiCall, errorText, type Jsonified } from "@/lib/api/client";
import { formatPhone } from "@/lib/format/phone";
import { tashkentTimestamp } from "@/lib/format/timestamp";
import type { ChildParent } from "@/lib/parents/links";
import { formatPairingCode } from "@/lib/parents/rules";

type Made = { code: string; expiresAt: string };

/** Issue 38: a student's linked parents, unlinking one, and a pairing code the admin hands to a parent. */
export function ParentLinksPanel({ userId }: { userId: string }) {
  const t = useTranslations("admin.users.parents");
  const client = useQueryClient();
  const base = `/api/admin/users/${encodeURIComponent(userId)}`;
  const key = [...adminKeys.users(), userId, "parents"];
  // Read again each time the dialog opens: a parent may have redeemed the code meanwhile.
  const parents = useQuery({ queryKey: key, queryFn: () => apiCall<{ parents: Jsonified<ChildParent>[] }>(`${base}/parents`), refetchOnMount: "always" });
  const make = useMutation({ mutationFn: () => apiCall<Made>(`${base}/pairing-code`, { method: "POST" }) });
  const unlink = useMutation({
    mutationFn: (parentId: string) => apiCall(`${base}/parents/${encodeURIComponent(parentId)}`, { method: "DELETE" }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
  const titleId = `parents-${userId}-title`;
  const failure = make.error ?? unlink.error ?? parents.error;
  return (
    <section className="space-y-2" aria-labelledby={titleId} data-testid="parent-links">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-sm font-semibold text-white">
          {t("title")}
        </h3>
        <Button variant="secondary" size="sm" disabled={make.isPending} onClick={() => make.mutate()}>
          {make.data ? t("again") : t("make")}
        </Button>
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-red-300">
          {errorText(failure, { fallback: t("error") })}
        </p>
      ) : null}
      {make.data ? (
        <div className="rounded-lg bg-surface px-3 py-2 ring-1 ring-white/10">
          <p className="text-xs text-gray-400">{t("code")}</p>
          <p className="font-mono text-2xl font-bold tracking-widest text-brand-300" data-testid="admin-pairing-code">
            {formatPairingCode(make.data.code)}
          </p>
          <p className="text-xs text-gray-400">{t("hint", { until: tashkentTimestamp(make.data.expiresAt) })}</p>
        </div>
      ) : null}
      {parents.data?.parents.length ? (
        <ul className="divide-y divide-white/5 text-sm" aria-label={t("title")}>
          {parents.data.parents.map((parent) => (
            <li key={parent.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="block truncate text-white">{parent.fullName}</span>
                <span className="block text-xs text-gray-400">{formatPhone(parent.phone)}</span>
              </span>
              <Button size="sm" variant="ghost" disabled={unlink.isPending} onClick={() => unlink.mutate(parent.id)} aria-label={t("unlinkName", { name: parent.fullName })}>
                {t("unlink")}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-400">{parents.isPending ? "…" : t("none")}</p>
      )}
    </section>
  );
}
