import { CourseCardSkeletons } from "@/components/courses/course-skeletons";
import { Skeleton } from "@/components/ui/skeleton";

export default function CoursesLoading() {
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <Skeleton className="mb-2 h-8 w-40" />
      <Skeleton className="mb-6 h-4 w-72 max-w-full" />
      <CourseCardSkeletons count={6} />
    </main>
  );
}
