"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, Input } from "@/components/ui/field";
import { formatPhoneInput } from "./phone-input";

/** The phone input, formatted '+998 XX XXX XX XX' as the user types (spec §5). */
export function PhoneField({ id, label, error, registration }: { id: string; label: string; error?: string; registration: UseFormRegisterReturn }) {
  return (
    <Field id={id} label={label} error={error}>
      <Input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+998 90 123 45 67"
        invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
        onChange={(event) => {
          event.target.value = formatPhoneInput(event.target.value);
          return registration.onChange(event);
        }}
      />
    </Field>
  );
}
