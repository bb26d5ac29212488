"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { useFieldArray, useForm, useWatch, type Resolver, type UseFormRegister } from "react-hook-form";
import { FormActions } from "@/components/admin/shared/form-actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { errorText, isRefusal } from "@/lib/api/client";
import { JS_CHECK_TYPES, MAX_FILE_CHARS, MAX_FILES, WEB_CHECK_TYPES, type ExerciseInput, type ExerciseKind } from "@/lib/practice/contract";
import type { CheckResult } from "@/lib/practice/shapes";
import { emptyCheck, exerciseFormSchema, formValuesOf, starterFilesOf, type CheckType, type ExerciseFormValues } from "./exercise-form-values";
import { CheckFields, type ChecksForm } from "./check-fields";
import { FileList } from "./file-list";
import { useNestedError } from "./form-parts";
import { TitleFields } from "./title-fields";
import { QuizFields } from "./quiz-fields";
import { useSaveExercise, type CmsExercise } from "./use-exercises";
import { StatementText } from "@/components/practice/statement-text";

type Props = { lessonId: string; exercise: CmsExercise | null; onCancel: () => void; onSaved: (text: string) => void };

// The schema takes the form's values (its preprocess makes the body of them) and gives the body.
const resolver = zodResolver(exerciseFormSchema as unknown as z.ZodType<ExerciseInput, ExerciseFormValues>) as Resolver<ExerciseFormValues, unknown, ExerciseInput>;

/** A refused publish's report (400 solution_fails): each check's result in the reader's language. */
function solutionReportOf(error: unknown): { verdictMessage: string | null; results: CheckResult[] } | null {
  if (!isRefusal(error, "solution_fails")) return null;
  const report = error.body?.report as { verdictMessage?: unknown; results?: unknown } | undefined;
  if (!report || !Array.isArray(report.results)) return null;
  return { verdictMessage: typeof report.verdictMessage === "string" ? report.verdictMessage : null, results: report.results as CheckResult[] };
}

/** Issue 20: a teacher builds an exercise in a form; checks are chosen and filled in, never written as code. */
export function ExerciseForm({ lessonId, exercise, onCancel, onSaved }: Props) {
  const t = useTranslations("admin.practice");
  const common = useTranslations("admin.common");
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<ExerciseFormValues, unknown, ExerciseInput>({ resolver, shouldFocusError: false, defaultValues: formValuesOf(exercise) });
  const checks = useFieldArray({ control, name: "checks" });
  const hints = useFieldArray({ control, name: "hints" });
  const starter = useFieldArray({ control, name: "starterFiles" });
  const solution = useFieldArray({ control, name: "solutionFiles" });
  const kind = useWatch({ control, name: "kind" });
  const checkValues = useWatch({ control, name: "checks" });
  const errorOf = useNestedError(errors);
  const save = useSaveExercise(lessonId, exercise?.id ?? null);
  const prefix = exercise ? `exercise-${exercise.id}` : `exercise-new-${lessonId}`;
  const types: readonly CheckType[] = kind === "web" ? WEB_CHECK_TYPES : JS_CHECK_TYPES;
  const solutionReport = solutionReportOf(save.error);
  // What the starter and the solution files share: an exercise keeps at least one of each.
  const files = { register, control, errorOf, placeholder: "index.html", limits: { files: MAX_FILES, chars: MAX_FILE_CHARS }, keepOne: true };

  function changeKind(next: ExerciseKind) {
    // A kind has its own files and checks: the teacher starts them again (a quiz keeps its questions).
    setValue("kind", next);
    if (next === "quiz") return;
    starter.replace(starterFilesOf(next));
    solution.replace(starterFilesOf(next));
    checks.replace([emptyCheck(next === "web" ? "exists" : "returns")]);
  }


  return (
    <form
      onSubmit={handleSubmit((body) => save.mutate(body, { onSuccess: () => onSaved(exercise ? t("updated") : t("created")) }))}
      noValidate
      className="space-y-5"
      aria-label={exercise ? t("editTitle") : t("newTitle")}
      data-testid="exercise-form"
    >
      {save.error ? (
        <Alert tone="error">
          <p>{errorText(save.error, { fallback: common("generic") })}</p>
          {solutionReport ? (
            <>
              {solutionReport.verdictMessage ? <p className="mt-1">{solutionReport.verdictMessage}</p> : null}
              <ul className="mt-2 space-y-1" aria-label={t("report.title")} data-testid="solution-report">
                {solutionReport.results.map((result) => (
                  <li key={result.check} className={result.passed ? "text-emerald-300" : undefined} data-passed={result.passed}>
                    <span aria-hidden>{result.passed ? "✓ " : "✗ "}</span>
                    {t(result.passed ? "report.passed" : "report.failed", { number: result.check + 1, type: t(`checkTypes.${checkValues[result.check]?.type ?? types[0]!}`) })}
                    {result.passed ? null : (
                      <span className="text-red-200">
                        : <StatementText inline text={result.message} />
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Alert>
      ) : null}
      <Field id={`${prefix}-kind`} label={t("fields.kind")}>
        <Select id={`${prefix}-kind`} value={kind} onChange={(event) => changeKind(event.target.value as ExerciseKind)}>
          <option value="web">{t("kinds.web")}</option>
          <option value="js">{t("kinds.js")}</option>
          <option value="quiz">{t("kinds.quiz")}</option>
        </Select>
      </Field>
      <TitleFields prefix={prefix} register={register} errorOf={errorOf} statementRows={4} statementHint={t("fields.statementHint")} />

      {kind === "quiz" ? <QuizFields control={control} register={register} errorOf={errorOf} prefix={`${prefix}-quiz`} /> : null}

      {kind === "quiz" ? null : (
        <FileList {...files} title={t("starterFiles")} name="starterFiles" fields={starter.fields} prefix={`${prefix}-starter`} onAdd={() => starter.append({ name: "", content: "" })} onRemove={starter.remove} />
      )}

      <CheckFields
        className={kind === "quiz" ? "hidden" : "space-y-3"}
        kind={kind === "js" ? "js" : "web"}
        fields={checks.fields}
        values={checkValues}
        register={register as unknown as UseFormRegister<ChecksForm>}
        errorOf={errorOf}
        prefix={prefix}
        onAdd={checks.append}
        onRemove={checks.remove}
        minimum={1}
      />

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-white">{t("hints")}</legend>
        {hints.fields.map((field, index) => {
          const id = `${prefix}-hint-${index}`;
          const uz = errorOf(`hintsUz.${index}`, `${id}-uz`);
          const ru = errorOf(`hintsRu.${index}`, `${id}-ru`);
          return (
            <div key={field.id} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
              <Field id={`${id}-uz`} label={t("hintUz", { number: index + 1 })} error={uz.error}>
                <Input id={`${id}-uz`} {...uz.control} {...register(`hints.${index}.uz`)} />
              </Field>
              <Field id={`${id}-ru`} label={t("hintRu", { number: index + 1 })} error={ru.error}>
                <Input id={`${id}-ru`} {...ru.control} {...register(`hints.${index}.ru`)} />
              </Field>
              <Button variant="ghost" size="md" className="text-red-300" onClick={() => hints.remove(index)}>
                {t("remove")}
              </Button>
            </div>
          );
        })}
        <Button variant="secondary" size="sm" onClick={() => hints.append({ uz: "", ru: "" })} disabled={hints.fields.length >= 10}>
          {t("addHint")}
        </Button>
      </fieldset>

      {kind === "quiz" ? null : (
        <FileList {...files} title={t("solutionFiles")} name="solutionFiles" fields={solution.fields} prefix={`${prefix}-solution`} onAdd={() => solution.append({ name: "", content: "" })} onRemove={solution.remove} />
      )}

      <label className="flex items-start gap-3 rounded-xl bg-surface p-3 text-sm text-gray-200 ring-1 ring-white/10">
        <input type="checkbox" className="mt-0.5 size-4 accent-brand-500" {...register("published")} />
        <span>
          <span className="block font-medium">{t("publish")}</span>
          <span className="block text-xs text-gray-500">{kind === "quiz" ? t("quiz.publishHint") : t("publishHint")}</span>
        </span>
      </label>
      <FormActions saving={save.isPending} onCancel={onCancel} />
    </form>
  );
}
