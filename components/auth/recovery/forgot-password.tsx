"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/client";
import { formatPhone } from "@/lib/format/phone";
import { CODE_TTL_MINUTES, resetConfirmBody, resetRequestBody } from "@/lib/recovery/rules";
import { CodeField } from "../code-field";
import { PhoneField } from "../phone-field";
import type { SessionUser } from "../types";
import { useFieldError } from "../use-field-error";
import { goSignedIn } from "./after-reset";
import { NewPasswordStep } from "./new-password-step";
import Link from "next/link";

type Props = { initialPhone: string | null; initialError: string | null; initialSent: boolean };

/**
 * Parolni unutdingizmi: the phone, then the code it was sent and a new password. Each step is a
 * plain POST form too (/auth/forgot-password*; the page's ?phone= says which step), so it works
 * before scripts load.
 */
export function ForgotPassword({ initialPhone, initialError, initialSent }: Props) {
  const t = useTranslations("recovery");
  const [phone, setPhone] = useState(initialPhone);
  const [sent, setSent] = useState(initialSent);
  return phone ? (
    <CodeStep phone={phone} sent={sent} initialError={initialError} onAgain={() => { setPhone(null); setSent(false); }} />
  ) : (
    <PhoneStep
      initialError={initialError}
      onSent={(normalized) => {
        setPhone(normalized);
        setSent(true);
      }}
      title={t("forgot.phoneStep")}
    />
  );
}

function PhoneStep({ initialError, onSent, title }: { initialError: string | null; onSent: (phone: string) => void; title: string }) {
  const t = useTranslations("recovery");
  const auth = useTranslations("auth");
  const fieldError = useFieldError();
  const [serverError, setServerError] = useState(initialError);
  const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm({ resolver: zodResolver(resetRequestBody), defaultValues: { phone: "" } });
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await apiFetch("/api/auth/password-reset/request", { json: values });
    if (!result.ok) return setServerError(result.status === 0 ? auth("network") : (result.message ?? t("failed")));
    onSent(values.phone);
  });
  return (
    // method and action: sent before hydration, the form is posted (never by GET), and the page comes back at the code step.
    <form method="post" action="/auth/forgot-password" onSubmit={submit} noValidate className="space-y-4" aria-label={title}>
      <p className="text-sm text-gray-400">{t("forgot.phoneIntro")}</p>
      <PhoneField id="forgot-phone" label={auth("fields.phone")} error={fieldError(errors.phone?.message)} registration={register("phone")} />
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? auth("submitting") : t("forgot.sendCode")}
      </Button>
    </form>
  );
}

function CodeStep({ phone, sent, initialError, onAgain }: { phone: string; sent: boolean; initialError: string | null; onAgain: () => void }) {
  const t = useTranslations("recovery");
  const auth = useTranslations("auth");
  const fieldError = useFieldError();
  const [serverError, setServerError] = useState(initialError);
  const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm({
    resolver: zodResolver(resetConfirmBody),
    defaultValues: { phone, code: "", newPassword: "" },
  });
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await apiFetch<{ user: SessionUser }>("/api/auth/password-reset/confirm", { json: values });
    if (!result.ok) return setServerError(result.status === 0 ? auth("network") : (result.message ?? t("failed")));
    goSignedIn(result.data.user);
  });
  return (
    <form method="post" action="/auth/forgot-password-code" onSubmit={submit} noValidate className="space-y-4" aria-label={t("forgot.codeStep")}>
      <input type="hidden" name="next" value={`/forgot?phone=${encodeURIComponent(phone)}`} />
      {sent ? <Alert tone="success">{t("forgot.sent", { phone: formatPhone(phone), minutes: CODE_TTL_MINUTES })}</Alert> : null}
      {/* The value is in the HTML itself: react-hook-form fills fields only once scripts run. */}
      <input type="hidden" defaultValue={phone} {...register("phone")} />
      <CodeField id="forgot-code" label={t("fields.code")} error={fieldError(errors.code?.message)} registration={register("code")} />
      <NewPasswordStep
        id="forgot-password"
        error={fieldError(errors.newPassword?.message)}
        registration={register("newPassword")}
        serverError={serverError}
        submitting={isSubmitting}
      />
      <Link href="/forgot" className="block text-center text-sm text-brand-300 hover:text-brand-200" onClick={(event) => { event.preventDefault(); onAgain(); }}>
        {t("forgot.again")}
      </Link>
    </form>
  );
}
