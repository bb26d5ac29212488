"use client";

import { useEffect, useRef } from "react";
import { Toaster as SonnerToaster } from "sonner";

/** Raised by Modal after it opens, so the toasts go back above it. */
export const TOP_LAYER_EVENT = "qadam:top-layer";

/**
 * Toasts last 3 s (spec §9); mounted once in the root layout, raised with `toast()` from sonner.
 * A modal <dialog> sits in the browser's top layer, above anything else on the page, so a toast
 * about the dialog's own action (a refusal) would be drawn under its backdrop. The toasts live
 * in a manual popover, which is in the top layer too, and re-enter it after every dialog opens.
 */
export function Toaster() {
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = layer.current;
    if (!element || typeof element.showPopover !== "function") return;
    const raise = () => {
      if (element.matches(":popover-open")) element.hidePopover();
      element.showPopover();
    };
    raise();
    window.addEventListener(TOP_LAYER_EVENT, raise);
    return () => window.removeEventListener(TOP_LAYER_EVENT, raise);
  }, []);
  return (
    <div
      ref={layer}
      popover="manual"
      data-testid="toast-layer"
      className="pointer-events-none fixed inset-0 m-0 size-full max-h-none max-w-none overflow-visible border-0 bg-transparent p-0"
    >
      <SonnerToaster theme="dark" position="top-center" duration={3000} richColors closeButton toastOptions={{ className: "pointer-events-auto" }} />
    </div>
  );
}
