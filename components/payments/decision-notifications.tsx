"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { studentKeys } from "@/components/student-data/query-keys";
import { apiCall } from "@/lib/api/client";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import type { Jsonified } from "@/lib/api/client";
import { formatShortDate } from "@/lib/format/date";
import { useMoney } from "@/lib/format/use-money";
import type { UserNotificationView } from "@/lib/notifications/find-user-notifications";
import { cardClass } from "@/components/ui/card";
import { DECISION_TONES, shownDecisions } from "./decisions";

type Notices = { notifications: Jsonified<UserNotificationView>[]; unread: number };

// While a top-up waits, the page asks every few seconds whether an admin has decided, and
// reads the page again when one has (the balance and the history change with it).
const WATCH_EVERY_MS = 5000;

/**
 * The student's own notifications: each approved or rejected top-up, with the admin's reason.
 * Shown unread first time, then marked read. `watch` keeps asking while a request is pending.
 */
export function DecisionNotifications({ watch = false, className }: { watch?: boolean; className?: string }) {
  const formatSom = useMoney();
  const t = useTranslations("payments.notifications");
  const router = useRouter();
  const { data } = useQuery({
    queryKey: studentKeys.notifications(),
    queryFn: () => apiCall<Notices>("/api/user/notifications"),
    refetchInterval: watch ? WATCH_EVERY_MS : false,
  });
  const newest = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (!data) return;
    const latest = data.notifications[0]?.id ?? null;
    // A decision made since the last look: the server-rendered balance and history are stale.
    if (newest.current !== undefined && latest !== newest.current) router.refresh();
    newest.current = latest;
    if (data.unread > 0) void apiCall("/api/user/notifications/read", { method: "POST" }).catch(() => undefined);
  }, [data, router]);

  const notices = data && shownDecisions(data.notifications);
  if (!notices || notices.length === 0) return null;
  return (
    <section className={cn(cardClass, "p-4 sm:p-5", className)} aria-labelledby="decision-notifications" data-testid="decision-notifications">
      <h2 id="decision-notifications" className="mb-3 text-base font-semibold text-white">
        {t("title")}
      </h2>
      <ul className="space-y-2">
        {notices.slice(0, 5).map((notice) => {
          const amount = formatSom(notice.amount);
          const approved = notice.kind === "topup_approved";
          const text = approved ? t("approved", { amount }) : notice.reason ? t("rejectedReason", { amount, reason: notice.reason }) : t("rejected", { amount });
          return (
            <li key={notice.id} className="flex items-start gap-3 rounded-xl bg-surface px-3 py-2.5 text-sm ring-1 ring-white/5" data-kind={notice.kind}>
              <span className={cn("mt-1.5 size-2 shrink-0 rounded-full", DECISION_TONES[notice.kind])} aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="text-gray-100">{text}</p>
                <p className="mt-0.5 text-xs text-gray-500">{formatShortDate(notice.createdAt)}</p>
              </div>
              {!notice.read ? <Badge tone="warning">{t("new")}</Badge> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
