"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { apiFetch } from "@/lib/api/client";
import { resetLinkBody } from "@/lib/recovery/rules";
import type { SessionUser } from "../types";
import { useFieldError } from "../use-field-error";
import { goSignedIn } from "./after-reset";
import { NewPasswordStep } from "./new-password-step";

/** The page an admin's reset link opens: a new password, once. A plain POST form before scripts load. */
export function ResetPassword({ token, initialError }: { token: string; initialError: string | null }) {
  const t = useTranslations("recovery");
  const auth = useTranslations("auth");
  const fieldError = useFieldError();
  const [serverError, setServerError] = useState(initialError);
  const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm({ resolver: zodResolver(resetLinkBody), defaultValues: { token, newPassword: "" } });
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await apiFetch<{ user: SessionUser }>("/api/auth/password-reset/link", { json: values });
    if (!result.ok) return setServerError(result.status === 0 ? auth("network") : (result.message ?? t("failed")));
    goSignedIn(result.data.user);
  });
  return (
    // method and action: sent before hydration, the form is posted to /auth/reset-password, never by GET.
    <form method="post" action="/auth/reset-password" onSubmit={submit} noValidate className="space-y-4" aria-label={t("reset.title")}>
      <input type="hidden" name="next" value={`/reset?token=${token}`} />
      {/* The value is in the HTML itself: react-hook-form fills fields only once scripts run. */}
      <input type="hidden" defaultValue={token} {...register("token")} />
      <NewPasswordStep
        id="reset-password"
        error={fieldError(errors.newPassword?.message ?? errors.token?.message)}
        registration={register("newPassword")}
        serverError={serverError}
        submitting={isSubmitting}
      />
    </form>
  );
}
