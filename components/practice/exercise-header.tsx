"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { CheckIcon } from "@/components/courses/icons";
import type { LessonExercise } from "./practice-data";

/** An exercise's or a quiz's heading on the learning page: its number, title, kind, and the student's status (passed, or the tries). */
export function ExerciseHeader({ exercise, number, total }: { exercise: Pick<LessonExercise, "id" | "title" | "kind" | "status">; number: number; total: number }) {
  const t = useTranslations("practice.ui");
  return (
    <header className="flex flex-wrap items-center gap-2">
      <h3 id={`exercise-${exercise.id}-title`} className="min-w-0 flex-1 text-base font-semibold text-white">
        <span className="mr-2 text-gray-500">{t("exerciseNumber", { number, total })}</span>
        {exercise.title}
      </h3>
      <Badge tone="neutral">{t(`kind.${exercise.kind}`)}</Badge>
      {exercise.status.passed ? (
        <Badge tone="success" className="gap-1">
          <CheckIcon className="size-3.5" />
          <span data-testid="exercise-status">{t("passed")}</span>
        </Badge>
      ) : exercise.status.tries > 0 ? (
        <Badge tone="warning">
          <span data-testid="exercise-status">{t("tries", { count: exercise.status.tries })}</span>
        </Badge>
      ) : null}
    </header>
  );
}
