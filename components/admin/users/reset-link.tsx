"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { apiCall, errorText } from "@/lib/api/client";
import { tashkentTimestamp } from "@/lib/format/timestamp";

/** Issue 39: a one-time link that lets the user set a new password, made here and handed over by the admin. */
export function ResetLinkPanel({ userId }: { userId: string }) {
  const t = useTranslations("admin.users.resetLink");
  const [copied, setCopied] = useState(false);
  const make = useMutation({
    mutationFn: () => apiCall<{ link: string; expiresAt: string }>(`/api/admin/users/${encodeURIComponent(userId)}/password-reset`, { method: "POST" }),
    onMutate: () => setCopied(false),
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
    </section>
  );
}
