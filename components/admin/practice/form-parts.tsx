"use client";

import dynamic from "next/dynamic";
import { get, type FieldErrors, type FieldValues } from "react-hook-form";
import { useFieldError } from "@/components/auth/use-field-error";
import { Skeleton } from "@/components/ui/skeleton";

// The student's editor (CodeMirror) for files, loaded with the practice forms, never with the
// CMS's other screens.
export const CodeEditor = dynamic(() => import("@/components/practice/code-editor").then((module) => module.CodeEditor), {
  ssr: false,
  loading: () => <Skeleton className="h-32 w-full" />,
});

/**
 * A field's error and its control's aria wiring, for a path anywhere in a form (checks.2.selector);
 * `values` fill what the message names (a file's `max`).
 */
export type ErrorOf = (path: string, id: string, values?: Record<string, number>) => { error: string | undefined; control: { invalid: boolean; "aria-describedby": string | undefined } };

/** A field's error anywhere in the form, in the page's language, with the control's aria wiring. */
export function useNestedError<T extends FieldValues>(errors: FieldErrors<T>): ErrorOf {
  const fieldError = useFieldError();
  return (path, id, values) => {
    const message = (get(errors, path) as { message?: unknown } | undefined)?.message;
    const error = fieldError(typeof message === "string" ? message : undefined, values);
    return { error, control: { invalid: Boolean(error), "aria-describedby": error ? `${id}-error` : undefined } };
  };
}
