"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ADMIN_CHAT_URL } from "@/lib/product";
import { ChatIcon, CloseIcon } from "./icons";

// Spec §2: appears 15 s after load, stays 5 s; a dismissal lasts for the browser session.
const APPEAR_AFTER_MS = 15_000;
const VISIBLE_FOR_MS = 5_000;
const DISMISSED_KEY = "qadam:admin-bubble-dismissed";

function dismissedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

export function AdminBubble() {
  const t = useTranslations("shell.bubble");
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (dismissedThisSession()) return;
    let hide: ReturnType<typeof setTimeout> | undefined;
    const show = setTimeout(() => {
      setVisible(true);
      hide = setTimeout(() => setVisible(false), VISIBLE_FOR_MS);
    }, APPEAR_AFTER_MS);
    return () => {
      clearTimeout(show);
      if (hide) clearTimeout(hide);
    };
  }, []);

  function dismiss() {
    setVisible(false);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Without storage it simply may show again on the next load.
    }
  }

  if (!visible) return null;
  return (
    <div className="fixed right-4 bottom-4 z-40 flex items-center gap-1 rounded-full bg-brand-600 py-1 pr-1 pl-1 text-white shadow-lg shadow-black/40 ring-1 ring-brand-400/40">
      <a href={ADMIN_CHAT_URL} target="_blank" rel="noopener noreferrer" onClick={dismiss} className="flex items-center gap-2 rounded-full py-1.5 pr-2 pl-2.5 text-sm font-medium hover:bg-white/10">
        <ChatIcon className="size-5" />
        {t("label")}
      </a>
      <button type="button" onClick={dismiss} aria-label={t("dismiss")} className="rounded-full p-1.5 hover:bg-white/15">
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
