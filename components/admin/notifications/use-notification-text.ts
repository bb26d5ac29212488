"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { isLocale } from "@/lib/i18n/locales";
import { localizeNotification } from "@/lib/notifications/notification-text";

type Stored = { type: string; params?: unknown; title: string; body: string };

/**
 * A notification's title and body in the page's language, from its type and params (issue 10);
 * a row without usable params keeps the text it was stored with.
 */
export function useNotificationText() {
  const t = useTranslations();
  const pageLocale = useLocale();
  const locale = isLocale(pageLocale) ? pageLocale : "uz";
  return useCallback(<N extends Stored>(notification: N): N => localizeNotification(notification, locale, (key, values) => t(key as Parameters<typeof t>[0], values)), [t, locale]);
}
