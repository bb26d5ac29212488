"use client";

import { useTranslations } from "next-intl";
import type { SaveState } from "./use-cell-saves";

/** A cell's save: a pulse while saving, a tick once saved, a "!" that retries a failure. */
export function StatusMark({ status, onRetry }: { status: SaveState | undefined; onRetry: () => void }) {
  const t = useTranslations("adminOffline.register");
  if (!status) return null;
  if (status.state === "saving") {
    return <span className="absolute top-1 right-1 size-2 animate-pulse rounded-full bg-amber-400" role="status" aria-label={t("saving")} data-state="saving" />;
  }
  if (status.state === "saved") {
    return (
      <span className="absolute top-0.5 right-1 text-[10px] leading-none text-emerald-400" role="status" aria-label={t("saved")} data-state="saved">
        ✓
      </span>
    );
  }
  return (
    <button
      type="button"
      tabIndex={-1}
      onClick={onRetry}
      title={status.message ?? t("failed")}
      aria-label={`${t("failed")}: ${status.message ?? ""} ${t("retry")}`}
      data-state="failed"
      className="absolute top-0 right-0 rounded-bl px-1 text-[10px] font-bold leading-4 text-white bg-red-600"
    >
      !
    </button>
  );
}
