"use client";

import { useLocale, useTranslations } from "next-intl";
import { usePathname, useRouter } from "next/navigation";
import type { MouseEvent } from "react";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { LOCALE_STORAGE_KEY, localeCookie } from "@/lib/ui-prefs/locale";
import { cn } from "@/components/ui/cn";

/**
 * uz / ru: stored in localStorage and the 1-year cookie, then the page renders again. Each is a
 * link to the page with ?lang=, which proxy.ts turns into the cookie: a tap works before React
 * has run too (a visitor's page starts its scripts after its first paint).
 */
export function LanguageSwitch({ compact = false, className }: { compact?: boolean; className?: string }) {
  const t = useTranslations("shell.language");
  const current = useLocale();
  const router = useRouter();
  const pathname = usePathname();

  function choose(event: MouseEvent, locale: Locale) {
    event.preventDefault();
    if (locale === current) return;
    try {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Private mode: the cookie alone still carries the choice.
    }
    document.cookie = localeCookie(locale);
    const url = new URL(window.location.href);
    if (url.searchParams.has("lang")) {
      // ?lang= outranks the cookie, so it must leave the URL for the choice to show.
      url.searchParams.delete("lang");
      window.location.replace(url.toString());
    } else {
      router.refresh();
    }
  }

  return (
    <div role="group" aria-label={t("label")} className={cn("inline-flex rounded-lg bg-white/5 p-0.5 ring-1 ring-white/10", className)}>
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={`${pathname}?lang=${locale}`}
          hrefLang={locale}
          onClick={(event) => choose(event, locale)}
          aria-current={locale === current ? "true" : undefined}
          title={t(locale)}
          className={cn(
            "rounded-md font-semibold uppercase transition-colors",
            compact ? "px-2 py-1 text-[11px]" : "px-2.5 py-1 text-xs",
            locale === current ? "bg-brand-600 text-white" : "text-gray-400 hover:text-white",
          )}
        >
          {locale}
        </a>
      ))}
    </div>
  );
}
