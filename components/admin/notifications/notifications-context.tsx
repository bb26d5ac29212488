"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { apiFetch } from "@/lib/api/client";
import { useAdminSocket } from "@/components/admin/use-admin-socket";
import { useNotificationText } from "./use-notification-text";

export type AdminNotification = { id: string; type: string; params?: unknown; title: string; body: string; read: boolean; createdAt: string };

type Status = "loading" | "ready" | "error";
export type NotificationsQuery = { page: number; unread: boolean };

type NotificationsState = {
  notifications: AdminNotification[];
  unreadCount: number;
  status: Status;
  /** Whether the live channel is up; events sent while it is down are not replayed. */
  live: boolean;
  reload: () => Promise<void>;
  /** The page of the list shown and whether only unread ones are listed (paged on the server). */
  query: NotificationsQuery;
  setQuery: (query: NotificationsQuery) => void;
  pages: number;
  markRead: (id: string) => Promise<void>;
  markAllRead: () => Promise<boolean>;
  remove: (id: string) => Promise<boolean>;
};

const NotificationsContext = createContext<NotificationsState | null>(null);

function isNotification(value: unknown): value is AdminNotification {
  const candidate = value as Partial<AdminNotification> | null;
  return typeof candidate?.id === "string" && typeof candidate.title === "string";
}

/**
 * One list for the whole admin area, so the sidebar count and the notifications page stay in
 * step with each other and, through the socket, with every other open admin page.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("admin.notifications");
  const localized = useNotificationText();
  const [notifications, setNotifications] = useState<AdminNotification[]>([]);
  // Unread ones the list does not hold (if the server answers only the newest), so the count
  // is derived from the list and stays right however events interleave.
  const [unreadBeyondList, setUnreadBeyondList] = useState(0);
  const [status, setStatus] = useState<Status>("loading");
  const [live, setLive] = useState(false);
  const [query, setQuery] = useState<NotificationsQuery>({ page: 1, unread: false });
  const [pages, setPages] = useState(1);

  const reload = useCallback(async () => {
    setStatus("loading");
    const params = new URLSearchParams({ page: String(query.page), unread: query.unread ? "1" : "0" });
    const result = await apiFetch<{ notifications: AdminNotification[]; unreadCount: number; pages: number }>(`/api/admin/notifications?${params}`);
    if (!result.ok) return setStatus("error");
    const listed = result.data.notifications.filter((item) => !item.read).length;
    setNotifications(result.data.notifications);
    setPages(result.data.pages);
    setUnreadBeyondList(Math.max(0, result.data.unreadCount - listed));
    setStatus("ready");
  }, [query]);

  useEffect(() => {
    void reload();
  }, [reload]);

  // Applying an event twice (our own REST call, then its echo from the socket) changes nothing.
  const applyRead = useCallback((id: string) => {
    setNotifications((list) => (list.some((item) => item.id === id && !item.read) ? list.map((item) => (item.id === id ? { ...item, read: true } : item)) : list));
  }, []);

  const applyDelete = useCallback((id: string) => {
    setNotifications((list) => (list.some((item) => item.id === id) ? list.filter((item) => item.id !== id) : list));
  }, []);

  useAdminSocket({
    onNew: (notification) => {
      if (!isNotification(notification)) return;
      // A new one belongs at the top of the first page; on a later page only the count grows.
      if (query.page === 1) setNotifications((list) => (list.some((item) => item.id === notification.id) ? list : [notification, ...list]));
      else setUnreadBeyondList((count) => count + 1);
      toast(t("toast"), { description: localized(notification).title });
    },
    onRead: applyRead,
    onDelete: applyDelete,
    onReadAll: () => void reload(),
    onConnectionChange: (connected) => {
      setLive(connected);
      // Events missed while the channel was down are caught up by reading the list again.
      if (connected && status !== "loading") void reload();
    },
  });

  const markRead = useCallback(
    async (id: string) => {
      applyRead(id);
      await apiFetch(`/api/admin/notifications/${encodeURIComponent(id)}/read`, { method: "POST" });
    },
    [applyRead],
  );

  const markAllRead = useCallback(async () => {
    const result = await apiFetch(`/api/admin/notifications/read`, { method: "POST" });
    if (result.ok) await reload();
    return result.ok;
  }, [reload]);

  const remove = useCallback(
    async (id: string) => {
      const result = await apiFetch(`/api/admin/notifications/${encodeURIComponent(id)}`, { method: "DELETE" });
      if (result.ok || result.status === 404) applyDelete(id);
      return result.ok;
    },
    [applyDelete],
  );

  const unreadCount = notifications.filter((item) => !item.read).length + unreadBeyondList;
  // Title and body in the reading admin's language (list and dialog), from type and params.
  const shown = useMemo(() => notifications.map(localized), [notifications, localized]);
  const value = useMemo(
    () => ({ notifications: shown, unreadCount, status, live, reload, query, setQuery, pages, markRead, markAllRead, remove }),
    [shown, unreadCount, status, live, reload, query, pages, markRead, markAllRead, remove],
  );
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): NotificationsState {
  const state = useContext(NotificationsContext);
  if (!state) throw new Error("useNotifications outside the admin layout");
  return state;
}
