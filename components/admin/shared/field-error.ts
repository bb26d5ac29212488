"use client";

import type { FieldErrors, FieldValues, Path } from "react-hook-form";
import { useFieldError } from "@/components/auth/use-field-error";

/**
 * A field's error beside the field (CONTRIBUTING.md "Admin data", Forms): the lib schema's
 * message in the page's language for `Field`'s `error`, and the control marked invalid and
 * described by it.
 */
export function useErrorOf<T extends FieldValues>(errors: FieldErrors<T>) {
  const fieldError = useFieldError();
  return (name: Path<T>, id: string) => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    const error = fieldError(typeof message === "string" ? message : undefined);
    return { error, control: { invalid: Boolean(error), "aria-describedby": error ? `${id}-error` : undefined } };
  };
}
