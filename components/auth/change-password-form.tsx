"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { apiFetch } from "@/lib/api/client";
import { changePasswordProblem, type ChangePasswordValues } from "./schemas";

const EMPTY: ChangePasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

type Props = {
  idPrefix?: string;
  /** Called after the server accepted the new password, with its message. */
  onSuccess?: (message: string) => void;
  /** Whether the form shows its own success banner (the security page shows it outside). */
  showSuccess?: boolean;
};

/**
 * Spec §5 Change password, shared by the profile and the security page. The server answers
 * a fresh cookie, so this session continues while every other one ends.
 */
export function ChangePasswordForm({ idPrefix = "cp", onSuccess, showSuccess = true }: Props) {
  const t = useTranslations("auth.changePassword");
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof ChangePasswordValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    const problem = changePasswordProblem(values);
    if (problem) {
      setError(t(`errors.${problem}`));
      return;
    }
    setBusy(true);
    const result = await apiFetch<{ message?: string }>("/api/auth/change-password", {
      json: { currentPassword: values.currentPassword, newPassword: values.newPassword },
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.status === 0 ? t("errors.network") : (result.message ?? t("errors.failed")));
      return;
    }
    const message = t("success");
    setValues(EMPTY);
    setSuccess(message);
    onSuccess?.(message);
  }

  const fields: { field: keyof ChangePasswordValues; autoComplete: string }[] = [
    { field: "currentPassword", autoComplete: "current-password" },
    { field: "newPassword", autoComplete: "new-password" },
    { field: "confirmPassword", autoComplete: "new-password" },
  ];

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t("title")}>
      {fields.map(({ field, autoComplete }) => (
        <Field key={field} id={`${idPrefix}-${field}`} label={t(`fields.${field}`)}>
          <Input id={`${idPrefix}-${field}`} type="password" autoComplete={autoComplete} value={values[field]} onChange={set(field)} />
        </Field>
      ))}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {success && showSuccess ? <Alert tone="success">{success}</Alert> : null}
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {busy ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
