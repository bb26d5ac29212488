"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { studentKeys } from "@/components/student-data/query-keys";
import { apiCall, errorText } from "@/lib/api/client";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmModal } from "@/components/ui/confirm-modal";
import { Skeleton } from "@/components/ui/skeleton";
import type { Jsonified } from "@/lib/api/client";
import type { SessionView } from "@/lib/auth/sessions/find-sessions";
import { formatProfileDate } from "@/lib/format/date";

type Session = Jsonified<SessionView>;
type Notice = { tone: "success" | "error"; text: string } | null;

/** The security page's real sign-ins: this device first; 'Chiqarish' ends one, the red button all others. */
export function SessionsCard() {
  const t = useTranslations("security.devices");
  const locale = useLocale();
  const client = useQueryClient();
  const [notice, setNotice] = useState<Notice>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const list = useQuery({
    queryKey: studentKeys.sessions(),
    queryFn: () => apiCall<{ sessions: Session[] }>("/api/auth/sessions").then((data) => data.sessions),
  });
  const sessions = list.data ?? null;
  const failed = (error: Error) => setNotice({ tone: "error", text: errorText(error, { fallback: t("failed") }) });
  const refresh = () => client.invalidateQueries({ queryKey: studentKeys.sessions() });
  const end = useMutation({
    mutationFn: (id: string) => apiCall(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => setNotice({ tone: "success", text: t("ended") }),
    onError: failed,
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: () => apiCall<{ ended?: number }>("/api/auth/sessions/end-others", { method: "POST" }),
    onSuccess: (data) => setNotice({ tone: "success", text: t("endedAll", { count: data.ended ?? 0 }) }),
    onError: failed,
    onSettled: () => {
      setConfirmAll(false);
      return refresh();
    },
  });

  const others = sessions?.filter((session) => !session.current) ?? [];
  const date = (value: string) => formatProfileDate(value, locale) ?? "—";

  return (
    <Card>
      <h2 className="text-lg font-semibold text-white">{t("title")}</h2>
      <p className="mt-1 text-sm text-gray-400">{t("note")}</p>
      {notice ? (
        <Alert tone={notice.tone} className="mt-4">
          {notice.text}
        </Alert>
      ) : null}
      {list.isError ? (
        <Alert tone="error" className="mt-4">
          {t("loadError")}
        </Alert>
      ) : sessions === null ? (
        <div className="mt-4 space-y-3">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-white/5" aria-label={t("title")}>
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session">
              <div className="min-w-0">
                <p className="text-sm font-medium text-white">{session.device || t("unknownDevice")}</p>
                <p className="text-xs text-gray-500">
                  {[session.place, t("signedIn", { date: date(session.createdAt) }), t("lastSeen", { date: date(session.lastSeenAt) })].filter(Boolean).join(" · ")}
                </p>
              </div>
              {session.current ? (
                <Badge tone="success">{t("current")}</Badge>
              ) : (
                <Button size="sm" variant="secondary" disabled={end.isPending} onClick={() => end.mutate(session.id)} aria-label={`${t("signOut")}: ${session.device || t("unknownDevice")}`}>
                  {t("signOut")}
                </Button>
              )}
            </li>
          ))}
          {others.length === 0 ? <li className="py-3 text-sm text-gray-500">{t("noOthers")}</li> : null}
        </ul>
      )}
      <Button variant="danger" className="mt-4 w-full sm:w-auto" disabled={others.length === 0} onClick={() => setConfirmAll(true)}>
        {t("signOutAll")}
      </Button>
      <ConfirmModal
        open={confirmAll}
        title={t("confirmAllTitle")}
        confirmLabel={t("signOutAll")}
        cancelLabel={t("cancel")}
        danger
        onConfirm={async () => {
          // A refusal is shown by onError.
          await endOthers.mutateAsync().catch(() => undefined);
        }}
        onClose={() => setConfirmAll(false)}
      >
        <p className="text-sm text-gray-300">{t("confirmAll", { count: others.length })}</p>
      </ConfirmModal>
    </Card>
  );
}
