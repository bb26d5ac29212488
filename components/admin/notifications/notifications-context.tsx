"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { Jsonified } from "@/lib/api/client";
import type { findNotifications } from "@/lib/notifications/find-notifications";
import type { NotificationView } from "@/lib/notifications/shapes";
import { apiCall, ApiError } from "@/lib/api/client";
import { adminKeys, LIVE_NOTIFICATION_KEYS } from "@/components/admin/data/query-keys";
import { questionKeys } from "@/components/questions/questions-data";
import { reviewKeys } from "@/components/review/review-data";
import { useAdminSocket } from "@/components/admin/use-admin-socket";
import { toast } from "@/components/ui/toast";
import { useNotificationText } from "./use-notification-text";

/** A notification as GET /api/admin/notifications and the live channel send it. */
export type AdminNotification = Jsonified<NotificationView>;
type NotificationsPage = Jsonified<Awaited<ReturnType<typeof findNotifications>>>;

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

// Every cached page of the list changes the same way; applying an event twice (our own REST
// call, then its echo from the socket) changes nothing, and the unread count moves only when a
// listed unread one is read or removed.
function markReadInCache(client: QueryClient, id: string) {
  client.setQueriesData<NotificationsPage>({ queryKey: adminKeys.notifications() }, (page) => {
    if (!page?.notifications.some((item) => item.id === id && !item.read)) return page;
    return { ...page, unreadCount: Math.max(0, page.unreadCount - 1), notifications: page.notifications.map((item) => (item.id === id ? { ...item, read: true } : item)) };
  });
}

function removeFromCache(client: QueryClient, id: string) {
  client.setQueriesData<NotificationsPage>({ queryKey: adminKeys.notifications() }, (page) => {
    const item = page?.notifications.find((candidate) => candidate.id === id);
    if (!page || !item) return page;
    return { ...page, unreadCount: Math.max(0, page.unreadCount - (item.read ? 0 : 1)), notifications: page.notifications.filter((candidate) => candidate.id !== id) };
  });
}

function invalidateLive(client: QueryClient) {
  return Promise.all(LIVE_NOTIFICATION_KEYS.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * One list for the whole admin area, so the sidebar count and the notifications page stay in
 * step with each other and, through the socket, with every other open admin page. A new
 * notification invalidates every list it can change (LIVE_NOTIFICATION_KEYS): the payments
 * table, the dashboard, the users list and this one.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("admin.notifications");
  const localized = useNotificationText();
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  const [query, setQuery] = useState<NotificationsQuery>({ page: 1, unread: false });

  const list = useQuery({
    queryKey: [...adminKeys.notifications(), query],
    queryFn: () => apiCall<NotificationsPage>("/api/admin/notifications", { params: { page: query.page, unread: query.unread ? "1" : "0" } }),
    // Another page or the unread filter keeps the current list on screen until its answer comes.
    placeholderData: keepPreviousData,
  });
  const { refetch } = list;
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);

  useAdminSocket({
    onNew: (notification) => {
      void invalidateLive(client);
      toast(t("toast"), { description: localized(notification).title });
    },
    onRead: (id) => {
      markReadInCache(client, id);
      // The count is the server's: a page that did not list the notification learns it by asking.
      void client.invalidateQueries({ queryKey: adminKeys.notifications() });
    },
    onDelete: (id) => {
      removeFromCache(client, id);
      void client.invalidateQueries({ queryKey: adminKeys.notifications() });
    },
    onReadAll: () => void client.invalidateQueries({ queryKey: adminKeys.notifications() }),
    onQuestion: () => void client.invalidateQueries({ queryKey: questionKeys.all }),
    onReview: () => void client.invalidateQueries({ queryKey: reviewKeys.all }),
    onConnectionChange: (connected) => {
      setLive(connected);
      // Events missed while the channel was down are caught up by reading the lists again.
      if (connected) void invalidateLive(client);
    },
  });

  const read = useMutation({
    mutationFn: (id: string) => apiCall(`/api/admin/notifications/${encodeURIComponent(id)}/read`, { method: "POST" }),
    // Marked at once; a refusal puts the server's state back.
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: adminKeys.notifications() });
      markReadInCache(client, id);
    },
    onError: () => client.invalidateQueries({ queryKey: adminKeys.notifications() }),
  });
  const readAll = useMutation({
    mutationFn: () => apiCall("/api/admin/notifications/read", { method: "POST" }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.notifications() }),
  });
  const del = useMutation({
    mutationFn: (id: string) => apiCall(`/api/admin/notifications/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: (_data, error, id) => {
      // Gone already (another admin deleted it) is gone all the same.
      if (!error || (error instanceof ApiError && error.status === 404)) removeFromCache(client, id);
    },
  });
  const { mutateAsync: markReadAsync } = read;
  const { mutateAsync: markAllAsync } = readAll;
  const { mutateAsync: removeAsync } = del;

  const markRead = useCallback(async (id: string) => {
    await markReadAsync(id).catch(() => undefined);
  }, [markReadAsync]);
  const markAllRead = useCallback(() => markAllAsync().then(() => true, () => false), [markAllAsync]);
  const remove = useCallback((id: string) => removeAsync(id).then(() => true, () => false), [removeAsync]);

  const status: Status = list.isError ? "error" : list.data ? "ready" : "loading";
  const unreadCount = list.data?.unreadCount ?? 0;
  const pages = list.data?.pages ?? 1;
  // Title and body in the reading admin's language (list and dialog), from type and params.
  const data = list.data?.notifications;
  const shown = useMemo(() => (data ?? []).map(localized), [data, localized]);
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
