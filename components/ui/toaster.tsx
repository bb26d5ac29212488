"use client";

import { Toaster as SonnerToaster } from "sonner";

/** Toasts last 3 s (spec §9); mounted once in the root layout, raised with `toast()` from sonner. */
export function Toaster() {
  return <SonnerToaster theme="dark" position="top-center" duration={3000} richColors closeButton />;
}
