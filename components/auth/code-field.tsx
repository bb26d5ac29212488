"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, Input } from "@/components/ui/field";
import { CODE_DIGITS } from "@/lib/recovery/rules";

/** A one-time code's digits, which a phone offers to fill from the SMS. */
export function CodeField({ id, label, error, registration }: { id: string; label: string; error?: string; registration: UseFormRegisterReturn }) {
  return (
    <Field id={id} label={label} error={error}>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_DIGITS}
        invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
    </Field>
  );
}
