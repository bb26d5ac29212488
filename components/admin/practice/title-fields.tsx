"use client";

import { useTranslations } from "next-intl";
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import { Field, Input, Textarea } from "@/components/ui/field";
import type { ErrorOf } from "./form-parts";

type Texts = { titleUz: string; titleRu: string; statementUz: string; statementRu: string };

/** An exercise's or a project's title and statement, in Uzbek and in Russian side by side. */
export function TitleFields<T extends FieldValues & Texts>({
  prefix,
  register,
  errorOf,
  statementRows,
  statementHint,
}: {
  prefix: string;
  register: UseFormRegister<T>;
  errorOf: ErrorOf;
  statementRows: number;
  /** How a statement is written, where it is more than plain text (an exercise's shows `code`). */
  statementHint?: string;
}) {
  const t = useTranslations("admin.practice");
  const text = (name: keyof Texts, rows?: number) => {
    const id = `${prefix}-${name}`;
    const field = errorOf(name, id);
    const registration = register(name as Path<T>);
    return (
      <Field id={id} label={t(`fields.${name}`)} error={field.error} hint={rows ? statementHint : undefined}>
        {rows ? <Textarea id={id} rows={rows} {...field.control} {...registration} /> : <Input id={id} {...field.control} {...registration} />}
      </Field>
    );
  };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {text("titleUz")}
      {text("titleRu")}
      {text("statementUz", statementRows)}
      {text("statementRu", statementRows)}
    </div>
  );
}
