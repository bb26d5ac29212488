import { Skeleton } from "@/components/ui/skeleton";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";

/** The practice panel's place while its code (the editor) loads. */
export function PracticeSkeleton() {
  return (
    <div className={cn(cardClass, "space-y-3")} aria-hidden data-testid="practice-skeleton">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-72 w-full" />
    </div>
  );
}
