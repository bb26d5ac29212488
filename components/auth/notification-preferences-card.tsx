"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { studentKeys } from "@/components/student-data/query-keys";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { apiCall, errorText } from "@/lib/api/client";
import type { StudentMessageKind } from "@/lib/outbox/kinds";

type Preferences = { preferences: Record<StudentMessageKind, boolean> };

/**
 * Issue 39: which kinds of Telegram/SMS message the student gets; each checkbox saves at once. A
 * parent, who gets a copy of each about their child (issue 38), chooses with the parent's words.
 */
export function NotificationPreferencesCard({ words = "security.notifications" }: { words?: "security.notifications" | "parent.notifications" }) {
  // Both by name (a page's messages are checked against the namespaces its components name).
  const studentWords = useTranslations("security.notifications");
  const parentWords = useTranslations("parent.notifications");
  const t = words === "parent.notifications" ? parentWords : studentWords;
  const client = useQueryClient();
  const current = useQuery({ queryKey: studentKeys.notificationPreferences(), queryFn: () => apiCall<Preferences>("/api/user/notification-preferences") });
  const save = useMutation({
    mutationFn: (change: Partial<Record<StudentMessageKind, boolean>>) => apiCall<Preferences>("/api/user/notification-preferences", { method: "PUT", json: { preferences: change } }),
    onSuccess: (data) => client.setQueryData(studentKeys.notificationPreferences(), data),
  });
  if (!current.data) return null;
  return (
    <Card data-testid="notification-preferences-card">
      <h2 className="text-lg font-semibold text-white">{t("title")}</h2>
      <p className="mt-1 text-sm text-gray-400">{t("hint")}</p>
      <fieldset className="mt-4 space-y-2" disabled={save.isPending}>
        <legend className="sr-only">{t("title")}</legend>
        {(Object.entries(current.data.preferences) as [StudentMessageKind, boolean][]).map(([kind, on]) => (
          <label key={kind} className="flex items-center gap-3 text-sm text-gray-200">
            <input type="checkbox" className="size-4 accent-brand-500" checked={on} onChange={(event) => save.mutate({ [kind]: event.target.checked })} />
            {t(`kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      {save.error ? (
        <Alert tone="error" className="mt-4">
          {errorText(save.error, { fallback: t("failed") })}
        </Alert>
      ) : null}
    </Card>
  );
}
