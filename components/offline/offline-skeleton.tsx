import { Skeleton } from "@/components/ui/skeleton";

/** The loading state of /offline and /debtors. */
export function OfflineSkeleton() {
  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:py-10" aria-busy="true">
      <div className="flex flex-col gap-4 sm:flex-row sm:justify-between">
        <Skeleton className="h-9 w-56" />
        <div className="flex gap-3">
          <Skeleton className="h-16 w-28" />
          <Skeleton className="h-16 w-28" />
        </div>
      </div>
      <Skeleton className="h-10 w-full max-w-md" />
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
    </main>
  );
}
