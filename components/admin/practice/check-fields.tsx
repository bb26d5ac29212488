"use client";

import { useTranslations } from "next-intl";
import type { UseFormRegister } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input, Select, Textarea } from "@/components/ui/field";
import { JS_CHECK_TYPES, WEB_CHECK_TYPES, type CodeKind } from "@/lib/practice/contract";
import { emptyCheck, type CheckFormValues, type CheckType } from "./exercise-form-values";
import type { ErrorOf } from "./form-parts";

/** Any form with the checker's checks under `checks` (an exercise, a project's automatic checks). */
export type ChecksForm = { checks: CheckFormValues[] };

type Props = {
  kind: CodeKind;
  fields: { id: string; type: CheckType }[];
  /** The checks as typed now (useWatch), for each one's type. */
  values: CheckFormValues[];
  register: UseFormRegister<ChecksForm>;
  errorOf: ErrorOf;
  prefix: string;
  onAdd: (check: CheckFormValues) => void;
  onRemove: (index: number) => void;
  /** Checks the list keeps: 1 for an exercise, 0 for a project. */
  minimum: number;
  hint?: string;
  className?: string;
  /** A project's checks may only advise (issue 41): a box per check says so. */
  advisoryBox?: boolean;
};

/** The checker's checks, chosen and filled in, never written as code (issue 20); shared by the exercise and project forms. */
export function CheckFields({ kind, fields, values, register, errorOf, prefix, onAdd, onRemove, minimum, hint, className = "space-y-3", advisoryBox = false }: Props) {
  const t = useTranslations("admin.practice");
  const types: readonly CheckType[] = kind === "web" ? WEB_CHECK_TYPES : JS_CHECK_TYPES;
  return (
    <fieldset className={className}>
        <legend className="text-sm font-semibold text-white">{t("checks")}</legend>
        <p className="text-xs text-gray-500">{hint ?? (kind === "web" ? t("checksWebHint") : t("checksJsHint"))}</p>
        {fields.map((field, index) => {
          const type = values[index]?.type ?? field.type;
          const id = `${prefix}-check-${index}`;
          const flagBox = (name: "ignoreCase" | "unchanged" | "twice") => (
            <label className="flex items-center gap-2 text-sm text-gray-300">
              <input type="checkbox" className="size-4 accent-brand-500" {...register(`checks.${index}.${name}`)} />
              {t(`checkFields.${name}`)}
            </label>
          );
          const input = (name: "selector" | "min" | "max" | "value" | "name" | "property" | "args" | "expected" | "pattern" | "file" | "click", options?: { rows?: number; placeholder?: string }) => {
            const error = errorOf(name === "value" && type === "console" ? `checks.${index}.expected` : `checks.${index}.${name}`, `${id}-${name}`);
            const label = t(`checkFields.${type === "console" && name === "value" ? "output" : (type === "attribute" || type === "dom") && name === "name" ? "attribute" : name}`);
            return (
              <Field id={`${id}-${name}`} label={label} error={error.error}>
                {options?.rows ? (
                  <Textarea id={`${id}-${name}`} rows={options.rows} className="font-mono" {...error.control} {...register(`checks.${index}.${name}`)} />
                ) : (
                  <Input id={`${id}-${name}`} placeholder={options?.placeholder} className="font-mono" {...error.control} {...register(`checks.${index}.${name}`)} />
                )}
              </Field>
            );
          };
          return (
            <div key={field.id} className="space-y-3 rounded-xl bg-surface p-3 ring-1 ring-white/10" data-testid="check-form">
              <div className="flex items-end gap-2">
                <div className="min-w-0 flex-1">
                  <Field id={`${id}-type`} label={t("checkNumber", { number: index + 1 })}>
                    <Select id={`${id}-type`} {...register(`checks.${index}.type`)}>
                      {types.map((option) => (
                        <option key={option} value={option}>
                          {t(`checkTypes.${option}`)}
                        </option>
                      ))}
                    </Select>
                  </Field>
                </div>
                <Button variant="ghost" size="md" className="text-red-300" onClick={() => onRemove(index)} disabled={fields.length <= minimum}>
                  {t("remove")}
                </Button>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                {["exists", "count", "text", "attribute", "css", "none", "everyText", "dom"].includes(type) ? input("selector", { placeholder: "h1, .card > p" }) : null}
                {type === "dom" ? input("click", { placeholder: "#add" }) : null}
                {type === "dom" ? (
                  <Field id={`${id}-read`} label={t("checkFields.read")}>
                    <Select id={`${id}-read`} {...register(`checks.${index}.read`)}>
                      <option value="text">{t("read.text")}</option>
                      <option value="attribute">{t("read.attribute")}</option>
                      <option value="count">{t("read.count")}</option>
                    </Select>
                  </Field>
                ) : null}
                {type === "dom" && values[index]?.read === "attribute" ? input("name", { placeholder: "class" }) : null}
                {type === "count" ? input("min") : null}
                {type === "count" ? input("max") : null}
                {type === "source" ? (
                  <Field id={`${id}-must`} label={t("checkFields.must")}>
                    <Select id={`${id}-must`} {...register(`checks.${index}.must`)}>
                      <option value="notMatch">{t("must.notMatch")}</option>
                      <option value="match">{t("must.match")}</option>
                    </Select>
                  </Field>
                ) : null}
                {type === "source" ? input("pattern", { placeholder: "\\.reverse\\(" }) : null}
                {type === "source" ? input("file", { placeholder: kind === "web" ? "index.html" : "main.js" }) : null}
                {type === "attribute" ? input("name", { placeholder: "href" }) : null}
                {type === "css" ? input("property", { placeholder: "color" }) : null}
                {type === "text" ? (
                  <Field id={`${id}-match`} label={t("checkFields.match")}>
                    <Select id={`${id}-match`} {...register(`checks.${index}.match`)}>
                      <option value="contains">{t("match.contains")}</option>
                      <option value="equals">{t("match.equals")}</option>
                      <option value="matches">{t("match.matches")}</option>
                    </Select>
                  </Field>
                ) : null}
                {["text", "attribute", "css", "dom"].includes(type) ? input("value") : null}
                {type === "returns" || type === "throws" ? input("name", { placeholder: "sum" }) : null}
                {type === "returns" || type === "throws" ? input("args", { placeholder: "2, 3" }) : null}
                {type === "returns" ? input("expected", { placeholder: "5" }) : null}
              </div>
              {type === "console" ? input("value", { rows: 3 }) : null}
              {type === "text" || type === "source" ? flagBox("ignoreCase") : null}
              {type === "returns" ? flagBox("unchanged") : null}
              {type === "returns" ? flagBox("twice") : null}
              {advisoryBox ? (
                <label className="flex items-center gap-2 text-sm text-gray-300">
                  <input type="checkbox" className="size-4 accent-brand-500" {...register(`checks.${index}.advisory`)} />
                  {t("project.advisory")}
                </label>
              ) : null}
            </div>
          );
        })}
        {errorOf("checks", `${prefix}-checks`).error ? <p className="text-xs text-red-400">{errorOf("checks", `${prefix}-checks`).error}</p> : null}
        <Button variant="secondary" size="sm" onClick={() => onAdd(emptyCheck(types[0]!))} disabled={fields.length >= 30}>
          {t("addCheck")}
        </Button>
      </fieldset>
  );
}
