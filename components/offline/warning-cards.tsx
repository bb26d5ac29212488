"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Field, Textarea } from "@/components/ui/field";
import { PRODUCT_NAME } from "@/lib/product";
import { WARNING_REASON_MAX_LENGTH } from "@/lib/offline/warnings";
import { ConfirmModal } from "@/components/ui/confirm-modal";

type Props = { warnings: string[]; isAdmin: boolean; onSave: (warnings: string[], cancelling: boolean) => Promise<boolean> };

/** The three warning cards (spec §4); an admin gives or cancels each one. */
export function WarningCards({ warnings, isAdmin, onSave }: Props) {
  const t = useTranslations("offline");
  const [slot, setSlot] = useState<number | null>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const current = slot === null ? "" : (warnings[slot] ?? "");
  const cancelling = current !== "";

  function open(index: number) {
    setSlot(index);
    setReason("");
    setReasonError(undefined);
  }

  async function confirm() {
    if (slot === null) return;
    if (!cancelling && reason.trim() === "") {
      setReasonError(t("reasonRequired"));
      return;
    }
    const next = [0, 1, 2].map((index) => warnings[index] ?? "");
    next[slot] = cancelling ? "" : reason.trim();
    if (await onSave(next, cancelling)) setSlot(null);
  }

  return (
    <section aria-labelledby="warnings-title" className="space-y-3">
      <h2 id="warnings-title" className="text-lg font-semibold text-white">
        {t("warningsTitle")}
      </h2>
      <p className="rounded-lg bg-amber-500/10 px-4 py-3 text-sm text-amber-200 ring-1 ring-amber-500/30">
        {t("expulsionNotice", { product: PRODUCT_NAME })}
      </p>
      <ul className="grid gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((index) => {
          const given = (warnings[index] ?? "") !== "";
          // Spec §4: the 2nd only after the 1st, the 3rd only after the 2nd. The button says so
          // instead of opening a dialog whose answer would be a refusal.
          const blocked = !given && index > 0 && (warnings[index - 1] ?? "") === "";
          return (
            <li
              key={index}
              data-testid={`warning-${index + 1}`}
              className={cn(
                "flex flex-col gap-3 rounded-2xl p-4 ring-1",
                given ? "bg-red-500/10 ring-red-500/40" : "bg-surface-raised ring-white/10",
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <span className={cn("text-sm font-semibold", given ? "text-red-300" : "text-gray-300")}>{t("warningSlot", { n: index + 1 })}</span>
                <span aria-hidden className={cn("size-2.5 rounded-full", given ? "bg-red-500" : "bg-white/15")} />
              </div>
              <p className={cn("min-h-10 text-sm break-words", given ? "text-red-100" : "text-gray-500")}>{given ? warnings[index] : t("warningEmpty")}</p>
              {isAdmin ? (
                <>
                  <Button
                    size="sm"
                    variant={given ? "secondary" : "danger"}
                    onClick={() => open(index)}
                    disabled={blocked}
                    aria-describedby={blocked ? `warning-${index + 1}-blocked` : undefined}
                  >
                    {given ? t("cancelWarning") : t("giveWarning")}
                  </Button>
                  {blocked ? (
                    <p id={`warning-${index + 1}-blocked`} className="text-xs text-gray-400">
                      {t("warningBlocked", { n: index })}
                    </p>
                  ) : null}
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmModal
        open={slot !== null}
        title={slot === null ? "" : cancelling ? t("warningCancelTitle", { n: slot + 1 }) : t("warningGiveTitle", { n: slot + 1 })}
        cancelLabel={t("cancel")}
        confirmLabel={cancelling ? t("cancelWarning") : t("giveWarning")}
        danger={!cancelling}
        onConfirm={confirm}
        onClose={() => setSlot(null)}
      >
        {cancelling ? (
          <p className="text-sm text-gray-300">{t("warningCancelConfirm", { reason: current })}</p>
        ) : (
          <Field id="warning-reason" label={t("warningReason")} {...(reasonError ? { error: reasonError } : {})}>
            <Textarea
              id="warning-reason"
              value={reason}
              maxLength={WARNING_REASON_MAX_LENGTH}
              onChange={(event) => setReason(event.target.value)}
              placeholder={t("warningReasonPlaceholder")}
              rows={3}
            />
          </Field>
        )}
      </ConfirmModal>
    </section>
  );
}
