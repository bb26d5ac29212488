"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { studentKeys } from "@/components/student-data/query-keys";
import { apiCall, errorText, isRefusal } from "@/lib/api/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { changePasswordForm, type ChangePasswordFormInput } from "@/lib/auth/password-rules";
import { useFieldError } from "./use-field-error";

const EMPTY: ChangePasswordFormInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

type Props = {
  idPrefix?: string;
  /** Called after the server accepted the new password, with its message. */
  onSuccess?: (message: string) => void;
  /** Whether the form shows its own success banner (the security page shows it outside). */
  showSuccess?: boolean;
  /** The page the form is on: a form posted before the scripts ran comes back there (app/auth/change-password). */
  page: string;
  /** What such a post came back with. */
  initialError?: string | null;
  initialDone?: boolean;
};

const FIELDS = [
  { field: "currentPassword", autoComplete: "current-password" },
  { field: "newPassword", autoComplete: "new-password" },
  { field: "confirmPassword", autoComplete: "new-password" },
] as const;


/**
 * Spec §5 Change password, shared by the profile and the security page, on the schema the
 * server and the admin's settings form use (lib/auth/password-rules.ts). The server answers a
 * fresh cookie, so this session continues while every other one ends.
 */
export function ChangePasswordForm({ idPrefix = "cp", onSuccess, showSuccess = true, page, initialError = null, initialDone = false }: Props) {
  const t = useTranslations("auth.changePassword");
  const fieldError = useFieldError();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordFormInput>({ resolver: zodResolver(changePasswordForm), defaultValues: EMPTY });
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: ChangePasswordFormInput) =>
      apiCall("/api/auth/change-password", { method: "POST", json: { currentPassword, newPassword } }),
    onError: (error) => {
      if (isRefusal(error, "wrong_current_password")) setError("currentPassword", { message: error.serverMessage ?? t("errors.failed") }, { shouldFocus: true });
    },
    onSuccess: () => {
      reset(EMPTY);
      // The change ended every other session: the sessions list shows it now, not after a reload.
      void client.invalidateQueries({ queryKey: studentKeys.sessions() });
      onSuccess?.(t("success"));
    },
  });
  const failure = change.isError
    ? isRefusal(change.error, "wrong_current_password")
      ? null
      : errorText(change.error, { fallback: t("errors.failed"), network: t("errors.network") })
    : change.isIdle
      ? initialError
      : null;
  const done = change.isSuccess || (change.isIdle && initialDone);

  return (
    <form method="post" action="/auth/change-password" onSubmit={handleSubmit((values) => change.mutate(values))} noValidate className="space-y-4" aria-label={t("title")}>
      <input type="hidden" name="next" value={page} />
      {FIELDS.map(({ field, autoComplete }) => {
        const id = `${idPrefix}-${field}`;
        const error = fieldError(errors[field]?.message);
        return (
          <Field key={field} id={id} label={t(`fields.${field}`)} error={error}>
            <Input id={id} type="password" autoComplete={autoComplete} invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} {...register(field)} />
          </Field>
        );
      })}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {done && showSuccess ? <Alert tone="success">{t("success")}</Alert> : null}
      <Button type="submit" disabled={change.isPending} className="w-full sm:w-auto">
        {change.isPending ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
