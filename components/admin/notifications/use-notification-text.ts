"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { NotificationType } from "@/lib/db/generated/enums";
import { isLocale } from "@/lib/i18n/locales";
import { hasNotificationParams, notificationKeys, notificationParams, notificationValues } from "@/lib/notifications/notification-text";

const TYPES: readonly string[] = Object.values(NotificationType);

type Stored = { type: string; params?: unknown; title: string; body: string };

/**
 * A notification's title and body in the page's language, from its type and params (issue 10);
 * a row without usable params keeps the text it was stored with.
 */
export function useNotificationText() {
  const t = useTranslations();
  const pageLocale = useLocale();
  const locale = isLocale(pageLocale) ? pageLocale : "uz";
  return useCallback(
    <N extends Stored>(notification: N): N => {
      if (!TYPES.includes(notification.type)) return notification;
      const type = notification.type as NotificationType;
      const params = notificationParams(notification.params);
      if (!hasNotificationParams(type, params)) return notification;
      const keys = notificationKeys(type, params);
      // The keys are built from the type, which TYPES has checked against the enum.
      const key = (name: string) => name as Parameters<typeof t>[0];
      return { ...notification, title: t(key(keys.title)), body: t(key(keys.body), notificationValues(params, locale)) };
    },
    [t, locale],
  );
}
