"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { CheckIcon } from "@/components/courses/icons";
import { errorText } from "@/lib/api/client";
import type { ServerVerdict } from "@/lib/practice/find-opening-practice";
import { EXERCISE_FIELD } from "@/lib/practice/practice-form";
import { questionField, quizFormBody, stepField } from "@/lib/practice/quiz-form";
import { useAnswerQuiz, type LessonExercise } from "./practice-data";
import { HintList } from "./hints-and-solution";
import { StatementText } from "./statement-text";

type QuizProps = {
  lessonId: string;
  exercise: LessonExercise;
  number: number;
  total: number;
  returnTo: string;
  /** The server's verdict of the quiz just posted without scripts (`?checked=`). */
  checkedAtOpen?: ServerVerdict | null;
};

type Verdict = { passed: boolean; results: { check: number; passed: boolean; message: string }[] };

const inputClass = "rounded-lg bg-surface px-3 py-2 text-base text-white ring-1 ring-white/15 outline-none focus-visible:ring-2 focus-visible:ring-brand-400";

/**
 * Issue 40: a quiz on the learning page. One plain form: before the page's scripts it posts to
 * /practice/quiz and the page comes back with the server's verdict; after, the same fields are
 * read here and sent as JSON. The questions carry no answer (lib/practice/quiz.ts studentQuiz);
 * the verdict is only ever the server's.
 */
export function QuizWorkspace({ lessonId, exercise, number, total, returnTo, checkedAtOpen = null }: QuizProps) {
  const t = useTranslations("practice.ui");
  const answer = useAnswerQuiz(lessonId, exercise.id);
  const [verdict, setVerdict] = useState<Verdict | null>(checkedAtOpen);
  const quiz = exercise.quiz;
  if (!quiz) return null;
  const right = verdict ? verdict.results.filter((result) => result.passed).length : 0;
  const score = verdict && quiz.questions.length ? Math.floor((right * 100) / quiz.questions.length) : 0;

  return (
    <article className="space-y-4" data-testid="quiz" data-exercise-id={exercise.id} aria-labelledby={`exercise-${exercise.id}-title`}>
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={`exercise-${exercise.id}-title`} className="min-w-0 flex-1 text-base font-semibold text-white">
          <span className="mr-2 text-gray-500">{t("exerciseNumber", { number, total })}</span>
          {exercise.title}
        </h3>
        <Badge tone="neutral">{t("kind.quiz")}</Badge>
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
      <StatementText text={exercise.statement} className="whitespace-pre-line text-sm leading-relaxed text-gray-300" />
      <p className="text-xs text-gray-500">{t("quiz.passMark", { passMark: quiz.passMark })}</p>

      <form
        method="post"
        action="/practice/quiz"
        className="space-y-4"
        data-testid="quiz-form"
        onSubmit={(event) => {
          event.preventDefault();
          const body = quizFormBody(new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>));
          answer.mutate(body.answers, { onSuccess: (result) => setVerdict(result) });
        }}
      >
        <input type="hidden" name={EXERCISE_FIELD} value={exercise.id} />
        <input type="hidden" name="next" value={returnTo} />
        {quiz.questions.map((question, index) => {
          const result = verdict?.results.find((item) => item.check === index);
          const id = `quiz-${exercise.id}-${index}`;
          return (
            <fieldset
              key={index}
              className={cn(
                "space-y-3 rounded-xl p-3 ring-1",
                !result ? "bg-white/5 ring-white/10" : result.passed ? "bg-emerald-500/10 ring-emerald-500/30" : "bg-red-500/10 ring-red-500/30",
              )}
              data-testid="quiz-question"
              data-state={!result ? "idle" : result.passed ? "passed" : "failed"}
            >
              <legend className="sr-only">{t("quiz.question", { number: index + 1 })}</legend>
              <div className="flex gap-2 text-sm text-white">
                <span className="shrink-0 text-gray-500">{index + 1}.</span>
                <StatementText text={question.prompt} inline />
              </div>
              {question.type === "single" || question.type === "multiple" ? (
                <div className="space-y-1.5">
                  <p className="text-xs text-gray-500">{question.type === "single" ? t("quiz.chooseOne") : t("quiz.chooseMany")}</p>
                  {question.choices.map((choice) => (
                    <label key={choice.id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-gray-200 hover:bg-white/5">
                      <input type={question.type === "single" ? "radio" : "checkbox"} name={questionField(index)} value={choice.id} className="size-5 shrink-0 accent-brand-500" />
                      <StatementText text={choice.text} inline />
                    </label>
                  ))}
                </div>
              ) : question.type === "short" ? (
                <div className="space-y-1.5">
                  <label htmlFor={`${id}-text`} className="block text-xs text-gray-500">
                    {t("quiz.yourAnswer")}
                  </label>
                  <input id={`${id}-text`} name={questionField(index)} type="text" maxLength={500} autoComplete="off" className={cn(inputClass, "w-full")} />
                </div>
              ) : question.type === "order" ? (
                <div className="space-y-1.5">
                  <p className="text-xs text-gray-500">{t("quiz.orderHint")}</p>
                  {question.steps.map((step, position) => (
                    <div key={step.id} className="flex items-center gap-3 text-sm text-gray-200">
                      <select
                        name={stepField(index, step.id)}
                        defaultValue={String(position + 1)}
                        aria-label={t("quiz.place", { step: step.text })}
                        className={cn(inputClass, "w-20 shrink-0")}
                      >
                        {question.steps.map((_, place) => (
                          <option key={place} value={place + 1}>
                            {place + 1}
                          </option>
                        ))}
                      </select>
                      <StatementText text={step.text} inline />
                    </div>
                  ))}
                </div>
              ) : null}
              {result ? (
                <p className={cn("text-sm font-medium", result.passed ? "text-emerald-300" : "text-red-300")} data-testid="quiz-result">
                  <span aria-hidden>{result.passed ? "✓ " : "✗ "}</span>
                  {result.message}
                </p>
              ) : null}
            </fieldset>
          );
        })}
        {verdict ? (
          <p className={cn("text-sm font-medium", verdict.passed ? "text-emerald-300" : "text-amber-300")} role="status" data-testid="quiz-summary">
            {t(verdict.passed ? "quiz.passed" : "quiz.failed", { right, total: quiz.questions.length, score, passMark: quiz.passMark })}
          </p>
        ) : null}
        {answer.error ? (
          <p className="text-sm text-red-300" role="alert">
            {errorText(answer.error, { fallback: t("serverError"), network: t("network") })}
          </p>
        ) : null}
        <Button type="submit" size="md" disabled={answer.isPending} data-testid="quiz-submit">
          {answer.isPending ? t("checking") : t("quiz.submit")}
        </Button>
      </form>
      <HintList exerciseId={exercise.id} count={exercise.hintsCount} />
    </article>
  );
}
