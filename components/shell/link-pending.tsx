"use client";

import { useLinkStatus } from "next/link";
import { cn } from "@/components/ui/cn";

/**
 * A pulse at the end of a sidebar link while the page it opens is on its way. The public pages
 * have no loading.tsx (a streamed skeleton delays their first paint of content), so a click
 * would otherwise show nothing until the page arrives.
 */
export function LinkPending({ collapsed }: { collapsed: boolean }) {
  const { pending } = useLinkStatus();
  return (
    <span
      aria-hidden
      data-pending={pending || undefined}
      className={cn("absolute top-1/2 size-1.5 -translate-y-1/2 rounded-full bg-brand-400", collapsed ? "right-1" : "right-3", pending ? "animate-pulse" : "invisible")}
    />
  );
}
