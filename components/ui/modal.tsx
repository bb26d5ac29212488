"use client";

import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { cn } from "./cn";
import { TOP_LAYER_EVENT } from "./toaster";

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
  /**
   * A dialog its button opens in the browser itself (components/ui/dialog-command.tsx), before
   * React has run too: its content is in the page from the start, and `onOpen` hears an opening
   * React did not make.
   */
  command?: { id: string; onOpen: () => void };
};

/** The native <dialog>: focus trapping, Escape and the backdrop come from the browser. */
export function Modal({ open, onClose, title, children, className, command }: ModalProps) {
  const t = useTranslations("shell");
  const ref = useRef<HTMLDialogElement>(null);
  const openedByReact = useRef(false);
  // A dialog whose content stays in the page remounts it at each close, so what the DOM alone
  // holds (a chosen file) is empty at the next opening, as when content mounted with it.
  const [opening, setOpening] = useState(0);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      window.dispatchEvent(new Event(TOP_LAYER_EVENT));
    }
    // Only an opening React made, or one it has heard of: the browser may have opened the
    // dialog a moment ago from its button, and its toggle event is still on the way.
    if (!open && dialog.open && openedByReact.current) dialog.close();
    openedByReact.current = open;
  }, [open]);
  const toggled = useEffectEvent((dialog: HTMLDialogElement) => {
    if (!command) return;
    if (dialog.open) {
      window.dispatchEvent(new Event(TOP_LAYER_EVENT));
      if (!open) command.onOpen();
    } else setOpening((n) => n + 1);
  });
  // Our own listener, not onToggle: react-dom 19 hears `toggle` only on a dialog it created, never
  // on one it hydrated from the server's HTML, so an opening the browser made went unheard and a
  // later close from React did nothing (issue 26 §1). A dialog opened from its button before
  // React ran is caught up with here too.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const listener = (event: Event) => event.target === dialog && toggled(dialog);
    dialog.addEventListener("toggle", listener);
    if (dialog.open && !openedByReact.current) toggled(dialog);
    return () => dialog.removeEventListener("toggle", listener);
  }, []);
  const shown = open || command !== undefined;
  return (
    <dialog
      ref={ref}
      id={command?.id}
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
      {shown ? (
        <div key={opening} className="max-h-[85dvh] overflow-y-auto p-5 sm:p-6">
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
