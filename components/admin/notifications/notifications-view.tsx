"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Modal } from "@/components/ui/modal";
import { ListScaffold } from "@/components/admin/shared/list-scaffold";
import { PageHeader } from "@/components/admin/shared/page-header";
import { Pager } from "@/components/admin/shared/pager";
import { RelativeTime } from "@/components/admin/shared/relative-time";
import { useNotifications } from "./notifications-context";

/** Spec §2 notifications: opening one marks it read for every admin (the server tells the others). */
export function NotificationsView() {
  const t = useTranslations("admin.notifications");
  const common = useTranslations("admin.common");
  const { notifications, unreadCount, status, live, reload, query, setQuery, pages, markRead, markAllRead, remove } = useNotifications();
  const [openId, setOpenId] = useState<string | null>(null);
  const [error, setError] = useState(false);
  const opened = notifications.find((item) => item.id === openId) ?? null;

  function open(id: string, read: boolean) {
    setOpenId(id);
    if (!read) void markRead(id);
  }

  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={
          <span className="flex flex-wrap items-center gap-3">
            <span data-testid="notifications-unread">{t("unread", { count: unreadCount })}</span>
            <span className="inline-flex items-center gap-1.5 text-xs" data-testid="notifications-live" data-live={live ? "on" : "off"}>
              <span className={cn("size-2 rounded-full", live ? "bg-emerald-400" : "bg-amber-400")} aria-hidden />
              {live ? t("live") : t("connecting")}
            </span>
          </span>
        }
        actions={
          <>
            <label className="inline-flex items-center gap-2 text-sm text-gray-300">
              <input type="checkbox" className="size-4 accent-brand-500" checked={query.unread} onChange={(event) => setQuery({ page: 1, unread: event.target.checked })} />
              {t("unreadOnly")}
            </label>
            <Button variant="secondary" disabled={unreadCount === 0} onClick={() => void markAllRead().then((ok) => setError(!ok))}>
              {t("markAllRead")}
            </Button>
            <Button variant="secondary" onClick={() => void reload()}>
              {common("refresh")}
            </Button>
          </>
        }
      />
      {error ? <p role="alert" className="mb-3 text-sm text-red-300">{common("generic")}</p> : null}
      <ListScaffold
        error={status === "error" ? t("loadError") : null}
        onRetry={() => void reload()}
        loading={status === "loading" && notifications.length === 0}
        rows={4}
        empty={notifications.length === 0 ? t("empty") : null}
      >
        <ul className="space-y-2" aria-label={t("title")}>
          {notifications.map((item) => (
            <li key={item.id} data-testid="notification-item" data-read={item.read ? "true" : "false"}>
              <Card className="flex flex-wrap items-start gap-3">
                <span className={cn("mt-1.5 size-2.5 shrink-0 rounded-full", item.read ? "bg-gray-600" : "bg-brand-400")} aria-hidden />
                <button type="button" className="min-w-0 flex-1 basis-56 text-left" onClick={() => open(item.id, item.read)}>
                  <span className="flex flex-wrap items-center gap-2">
                    <span className={cn("font-medium", item.read ? "text-gray-300" : "text-white")}>{item.title}</span>
                    {!item.read ? <Badge tone="success">{t("new")}</Badge> : null}
                  </span>
                  <RelativeTime value={item.createdAt} className="mt-0.5 block text-xs text-gray-500" />
                  <span className="mt-1 line-clamp-2 block text-sm text-gray-400">{item.body}</span>
                </button>
                <div className="ml-auto flex shrink-0 gap-1">
                  {!item.read ? (
                    <Button size="sm" variant="ghost" onClick={() => void markRead(item.id)} aria-label={`${t("markRead")}: ${item.title}`}>
                      {t("markRead")}
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-300"
                    aria-label={`${t("delete")}: ${item.title}`}
                    onClick={async () => setError(!(await remove(item.id)))}
                  >
                    {t("delete")}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </ListScaffold>
      {pages > 1 ? <Pager page={query.page} pages={pages} onPage={(page) => setQuery({ ...query, page })} label={t("title")} testId="notifications-page" /> : null}
      {opened ? (
        <Modal open onClose={() => setOpenId(null)} title={opened.title}>
          <RelativeTime value={opened.createdAt} className="text-xs text-gray-500" />
          <p className="mt-3 whitespace-pre-line text-sm text-gray-300">{opened.body}</p>
          <div className="mt-6 flex justify-end gap-2">
            <Button
              variant="danger"
              onClick={async () => {
                const ok = await remove(opened.id);
                setError(!ok);
                if (ok) setOpenId(null);
              }}
            >
              {t("delete")}
            </Button>
            <Button variant="secondary" onClick={() => setOpenId(null)}>
              {common("close")}
            </Button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
