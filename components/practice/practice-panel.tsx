"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { PracticeSkeleton } from "./practice-skeleton";
import { ProgressBar } from "@/components/ui/progress-bar";
import { cardClass } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { ExerciseWorkspace } from "./exercise-workspace";
import { QuizWorkspace } from "./quiz-workspace";
import { useLessonPractice, type LessonPractice } from "./practice-data";
import type { OpeningPractice } from "@/lib/practice/find-opening-practice";

type PracticePanelProps = {
  lessonId: string;
  /** The learning page this lesson is on: the exercises' forms come back to it. */
  returnTo: string;
  /** What the server read for the lesson the page opened on (lib/practice/find-opening-practice.ts). */
  opening?: OpeningPractice | null;
};

/**
 * The practice of one lesson (issue 20), below its video. For the lesson the page opens on it is
 * in the server's HTML (issue 44 item 8): the statement, the code in a plain text area and
 * Run/Check, a form that works before the scripts come; the editor (CodeMirror) loads after.
 */
export function PracticePanel({ lessonId, returnTo, opening }: PracticePanelProps) {
  const t = useTranslations("practice.ui");
  const initial = opening?.lessonId === lessonId ? opening : null;
  const { data, isError, refetch } = useLessonPractice(lessonId, initial?.practice as LessonPractice | undefined);

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
      {initial?.refusal ? (
        <p className="rounded-lg bg-red-500/10 px-3 py-2 text-sm text-red-300 ring-1 ring-red-500/30" role="alert" data-testid="practice-refusal">
          {initial.refusal}
        </p>
      ) : null}
      {data.exercises.map((exercise, index) => {
        const workspace = {
          lessonId,
          exercise,
          number: index + 1,
          total: data.exercises.length,
          returnTo,
          checkedAtOpen: initial?.checked?.exerciseId === exercise.id ? initial.checked : null,
        };
        return (
          <div key={exercise.id} className={cn(index > 0 && "border-t border-white/10 pt-6")}>
            {exercise.kind === "quiz" ? <QuizWorkspace {...workspace} /> : <ExerciseWorkspace {...workspace} ranAtOpen={initial?.ranExerciseId === exercise.id} />}
          </div>
        );
      })}
    </section>
  );
}
