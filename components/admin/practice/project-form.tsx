"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { useFieldArray, useForm, useWatch, type Resolver, type UseFormRegister } from "react-hook-form";
import { FormActions } from "@/components/admin/shared/form-actions";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { errorText } from "@/lib/api/client";
import { PROJECT_MAX_FILE_CHARS, PROJECT_MAX_FILES } from "@/lib/review/contract";
import { CheckFields, type ChecksForm } from "./check-fields";
import { FileList } from "./file-list";
import { useNestedError } from "./form-parts";
import { TitleFields } from "./title-fields";
import { emptyCheck, projectFormSchema, projectValuesOf, type CmsProject, type CreateProjectInput, type ProjectFormValues } from "./project-form-values";
import { useSaveProject } from "./use-projects";

type Props = { lessonId: string; project: CmsProject | null; onCancel: () => void; onSaved: (text: string) => void };

const resolver = zodResolver(projectFormSchema as unknown as z.ZodType<CreateProjectInput, ProjectFormValues>) as Resolver<ProjectFormValues, unknown, CreateProjectInput>;

/** Issue 41: an admin writes a lesson's project — statement, what the student hands in, the mentor's checklist. */
export function ProjectForm({ lessonId, project, onCancel, onSaved }: Props) {
  const t = useTranslations("admin.practice");
  const common = useTranslations("admin.common");
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<ProjectFormValues, unknown, CreateProjectInput>({ resolver, shouldFocusError: false, defaultValues: projectValuesOf(project) });
  const checklist = useFieldArray({ control, name: "checklist" });
  const starter = useFieldArray({ control, name: "starterFiles" });
  const checks = useFieldArray({ control, name: "checks" });
  const checkKind = useWatch({ control, name: "checkKind" });
  const typedChecks = useWatch({ control, name: "checks" });
  const errorOf = useNestedError(errors);
  const save = useSaveProject(lessonId, project?.id ?? null);
  const prefix = project ? `project-${project.id}` : `project-new-${lessonId}`;

  function changeCheckKind(next: ProjectFormValues["checkKind"]) {
    // A kind has its own checks: the admin starts them again.
    setValue("checkKind", next);
    checks.replace(next ? [emptyCheck(next === "web" ? "exists" : "returns")] : []);
  }
  const kindError = errorOf("checkKind", `${prefix}-check-kind`);
  const handIn = errorOf("acceptFiles", `${prefix}-hand-in`);
  const listError = errorOf("checklistRu", `${prefix}-checklist`).error ?? errorOf("checklistUz", `${prefix}-checklist`).error;

  return (
    <form
      onSubmit={handleSubmit((body) => save.mutate(body, { onSuccess: () => onSaved(project ? t("project.updated") : t("project.created")) }))}
      noValidate
      className="space-y-5"
      aria-label={project ? t("project.editTitle") : t("project.newTitle")}
      data-testid="project-form"
    >
      {save.error ? <Alert tone="error">{errorText(save.error, { fallback: common("generic") })}</Alert> : null}
      <TitleFields prefix={prefix} register={register} errorOf={errorOf} statementRows={5} />

      <fieldset className="space-y-2" aria-describedby={handIn.error ? `${prefix}-hand-in-error` : undefined}>
        <legend className="text-sm font-semibold text-white">{t("project.handIn")}</legend>
        {(["acceptFiles", "acceptArchive", "acceptLink"] as const).map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm text-gray-300">
            <input type="checkbox" className="size-4 accent-brand-500" {...register(name)} />
            {t(`project.${name}`)}
          </label>
        ))}
        {handIn.error ? (
          <p id={`${prefix}-hand-in-error`} role="alert" className="text-xs text-red-400">
            {handIn.error}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-white">{t("project.checklist")}</legend>
        {checklist.fields.map((field, index) => {
          const id = `${prefix}-item-${index}`;
          const uz = errorOf(`checklistUz.${index}`, `${id}-uz`);
          const ru = errorOf(`checklistRu.${index}`, `${id}-ru`);
          return (
            <div key={field.id} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
              <Field id={`${id}-uz`} label={t("project.itemUz", { number: index + 1 })} error={uz.error}>
                <Input id={`${id}-uz`} {...uz.control} {...register(`checklist.${index}.uz`)} />
              </Field>
              <Field id={`${id}-ru`} label={t("project.itemRu", { number: index + 1 })} error={ru.error}>
                <Input id={`${id}-ru`} {...ru.control} {...register(`checklist.${index}.ru`)} />
              </Field>
              <Button variant="ghost" size="md" className="text-red-300" onClick={() => checklist.remove(index)}>
                {t("remove")}
              </Button>
            </div>
          );
        })}
        {listError ? (
          <p role="alert" className="text-xs text-red-400">
            {listError}
          </p>
        ) : null}
        <Button variant="secondary" size="sm" onClick={() => checklist.append({ uz: "", ru: "" })} disabled={checklist.fields.length >= 20}>
          {t("project.addItem")}
        </Button>
      </fieldset>

      <fieldset className="space-y-3" data-testid="project-checks">
        <legend className="text-sm font-semibold text-white">{t("project.checksTitle")}</legend>
        <p className="text-xs text-gray-500">{t("project.checksHint")}</p>
        <Field id={`${prefix}-check-kind`} label={t("project.checkKind")} error={kindError.error}>
          <Select id={`${prefix}-check-kind`} value={checkKind} onChange={(event) => changeCheckKind(event.target.value as ProjectFormValues["checkKind"])} {...kindError.control}>
            <option value="">{t("project.checkKindNone")}</option>
            <option value="web">{t("kinds.web")}</option>
            <option value="js">{t("kinds.js")}</option>
          </Select>
        </Field>
        {checkKind ? (
          <CheckFields
            kind={checkKind}
            fields={checks.fields}
            values={typedChecks}
            register={register as unknown as UseFormRegister<ChecksForm>}
            errorOf={errorOf}
            prefix={prefix}
            onAdd={checks.append}
            onRemove={checks.remove}
            minimum={0}
            advisoryBox
          />
        ) : errorOf("checks", `${prefix}-checks`).error ? (
          <p className="text-xs text-red-400">{errorOf("checks", `${prefix}-checks`).error}</p>
        ) : null}
      </fieldset>

      <FileList
        title={t("starterFiles")}
        hint={t("project.starterHint")}
        name="starterFiles"
        fields={starter.fields}
        prefix={`${prefix}-starter`}
        register={register}
        control={control}
        errorOf={errorOf}
        placeholder="server.js"
        limits={{ files: PROJECT_MAX_FILES, chars: PROJECT_MAX_FILE_CHARS }}
        keepOne={false}
        onAdd={() => starter.append({ name: "", content: "" })}
        onRemove={starter.remove}
      />

      <label className="flex items-start gap-3 rounded-xl bg-surface p-3 text-sm text-gray-200 ring-1 ring-white/10">
        <input type="checkbox" className="mt-0.5 size-4 accent-brand-500" {...register("published")} />
        <span>
          <span className="block font-medium">{t("publish")}</span>
          <span className="block text-xs text-gray-500">{t("project.publishHint")}</span>
        </span>
      </label>
      <FormActions saving={save.isPending} onCancel={onCancel} />
    </form>
  );
}
