import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { courseProgressPercent } from "@/lib/courses/progress-percent";
import type { CourseCard } from "@/lib/courses/shapes";
import { CourseImage } from "./course-image";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";

export async function EnrolledCourseCard({ course }: { course: CourseCard }) {
  const t = await getTranslations("myCourses");
  const practice = await getTranslations("practice.ui");
  const percent = courseProgressPercent(course);
  return (
    <article data-testid="enrolled-course" className={cn(cardClass, "p-0 flex h-full flex-col overflow-hidden")}>
      <Link href={`/courses/${course.id}`} className="relative block">
        <CourseImage title={course.title} imageUrl={course.imageUrl} />
        {course.completed ? (
          <Badge tone="success" className="absolute left-3 top-3 bg-surface/80">
            {t("completed")}
          </Badge>
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 className="text-lg font-semibold text-white">
          <Link href={`/courses/${course.id}`} className="hover:text-brand-300">
            {course.title}
          </Link>
        </h2>
        <p className="text-sm text-gray-400">{course.instructor}</p>
        <div className="mt-auto space-y-2 pt-2">
          <div className="flex justify-between text-xs text-gray-400">
            <span>{t("progressLabel")}</span>
            <span data-testid="lesson-progress">{t("progress", { completed: course.completedLessons, total: course.totalLessons })}</span>
          </div>
          <ProgressBar value={percent} tone="brand" label={t("progressLabel")} />
          {course.totalExercises > 0 ? (
            <div className="flex justify-between text-xs text-gray-400">
              <span>{practice("title")}</span>
              <span data-testid="practice-progress">{t("practiceProgress", { passed: course.passedExercises, total: course.totalExercises })}</span>
            </div>
          ) : null}
        </div>
        <Link href={`/learning/${course.id}`} className={buttonClass("primary", "md", "mt-2 w-full")}>
          {t("continue")}
        </Link>
      </div>
    </article>
  );
}
