"use client";

import { useTranslations } from "next-intl";
import { Controller, useWatch, type ArrayPath, type Control, type FieldValues, type Path, type UseFormRegister } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { CodeEditor, type ErrorOf } from "./form-parts";

type FileListProps<T extends FieldValues, Parsed> = {
  title: string;
  hint?: string;
  /** The form's list of `{ name, content }` (an exercise's starter or solution files, a project's starter files). */
  name: ArrayPath<T>;
  fields: { id: string }[];
  prefix: string;
  register: UseFormRegister<T>;
  control: Control<T, unknown, Parsed>;
  errorOf: ErrorOf;
  placeholder: string;
  /** The contract's limits: files in the list and characters in one file (its messages name them). */
  limits: { files: number; chars: number };
  /** An exercise always has a file; a project's starter files may all be removed. */
  keepOne: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
};

/** A form's files: each a name and its text in the student's editor (CodeMirror), added and removed within the contract's limits. */
export function FileList<T extends FieldValues, Parsed>({ title, hint, name, fields, prefix, register, control, errorOf, placeholder, limits, keepOne, onAdd, onRemove }: FileListProps<T, Parsed>) {
  const t = useTranslations("admin.practice");
  const listError = errorOf(name, `${prefix}-list`, { max: limits.files }).error;
  const files = useWatch({ control, name: name as Path<T> }) as { name?: string }[] | undefined;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-white">{title}</legend>
      {hint ? <p className="text-xs text-gray-500">{hint}</p> : null}
      {fields.map((field, index) => {
        const id = `${prefix}-${index}`;
        const fileName = errorOf(`${name}.${index}.name`, `${id}-name`);
        const content = errorOf(`${name}.${index}.content`, `${id}-content`, { max: limits.chars });
        return (
          <div key={field.id} className="space-y-2 rounded-xl bg-surface p-3 ring-1 ring-white/10">
            <div className="flex items-end gap-2">
              <div className="min-w-0 flex-1">
                <Field id={`${id}-name`} label={t("fileName")} error={fileName.error}>
                  <Input id={`${id}-name`} className="font-mono" placeholder={placeholder} {...fileName.control} {...register(`${name}.${index}.name` as Path<T>)} />
                </Field>
              </div>
              <Button variant="ghost" size="md" className="text-red-300" onClick={() => onRemove(index)} disabled={keepOne && fields.length === 1}>
                {t("remove")}
              </Button>
            </div>
            <div className="space-y-1.5">
              <p id={`${id}-content-label`} className="text-sm font-medium text-gray-300">
                {t("fileContent")}
              </p>
              <Controller
                control={control}
                name={`${name}.${index}.content` as Path<T>}
                render={({ field: editor }) => (
                  <CodeEditor
                    fileName={files?.[index]?.name ?? ""}
                    value={editor.value}
                    onChange={editor.onChange}
                    label={t("fileContent")}
                    className="max-h-80 min-h-32 overflow-auto rounded-lg bg-[#282c34] ring-1 ring-white/10"
                  />
                )}
              />
              {content.error ? (
                <p id={`${id}-content-error`} role="alert" className="text-xs text-red-400">
                  {content.error}
                </p>
              ) : null}
            </div>
          </div>
        );
      })}
      {listError ? <p className="text-xs text-red-400">{listError}</p> : null}
      <Button variant="secondary" size="sm" onClick={onAdd} disabled={fields.length >= limits.files}>
        {t("addFile")}
      </Button>
    </fieldset>
  );
}
