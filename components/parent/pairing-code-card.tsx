"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { studentKeys } from "@/components/student-data/query-keys";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { apiCall, errorText, type Jsonified } from "@/lib/api/client";
import { formatProfileDate } from "@/lib/format/date";
import { formatPhone } from "@/lib/format/phone";
import type { ChildParent } from "@/lib/parents/links";
import { formatPairingCode } from "@/lib/parents/rules";

type Made = { code: string; expiresAt: string };

/** Issue 38: the student makes a pairing code for a parent, sees who is linked, and can unlink them. */
export function PairingCodeCard() {
  const t = useTranslations("parent.codeCard");
  const locale = useLocale();
  const client = useQueryClient();
  const parents = useQuery({
    queryKey: studentKeys.parents(),
    queryFn: () => apiCall<{ parents: Jsonified<ChildParent>[] }>("/api/user/parents"),
  });
  const make = useMutation({ mutationFn: () => apiCall<Made>("/api/user/pairing-code", { method: "POST" }) });
  const unlink = useMutation({
    mutationFn: (parentId: string) => apiCall(`/api/user/parents/${parentId}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: studentKeys.parents() }),
  });
  const until = make.data ? (formatProfileDate(make.data.expiresAt, locale === "ru" ? "ru" : "uz") ?? "") : "";
  return (
    <Card data-testid="pairing-code-card">
      <h2 className="text-lg font-semibold text-white">{t("title")}</h2>
      <p className="mt-1 text-sm text-gray-400">{t("intro")}</p>
      {make.data ? (
        <div className="mt-4 rounded-xl bg-surface p-4 ring-1 ring-white/10">
          <p className="text-xs font-medium tracking-wide text-gray-400 uppercase">{t("code")}</p>
          <p className="mt-1 font-mono text-3xl font-bold tracking-widest text-brand-300" data-testid="pairing-code">
            {formatPairingCode(make.data.code)}
          </p>
          <p className="mt-1 text-xs text-gray-400">{t("until", { date: until })}</p>
        </div>
      ) : null}
      <Button className="mt-4" variant={make.data ? "secondary" : "primary"} disabled={make.isPending} onClick={() => make.mutate()}>
        {make.isPending ? t("making") : make.data ? t("again") : t("make")}
      </Button>
      {make.error ? (
        <Alert tone="error" className="mt-4">
          {errorText(make.error, { fallback: t("failed") })}
        </Alert>
      ) : null}
      <h3 className="mt-6 text-sm font-semibold text-gray-300">{t("parents")}</h3>
      {parents.data?.parents.length ? (
        <ul className="mt-2 divide-y divide-white/5" data-testid="linked-parents">
          {parents.data.parents.map((parent) => (
            <li key={parent.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="block truncate text-white">{parent.fullName}</span>
                <span className="block text-xs text-gray-400">{formatPhone(parent.phone)}</span>
              </span>
              <Button size="sm" variant="secondary" aria-label={t("unlinkName", { name: parent.fullName })} disabled={unlink.isPending} onClick={() => unlink.mutate(parent.id)}>
                {t("unlink")}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-gray-400">{parents.isPending ? "…" : t("none")}</p>
      )}
      {unlink.error ? (
        <Alert tone="error" className="mt-4">
          {errorText(unlink.error, { fallback: t("unlinkFailed") })}
        </Alert>
      ) : null}
    </Card>
  );
}
