"use client";

import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";

type Props = {
  id: string;
  /** The field's message, already in the reader's words. */
  error: string | undefined;
  registration: UseFormRegisterReturn;
  serverError: string | null;
  submitting: boolean;
};

/** The last part of both ways back (a code, an admin's link): the new password, the refusal and Save. */
export function NewPasswordStep({ id, error, registration, serverError, submitting }: Props) {
  const t = useTranslations("recovery");
  const auth = useTranslations("auth");
  return (
    <>
      <Field id={id} label={t("fields.newPassword")} error={error}>
        <Input id={id} type="password" autoComplete="new-password" invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} {...registration} />
      </Field>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? auth("submitting") : t("savePassword")}
      </Button>
    </>
  );
}
