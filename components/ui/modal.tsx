"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { cn } from "./cn";
import { TOP_LAYER_EVENT } from "./toaster";

type ModalProps = { open: boolean; onClose: () => void; title: string; children: ReactNode; className?: string };

/** The native <dialog>: focus trapping, Escape and the backdrop come from the browser. */
export function Modal({ open, onClose, title, children, className }: ModalProps) {
  const t = useTranslations("shell");
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      window.dispatchEvent(new Event(TOP_LAYER_EVENT));
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      // React hands a nested dialog's close (a confirmation inside this one) to this dialog's
      // onClose too; only this dialog's own close closes it.
      onClose={(event) => event.target === event.currentTarget && onClose()}
      onClick={(event) => event.target === ref.current && onClose()}
      aria-label={title}
      className={cn(
        "m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-surface-raised p-0 text-gray-100 ring-1 ring-white/10 backdrop:bg-black/70 backdrop:backdrop-blur-sm",
        className,
      )}
    >
      {open ? (
        <div className="max-h-[85dvh] overflow-y-auto p-5 sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 className="text-lg font-semibold text-white">{title}</h2>
            <button type="button" onClick={onClose} aria-label={t("closeDialog")} className="rounded-md p-1 text-gray-400 hover:bg-white/5 hover:text-white">
              <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden>
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
