"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { cn } from "@/components/ui/cn";
import { parseTheme, THEME_STORAGE_KEY, THEMES, type ThemePreference } from "@/lib/ui-prefs/theme";

/** Spec §1: the preference is stored; routed pages keep the dark theme, as the note says. */
export function ThemeControl() {
  const t = useTranslations("shell.theme");
  const [theme, setTheme] = useState<ThemePreference | null>(null);

  useEffect(() => {
    try {
      setTheme(parseTheme(window.localStorage.getItem(THEME_STORAGE_KEY)));
    } catch {
      setTheme(parseTheme(null));
    }
  }, []);

  function choose(next: ThemePreference) {
    setTheme(next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }

  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-300">{t("label")}</legend>
      <div className="mt-2 grid grid-cols-3 gap-1 rounded-lg bg-white/5 p-1 ring-1 ring-white/10">
        {THEMES.map((option) => (
          <label
            key={option}
            className={cn(
              "cursor-pointer rounded-md px-2 py-1.5 text-center text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-400",
              theme === option ? "bg-brand-600 font-medium text-white" : "text-gray-400 hover:text-white",
            )}
          >
            <input type="radio" name="theme" value={option} checked={theme === option} onChange={() => choose(option)} className="sr-only" />
            {t(option)}
          </label>
        ))}
      </div>
      <p className="mt-2 text-xs text-gray-500">{t("forcedNote")}</p>
    </fieldset>
  );
}
