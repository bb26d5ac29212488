"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/client";
import { formatPhone } from "@/lib/format/phone";
import { CODE_TTL_MINUTES, loginCodeBody, loginCodeRequestBody } from "@/lib/recovery/rules";
import { CodeField } from "./code-field";
import { PhoneField } from "./phone-field";
import type { SessionUser } from "./types";
import { useFieldError } from "./use-field-error";

/** Where the code sign-in stands, from the page's address (components/auth/login-code-state.ts). */
export type LoginCodeState = { open: boolean; phone: string | null; sent: boolean; refusal: string | null };

type Props = {
  state: LoginCodeState;
  next: string | null;
  onSuccess: (user: SessionUser) => void;
  /** Back to the password form. */
  onPassword: () => void;
};

/**
 * Kod bilan kirish (issue 44 item 5): the phone, then the one-time code sent to it (Telegram or
 * SMS), in place of the password, so a phone strangers locked still signs in on a new device.
 * Each step is a plain POST form too (/auth/sign-in-code*), so it works before scripts load.
 */
export function LoginCodeForm({ state, next, onSuccess, onPassword }: Props) {
  const t = useTranslations("auth");
  const [phone, setPhone] = useState(state.phone);
  const [sent, setSent] = useState(state.sent);
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-400">{t("code.intro")}</p>
      {phone ? (
        <CodeStep phone={phone} sent={sent} next={next} initialError={state.refusal} onSuccess={onSuccess} onAgain={() => { setPhone(null); setSent(false); }} />
      ) : (
        <PhoneStep next={next} initialError={state.refusal} onSent={(normalized) => { setPhone(normalized); setSent(true); }} />
      )}
      <a
        href={`/projects/blogs${next ? `?next=${encodeURIComponent(next)}` : ""}`}
        onClick={(event) => {
          event.preventDefault();
          onPassword();
        }}
        className="block text-center text-sm text-brand-300 hover:text-brand-200"
      >
        {t("code.password")}
      </a>
    </div>
  );
}

function PhoneStep({ next, initialError, onSent }: { next: string | null; initialError: string | null; onSent: (phone: string) => void }) {
  const t = useTranslations("auth");
  const fieldError = useFieldError();
  const [serverError, setServerError] = useState(initialError);
  const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm({ resolver: zodResolver(loginCodeRequestBody), defaultValues: { phone: "" } });
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await apiFetch("/api/auth/login-code/request", { json: values });
    if (!result.ok) return setServerError(result.status === 0 ? t("network") : (result.message ?? t("loginFailed")));
    onSent(values.phone);
  });
  return (
    // method and action: sent before hydration, the form is posted and the page comes back at the code step.
    <form method="post" action="/auth/sign-in-code-request" onSubmit={submit} noValidate className="space-y-4" aria-label={t("code.title")}>
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <PhoneField id="code-phone" label={t("fields.phone")} error={fieldError(errors.phone?.message)} registration={register("phone")} />
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("submitting") : t("code.send")}
      </Button>
    </form>
  );
}

type CodeStepProps = { phone: string; sent: boolean; next: string | null; initialError: string | null; onSuccess: (user: SessionUser) => void; onAgain: () => void };

function CodeStep({ phone, sent, next, initialError, onSuccess, onAgain }: CodeStepProps) {
  const t = useTranslations("auth");
  const fieldError = useFieldError();
  const [serverError, setServerError] = useState(initialError);
  const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm({ resolver: zodResolver(loginCodeBody), defaultValues: { phone, code: "" } });
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    const result = await apiFetch<{ user: SessionUser }>("/api/auth/login-code", { json: values });
    if (!result.ok) return setServerError(result.status === 0 ? t("network") : (result.message ?? t("loginFailed")));
    onSuccess(result.data.user);
  });
  const back = `/projects/blogs?${new URLSearchParams({ form: "code", phone, ...(next ? { next } : {}) })}`;
  return (
    <form method="post" action="/auth/sign-in-code" onSubmit={submit} noValidate className="space-y-4" aria-label={t("code.codeStep")}>
      {/* The page this form came from: a refusal comes back to this step. */}
      <input type="hidden" name="next" value={back} />
      {sent ? <Alert tone="success">{t("code.sent", { phone: formatPhone(phone), minutes: CODE_TTL_MINUTES })}</Alert> : null}
      {/* The value is in the HTML itself: react-hook-form fills fields only once scripts run. */}
      <input type="hidden" defaultValue={phone} {...register("phone")} />
      <CodeField id="code-code" label={t("code.field")} error={fieldError(errors.code?.message)} registration={register("code")} />
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("submitting") : t("code.submit")}
      </Button>
      <a
        href={`/projects/blogs?${new URLSearchParams({ form: "code", ...(next ? { next } : {}) })}`}
        onClick={(event) => {
          event.preventDefault();
          onAgain();
        }}
        className="block text-center text-sm text-brand-300 hover:text-brand-200"
      >
        {t("code.again")}
      </a>
    </form>
  );
}
