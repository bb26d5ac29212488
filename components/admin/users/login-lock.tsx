"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { apiCall, errorText } from "@/lib/api/client";
import { adminKeys } from "@/components/admin/data/query-keys";
import type { LoginLock } from "@/lib/auth/login-throttle";

const lockKey = (userId: string) => [...adminKeys.users(), userId, "login-lock"] as const;
const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Issue 25 item 5: the wrong-password counts that make a user's sign-in wait, and a button that clears them. */
export function LoginLockPanel({ userId }: { userId: string }) {
  const t = useTranslations("admin.users.loginLock");
  const client = useQueryClient();
  const { data: lock, isError } = useQuery({
    queryKey: lockKey(userId),
    queryFn: () => apiCall<{ lock: LoginLock }>(`/api/admin/users/${encodeURIComponent(userId)}/login-lock`),
    refetchOnMount: "always",
    select: (data) => data.lock,
  });
  const clear = useMutation({
    mutationFn: () => apiCall<{ message: string }>(`/api/admin/users/${encodeURIComponent(userId)}/login-lock`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: lockKey(userId) }),
  });
  const clearError = clear.error ? errorText(clear.error, { fallback: t("clearError") }) : null;
  return (
    <section className="space-y-2" aria-labelledby={`login-lock-${userId}`} data-testid="login-lock">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`login-lock-${userId}`} className="text-sm font-semibold text-white">
          {t("title")}
        </h3>
        {lock?.locked ? <Badge tone="danger">{t("locked", { minutes: minutesOf(lock.retryAfterSeconds) })}</Badge> : null}
      </div>
      {isError && !lock ? (
        <p className="text-sm text-red-300">{t("loadError")}</p>
      ) : !lock ? (
        <Skeleton className="h-10 w-full" />
      ) : lock.entries.length === 0 ? (
        <p className="text-sm text-gray-400">{clear.isSuccess ? clear.data.message : t("none")}</p>
      ) : (
        <>
          <ul className="space-y-1 text-sm">
            {lock.entries.map((entry) => (
              <li key={`${entry.scope}:${entry.address ?? ""}`} className="flex flex-wrap justify-between gap-x-3 rounded-lg bg-surface px-3 py-2 ring-1 ring-white/5">
                <span className="min-w-0 break-words text-gray-200">
                  {entry.scope === "phone" ? t("scopePhone") : entry.scope === "device" ? t("scopeDevice") : t("scopeAddress", { address: entry.address ?? "" })}
                </span>
                <span className="text-gray-400">
                  {t("failures", { count: entry.failures })} · {entry.retryAfterSeconds > 0 ? t("waits", { minutes: minutesOf(entry.retryAfterSeconds) }) : t("noWait")}
                </span>
              </li>
            ))}
          </ul>
          {clearError ? <p className="text-sm text-red-300">{clearError}</p> : null}
          <div className="flex justify-end">
            <Button variant="secondary" size="sm" disabled={clear.isPending} onClick={() => clear.mutate()}>
              {t("clear")}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
