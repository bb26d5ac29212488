import { cn } from "@/components/ui/cn";
import type { ViewerTextField } from "@/lib/viewer/viewer";

/**
 * The student's name or initials on a shared student shell: empty in the shell, filled by the
 * viewer's script before React runs (lib/viewer/viewer.ts). React keeps that text when it
 * hydrates (the empty text it rendered differs, hence suppressHydrationWarning), and replaces
 * the element once it knows the viewer itself. A bar of the text's height shows while empty,
 * as wide as the caller says (`empty:w-*`).
 */
export function ViewerText({ field, className }: { field: ViewerTextField; className?: string }) {
  return (
    <span data-viewer-text={field} suppressHydrationWarning className={cn("empty:inline-block empty:h-[1em] empty:animate-pulse empty:rounded empty:bg-white/10", className)}>
      {""}
    </span>
  );
}
