"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { studentKeys } from "@/components/student-data/query-keys";
import { StudentData } from "@/components/student-data/student-data";
import { cn } from "@/components/ui/cn";
import { apiCall, type Jsonified } from "@/lib/api/client";
import { formatShortDate } from "@/lib/format/date";
import type { BellLine } from "@/lib/notifications/bell";

type Bell = { items: Jsonified<BellLine>[]; unread: number };

const PANEL_ID = "student-bell";
// A decision made while the page is open shows up within a minute, and at once on coming back.
const REFRESH_EVERY_MS = 60_000;

function BellIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden className={className}>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

function Bell() {
  const t = useTranslations("shell.bell");
  const client = useQueryClient();
  const panel = useRef<HTMLDivElement>(null);
  const bell = useQuery({
    queryKey: studentKeys.bell(),
    queryFn: () => apiCall<Bell>("/api/user/bell"),
    refetchInterval: REFRESH_EVERY_MS,
    retry: false,
  });
  const markRead = useMutation({
    mutationFn: (ids?: string[]) => apiCall<{ unread: number }>("/api/user/bell/read", { method: "POST", json: ids ? { ids } : {} }),
    onSettled: () => client.invalidateQueries({ queryKey: studentKeys.bell() }),
  });
  // Nobody signed in (a shared shell's visitor) or the call failed: no bell rather than a broken one.
  if (!bell.data) return null;
  const { items, unread } = bell.data;
  return (
    <>
      <button
        type="button"
        popoverTarget={PANEL_ID}
        aria-label={unread ? t("labelUnread", { count: unread }) : t("label")}
        data-testid="student-bell"
        className="relative grid size-9 place-items-center rounded-full bg-surface-raised/90 text-gray-300 ring-1 ring-white/10 hover:text-white"
      >
        <BellIcon className="size-5" />
        {unread ? (
          <span data-testid="student-bell-count" className="absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full bg-rose-500 px-1 text-[11px] font-semibold text-white">
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </button>
      <div
        id={PANEL_ID}
        ref={panel}
        popover="auto"
        role="dialog"
        aria-label={t("title")}
        className="fixed inset-auto top-14 right-2 m-0 max-h-[70dvh] w-[min(22rem,calc(100vw-1rem))] overflow-y-auto rounded-2xl bg-surface-raised p-3 text-gray-100 shadow-2xl ring-1 ring-white/10"
      >
        <div className="mb-2 flex items-center justify-between gap-2 px-1">
          <h2 className="text-sm font-semibold text-white">{t("title")}</h2>
          {unread ? (
            <button type="button" onClick={() => markRead.mutate(undefined)} className="rounded-lg px-2 py-1 text-xs font-medium text-brand-300 hover:bg-white/5">
              {t("markAll")}
            </button>
          ) : null}
        </div>
        {items.length === 0 ? (
          <p className="px-1 py-4 text-center text-sm text-gray-400">{t("empty")}</p>
        ) : (
          <ul className="space-y-1" data-testid="student-bell-items">
            {items.map((item) => (
              <li key={item.id} data-kind={item.kind} data-read={item.read}>
                <Link
                  href={item.href}
                  onClick={() => {
                    if (!item.read) markRead.mutate([item.id]);
                    panel.current?.hidePopover();
                  }}
                  className={cn("flex items-start gap-3 rounded-xl px-3 py-2.5 text-sm hover:bg-white/5", !item.read && "bg-brand-500/10")}
                >
                  <span className={cn("mt-1.5 size-2 shrink-0 rounded-full", item.read ? "bg-transparent" : "bg-brand-400")} aria-hidden />
                  <span className="min-w-0 flex-1">
                    <span className="block text-gray-100">{item.text}</span>
                    <span className="mt-0.5 block text-xs text-gray-400">
                      {formatShortDate(item.createdAt)}
                      {item.read ? null : <span className="sr-only">, {t("new")}</span>}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/** The student's bell: an unread count over every event they are told of, each linking to its page. */
export function StudentBell() {
  return (
    <StudentData>
      <Bell />
    </StudentData>
  );
}
