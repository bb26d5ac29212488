"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { adminKeys } from "@/components/admin/data/query-keys";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { apiCall, errorText, type Jsonified } from "@/lib/api/client";
import { tashkentTimestamp } from "@/lib/format/timestamp";
import type { ResetLinkRow } from "@/lib/recovery/find-reset-links";

type Link = Jsonified<ResetLinkRow>;

function linkState(link: Link, now: number): "open" | "used" | "voided" | "expired" {
  if (link.usedAt) return "used";
  if (link.voidedAt) return "voided";
  return new Date(link.expiresAt).getTime() <= now ? "expired" : "open";
}

/** The user's latest links: who made each and when (issue 39), and what became of it. */
function ResetLinkHistory({ userId }: { userId: string }) {
  const t = useTranslations("admin.users.resetLink");
  const links = useQuery({
    queryKey: [...adminKeys.users(), userId, "reset-links"],
    queryFn: () => apiCall<{ links: Link[] }>(`/api/admin/users/${encodeURIComponent(userId)}/password-reset`),
  });
  const rows = links.data?.links ?? [];
  if (!rows.length) return null;
  const now = links.dataUpdatedAt;
  return (
    <div data-testid="reset-link-history">
      <h4 className="text-xs font-medium text-gray-400">{t("history")}</h4>
      <ul className="mt-1 space-y-1 text-xs text-gray-300">
        {rows.map((link) => {
          const when = tashkentTimestamp(link.createdAt);
          return (
            <li key={link.id} className="flex flex-wrap justify-between gap-x-3">
              <span>{link.createdBy ? t("madeBy", { name: link.createdBy.fullName, when }) : t("madeByGone", { when })}</span>
              <span className="text-gray-400">{t(`state.${linkState(link, now)}`)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Issue 39: a one-time link that lets the user set a new password, made here and handed over by the admin. */
export function ResetLinkPanel({ userId }: { userId: string }) {
  const t = useTranslations("admin.users.resetLink");
  const [copied, setCopied] = useState(false);
  const client = useQueryClient();
  const make = useMutation({
    mutationFn: () => apiCall<{ link: string; expiresAt: string }>(`/api/admin/users/${encodeURIComponent(userId)}/password-reset`, { method: "POST" }),
    onMutate: () => setCopied(false),
    onSettled: () => client.invalidateQueries({ queryKey: [...adminKeys.users(), userId, "reset-links"] }),
  });
  const inputId = `reset-link-${userId}`;
  return (
    <section className="space-y-2" aria-labelledby={`${inputId}-title`} data-testid="reset-link">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${inputId}-title`} className="text-sm font-semibold text-white">
          {t("title")}
        </h3>
        <Button variant="secondary" size="sm" disabled={make.isPending} onClick={() => make.mutate()}>
          {make.data ? t("again") : t("make")}
        </Button>
      </div>
      {make.error ? <p className="text-sm text-red-300">{errorText(make.error, { fallback: t("error") })}</p> : null}
      {make.data ? (
        <div className="space-y-2">
          <label htmlFor={inputId} className="block text-xs text-gray-400">
            {t("hint", { until: tashkentTimestamp(make.data.expiresAt) })}
          </label>
          <div className="flex gap-2">
            <Input id={inputId} readOnly value={make.data.link} onFocus={(event) => event.currentTarget.select()} className="min-w-0 flex-1 font-mono text-xs" />
            <Button
              size="sm"
              onClick={() => {
                void navigator.clipboard?.writeText(make.data.link).then(() => setCopied(true), () => setCopied(false));
              }}
            >
              {copied ? t("copied") : t("copy")}
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-gray-400">{t("none")}</p>
      )}
      <ResetLinkHistory userId={userId} />
    </section>
  );
}
