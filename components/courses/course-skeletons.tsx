import { Skeleton } from "@/components/ui/skeleton";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";

/** Placeholder cards while a course list loads (spec §9: 6 on /courses, 3 on my courses). */
export function CourseCardSkeletons({ count }: { count: number }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} data-testid="course-skeleton" className={cn(cardClass, "p-0 overflow-hidden")}>
          <Skeleton className="aspect-video w-full rounded-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/2" />
            <div className="flex justify-between pt-2">
              <Skeleton className="h-6 w-24" />
              <Skeleton className="h-8 w-24" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
