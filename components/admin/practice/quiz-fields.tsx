"use client";

import { useTranslations } from "next-intl";
import { useFieldArray, useWatch, type Control, type UseFormRegister } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input, Select, Textarea } from "@/components/ui/field";
import type { ExerciseInput } from "@/lib/practice/contract";
import { MAX_QUIZ_OPTIONS, MAX_QUIZ_QUESTIONS, QUIZ_QUESTION_TYPES } from "@/lib/practice/quiz";
import { emptyOption, emptyQuestion, type ExerciseFormValues } from "./exercise-form-values";
import type { ErrorOf } from "./form-parts";

type Shared = { control: Control<ExerciseFormValues, unknown, ExerciseInput>; register: UseFormRegister<ExerciseFormValues>; errorOf: ErrorOf; prefix: string };

/** Issue 40: a quiz in the lesson form: the pass mark and each question with its right answer, in uz and ru. */
export function QuizFields({ control, register, errorOf, prefix }: Shared) {
  const t = useTranslations("admin.practice");
  const questions = useFieldArray({ control, name: "quiz.questions" });
  const passMark = errorOf("quiz.passMark", `${prefix}-pass-mark`);
  const listError = errorOf("quiz.questions", `${prefix}-questions`).error;
  return (
    <fieldset className="space-y-3" data-testid="quiz-fields">
      <legend className="text-sm font-semibold text-white">{t("quiz.title")}</legend>
      <div className="max-w-48">
        <Field id={`${prefix}-pass-mark`} label={t("quiz.passMark")} error={passMark.error}>
          <Input id={`${prefix}-pass-mark`} inputMode="numeric" {...passMark.control} {...register("quiz.passMark")} />
        </Field>
      </div>
      {questions.fields.map((field, index) => (
        <QuestionFields key={field.id} index={index} control={control} register={register} errorOf={errorOf} prefix={`${prefix}-q${index}`} onRemove={questions.fields.length > 1 ? () => questions.remove(index) : null} />
      ))}
      {listError ? <p className="text-xs text-red-400">{listError}</p> : null}
      <Button variant="secondary" size="sm" onClick={() => questions.append(emptyQuestion())} disabled={questions.fields.length >= MAX_QUIZ_QUESTIONS}>
        {t("quiz.addQuestion")}
      </Button>
    </fieldset>
  );
}

function QuestionFields({ index, control, register, errorOf, prefix, onRemove }: Shared & { index: number; onRemove: (() => void) | null }) {
  const t = useTranslations("admin.practice");
  const options = useFieldArray({ control, name: `quiz.questions.${index}.options` });
  const type = useWatch({ control, name: `quiz.questions.${index}.type` });
  const path = `quiz.questions.${index}`;
  // The contract names a choice's field under `choices`, a step's under `steps`: both are the form's `options`.
  const optionPath = type === "order" ? "steps" : "choices";
  const promptUz = errorOf(`${path}.promptUz`, `${prefix}-prompt-uz`);
  const promptRu = errorOf(`${path}.promptRu`, `${prefix}-prompt-ru`);
  const accepted = errorOf(`${path}.accepted`, `${prefix}-accepted`);
  const optionsError = errorOf(`${path}.${optionPath}`, `${prefix}-options`).error;
  return (
    <div className="space-y-3 rounded-xl bg-surface p-3 ring-1 ring-white/10" data-testid="quiz-question-form">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <Field id={`${prefix}-type`} label={t("quiz.questionNumber", { number: index + 1 })}>
            <Select id={`${prefix}-type`} {...register(`quiz.questions.${index}.type`)}>
              {QUIZ_QUESTION_TYPES.map((option) => (
                <option key={option} value={option}>
                  {t(`quiz.types.${option}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Button variant="ghost" size="md" className="text-red-300" onClick={() => onRemove?.()} disabled={!onRemove}>
          {t("remove")}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${prefix}-prompt-uz`} label={t("quiz.promptUz")} error={promptUz.error}>
          <Textarea id={`${prefix}-prompt-uz`} rows={2} {...promptUz.control} {...register(`quiz.questions.${index}.promptUz`)} />
        </Field>
        <Field id={`${prefix}-prompt-ru`} label={t("quiz.promptRu")} error={promptRu.error}>
          <Textarea id={`${prefix}-prompt-ru`} rows={2} {...promptRu.control} {...register(`quiz.questions.${index}.promptRu`)} />
        </Field>
      </div>
      {type === "short" ? (
        <Field id={`${prefix}-accepted`} label={t("quiz.accepted")} error={accepted.error} hint={t("quiz.acceptedHint")}>
          <Textarea id={`${prefix}-accepted`} rows={3} {...accepted.control} {...register(`quiz.questions.${index}.accepted`)} />
        </Field>
      ) : (
        <div className="space-y-2">
          <p className="text-xs text-gray-500">{type === "order" ? t("quiz.stepsHint") : type === "single" ? t("quiz.singleHint") : t("quiz.multipleHint")}</p>
          {options.fields.map((option, position) => {
            const id = `${prefix}-option-${position}`;
            const uz = errorOf(`${path}.${optionPath}.${position}.textUz`, `${id}-uz`);
            const ru = errorOf(`${path}.${optionPath}.${position}.textRu`, `${id}-ru`);
            return (
              <div key={option.id} className="grid items-end gap-2 sm:grid-cols-[auto_1fr_1fr_auto]" data-testid="quiz-option-form">
                {type === "order" ? (
                  <span className="pb-2 text-sm tabular-nums text-gray-500">{position + 1}.</span>
                ) : (
                  <label className="flex min-h-11 items-center gap-2 text-sm text-gray-300">
                    <input type="checkbox" className="size-5 accent-brand-500" {...register(`quiz.questions.${index}.options.${position}.correct`)} />
                    {t("quiz.correct")}
                  </label>
                )}
                <Field id={`${id}-uz`} label={t(type === "order" ? "quiz.stepUz" : "quiz.choiceUz", { number: position + 1 })} error={uz.error}>
                  <Input id={`${id}-uz`} {...uz.control} {...register(`quiz.questions.${index}.options.${position}.textUz`)} />
                </Field>
                <Field id={`${id}-ru`} label={t(type === "order" ? "quiz.stepRu" : "quiz.choiceRu", { number: position + 1 })} error={ru.error}>
                  <Input id={`${id}-ru`} {...ru.control} {...register(`quiz.questions.${index}.options.${position}.textRu`)} />
                </Field>
                <Button variant="ghost" size="md" className="text-red-300" onClick={() => options.remove(position)} disabled={options.fields.length <= 2}>
                  {t("remove")}
                </Button>
              </div>
            );
          })}
          {optionsError ? <p className="text-xs text-red-400">{optionsError}</p> : null}
          <Button variant="secondary" size="sm" onClick={() => options.append(emptyOption())} disabled={options.fields.length >= MAX_QUIZ_OPTIONS}>
            {type === "order" ? t("quiz.addStep") : t("quiz.addChoice")}
          </Button>
        </div>
      )}
    </div>
  );
}
