"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { PracticeSkeleton } from "./practice-skeleton";
import { ProgressBar } from "@/components/ui/progress-bar";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { ExerciseWorkspace } from "./exercise-workspace";
import { useLessonPractice } from "./practice-data";

/**
 * The practice of one lesson (issue 20), below its video. This module and the editor are
 * reached only through next/dynamic from the learning page (components/learning/learning-view.tsx).
 */
export default function PracticePanel({ lessonId }: { lessonId: string }) {
  const t = useTranslations("practice.ui");
  const { data, isError, refetch } = useLessonPractice(lessonId);

  if (isError && !data) {
    return (
      <div className={cn(cardClass, "space-y-3 text-sm text-gray-300")} role="alert">
        <p>{t("loadError")}</p>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  if (!data) return <PracticeSkeleton />;
  if (data.exercises.length === 0) return null;

  const { passed, total } = data.progress;
  return (
    <section className={cn(cardClass, "space-y-6 p-4 sm:p-5")} aria-labelledby="practice-title" data-testid="practice">
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-3">
          <h2 id="practice-title" className="text-lg font-semibold text-white">
            {t("title")}
          </h2>
          <span className="text-sm tabular-nums text-gray-400" data-testid="practice-progress">
            {t("progress", { passed, total })}
          </span>
        </div>
        <ProgressBar value={total ? Math.round((passed / total) * 100) : 0} tone={passed === total ? "success" : "brand"} label={t("title")} />
        {data.lessonDone ? (
          <p className="text-sm text-emerald-300" data-testid="lesson-done">
            {t("lessonDone")}
          </p>
        ) : null}
      </div>
      {data.exercises.map((exercise, index) => (
        <div key={exercise.id} className={cn(index > 0 && "border-t border-white/10 pt-6")}>
          <ExerciseWorkspace lessonId={lessonId} exercise={exercise} number={index + 1} total={data.exercises.length} />
        </div>
      ))}
    </section>
  );
}
