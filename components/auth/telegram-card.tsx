"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { studentKeys } from "@/components/student-data/query-keys";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { apiCall, errorText } from "@/lib/api/client";

type Status = { available: boolean; linked: boolean };

/** Issue 39: link Telegram from the profile (a one-time t.me deep link), or unlink it. Hidden while no bot is set up. */
export function TelegramCard() {
  const t = useTranslations("security.telegram");
  const client = useQueryClient();
  const status = useQuery({ queryKey: studentKeys.telegram(), queryFn: () => apiCall<Status>("/api/user/telegram") });
  const link = useMutation({ mutationFn: () => apiCall<{ link: string }>("/api/user/telegram", { method: "POST" }) });
  const unlink = useMutation({
    mutationFn: () => apiCall<Status>("/api/user/telegram", { method: "DELETE" }),
    onSuccess: (data) => client.setQueryData(studentKeys.telegram(), data),
  });
  if (!status.data?.available) return null;
  const error = link.error ?? unlink.error;
  return (
    <Card data-testid="telegram-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="flex items-center gap-2 text-lg font-semibold text-white">
            {t("title")}
            <Badge tone={status.data.linked ? "success" : "neutral"}>{status.data.linked ? t("linked") : t("notLinked")}</Badge>
          </h2>
          <p className="mt-1 text-sm text-gray-400">{t("hint")}</p>
        </div>
        {status.data.linked ? (
          <Button variant="secondary" disabled={unlink.isPending} onClick={() => unlink.mutate()}>
            {t("unlink")}
          </Button>
        ) : (
          <Button variant="secondary" disabled={link.isPending} onClick={() => link.mutate()}>
            {t("link")}
          </Button>
        )}
      </div>
      {link.data && !status.data.linked ? (
        <div className="mt-4 space-y-2">
          <a href={link.data.link} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "md")}>
            {t("open")}
          </a>
          <p className="text-xs text-gray-500">{t("openHint")}</p>
        </div>
      ) : null}
      {error ? (
        <Alert tone="error" className="mt-4">
          {errorText(error, { fallback: t("failed") })}
        </Alert>
      ) : null}
    </Card>
  );
}
