"use client";

import { useSyncExternalStore } from "react";
import { VIEWER_EVENT, type Viewer } from "@/lib/viewer/viewer";

declare global {
  interface Window {
    __qadamViewer?: Viewer;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(VIEWER_EVENT, onChange);
  return () => window.removeEventListener(VIEWER_EVENT, onChange);
}

/**
 * The student a shared shell was answered to (lib/viewer/viewer.ts), or null. Null while
 * hydrating, as the shell was rendered, so the page hydrates as sent and then shows its user.
 */
export function useViewer(): Viewer | null {
  return useSyncExternalStore(
    subscribe,
    () => window.__qadamViewer ?? null,
    () => null,
  );
}
