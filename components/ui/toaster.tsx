"use client";

import { useEffect, useRef, useState, type ComponentType } from "react";
import type { ToasterProps } from "sonner";

/** Raised by Modal after it opens, so the toasts go back above it. */
export const TOP_LAYER_EVENT = "qadam:top-layer";

/**
 * Toasts last 3 s (spec §9); mounted once in the root layout, raised with `toast()` from sonner.
 * A modal <dialog> sits in the browser's top layer, above anything else on the page, so a toast
 * about the dialog's own action (a refusal) would be drawn under its backdrop. The toasts live
 * in a manual popover, which is in the top layer too, and re-enter it after every dialog opens.
 *
 * sonner's Toaster (10 kB gzip) is not part of the first load (issue 14): it is imported once the
 * page is idle. A toast raised before it arrives is not lost: sonner hands the toasts still
 * active to a Toaster when it subscribes.
 */
export function Toaster() {
  const layer = useRef<HTMLDivElement>(null);
  const [SonnerToaster, setSonnerToaster] = useState<ComponentType<ToasterProps> | null>(null);

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

  useEffect(() => {
    let live = true;
    const load = () => void import("sonner").then((sonner) => live && setSonnerToaster(() => sonner.Toaster));
    const idle = typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(load, { timeout: 2000 }) : null;
    const timer = idle === null ? setTimeout(load, 200) : undefined;
    return () => {
      live = false;
      if (idle !== null) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, []);

  return (
    <div
      ref={layer}
      popover="manual"
      data-testid="toast-layer"
      className="pointer-events-none fixed inset-0 m-0 size-full max-h-none max-w-none overflow-visible border-0 bg-transparent p-0"
    >
      {SonnerToaster ? (
        <SonnerToaster
          theme="dark"
          position="top-center"
          // Below the phone's top bar, never over it (issue 26 item 13): --toast-top in app/globals.css.
          offset={{ top: "var(--toast-top)" }}
          mobileOffset={{ top: "var(--toast-top)" }}
          duration={3000}
          richColors
          closeButton
          toastOptions={{ className: "pointer-events-auto" }}
        />
      ) : null}
    </div>
  );
}
