"use client";

import { useTranslations } from "next-intl";
import { relativeTimeParts } from "@/lib/format/relative-time";

/** Admin §4 relative time: 'hozirgina', '{n} daqiqa oldin', '{n} soat oldin', else the date. */
export function useRelativeTime() {
  const t = useTranslations("admin.common");
  return (value: unknown, now: Date = new Date()) => {
    const parts = relativeTimeParts(value, now);
    switch (parts.kind) {
      case "justNow":
        return t("justNow");
      case "minutes":
        return t("minutesAgo", { n: parts.value });
      case "hours":
        return t("hoursAgo", { n: parts.value });
      default:
        return parts.text;
    }
  };
}

export function RelativeTime({ value, className }: { value: unknown; className?: string }) {
  const format = useRelativeTime();
  const iso = typeof value === "string" ? value : undefined;
  return (
    <time dateTime={iso} className={className} suppressHydrationWarning>
      {format(value)}
    </time>
  );
}
