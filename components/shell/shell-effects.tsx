"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect } from "react";
import { isLocale, LOCALE_COOKIE } from "@/lib/i18n/locales";
import { LOCALE_STORAGE_KEY, localeCookie, localeToSync, readCookieValue } from "@/lib/ui-prefs/locale";
import { hashRedirectTarget } from "./nav-items";

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * What the shell does on every page without drawing anything: the language sync of spec §1,
 * the hash routes of §2 (#profile, #login, …/login, #courses) and scroll to top on navigation.
 */
export function ShellEffects() {
  const pathname = usePathname();
  const router = useRouter();

  useEffect(() => {
    const search = window.location.search;
    const fromUrl = new URLSearchParams(search).get("lang");
    if (isLocale(fromUrl)) {
      // An explicit ?lang= becomes the stored preference, so it survives the next visit.
      try {
        window.localStorage.setItem(LOCALE_STORAGE_KEY, fromUrl);
      } catch {
        // Private mode: the proxy already wrote the cookie.
      }
      return;
    }
    const target = localeToSync({ search, stored: readStorage(LOCALE_STORAGE_KEY), cookie: readCookieValue(document.cookie, LOCALE_COOKIE) });
    if (target) {
      document.cookie = localeCookie(target);
      router.refresh();
    }
  }, [router]);

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);

  useEffect(() => {
    // Lets browser tests know the shell's timers and listeners are live.
    document.documentElement.dataset.shellReady = "1";
  }, []);

  useEffect(() => {
    const follow = () => {
      const target = hashRedirectTarget(window.location.pathname, window.location.hash);
      if (target) router.replace(target);
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, [pathname, router]);

  return null;
}
