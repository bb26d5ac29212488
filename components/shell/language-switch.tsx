"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { LOCALE_STORAGE_KEY, localeCookie } from "@/lib/ui-prefs/locale";
import { cn } from "@/components/ui/cn";

/** uz / ru: stored in localStorage and the 1-year cookie, then the page renders again. */
export function LanguageSwitch({ compact = false, className }: { compact?: boolean; className?: string }) {
  const t = useTranslations("shell.language");
  const current = useLocale();
  const router = useRouter();

  function choose(locale: Locale) {
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
        <button
          key={locale}
          type="button"
          onClick={() => choose(locale)}
          aria-pressed={locale === current}
          title={t(locale)}
          className={cn(
            "rounded-md font-semibold uppercase transition-colors",
            compact ? "px-2 py-1 text-[11px]" : "px-2.5 py-1 text-xs",
            locale === current ? "bg-brand-600 text-white" : "text-gray-400 hover:text-white",
          )}
        >
          {locale}
        </button>
      ))}
    </div>
  );
}
